/**
 * Install as an app (issue 13 item 4): the storefront is an installable web app (the host's
 * manifest and service worker). Where the browser offered its install prompt (Chromium:
 * `beforeinstallprompt`, kept by the host since the page opened), a button shows it; where there
 * is none, the browser's own way is explained (iOS Safari: Share → Add to Home Screen).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Hint, SuccessBox, promptInstall, useInstallPrompt } from '@vitrine/shared';
import { detectPlatform } from './AppDownload';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  button {
    justify-self: start;
  }
`;

export function InstallApp() {
  const { t } = useTranslation('member');
  const { canPrompt, installed, outcome } = useInstallPrompt();
  const [busy, setBusy] = useState(false);
  const platform = typeof navigator === 'undefined' ? null : detectPlatform(navigator.userAgent, navigator.maxTouchPoints);

  const install = async () => {
    setBusy(true);
    try {
      await promptInstall();
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (installed) {
    body = <SuccessBox title={t('down_pwa_installed')} testId="down-pwa-installed" />;
  } else if (canPrompt) {
    body = (
      <Button type="button" onClick={install} disabled={busy} data-testid="down-pwa-install">
        {t('down_pwa_install')}
      </Button>
    );
  } else if (platform === 'IOS') {
    body = (
      <ol aria-label={t('down_steps', { app: t('down_pwa_title') })} data-testid="down-pwa-ios">
        <li>{t('down_pwa_ios_step1')}</li>
        <li>{t('down_pwa_ios_step2')}</li>
        <li>{t('down_pwa_ios_step3')}</li>
      </ol>
    );
  } else {
    body = <p data-testid="down-pwa-manual">{t('down_pwa_manual')}</p>;
  }

  return (
    <Section aria-labelledby="down-pwa-title" data-testid="down-pwa" data-state={installed ? 'installed' : canPrompt ? 'prompt' : 'manual'}>
      <h2 id="down-pwa-title">{t('down_pwa_title')}</h2>
      <Hint>{t('down_pwa_intro')}</Hint>
      {body}
      {outcome === 'dismissed' && !installed ? <Hint data-testid="down-pwa-dismissed">{t('down_pwa_dismissed')}</Hint> : null}
    </Section>
  );
}
