import { useTranslation } from 'react-i18next';
import { Button, type BootState } from '@vitrine/shared';
import { StatusLayout } from './StatusPage';
import { openCustomerService } from '../session/customer-service';

/** System status 2: shows the visitor's IP and country (spec "Other screens"). */
export function RegionRestrictedPage({ boot }: { boot: BootState }) {
  const { t } = useTranslation('host');
  const location_ = boot.info.regionRestriction ?? boot.info.location;
  return (
    <StatusLayout testId="region-page">
      <h1>{t('region_title')}</h1>
      <p>{t('region_text')}</p>
      <p>
        {t('your_ip')}: <strong data-testid="visitor-ip">{location_?.ip}</strong> · {t('your_country')}:{' '}
        <strong data-testid="visitor-country">{location_?.country}</strong>
      </p>
      <div className="actions">
        <Button type="button" variant="ghost" onClick={() => openCustomerService(boot)}>
          {t('contact_us')}
        </Button>
      </div>
    </StatusLayout>
  );
}
