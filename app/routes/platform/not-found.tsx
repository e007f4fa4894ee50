import { platformRequest } from "../../view-models/platform.server.ts";
import type { Route } from "./+types/not-found";

/**
 * Any other address under /console or /operator: a 404 inside the platform's frame. Without it
 * the sites' catch-all page would take the path and find no site (a 500).
 */
export function loader({ context }: Route.LoaderArgs) {
  platformRequest(context);
  throw new Response("Not found", { status: 404 });
}

export default function PlatformNotFound() {
  return null;
}
