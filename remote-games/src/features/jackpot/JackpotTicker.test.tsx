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

const money = (value: number) => formatMoney(value, 'en');

/** Moves the test's clock (timers and performance.now) on by `ms`, then lets observers run. */
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/** Every text the amount shows after this call, in order. */
function watchText(amount: HTMLElement) {
  const seen: string[] = [];
  const changes = new MutationObserver((records) => records.forEach(() => seen.push(amount.textContent ?? '')));
  changes.observe(amount, { characterData: true, subtree: true, childList: true });
  return { seen, stop: () => changes.disconnect() };
}

describe('JackpotTicker', () => {
  let frames: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    window.requestAnimationFrame ??= () => 0;
    frames = jest.spyOn(window, 'requestAnimationFrame');
  });
  afterEach(() => {
    frames.mockRestore();
    jest.useRealTimers();
    reducedMotion(false);
  });

  it('counts up to the jackpot step by step, in a box whose width is the final value', async () => {
    reducedMotion(false);
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

    // The steps rewrite the one text node React rendered (no render per step), and React's final
    // render lands in that same node.
    const textNode = screen.getByTestId('jackpot-amount').firstChild;
    await advance(COUNT_UP_MS / 2);
    const middle = Number(shown()!.replace(/[^0-9.]/g, ''));
    expect(middle).toBeGreaterThan(start);
    expect(middle).toBeLessThan(AMOUNT);
    expect(screen.getByTestId('jackpot-amount')).toHaveAttribute('data-settled', 'false');
    expect(screen.getByTestId('jackpot-amount').firstChild).toBe(textNode);
    await advance(COUNT_UP_MS / 2 + COUNT_UP_STEP_MS);
    expect(shown()).toBe(money(AMOUNT));
    expect(screen.getByTestId('jackpot-amount').firstChild).toBe(textNode);
    expect(screen.getByTestId('jackpot-amount')).toHaveAttribute('data-settled', 'true');
    // Settled: nothing changes any more.
    const after = watchText(screen.getByTestId('jackpot-amount'));
    await advance(COUNT_UP_MS * 2);
    after.stop();
    expect(after.seen).toEqual([]);
  });

  it('changes the amount once per step, rising, with no animation frame asked for', async () => {
    reducedMotion(false);
    mockApi({ [JACKPOT]: { amount: AMOUNT, currency: 'BRL', updatedAt: '2026-11-26T12:00:00Z' } });
    renderWithProviders(<JackpotTicker />, { resources: { games } });
    const amount = await screen.findByTestId('jackpot-amount');
    const { seen, stop } = watchText(amount);
    for (let elapsed = 0; elapsed <= COUNT_UP_MS + COUNT_UP_STEP_MS; elapsed += 10) await advance(10);
    stop();
    expect(amount).toHaveAttribute('data-settled', 'true');
    expect(amount).toHaveTextContent(money(AMOUNT));
    // Some twelve steps of 100 ms, each one change (React's final render included), each rising.
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.length).toBeLessThanOrEqual(Math.ceil(COUNT_UP_MS / COUNT_UP_STEP_MS) + 1);
    const values = seen.map((text) => Number(text.replace(/[^0-9.]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
    // The count never keeps the browser drawing frames for it.
    expect(frames).not.toHaveBeenCalled();
  });

  it('prefers-reduced-motion: the final value at once, no steps', async () => {
    reducedMotion(true);
    mockApi({ [JACKPOT]: { amount: AMOUNT, currency: 'BRL', updatedAt: '2026-11-26T12:00:00Z' } });
    renderWithProviders(<JackpotTicker />, { resources: { games } });
    const amount = await screen.findByTestId('jackpot-amount');
    expect(amount).toHaveTextContent(money(AMOUNT));
    expect(amount).toHaveAttribute('data-settled', 'true');
    const { seen, stop } = watchText(amount);
    await advance(COUNT_UP_MS * 2);
    stop();
    expect(seen).toEqual([]);
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
