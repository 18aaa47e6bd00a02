import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { act } from 'react';
import { bus, getSession } from '@vitrine/shared';
import { sessionWriters } from '@vitrine/shared/internal';
import { LogoutConfirm } from './LogoutConfirm';
import host from '../../locales/en.json';

const LOGOUT = '/wps/session/logout';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <LogoutConfirm />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { resources: { host }, route: path },
  );
}

const logoutCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === LOGOUT);

describe('LogoutConfirm', () => {
  beforeEach(() => {
    sessionWriters.store({ token: 'test-token', account: 'demo', isAgent: 0, merchant: 'Vitrine', merchantCode: 'vitrine' });
  });

  it('Cancel changes nothing: no server call, same page, still logged in', async () => {
    const fetchMock = mockApi({ [LOGOUT]: true });
    renderAt('/promotions');
    act(() => bus.publish('session/logout-requested', {}));
    const dialog = await screen.findByTestId('logout-confirm');
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    expect(screen.getByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('logout-confirm')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/promotions');
    expect(getSession().token).toBe('test-token');
    expect(logoutCalls(fetchMock)).toHaveLength(0);
  });

  it('OK calls the server, clears the session but the merchant values, then goes to /', async () => {
    const fetchMock = mockApi({ [LOGOUT]: true });
    const ended = jest.fn();
    const off = bus.on('session/logged-out', ended);
    renderAt('/promotions');
    act(() => bus.publish('session/logout-requested', {}));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    const [call] = logoutCalls(fetchMock);
    expect((call[0] as Request).method).toBe('DELETE');
    expect((call[0] as Request).headers.get('Authorization')).toBe('test-token');
    expect(getSession().token).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('vitrine');
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(ended).toHaveBeenCalledWith({ reason: 'logout' });
    off();
  });

  it('ignores the request when nobody is logged in', async () => {
    sessionWriters.clear();
    mockApi({ [LOGOUT]: true });
    renderAt('/index');
    act(() => bus.publish('session/logout-requested', {}));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('logout-confirm')).not.toBeInTheDocument();
  });

  it('logout-confirmed (reality check, exclusion) logs out at once without asking, then goes to /', async () => {
    const fetchMock = mockApi({ [LOGOUT]: true });
    renderAt('/game');
    act(() => bus.publish('session/logout-confirmed', {}));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(screen.queryByTestId('logout-confirm')).not.toBeInTheDocument();
    expect(getSession().token).toBeNull();
    expect(logoutCalls(fetchMock)).toHaveLength(1);
  });
});
