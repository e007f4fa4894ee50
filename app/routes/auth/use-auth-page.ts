import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../root.tsx";
import type { AuthLayoutData } from "./layout.tsx";

/** The site and language of the authentication page being shown. */
export function useAuthPage() {
  const root = useRouteLoaderData<RootData>("root")!;
  const page = useRouteLoaderData<AuthLayoutData>("routes/auth/layout")!;
  return { site: root.site, ...page, to: (path: string) => `${page.prefix}${path}` };
}
