import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: 0;
    max-width: 42ch;
  }
`;

/** A designed failure state: what happened, and a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  testId = 'error-state',
  remote,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  testId?: string;
  remote?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Box role="alert" data-testid={testId} data-remote={remote}>
      <h2>{title}</h2>
      {message ? <p>{message}</p> : null}
      {onRetry ? (
        <Button type="button" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </Box>
  );
}

/** 'No data'. */
export function EmptyState({ message, testId = 'empty-state' }: { message?: string; testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box data-testid={testId}>
      <p>{message ?? t('no_data')}</p>
    </Box>
  );
}
