import { useTranslation } from 'react-i18next';
import { Button, type BootState } from '@vitrine/shared';
import { StatusLayout } from './StatusPage';
import { LanguagePicker } from '../chrome/LanguagePicker';
import { openCustomerService } from '../session/customer-service';

/** System status 1 (spec: 'System Maintenance', 'RESTRICTION OF VISIT', Contact Us, refresh). */
export function MaintenancePage({ boot }: { boot: BootState }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const window_ = boot.info.maintenance;
  return (
    <StatusLayout testId="maintenance-page">
      <h1>{t('maintenance_title')}</h1>
      <h2>{t('maintenance_heading')}</h2>
      <p>{t('maintenance_text')}</p>
      {window_?.startTime ? <p>{t('maintenance_window', { start: window_.startTime, end: window_.endTime })}</p> : null}
      <div className="actions">
        <Button type="button" onClick={() => location.reload()}>
          {tc('refresh')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => openCustomerService(boot)}>
          {t('contact_us')}
        </Button>
        <LanguagePicker />
      </div>
    </StatusLayout>
  );
}
