import { useTranslation } from 'react-i18next';
import { Button } from '@vitrine/shared';

/** The send-SMS button with its countdown (disabled while counting). */
export function SmsCodeButton({ left, busy, onSend, testId = 'send-sms' }: { left: number; busy: boolean; onSend: () => void; testId?: string }) {
  const { t } = useTranslation('host');
  return (
    <Button type="button" variant="ghost" disabled={left > 0 || busy} onClick={onSend} data-testid={testId} data-countdown={left} style={{ minWidth: 112 }}>
      {left > 0 ? t('sms_resend_in', { seconds: left }) : t('sms_send')}
    </Button>
  );
}
