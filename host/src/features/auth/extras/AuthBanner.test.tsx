import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { endpoints } from '@vitrine/shared';
import { bootWriters, toBootState } from '@vitrine/shared/internal';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { AuthBanner, pickBanner } from './AuthBanner';

const TEMPLATES: endpoints.Template[] = [
  { group: 'w_login', title: 'Login banner', url: '/banner/login.svg', content: '' },
  { group: 'w_register', title: 'Register banner', url: '/banner/register.svg', content: '<p>Join <a href="javascript:alert(1)">now</a> <a href="https://ok.example/x">terms</a></p><script>alert(1)</script>' },
];

const templatesBy = (list: endpoints.Template[]) => (body: unknown) => list.filter((t) => t.group === (body as { group?: string }).group);

beforeEach(() => {
  act(() => bootWriters.set(toBootState({ status: 0, info: { imageCDNs: ['https://img.example/cdn'], whitelabel: [] } } as unknown as endpoints.SystemStatus)));
});

describe('pickBanner', () => {
  it('takes the first banner of the group whose image URL passes the check', () => {
    const check = (url: string) => (url.startsWith('javascript:') ? '' : `checked:${url}`);
    const list = [{ group: 'w_login', title: 'bad', url: 'javascript:alert(1)', content: '' }, ...TEMPLATES];
    expect(pickBanner(list, 'w_login', check)).toEqual({ src: 'checked:/banner/login.svg', title: 'Login banner', content: '' });
    expect(pickBanner([list[0]], 'w_login', check)).toBeNull();
    expect(pickBanner(undefined, 'w_register', check)).toBeNull();
  });
});

describe('AuthBanner', () => {
  it('keeps the banner box sized while loading, then shows the group image from the image CDN', async () => {
    const fetchMock = mockApi({ [endpoints.templates.path]: templatesBy(TEMPLATES) });
    renderWithProviders(<AuthBanner group="w_login" />);
    expect(screen.getByTestId('auth-banner-w_login')).toHaveAttribute('data-state', 'loading');
    const img = await screen.findByRole('img', { name: 'Login banner' });
    expect(img).toHaveAttribute('src', 'https://img.example/cdn/banner/login.svg');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '400');
    fireEvent.load(img);
    expect(screen.getByTestId('auth-banner-w_login')).toHaveAttribute('data-state', 'ready');
    const url = new URL(String(fetchMock.mock.calls[0][0] instanceof Request ? (fetchMock.mock.calls[0][0] as Request).url : fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.searchParams.get('group')).toBe('w_login');
  });

  it('shows the register text sanitised (no script, unsafe links dropped)', async () => {
    mockApi({ [endpoints.templates.path]: templatesBy(TEMPLATES) });
    renderWithProviders(<AuthBanner group="w_register" />);
    const text = await screen.findByTestId('auth-banner-w_register-text');
    expect(text).toHaveTextContent('Join now terms');
    expect(text.querySelector('script')).toBeNull();
    expect(text.querySelector('a[href^="javascript"]')).toBeNull();
    expect(text.querySelector('a[href="https://ok.example/x"]')).not.toBeNull();
  });

  it('leaves the banner out when the image fails, the URL is unsafe, the group is empty or the call fails', async () => {
    mockApi({ [endpoints.templates.path]: templatesBy(TEMPLATES) });
    const first = renderWithProviders(<AuthBanner group="w_login" />);
    fireEvent.error(await screen.findByRole('img', { name: 'Login banner' }));
    expect(screen.queryByTestId('auth-banner-w_login')).toBeNull();
    first.unmount();

    mockApi({ [endpoints.templates.path]: [{ group: 'w_login', title: 'x', url: 'javascript:alert(1)', content: '' }] });
    const second = renderWithProviders(<AuthBanner group="w_login" />);
    await waitFor(() => expect(screen.queryByTestId('auth-banner-w_login')).toBeNull());
    second.unmount();

    mockApi({
      [endpoints.templates.path]: () => {
        throw new ApiFailure('server_error', 'boom', 500);
      },
    });
    renderWithProviders(<AuthBanner group="w_login" />);
    await waitFor(() => expect(screen.queryByTestId('auth-banner-w_login')).toBeNull());
    expect(screen.queryByRole('img')).toBeNull();
  });
});
