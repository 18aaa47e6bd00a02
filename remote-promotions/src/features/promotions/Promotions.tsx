/**
 * The promotions list (spec "Promotions"): filter tabs (all, then the server's categories), cards
 * with image, tags, title, period and state, an action (join, claim, apply) and the detail.
 */
import styled from '@emotion/styled';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  endpoints,
  ErrorState,
  FIRST_PAINT_PICTURE_SLOT,
  firstPaintPictures,
  Skeleton,
  useApiQuery,
  type PictureSource,
} from '@vitrine/shared';
import { ALL, SPEC_CATEGORIES, type CategoryFilter } from './categories';
import { PromotionCard } from './PromotionCard';
import { PromotionDetails } from './PromotionDetails';
import { usePromotionAction } from './use-promotion-action';

export const PAGE_SIZE = 12;

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space(1)};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.promo};
    border-color: transparent;
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Grid = styled.div<{ busy?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  opacity: ${({ busy }) => (busy ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.fast};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A card's picture box (PromotionCard's thumb: 2:1), where the first paint may show its picture. */
const PictureSlot = styled.div`
  position: relative;
  aspect-ratio: 2 / 1;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
`;

/** Cards whose pictures the first paint shows (a phone shows one, a wide desktop row four). */
const FIRST_PAINT_CARDS = 4;

/**
 * The first-paint pictures of the list: the first page with every category (the request the list
 * makes first), its cards' pictures.
 */
export const firstCardsSource: PictureSource = {
  steps: [{ path: endpoints.promotionList.path, body: { pageNo: 1, pageSize: PAGE_SIZE }, pick: 'list.*.imageUrl' }],
};

function CardSkeletons({ pictures }: { pictures?: PictureSource }) {
  return (
    <Grid aria-busy="true" data-testid="promotions-loading" {...(pictures ? firstPaintPictures(pictures) : {})}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} style={{ display: 'grid', gap: 8 }}>
          {pictures && i < FIRST_PAINT_CARDS ? (
            <PictureSlot {...FIRST_PAINT_PICTURE_SLOT}>
              <Skeleton height="100%" radius="0" />
            </PictureSlot>
          ) : (
            <Skeleton style={{ aspectRatio: '2 / 1', height: 'auto' }} />
          )}
          <Skeleton height="20px" width="70%" />
          <Skeleton height="16px" width="50%" />
        </div>
      ))}
    </Grid>
  );
}

function useCategories(): CategoryFilter[] {
  // The server's list and order; the spec's if it cannot be read.
  const categories = useApiQuery(endpoints.promotionCategories, undefined, { staleTime: Infinity });
  const codes = categories.data?.length ? categories.data.map((c) => c.code) : SPEC_CATEGORIES;
  return [ALL, ...codes];
}

export function Promotions() {
  const { t } = useTranslation('promotions');
  const tabs = useCategories();
  const [category, setCategory] = useState<CategoryFilter>(ALL);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<endpoints.Promotion | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useApiQuery(
    endpoints.promotionList,
    { pageNo, pageSize: PAGE_SIZE, ...(category === ALL ? {} : { category }) },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  const { act, pendingId, outcome, report, uncertain } = usePromotionAction(setOpen);

  const choose = (next: CategoryFilter) => {
    setCategory(next);
    setPageNo(1);
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(category);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: tabs.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl =
      document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const next = (index + (rtl ? -step : step) + tabs.length) % tabs.length;
    choose(tabs[next]);
    tabRefs.current[next]?.focus();
  };

  const totalPages = list.data
    ? Math.max(1, list.data.totalPages || Math.ceil(list.data.total / PAGE_SIZE))
    : 1;

  return (
    <>
      <TabList role="tablist" aria-label={t('filters')} onKeyDown={onTabKey} data-testid="promotion-filters">
        {tabs.map((code, i) => (
          <Tab
            key={code}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`promotions-tab-${code}`}
            aria-selected={code === category}
            aria-controls="promotions-panel"
            tabIndex={code === category ? 0 : -1}
            data-category={code}
            onClick={() => choose(code)}
          >
            {t(`category_${code}`)}
          </Tab>
        ))}
      </TabList>
      <section role="tabpanel" id="promotions-panel" aria-labelledby={`promotions-tab-${category}`}>
        {list.isPending ? (
          <CardSkeletons pictures={category === ALL && pageNo === 1 ? firstCardsSource : undefined} />
        ) : list.isError ? (
          <ErrorState
            title={t('load_failed')}
            message={list.error.serverMessage || undefined}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.list.length === 0 ? (
          <EmptyState message={t('empty')} />
        ) : (
          <Grid busy={list.isPlaceholderData} aria-busy={list.isPlaceholderData} data-testid="promotion-grid">
            {list.data.list.map((promotion, index) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                first={index === 0}
                onAction={act}
                onDetails={setOpen}
                pending={pendingId === promotion.id}
                outcome={outcome?.id === promotion.id ? outcome : null}
                uncertain={uncertain?.id === promotion.id ? uncertain : null}
              />
            ))}
          </Grid>
        )}
      </section>
      {list.data && totalPages > 1 ? (
        <Pager aria-label={t('pages')}>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={pageNo <= 1}
            onClick={() => setPageNo((n) => n - 1)}
          >
            {t('previous_page', { ns: 'common' })}
          </Button>
          <span aria-current="page">{t('page_of', { n: pageNo, total: totalPages })}</span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={pageNo >= totalPages}
            onClick={() => setPageNo((n) => n + 1)}
          >
            {t('next_page', { ns: 'common' })}
          </Button>
        </Pager>
      ) : null}
      {open ? (
        <PromotionDetails
          promotion={open}
          onClose={() => setOpen(null)}
          onAction={(promotion) => {
            setOpen(null);
            act(promotion);
          }}
          onApplied={(promotion) => {
            setOpen(null);
            report({
              id: promotion.id,
              kind: 'success',
              message: t('applied_message', { title: promotion.title }),
            });
          }}
        />
      ) : null}
    </>
  );
}
