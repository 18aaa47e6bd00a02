/**
 * Test utilities shared by every app: render with the providers the host gives at run time
 * (theme, one i18next with English resources, a fresh QueryClient, a router).
 */
import { ThemeProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import { useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { darkTheme } from '../theme/tokens';
import { setConfig } from '../config/config';
import { PICTURE_SOURCE_ATTRIBUTE } from '../federation/first-paint-pictures';
import { bodyWithPrevious, parsePictureSource, pickValues } from '../federation/first-paint-pictures-reader';
import { useNavBadges } from '../federation/menus';

// Tests run on http://localhost; the client builds absolute URLs from it.
setConfig({ apiBase: 'http://localhost' });
import common from '../locales/en.json';

export interface ProviderOptions {
  /** English resources per namespace, e.g. `{ games: require('../locales/en.json') }`. */
  resources?: Record<string, Record<string, string>>;
  route?: string;
}

export function testI18n(resources: ProviderOptions['resources'] = {}) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { common, ...resources } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

/**
 * One query client and one i18next per mount, as in the app: a `rerender` keeps the cache and the
 * language (before, each render made new ones, so a rerender refetched everything).
 */
export function Providers({ children, resources, route = '/' }: ProviderOptions & { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } }));
  const [i18n] = useState(() => testI18n(resources));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={darkTheme}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Render a component as it runs inside the host. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { resources, route, ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers resources={resources} route={route}>
        {children}
      </Providers>
    ),
    ...rest,
  });
}

/**
 * For a remote test's `jest.mock('@vitrine/shared', …)` (remote tests cannot reach the session
 * writers): the real shared, with a logged-in player — a trial account (isAgent 4) when
 * `state().trial` — and the whitelabel modules in `state().on` switched on. `state` is read at each
 * call, so a test changes it between renders:
 *     const mockState = { on: new Set<string>(), trial: false };
 *     jest.mock('@vitrine/shared', () => jest.requireActual('@vitrine/shared/testing').sharedAsPlayer(() => mockState));
 */
export function sharedAsPlayer(state: () => { on: ReadonlySet<string>; trial: boolean }) {
  const actual = jest.requireActual<Record<string, unknown> & { getSession: () => object }>('@vitrine/shared');
  return {
    ...actual,
    isModuleEnabled: (modId: string) => state().on.has(modId),
    useSession: () => ({ ...actual.getSession(), token: 'test-token', isAgent: state().trial ? 4 : 0 }),
  };
}

/** The badges the menus would show: every count published on `nav/badge-changed`. */
function PublishedBadges() {
  const badges = useNavBadges();
  return <output data-testid="published-badges">{JSON.stringify(badges)}</output>;
}

/**
 * Render a remote's badge source (its `badgeSource` slot module) beside a reader of the published
 * counts; read them with `publishedBadges`.
 */
export function renderBadgeSource(source: ReactElement, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  return renderWithProviders(
    <>
      <PublishedBadges />
      {source}
    </>,
    options,
  );
}

/** The counts a rendered badge source published; each of `ids` counts 0 until published (as the menus read it). */
export function publishedBadges(...ids: string[]): Record<string, number> {
  const published = JSON.parse(screen.getByTestId('published-badges').textContent || '{}') as Record<string, number>;
  return { ...Object.fromEntries(ids.map((id) => [id, 0])), ...published };
}

export type FakeAnswer = unknown | ((body: unknown, url: URL) => unknown);

/**
 * Stub the network for the real API client: `path → envelope value` (or a function of the
 * request body), answered as `{success:true, value}`. Throwing `ApiFailure` in a function answers
 * `{success:false, code, message}`. Unknown paths answer 404. Returns the fetch mock.
 */
export function mockApi(answers: Record<string, FakeAnswer>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const answer = answers[url.pathname];
    if (answer === undefined) return new Response('{"success":false,"code":"not_found"}', { status: 404 });
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : Object.fromEntries(url.searchParams);
    } catch {
      body = text;
    }
    try {
      const value = typeof answer === 'function' ? (answer as (b: unknown, u: URL) => unknown)(body, url) : answer;
      return new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
    } catch (error) {
      if (error instanceof ApiFailure) {
        return new Response(JSON.stringify({ success: false, code: error.code, message: error.message, ...(error.value !== undefined ? { value: error.value } : {}) }), { status: error.status });
      }
      throw error;
    }
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    /** The error's `value` (e.g. the limit of `rg_limit_reached`). */
    readonly value?: unknown,
  ) {
    super(message);
  }
}

/**
 * What the gateway would put in a page's first-paint picture places (issue 9), run against the
 * test's API answers (`mockApi`): the page's source read from `element` (the one carrying
 * `data-fp-source`), its requests made in turn with the same picker the gateway uses. Lets a remote
 * test that its first paint asks for the pictures the page then shows.
 */
export async function firstPaintPicturesOf(element: Element): Promise<unknown[]> {
  const source = parsePictureSource(element.getAttribute(PICTURE_SOURCE_ATTRIBUTE) ?? '');
  if (!source) throw new Error(`no valid ${PICTURE_SOURCE_ATTRIBUTE} on the element`);
  let previous: unknown;
  let picked: unknown[] = [];
  for (const step of source.steps) {
    const body = bodyWithPrevious(step.body, previous);
    if (!body) return [];
    const response = await fetch(new URL(step.path, 'http://localhost'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const envelope = (await response.json()) as { success?: boolean; value?: unknown };
    if (!envelope.success) return [];
    picked = pickValues(envelope.value, step.pick);
    previous = picked[0];
  }
  return picked;
}
