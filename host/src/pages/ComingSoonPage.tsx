import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  .badge {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A spec route whose remote has not contributed it yet: a designed state in the chrome, never blank. */
export function ComingSoonPage({ path }: { path: string }) {
  const { t } = useTranslation('host');
  const key = `route_${path.replace(/^\//, '').replace(/\W/g, '_')}`;
  return (
    <Box data-testid="coming-soon" data-path={path} aria-labelledby="coming-soon-title">
      <span className="badge">{t('coming_soon')}</span>
      <h1 id="coming-soon-title">{t(key, { defaultValue: t('coming_soon_title') })}</h1>
      <p>{t('coming_soon_text')}</p>
      <Link to="/index">{t('back_home')}</Link>
    </Box>
  );
}
