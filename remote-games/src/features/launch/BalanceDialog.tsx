import { useTranslation } from 'react-i18next';
import { Dialog } from '@vitrine/shared';

/** `launch_game_balance_not_enough`: offer a deposit (the member centre's depositv2 page). */
export function BalanceDialog({ onClose, onDeposit }: { onClose: () => void; onDeposit: () => void }) {
  const { t } = useTranslation('games');
  return (
    <Dialog
      open
      title={t('balance_not_enough_title')}
      onClose={onClose}
      onConfirm={onDeposit}
      confirmLabel={t('deposit')}
      testId="balance-dialog"
    >
      <p>{t('balance_not_enough')}</p>
    </Dialog>
  );
}
