import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/http/errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A business refusal will not change on retry; a network blip may.
      retry: (count, err) => !(err instanceof ApiError) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
