import { QueryClient } from "@tanstack/react-query";

// One client for the whole console: session code clears it on logout, the providers hand it to React.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The API client has already shown the error; a silent retry would only show it a second time.
      retry: false,
    },
    mutations: { retry: false },
  },
});
