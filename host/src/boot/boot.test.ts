import { mockApi } from '@vitrine/shared/testing';
import { systemStatus } from './boot';

const value = { status: 0, info: { brand: { defaultLang: 'pt' } } };
const envelope = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  window.__VITRINE_STATUS__ = undefined;
});

test('uses the answer of the request index.html started, once', async () => {
  const fetchMock = mockApi({ '/wps/system/status': { status: 1, info: {} } });
  window.__VITRINE_STATUS__ = envelope({ success: true, value });
  await expect(systemStatus()).resolves.toEqual(value);
  expect(fetchMock).not.toHaveBeenCalled();
  // Consumed: a second boot (a retry) asks the server again.
  await expect(systemStatus()).resolves.toEqual({ status: 1, info: {} });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('asks again through the API client when the early answer is an error envelope', async () => {
  const fetchMock = mockApi({ '/wps/system/status': value });
  window.__VITRINE_STATUS__ = envelope({ success: false, code: 'token_invalid' }, 401);
  await expect(systemStatus()).resolves.toEqual(value);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const url = new URL(String(fetchMock.mock.calls[0][0] instanceof Request ? (fetchMock.mock.calls[0][0] as Request).url : fetchMock.mock.calls[0][0]), 'http://localhost');
  expect(url.searchParams.get('url')).toBe(location.host);
});

test('asks again when the early request failed on the network', async () => {
  const fetchMock = mockApi({ '/wps/system/status': value });
  window.__VITRINE_STATUS__ = Promise.reject(new TypeError('Failed to fetch'));
  await expect(systemStatus()).resolves.toEqual(value);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('without an early request, calls the API as before', async () => {
  const fetchMock = mockApi({ '/wps/system/status': value });
  await expect(systemStatus()).resolves.toEqual(value);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
