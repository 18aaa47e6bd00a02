import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  text-align: center;
`;

export function Footer() {
  const { t } = useTranslation('host');
  return (
    <Foot data-testid="site-footer">
      {t('copyright', { year: new Date().getFullYear() })} · <span data-testid="host-version">host {__VITRINE_VERSION__}</span>
    </Foot>
  );
}
