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

/** The one-row form, for a small area of the chrome (e.g. the category nav): the title and the retry. */
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  /* On a phone the row sits in the scrolling bottom bar: only the retry shows, the title is read out. */
  @media (max-width: 900px) {
    > span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
`;

/** A designed failure state: what happened, and a way to try again (`compact`: one row, no message). */
export function ErrorState({
  title,
  message,
  onRetry,
  testId = 'error-state',
  remote,
  compact = false,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  testId?: string;
  remote?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  if (compact)
    return (
      <Row role="alert" data-testid={testId} data-remote={remote}>
        <span>{title}</span>
        {onRetry ? (
          <Button type="button" size="sm" variant="ghost" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </Row>
    );
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
