import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { paginationItems } from './pagination';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  button,
  span {
    min-width: ${({ theme }) => theme.layout.touch};
    min-height: ${({ theme }) => theme.layout.touch};
    display: inline-grid;
    place-items: center;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.md};
    font-variant-numeric: tabular-nums;
  }
  button {
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: ${({ theme }) => theme.color.text};
    border-color: transparent;
    color: ${({ theme }) => theme.color.bg};
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** Pagination of the game list block: range 3, margin pages 1, previous / next. */
export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('games');
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={t('pagination')} data-testid="pagination">
      <button
        type="button"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('previous_page')}
      >
        ‹
      </button>
      {paginationItems(page, totalPages).map((item, i) =>
        item === 'ellipsis' ? (
          <span key={`e${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('page_n', { page: item })}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('next_page')}
      >
        ›
      </button>
    </Nav>
  );
}
