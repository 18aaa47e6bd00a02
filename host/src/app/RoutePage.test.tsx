import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '@vitrine/shared/testing';
import { ChromeFrame } from './RoutePage';

// The footer itself (remote slots, boot data) is not under test: the frame's placing of it is.
jest.mock('../chrome/Footer', () => ({ Footer: () => <footer>site footer</footer> }));

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('ChromeFrame', () => {
  const observers: Callback[] = [];
  beforeEach(() => {
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const chrome = { header: false, footer: true, sideMenu: false };
  const navigation = { go: (_path: string) => {} };
  const loading = { finish: () => {} };

  /** A page that shows a loading state (aria-busy, as a remote page does while it loads) until finished. */
  function LoadingPage({ name }: { name: string }) {
    const [busy, setBusy] = useState(true);
    loading.finish = () => setBusy(false);
    return busy ? <div aria-busy="true">loading {name}</div> : <h1>{name}</h1>;
  }
  function Navigator() {
    navigation.go = useNavigate();
    return null;
  }
  function renderTwoPages() {
    // Both routes use the same element type, so the router keeps one frame across them, as it
    // does for the contributed routes (RoutePage).
    renderWithProviders(
      <>
        <Navigator />
        <Routes>
          {['/index', '/promotions'].map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <ChromeFrame chrome={chrome} page={path}>
                  <LoadingPage key={path} name={path} />
                </ChromeFrame>
              }
            />
          ))}
        </Routes>
      </>,
      { route: '/index' },
    );
  }
  const nearAll = () => act(() => observers.splice(0).forEach((callback) => callback([{ isIntersecting: true }])));

  it('draws the footer once the page has settled and its place is near', async () => {
    renderTwoPages();
    nearAll();
    expect(screen.queryByText('site footer')).toBeNull();
    act(() => loading.finish());
    expect(await screen.findByText('site footer')).toBeInTheDocument();
  });

  it('takes the footer away while the next page loads, and draws it again once that page has settled', async () => {
    renderTwoPages();
    nearAll();
    act(() => loading.finish());
    expect(await screen.findByText('site footer')).toBeInTheDocument();

    act(() => navigation.go('/promotions'));
    expect(screen.getByText('loading /promotions')).toBeInTheDocument();
    // The drawn footer would rise into the screen above the short loading state: it waits instead.
    expect(screen.queryByText('site footer')).toBeNull();
    expect(screen.getByTestId('site-footer-pending')).toBeInTheDocument();
    nearAll();
    expect(screen.queryByText('site footer')).toBeNull();
    act(() => loading.finish());
    expect(screen.getByRole('heading', { name: '/promotions' })).toBeInTheDocument();
    expect(await screen.findByText('site footer')).toBeInTheDocument();
  });
});
