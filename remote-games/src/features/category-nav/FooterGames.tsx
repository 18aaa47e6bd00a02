/**
 * The game-provider logo strip of the host's footer (its `footerGames` slot): every vendor of the
 * vendor list once, in the categories' order, from the one vendor-list query entry.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { imageUrl, useBoot } from '@vitrine/shared';
import { useNavItems } from './use-nav-items';

const Strip = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 72px;
    height: 32px;
    object-fit: contain;
    opacity: 0.8;
  }
`;

export function FooterGames() {
  const { t } = useTranslation('games');
  const boot = useBoot();
  const { items } = useNavItems();
  const vendors = [...new Map(items.flatMap((i) => i.vendors).map((v) => [v.vassalage, v])).values()];
  return (
    <Strip aria-label={t('vendors')} data-testid="provider-strip">
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <img src={imageUrl(v.smallIcon, boot)} alt={v.displayName} width={72} height={32} loading="lazy" />
        </li>
      ))}
    </Strip>
  );
}
