/**
 * The analytics consent banner (issue 14 item 17). Shown only when the brand configures a valid
 * gtagId and the player has not answered, or reopened it from the footer's cookie-settings link.
 * Accept loads Google analytics; Decline loads nothing and sets no cookie. The choice is remembered
 * (localStorage) and applied on every boot.
 */
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isGtagId, setConsent, useBoot, useConsent } from '@vitrine/shared';
import { applyAnalytics } from './gtag';

const Bar = styled.section`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space(3)};
  bottom: calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom, 0px));
  z-index: 900;
  max-width: 720px;
  margin-inline: auto;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* Above the bottom navigation on small screens, never over it. */
  @media (max-width: 900px) {
    bottom: calc(${({ theme }) => theme.layout.bottomNavHeight} + ${({ theme }) => theme.space(2)} + env(safe-area-inset-bottom, 0px));
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** The brand's gtagId when it is a valid Google tag id, else null (no banner, no analytics). */
export function useGtagId(): string | null {
  const boot = useBoot();
  const id = boot?.info.analytics?.gtagId;
  return isGtagId(id) ? id : null;
}

export function ConsentBanner() {
  const { t } = useTranslation('host');
  const gtagId = useGtagId();
  const consent = useConsent();

  useEffect(() => {
    applyAnalytics(consent.choice, gtagId);
  }, [consent.choice, gtagId]);

  if (!gtagId || (consent.choice && !consent.open)) return null;
  return (
    <Bar role="region" aria-labelledby="consent-title" data-testid="consent-banner" data-choice={consent.choice ?? 'none'}>
      <h2 id="consent-title">{t('consent_title')}</h2>
      <p>{t('consent_text')}</p>
      <div className="actions">
        <Button type="button" variant="ghost" size="sm" onClick={() => setConsent('denied')} data-testid="consent-decline">
          {t('consent_decline')}
        </Button>
        <Button type="button" size="sm" onClick={() => setConsent('granted')} data-testid="consent-accept">
          {t('consent_accept')}
        </Button>
      </div>
    </Bar>
  );
}
