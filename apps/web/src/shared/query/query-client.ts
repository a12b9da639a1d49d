import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/http/errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A business refusal will not change on retry; a network blip may.
      retry: (count, err) => !(err instanceof ApiError) && count < 2,
      refetchOnWindowFocus: false,
      // Offline, a query fails (and its view shows the error with Retry) instead of pausing on a skeleton forever (#18).
      networkMode: 'always',
    },
    // A payment or a stake sent offline fails at once, where the member sees it, instead of going out later.
    mutations: { networkMode: 'always' },
  },
});
