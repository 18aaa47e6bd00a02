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
  > span {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Previous / page n of m / next for the record lists. Hidden when everything fits on one page. */
export function Pager({
  page,
  totalPages,
  onChange,
  busy,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation(['member', 'common']);
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={t('member:pages')} data-testid="pager">
      <button
        type="button"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1 || busy}
        aria-label={t('common:previous_page')}
      >
        {/* ‹ and › are bidi-mirrored: they point the reading way in RTL on their own. */}
        <span aria-hidden="true">‹</span>
      </button>
      <span aria-live="polite" data-testid="pager-status">
        {t('member:page_of', { page, total: totalPages })}
      </span>
      <button
        type="button"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages || busy}
        aria-label={t('common:next_page')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </Nav>
  );
}
