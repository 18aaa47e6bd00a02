import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@vitrine/shared';
import { RegisterForm } from '../features/auth/RegisterForm';
import { useReferralVisit } from '../features/auth/referral-visit';

const Page = styled.section`
  max-width: 520px;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  @media (max-width: 480px) {
    margin: 0;
    border-radius: 0;
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** /register and /register.html: the registration form as a page; reads ?referralCode (and counts the link's visit). */
export function RegisterPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { token } = useSession();
  const location = useLocation();
  // A referral link opened: one visit for the link's counts.
  useReferralVisit(new URLSearchParams(location.search).get('referralCode') ?? '', !token);
  if (token) return <Navigate to="/index" replace />;
  return (
    <Page data-testid="register-page" aria-labelledby="register-title">
      <h1 id="register-title">{t('register_title')}</h1>
      <RegisterForm onDone={() => navigate('/index')} />
    </Page>
  );
}
