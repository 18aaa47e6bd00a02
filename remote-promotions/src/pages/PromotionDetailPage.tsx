import styled from '@emotion/styled';
import { useSearchParams } from 'react-router-dom';
import type { RemotePageProps } from '@vitrine/shared';
import { PromotionDetail } from '../features/promotions/PromotionDetail';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  > * {
    width: 100%;
    max-width: 880px;
  }
`;

const Version = styled.small`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Route `/promoDetail?id=<promotion id>`. */
export default function PromotionDetailPage(_props: RemotePageProps) {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  return (
    <Page data-testid="promotion-detail-page">
      <PromotionDetail id={id} />
      <Version data-testid="remote-version" data-remote="promotions">
        promotions {__VITRINE_VERSION__}
      </Version>
    </Page>
  );
}
