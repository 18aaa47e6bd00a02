import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { ResponsibleGaming } from '../features/responsible-gaming/ResponsibleGaming';

/** Member-centre page `responsibleGaming` (rg_title). */
export default function ResponsibleGamingPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('rg_title')} testId="rg-centre-panel">
      <ResponsibleGaming />
    </CentrePanel>
  );
}
