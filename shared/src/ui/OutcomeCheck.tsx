/**
 * The designed state of a money call whose outcome is unknown (timeout, lost connection, gateway
 * error, unreadable answer): it may have gone through, so the player is told it is being checked,
 * sees the balance and records re-read, and gets a retry that repeats the same request with the
 * same idempotency key (the server answers a repeat without doing it twice). What was typed stays.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-inline-start-width: 4px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  p {
    margin: 0;
  }
  > div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    flex-wrap: wrap;
  }
`;

export interface OutcomeCheckProps {
  /** From `useMoneyAction`: the balance and records are still being re-read. */
  checking: boolean;
  /** A retry is on its way. */
  pending: boolean;
  onRetry: () => void;
  testId?: string;
}

export function OutcomeCheck({ checking, pending, onRetry, testId = 'outcome-check' }: OutcomeCheckProps) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-live="polite" aria-busy={checking || pending} data-testid={testId} data-checking={checking ? 'true' : 'false'}>
      <strong>{t('money_unknown_title')}</strong>
      <p>{checking ? t('money_unknown_checking') : t('money_unknown_checked')}</p>
      <div>
        <Button type="button" variant="ghost" disabled={checking || pending} onClick={onRetry} data-testid={`${testId}-retry`}>
          {pending ? t('money_unknown_retrying') : t('money_unknown_retry')}
        </Button>
      </div>
    </Box>
  );
}
