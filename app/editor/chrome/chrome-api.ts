/**
 * The calls of the header and footer editors (spec editing-tools §7): the menu API and the
 * organization's settings. Failures throw an ApiError carrying the server's `error` text.
 */

export type SubmenuItem = {
  id: number;
  menu_item_id: number;
  organization_id: number;
  name: string;
  name_translation?: Record<string, string> | null;
  url_name: string;
  description: string | null;
  order: number;
  is_displayed: boolean;
};

export type MenuItem = {
  id: number;
  organization_id: number;
  display_name: string;
  display_name_translation?: Record<string, string> | null;
  url_name: string;
  description: string | null;
  order: number;
  is_displayed: boolean;
  is_displayed_on_footer: boolean;
  menu_items_are_text: boolean;
  website_submenuitem: SubmenuItem[];
};

export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as { error?: string } | null;
  if (!response.ok) throw new ApiError(data?.error ?? response.statusText, response.status);
  return data as T;
}

export async function fetchMenuItems(organizationId: number): Promise<MenuItem[]> {
  const data = await call<{ menu_items: MenuItem[] }>("GET", `/api/menu-items?organization_id=${organizationId}`);
  return data.menu_items;
}

export const createMenuItem = (body: {
  organization_id: number;
  display_name: string;
  url_name: string;
  order: number;
  is_displayed: true;
  is_displayed_on_footer: false;
}) => call<{ menu_item: MenuItem }>("POST", "/api/menu-items", body).then((data) => data.menu_item);

export const updateMenuItem = (id: number, fields: Partial<Omit<MenuItem, "id" | "website_submenuitem">>) =>
  call<{ menu_item: MenuItem }>("PUT", `/api/menu-items/${id}`, fields).then((data) => data.menu_item);

export const deleteMenuItem = (id: number) => call<{ ok: boolean }>("DELETE", `/api/menu-items/${id}`);

export const createSubmenuItem = (body: {
  menu_item_id: number;
  organization_id: number;
  name: string;
  url_name: string;
  order: number;
  is_displayed: true;
  description: "";
}) => call<{ submenu_item: SubmenuItem }>("POST", "/api/submenu-items", body).then((data) => data.submenu_item);

export const updateSubmenuItem = (id: number, fields: Partial<Omit<SubmenuItem, "id">>) =>
  call<{ submenu_item: SubmenuItem }>("PUT", `/api/submenu-items/${id}`, fields).then((data) => data.submenu_item);

export const deleteSubmenuItem = (id: number) => call<{ ok: boolean }>("DELETE", `/api/submenu-items/${id}`);

/** The organization's stored settings (header_style and footer_style among them). */
export async function fetchOrganizationSettings(organizationId: number): Promise<Record<string, unknown>> {
  const data = await call<{
    settings?: Record<string, unknown>;
    organization?: { settings?: Record<string, unknown> };
  }>("GET", `/api/organizations/${organizationId}`);
  return data.settings ?? data.organization?.settings ?? {};
}

/** Saves one style (`header_style` or `footer_style`) of the organization's settings. */
export const saveChromeStyle = (organizationId: number, key: "header_style" | "footer_style", style: unknown) =>
  call<unknown>("PUT", `/api/organizations/${organizationId}`, { settings: { [key]: style } });
