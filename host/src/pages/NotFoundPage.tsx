import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from '@emotion/styled';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: center;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function NotFoundPage({ title, body }: { title?: string; body?: string }) {
  const { t } = useTranslation('host');
  return (
    <Box data-testid="not-found">
      <h1>{title ?? t('not_found_title')}</h1>
      <p>{body ?? t('not_found_body')}</p>
      <Link to="/index">{t('back_home')}</Link>
    </Box>
  );
}
