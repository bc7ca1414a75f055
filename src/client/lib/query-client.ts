import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/client/api/http";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
      // One retry, but never for network errors or answers that will not change (4xx).
      retry: (failureCount, error) =>
        failureCount < 1 &&
        !(error instanceof ApiError && (error.status === 0 || error.status < 500)),
    },
    mutations: { retry: false },
  },
});
