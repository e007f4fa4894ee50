import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { queryClient } from "../../api-client/client.ts";

/**
 * The admin area's provider of the app's one QueryClient (app/api-client/client.ts; the dashboard's
 * Tickets card, the inbox and the editors share its cache). Server rendering gets a fresh one and
 * fetches nothing.
 */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
