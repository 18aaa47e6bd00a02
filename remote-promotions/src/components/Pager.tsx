import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrine/shared';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

/** Previous / page n of m / next. Hidden when everything fits on one page. */
export function Pager({
  page,
  totalPages,
  onChange,
  busy,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  busy?: boolean;
  /** Names the list the pages belong to. */
  label?: string;
}) {
  const { t } = useTranslation(['promotions', 'common']);
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={label ?? t('promotions:pages')} data-testid="pager">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onChange(page - 1)}
      >
        {t('common:previous_page')}
      </Button>
      <span aria-live="polite" data-testid="pager-status">
        {t('promotions:page_of', { n: page, total: totalPages })}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={page >= totalPages || busy}
        onClick={() => onChange(page + 1)}
      >
        {t('common:next_page')}
      </Button>
    </Nav>
  );
}
