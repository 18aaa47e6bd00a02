import { act, renderHook, waitFor } from '@testing-library/react';
import { useMoneyAction } from './use-money-action';
import { defineEndpoint } from './endpoint';
import { ApiError } from './errors';
import { call } from './client';

jest.mock('./client', () => ({
  ...jest.requireActual<typeof import('./client')>('./client'),
  call: jest.fn(),
}));

const withdraw = defineEndpoint<{ amount: number }, { sumBalance: number }>({
  name: 'withdraw', method: 'POST', path: '/wps/relay/PAYFE_requestWithdraw', token: 'required', idempotent: true,
});
const mockCall = call as jest.MockedFunction<typeof call>;
const keyOf = (n: number) => (mockCall.mock.calls[n][2] as { idempotencyKey: string }).idempotencyKey;

beforeEach(() => mockCall.mockReset());

describe('useMoneyAction', () => {
  it('drops a second submit while one is in flight (a ref, not render state)', async () => {
    let resolve!: (v: { sumBalance: number }) => void;
    mockCall.mockImplementation(() => new Promise((r) => (resolve = r as never)));
    const { result } = renderHook(() => useMoneyAction(withdraw));
    act(() => {
      // Two submits in the same tick: both see the same render.
      result.current.mutate({ amount: 10 });
      result.current.mutate({ amount: 10 });
    });
    expect(mockCall).toHaveBeenCalledTimes(1);
    await act(async () => resolve({ sumBalance: 90 }));
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toEqual({ sumBalance: 90 });
  });

  it('after a timeout: uncertain, re-reads, and the retry sends the same key', async () => {
    mockCall.mockRejectedValueOnce(new ApiError({ code: 'timeout', endpoint: withdraw.path }));
    const refresh = jest.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useMoneyAction(withdraw, { refresh }));
    act(() => result.current.mutate({ amount: 10 }));
    await waitFor(() => expect(result.current.isUncertain).toBe(true));
    await waitFor(() => expect(result.current.checking).toBe(false));
    expect(refresh).toHaveBeenCalledTimes(1);
    mockCall.mockResolvedValueOnce({ sumBalance: 90 });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mockCall).toHaveBeenCalledTimes(2);
    expect(keyOf(0)).toMatch(/^[\w-]{16,}$/);
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('a call without a body (a claim, a raffle draw) can be retried too, with its key', async () => {
    const draw = defineEndpoint<void, { prize: number }>({
      name: 'draw', method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', token: 'required', idempotent: true,
    });
    mockCall.mockRejectedValueOnce(new ApiError({ code: 'network_error', endpoint: draw.path }));
    const { result } = renderHook(() => useMoneyAction(draw));
    act(() => result.current.mutate(undefined));
    await waitFor(() => expect(result.current.isUncertain).toBe(true));
    mockCall.mockResolvedValueOnce({ prize: 5 });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mockCall).toHaveBeenCalledTimes(2);
    expect(mockCall.mock.calls[1][1]).toBeUndefined();
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it("a retry tells the submit's own callbacks how it ended", async () => {
    mockCall.mockRejectedValueOnce(new ApiError({ code: 'timeout', endpoint: withdraw.path }));
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useMoneyAction(withdraw));
    act(() => result.current.mutate({ amount: 10 }, { onSuccess }));
    await waitFor(() => expect(result.current.isUncertain).toBe(true));
    expect(onSuccess).not.toHaveBeenCalled();
    mockCall.mockResolvedValueOnce({ sumBalance: 90 });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onSuccess).toHaveBeenCalledWith({ sumBalance: 90 });
  });

  it('keeps the key for the same input after a refusal, makes a new one when the input changes or after a success', async () => {
    mockCall.mockRejectedValueOnce(new ApiError({ code: 'password_incorrect', status: 400, endpoint: withdraw.path }));
    const { result } = renderHook(() => useMoneyAction(withdraw));
    act(() => result.current.mutate({ amount: 10 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isUncertain).toBe(false);
    mockCall.mockRejectedValueOnce(new ApiError({ code: 'http_error', status: 502, endpoint: withdraw.path }));
    act(() => result.current.mutate({ amount: 10 }));
    await waitFor(() => expect(result.current.isUncertain).toBe(true));
    expect(keyOf(1)).toBe(keyOf(0));
    mockCall.mockResolvedValueOnce({ sumBalance: 80 });
    act(() => result.current.mutate({ amount: 20 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(keyOf(2)).not.toBe(keyOf(1));
    mockCall.mockResolvedValueOnce({ sumBalance: 60 });
    act(() => result.current.reset());
    act(() => result.current.mutate({ amount: 20 }));
    await waitFor(() => expect(mockCall).toHaveBeenCalledTimes(4));
    expect(keyOf(3)).not.toBe(keyOf(2));
  });

  it('a success:true answer failing the shape check is an unknown outcome, not a crash', async () => {
    mockCall.mockRejectedValueOnce(new ApiError({ code: 'malformed_response', status: 200, endpoint: withdraw.path }));
    const { result } = renderHook(() => useMoneyAction(withdraw, { check: (v) => typeof v?.sumBalance === 'number' }));
    act(() => result.current.mutate({ amount: 10 }));
    await waitFor(() => expect(result.current.isUncertain).toBe(true));
    expect((mockCall.mock.calls[0][2] as { check: unknown }).check).toEqual(expect.any(Function));
  });
});
