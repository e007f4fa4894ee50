import type { BrowserContext } from "playwright-core";
import { BRIGHTPATH, siteUrl } from "./site.ts";

/**
 * Specs that set up or put back demo data through the API act like an editor that has just loaded
 * the record: every update and delete must carry its version (decision 031), so this reads the
 * current one first and adds it (body `updated_at`, DELETE `?updated_at=`, organization lists'
 * `list_versions` and item versions). A version the caller sends is kept.
 */
type Body = Record<string, unknown>;

async function getJson(context: BrowserContext, path: string): Promise<Body | Body[]> {
  return (await (await context.request.get(siteUrl(BRIGHTPATH, path))).json()) as Body | Body[];
}

async function recordVersion(context: BrowserContext, path: string): Promise<string | undefined> {
  const own = /^\/api\/(template-sections|template-heading-sections|heroes)\/(\d+)$/.exec(path);
  if (own) return ((await getJson(context, path)) as Body).updated_at as string | undefined;
  const menu = /^\/api\/(menu-items|submenu-items)\/(\d+)$/.exec(path);
  if (menu) {
    const { menu_items } = (await getJson(context, "/api/menu-items")) as { menu_items: Body[] };
    const all = [...menu_items, ...menu_items.flatMap((item) => item.website_submenuitem as Body[])];
    const pool = menu[1] === "menu-items" ? menu_items : all.filter((item) => "menu_item_id" in item);
    return pool.find((item) => item.id === Number(menu[2]))?.updated_at as string | undefined;
  }
  const metric = /^\/api\/metrics\/(\d+)$/.exec(path);
  if (metric) {
    const items = (await getJson(context, "/api/metrics")) as Body[];
    return items.find((item) => item.id === Number(metric[1]))?.updated_at as string | undefined;
  }
  const image = /^\/api\/media\/(\d+)$/.exec(path);
  if (image) {
    const items = (await getJson(context, "/api/media")) as Body[];
    return items.find((item) => item.id === Number(image[1]))?.updated_at as string | undefined;
  }
  return undefined;
}

export async function versioned(
  context: BrowserContext,
  method: string,
  path: string,
  data?: object,
): Promise<{ path: string; data?: object }> {
  const body = data as Body | undefined;
  if (method === "PUT" && /^\/api\/organizations\/\d+$/.test(path) && body) {
    const org = (await getJson(context, path)) as Body;
    const next: Body = { ...body };
    if (next.settings !== undefined) next.updated_at ??= (org.organization as Body).updated_at;
    const versions: Record<string, string> = { ...(next.list_versions as Record<string, string>) };
    for (const [key, value] of Object.entries(body)) {
      if (!Array.isArray(value) || !Array.isArray(org[key])) continue;
      versions[key] ??= (org.list_versions as Record<string, string>)[key]!;
      const current = new Map((org[key] as Body[]).map((row) => [row.id, row.updated_at]));
      next[key] = (value as Body[]).map((item) =>
        item.id === undefined ? item : { ...item, updated_at: current.get(item.id) ?? item.updated_at },
      );
    }
    if (Object.keys(versions).length > 0) next.list_versions = versions;
    return { path, data: next };
  }
  if (method === "DELETE" && !path.includes("updated_at=")) {
    const version = await recordVersion(context, path.split("?")[0]!);
    if (!version) return { path, data };
    return { path: `${path}${path.includes("?") ? "&" : "?"}updated_at=${encodeURIComponent(version)}`, data };
  }
  if ((method === "PUT" || method === "PATCH") && body && body.updated_at === undefined) {
    const version = await recordVersion(context, path);
    return { path, data: version ? { ...body, updated_at: version } : body };
  }
  return { path, data };
}
