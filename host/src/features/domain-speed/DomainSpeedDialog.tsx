/**
 * The domain speed test (spec section 3: the domain list "for speed test"; issue 14 item 13). A
 * dialog opened from the footer: every domain of the status answer's `domainRoute` is measured
 * at once, the fastest listed first with its time, the too-slow and unreachable ones marked as
 * such. "Switch" opens the same page on the chosen domain. No domain list: an empty state.
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, EmptyState, useBoot } from '@vitrine/shared';
import { measure, rankResults, SPEED_TIMEOUT_MS, switchUrl, usableRoutes, type SpeedResult } from './speed-test';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 52px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  .domain {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text};
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .ok {
    color: ${({ theme }) => theme.color.success};
  }
  .slow {
    color: ${({ theme }) => theme.color.warning};
  }
  .failed {
    color: ${({ theme }) => theme.color.danger};
  }
  .badge {
    color: ${({ theme }) => theme.color.text};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function DomainSpeedDialog({ open, onClose, go = (url) => window.location.assign(url) }: { open: boolean; onClose: () => void; go?: (url: string) => void }) {
  const { t } = useTranslation('host');
  const boot = useBoot();
  const [results, setResults] = useState<SpeedResult[]>([]);
  const run = useRef(0);
  const routes = usableRoutes(boot?.info.domainRoute);
  const routesKey = routes.map((r) => `${r.domain} ${r.speedTestUrl}`).join('|');

  const start = useCallback(() => {
    const id = ++run.current;
    const list = usableRoutes(boot?.info.domainRoute);
    const here = window.location.host.toLowerCase();
    setResults(list.map((r) => ({ domain: r.domain, type: r.type, state: 'measuring', current: r.domain === here })));
    list.forEach((route, index) => {
      void measure(route, { fetch: (...args) => window.fetch(...args), now: () => performance.now(), origin: window.location.origin }).then((outcome) => {
        if (run.current !== id) return;
        setResults((prev) => prev.map((r, i) => (i === index ? { ...r, ...outcome } : r)));
      });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routesKey]);

  useEffect(() => {
    if (open) start();
    else run.current++;
  }, [open, start]);

  const measuring = results.some((r) => r.state === 'measuring');
  const ranked = rankResults(results);
  return (
    <Dialog open={open} title={t('speed_test_title')} onClose={onClose} testId="domain-speed-dialog" width={440}>
      {routes.length === 0 ? (
        <EmptyState message={t('speed_test_empty')} testId="domain-speed-empty" />
      ) : (
        <>
          <Intro>{t('speed_test_intro')}</Intro>
          <List aria-busy={measuring} data-testid="domain-speed-list" data-done={!measuring}>
            {ranked.map((r) => {
              const target = switchUrl(r.domain, window.location);
              return (
                <li key={r.domain} data-testid="domain-speed-row" data-domain={r.domain} data-state={r.state}>
                  <div>
                    <div className="domain" dir="ltr">
                      {r.domain}
                    </div>
                    <div className="meta">
                      <span className={r.state} data-testid="domain-speed-time">
                        {r.state === 'ok' ? t('speed_test_ms', { ms: r.ms }) : r.state === 'measuring' ? t('speed_test_measuring') : r.state === 'slow' ? t('speed_test_slow', { seconds: SPEED_TIMEOUT_MS / 1000 }) : t('speed_test_failed')}
                      </span>
                      {r.current ? <span className="badge">{t('speed_test_current')}</span> : null}
                    </div>
                  </div>
                  {r.current || !target ? null : (
                    <Button type="button" variant="ghost" disabled={r.state === 'failed'} onClick={() => go(target)} aria-label={t('speed_test_switch_to', { domain: r.domain })} data-testid="domain-speed-switch">
                      {t('speed_test_switch')}
                    </Button>
                  )}
                </li>
              );
            })}
          </List>
          <Button type="button" variant="ghost" onClick={start} disabled={measuring} data-testid="domain-speed-retest">
            {t('speed_test_again')}
          </Button>
        </>
      )}
    </Dialog>
  );
}
