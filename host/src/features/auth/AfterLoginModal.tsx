/** The after-login modal: a welcome (a first-time welcome for new players) and where to go next. */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bus, Button, Modal, Money, useBalance, useMember, useSession, SafeHtml } from '@vitrine/shared';
import { closeAuth } from './auth-view';
import { useAnnouncements } from '../notices/use-announcements';
import { markRiskNoticeShown, riskNoticeDue } from './risk-notice-daily';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .balance {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.gold};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .popups {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    max-height: 200px;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceSunken};
    text-align: start;
  }
  .risk {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    justify-items: center;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .risk h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text};
  }
  .risk strong {
    color: ${({ theme }) => theme.color.text};
  }
  .popups h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .popups img {
    max-width: 100%;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export function AfterLoginModal({ firstTime }: { firstTime: boolean }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const session = useSession();
  const member = useMember();
  const balance = useBalance();
  const name = member?.nickname || session.nickname || session.account || '';
  // Popup announcements (PU) are shown here, after login, so they never block a visitor.
  const popups = useAnnouncements().data?.popup ?? [];
  // The risk notice: at sign-up (the register form) and at the first login of each day.
  const account = session.account ?? '';
  const [showRisk] = useState(() => riskNoticeDue(account));
  useEffect(() => {
    if (showRisk) markRiskNoticeShown(account);
  }, [showRisk, account]);
  return (
    <Modal
      name="after-login"
      open
      title={t(firstTime ? 'welcome_first_title' : 'welcome_back_title', { name })}
      onClose={closeAuth}
      testId="after-login-modal"
      width={420}
    >
      <Body>
        <p>{t(firstTime ? 'welcome_first_text' : 'welcome_back_text')}</p>
        <div className="balance">
          <Money value={balance} />
        </div>
        {/* Responsible gaming: the risks and the age rule once a day after login (Portaria SPA/MF 1.231/2024). */}
        {showRisk ? (
          <section className="risk" aria-labelledby="after-login-risk" data-testid="risk-notice">
            <h3 id="after-login-risk">{t('risk_title', { ns: 'common' })}</h3>
            <p>{t('risk_text', { ns: 'common' })}</p>
            <p>
              <strong>{t('risk_age', { ns: 'common' })}</strong>
            </p>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              data-testid="risk-limits"
              onClick={() => {
                closeAuth();
                bus.publish('member-centre/open', { page: 'responsibleGaming' });
              }}
            >
              {t('rg_my_limits', { ns: 'common' })}
            </Button>
          </section>
        ) : null}
        {popups.length ? (
          <section className="popups" aria-label={t('announcements')} data-testid="popup-announcements">
            {popups.map((popup) => (
              <article key={popup.id}>
                <h3>{popup.title}</h3>
                <SafeHtml html={popup.content} />
              </article>
            ))}
          </section>
        ) : null}
        <div className="actions">
          <Button
            type="button"
            variant="money"
            onClick={() => {
              closeAuth();
              bus.publish('member-centre/open', { page: 'depositv2' });
            }}
          >
            {t('deposit')}
          </Button>
          <Button
            type="button"
            variant="promo"
            onClick={() => {
              closeAuth();
              navigate('/promotions');
            }}
          >
            {t('nav_promotions')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            data-autofocus="true"
            onClick={closeAuth}
            data-testid="after-login-continue"
          >
            {t('continue_playing')}
          </Button>
        </div>
      </Body>
    </Modal>
  );
}
