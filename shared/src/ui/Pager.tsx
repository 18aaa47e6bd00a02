import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-width: ${({ theme }) => theme.layout.touch};
    min-height: ${({ theme }) => theme.layout.touch};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.lg};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  > span {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * Previous / page n of m / next under a record list (promoted from the member remote so every
 * remote pages the same way). Hidden when everything fits on one page.
 */
export function Pager({
  page,
  totalPages,
  onChange,
  busy,
  testId = 'pager',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  busy?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={t('pages')} data-testid={testId}>
      <button type="button" onClick={() => onChange(page - 1)} disabled={page <= 1 || busy} aria-label={t('previous_page')}>
        {/* ‹ and › are bidi-mirrored: they point the reading way in RTL on their own. */}
        <span aria-hidden="true">‹</span>
      </button>
      <span aria-live="polite" data-testid={`${testId}-status`}>
        {t('page_of', { page, total: totalPages })}
      </span>
      <button type="button" onClick={() => onChange(page + 1)} disabled={page >= totalPages || busy} aria-label={t('next_page')}>
        <span aria-hidden="true">›</span>
      </button>
    </Nav>
  );
}
