import { act, screen, waitFor } from '@testing-library/react';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { formatMoney } from '@vitrine/shared';
import { JackpotTicker } from './JackpotTicker';
import { COUNT_UP_MS, COUNT_UP_STEP_MS, FIRST_COUNT_FROM } from './count-up';
import games from '../../locales/en.json';

const JACKPOT = '/wps/relay/VIS_getJackpot';
const AMOUNT = 1_234_567.89;

function reducedMotion(on: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: on && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** requestAnimationFrame driven by the test: `frame(t)` runs the queued callbacks at time t. */
function manualFrames() {
  let queue: FrameRequestCallback[] = [];
  let requested = 0;
  window.requestAnimationFrame = (cb) => {
    requested += 1;
    queue.push(cb);
    return requested;
  };
  window.cancelAnimationFrame = () => {};
  return {
    frame(time: number) {
      const run = queue;
      queue = [];
      act(() => run.forEach((cb) => cb(time)));
    },
    requested: () => requested,
  };
}

const money = (value: number) => formatMoney(value, 'en');

describe('JackpotTicker', () => {
  afterEach(() => reducedMotion(false));

  it('counts up to the jackpot frame by frame, in a box whose width is the final value', async () => {
    reducedMotion(false);
    const frames = manualFrames();
    mockApi({ [JACKPOT]: { amount: AMOUNT, currency: 'BRL', updatedAt: '2026-11-26T12:00:00Z' } });
    renderWithProviders(<JackpotTicker />, { resources: { games } });
    const ticker = await screen.findByTestId('jackpot-ticker');
    expect(ticker).toHaveAccessibleName('Jackpot');
    const shown = () => screen.getByTestId('jackpot-amount').textContent;
    const start = Math.floor(AMOUNT * FIRST_COUNT_FROM * 100) / 100;
    expect(shown()).toBe(money(start));
    // The reserved (hidden) copy and the screen-reader text carry the final value from the start.
    expect(ticker.querySelector('[data-ghost]')).toHaveTextContent(money(AMOUNT));
    expect(screen.getByTestId('jackpot-value')).toHaveTextContent(money(AMOUNT));

    // The frames rewrite the one text node React rendered (no render per frame), and React's final
    // render lands in that same node.
    const textNode = screen.getByTestId('jackpot-amount').firstChild;
    frames.frame(1000);
    expect(shown()).toBe(money(start));
    frames.frame(1000 + COUNT_UP_MS / 2);
    const middle = Number(shown()!.replace(/[^0-9.]/g, ''));
    expect(middle).toBeGreaterThan(start);
    expect(middle).toBeLessThan(AMOUNT);
    expect(screen.getByTestId('jackpot-amount')).toHaveAttribute('data-settled', 'false');
    expect(screen.getByTestId('jackpot-amount').firstChild).toBe(textNode);
    frames.frame(1000 + COUNT_UP_MS);
    expect(shown()).toBe(money(AMOUNT));
    expect(screen.getByTestId('jackpot-amount').firstChild).toBe(textNode);
    expect(screen.getByTestId('jackpot-amount')).toHaveAttribute('data-settled', 'true');
    // Settled: no further frames are asked for.
    const asked = frames.requested();
    frames.frame(1000 + COUNT_UP_MS * 2);
    expect(frames.requested()).toBe(asked);
  });

  it('at 60 frames a second, the amount changes at most once per step, and still ends on the jackpot', async () => {
    reducedMotion(false);
    const frames = manualFrames();
    mockApi({ [JACKPOT]: { amount: AMOUNT, currency: 'BRL', updatedAt: '2026-11-26T12:00:00Z' } });
    renderWithProviders(<JackpotTicker />, { resources: { games } });
    const amount = await screen.findByTestId('jackpot-amount');
    const seen: string[] = [];
    const changes = new MutationObserver((records) => records.forEach(() => seen.push(amount.textContent ?? '')));
    changes.observe(amount, { characterData: true, subtree: true, childList: true });
    const frameMs = 1000 / 60;
    let now = 500;
    for (let i = 0; i <= Math.ceil(COUNT_UP_MS / frameMs) + 1; i++, now += frameMs) frames.frame(now);
    await waitFor(() => expect(amount).toHaveAttribute('data-settled', 'true'));
    changes.disconnect();
    expect(amount).toHaveTextContent(money(AMOUNT));
    // Some 73 frames, and at most one change per step (plus React's final render).
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.length).toBeLessThanOrEqual(Math.ceil(COUNT_UP_MS / COUNT_UP_STEP_MS) + 1);
    // Each change counts up.
    const values = seen.map((text) => Number(text.replace(/[^0-9.]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('prefers-reduced-motion: the final value at once, no animation frames', async () => {
    reducedMotion(true);
    const frames = manualFrames();
    mockApi({ [JACKPOT]: { amount: AMOUNT, currency: 'BRL', updatedAt: '2026-11-26T12:00:00Z' } });
    renderWithProviders(<JackpotTicker />, { resources: { games } });
    const amount = await screen.findByTestId('jackpot-amount');
    expect(amount).toHaveTextContent(money(AMOUNT));
    expect(amount).toHaveAttribute('data-settled', 'true');
    expect(frames.requested()).toBe(0);
  });

  it('a failed read with no amount yet leaves the ticker out (never a broken box)', async () => {
    let asked = 0;
    mockApi({
      [JACKPOT]: () => {
        asked += 1;
        throw new ApiFailure('server_error', 'down', 500);
      },
    });
    const { container } = renderWithProviders(<JackpotTicker />, { resources: { games } });
    // While loading, a skeleton holds the box's height.
    expect(container).not.toBeEmptyDOMElement();
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByTestId('jackpot-ticker')).toBeNull();
    expect(document.body).not.toHaveTextContent('down');
  });
});
