import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vitrine/shared/testing';
import common from '../../../../shared/src/locales/en.json';
import host from '../../locales/en.json';
import { AuthViewsLoader } from './AuthViewsLoader';

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

const Views = ({ view }: { view: unknown }) => <p data-testid="auth-views">views for {(view as { kind: string }).kind}</p>;

describe('the lazy sign-in chunk', () => {
  it('shows a loading dialog, then the form', async () => {
    let resolve: (m: { default: typeof Views }) => void = () => {};
    const load = jest.fn(() => new Promise<{ default: typeof Views }>((r) => (resolve = r)));
    renderWithProviders(<AuthViewsLoader view={{ kind: 'login' }} load={load} />, { resources: { host, common } });
    expect(await screen.findByTestId('auth-loading')).toBeInTheDocument();
    resolve({ default: Views });
    expect(await screen.findByTestId('auth-views')).toHaveTextContent('views for login');
  });

  it('a failed chunk shows its reason and a retry that loads it afresh; nothing else unmounts', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<{ default: typeof Views }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk auth-views failed'))
      .mockResolvedValue({ default: Views });
    renderWithProviders(
      <>
        <header data-testid="header">header</header>
        <AuthViewsLoader view={{ kind: 'register' }} load={load} />
      </>,
      { resources: { host, common } },
    );
    const failed = await screen.findByTestId('auth-chunk-error');
    expect(failed).toHaveTextContent(host.auth_chunk_failed_title);
    expect(screen.getByTestId('header')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByTestId('auth-views')).toHaveTextContent('views for register');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
