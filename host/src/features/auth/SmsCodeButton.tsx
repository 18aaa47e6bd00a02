import { useTranslation } from 'react-i18next';
import { Button } from '@vitrine/shared';
import { formatWait } from './phone-auth/phone-auth-rules';

/**
 * The send-SMS button with its countdown (disabled while counting). `waitLeft`: seconds of the
 * wait after the phone-auth service said "too many requests" (shown as m:ss; disabled meanwhile).
 */
export function SmsCodeButton({ left, busy, onSend, testId = 'send-sms', waitLeft = 0 }: { left: number; busy: boolean; onSend: () => void; testId?: string; waitLeft?: number }) {
  const { t } = useTranslation('host');
  const label = waitLeft > 0 ? t('phone_wait', { time: formatWait(waitLeft) }) : left > 0 ? t('sms_resend_in', { seconds: left }) : t('sms_send');
  return (
    <Button type="button" variant="ghost" disabled={left > 0 || waitLeft > 0 || busy} onClick={onSend} data-testid={testId} data-countdown={left} data-wait={waitLeft || undefined} style={{ minWidth: 112 }}>
      {label}
    </Button>
  );
}
