import { QueryClient } from '@tanstack/react-query';

/** The one QueryClient of the page (provided to every app); boot prefetches into it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
});
