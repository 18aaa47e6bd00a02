import '../test-utils/host-state';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { endpoints } from '@vitrine/shared';
import { mockApi } from '@vitrine/shared/testing';
import { clearBoot, setBoot } from '../test-utils/host-state';
import { useVendorLanes } from './session-cached';

const card = (vassalage: string, category: endpoints.GameCategory) => ({ vassalage, displayName: vassalage, category }) as endpoints.GameVendor;
const lanes: endpoints.GameVendorLanes = {
  data: {
    lanes: [
      { title: 'SPORTS', cards: [card('SABA', 'SPORTS'), card('TF', 'SPORTS')], gameClassify: [] },
      { title: 'RNG', cards: [card('PG', 'RNG')], gameClassify: [] },
    ],
  },
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
);

afterEach(() => {
  clearBoot();
  sessionStorage.clear();
});

describe('useVendorLanes', () => {
  it("applies the brand's esports list: a listed SPORTS vendor is read as esports everywhere in the games remote", async () => {
    setBoot({ esports: ['TF'] });
    mockApi({ '/wps/relay/GCSGAME_gameVendor': lanes });
    const { result } = renderHook(() => useVendorLanes(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const titles = result.current.data!.data.lanes.map((l) => `${l.title}:${l.cards.map((c) => c.vassalage).join(',')}`);
    expect(titles).toEqual(['SPORTS:SABA', 'ESPORTS:TF', 'RNG:PG']);
    expect(result.current.data!.data.lanes[1].cards[0].category).toBe('ESPORTS');
  });

  it('leaves the lanes as the backend sent them when the brand lists no esports vendor', async () => {
    setBoot({});
    mockApi({ '/wps/relay/GCSGAME_gameVendor': lanes });
    const { result } = renderHook(() => useVendorLanes(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data!.data.lanes.map((l) => l.title)).toEqual(['SPORTS', 'RNG']);
  });
});
