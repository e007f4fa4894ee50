import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, type ReactNode } from "react";
import { queryClient } from "./client.ts";

/**
 * Provides the app's one QueryClient unless an ancestor already does (the admin overlay): an editor
 * opened alone (a test, another host) still reads through the same client.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  if (existing) return children;
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
