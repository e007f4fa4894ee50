import path from "node:path";
import { colorValue, toHex } from "../../../shared/style/palette.ts";
import { ogImage } from "../../view-models/og-image.server.ts";
import { siteRequest } from "../../view-models/site.server.ts";
import type { Route } from "./+types/og-image";

/** The public folders of the running build (production) and of the sources (development). */
const PUBLIC_ROOTS = [path.resolve("build/client"), path.resolve("public")];

/**
 * `/og-image.png?src=/demo/x.svg`: the 1200×630 PNG share card of a page (decision 037), from the
 * page's image or the site's logo on a very light shade of the brand colour; cached in memory.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant } = siteRequest(request, context);
  const source = new URL(request.url).searchParams.get("src");
  const family = tenant.settings.primary.split("-")[0] ?? "sky";
  const png = await ogImage({
    organizationId: tenant.id,
    source: source && source.length <= 500 ? source : null,
    logo: tenant.settings.logo ?? null,
    background: toHex(colorValue(`${family}-50`, "#f8fafc"), "#f8fafc"),
    publicRoots: PUBLIC_ROOTS,
  });
  return new Response(new Uint8Array(png), {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=86400" },
  });
}
