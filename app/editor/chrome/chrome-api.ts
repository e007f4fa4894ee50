import { ApiError } from "../../api-client/api-error.ts";
import { api, unwrap, type ApiSchema } from "../../api-client/client.ts";

export { ApiError };

/**
 * The calls of the header and footer editors (spec editing-tools §7) through the typed client
 * (decision 042): the menu API and the organization's settings. Types come from the API's OpenAPI
 * document; failures throw the kit's ApiError (status, code, field, the server's `error` text).
 */

/** The named fields of a schema (its `[key: string]: unknown` left out). */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

export type SubmenuItem = Omit<Known<ApiSchema<"SubmenuItem">>, "updated_at"> & { updated_at: string };
export type MenuItem = Omit<Known<ApiSchema<"MenuItem">>, "website_submenuitem" | "updated_at"> & {
  updated_at: string;
  display_name_translation?: Record<string, string> | null;
  website_submenuitem: SubmenuItem[];
};
export type MenuItemFields = Partial<Omit<MenuItem, "id" | "website_submenuitem" | "updated_at" | "created_at">>;
export type SubmenuItemFields = Partial<Omit<SubmenuItem, "id" | "updated_at" | "created_at">>;

/** The organization's settings as GET /api/organizations/{id} answers them. */
export type OrganizationSettings = ApiSchema<"OrganizationSettingsAnswer">;

/** A record as loaded: its id and the version a write is based on (decision 031). */
type Loaded = { id: number; updated_at: string };

/** The query key of the menu (one list per organization), shared by both editors. */
export const menuQueryKey = (organizationId: number) => ["menu-items", organizationId] as const;

export async function fetchMenuItems(organizationId: number): Promise<MenuItem[]> {
  const data = await unwrap(api.GET("/menu-items", { params: { query: { organization_id: organizationId } } }));
  return (data as { menu_items: MenuItem[] }).menu_items;
}

export const createMenuItem = async (body: {
  organization_id: number;
  display_name: string;
  url_name: string;
  order: number;
  is_displayed: true;
  is_displayed_on_footer: false;
}) => ((await unwrap(api.POST("/menu-items", { body }))) as { menu_item: MenuItem }).menu_item;

export const updateMenuItem = async (item: Loaded, fields: MenuItemFields) =>
  (
    (await unwrap(
      api.PUT("/menu-items/{id}", {
        params: { path: { id: item.id } },
        body: { ...fields, updated_at: item.updated_at } as never,
      }),
    )) as { menu_item: MenuItem }
  ).menu_item;

export const deleteMenuItem = (item: Loaded) =>
  unwrap(api.DELETE("/menu-items/{id}", { params: { path: { id: item.id }, query: { updated_at: item.updated_at } } }));

export const createSubmenuItem = async (body: {
  menu_item_id: number;
  organization_id: number;
  name: string;
  url_name: string;
  order: number;
  is_displayed: true;
  description: "";
}) => ((await unwrap(api.POST("/submenu-items", { body }))) as { submenu_item: SubmenuItem }).submenu_item;

export const updateSubmenuItem = async (item: Loaded, fields: SubmenuItemFields) =>
  (
    (await unwrap(
      api.PUT("/submenu-items/{id}", {
        params: { path: { id: item.id } },
        body: { ...fields, updated_at: item.updated_at } as never,
      }),
    )) as { submenu_item: SubmenuItem }
  ).submenu_item;

export const deleteSubmenuItem = (item: Loaded) =>
  unwrap(
    api.DELETE("/submenu-items/{id}", { params: { path: { id: item.id }, query: { updated_at: item.updated_at } } }),
  );

/**
 * A style save's failure in the editor's terms: a 409 without the `current` snapshot (the record
 * editor then reads the settings afresh, in their own shape); a 400 naming
 * `settings.header_style.background` names `background`, the form's field.
 */
function styleFailure(key: string) {
  return (failure: unknown): never => {
    if (failure instanceof ApiError && failure.isStale) {
      throw new ApiError(failure.status, failure.message, { ...failure.body, current: null });
    }
    const prefix = `settings.${key}.`;
    if (failure instanceof ApiError && failure.status === 400 && failure.field?.startsWith(prefix)) {
      throw new ApiError(400, failure.message.split(prefix).join(""), {
        ...failure.body,
        field: failure.field.slice(prefix.length),
      });
    }
    throw failure;
  };
}

/** The organization's stored settings (header_style and footer_style among them) and their version. */
export const fetchOrganizationSettings = (organizationId: number): Promise<OrganizationSettings> =>
  unwrap(api.GET("/organizations/{id}", { params: { path: { id: organizationId } } }));

/**
 * Saves one style (`header_style` or `footer_style`) of the organization's settings, based on the
 * version loaded: settings someone else saved meanwhile are a 409 (the editor merges), not overwritten.
 */
export const saveChromeStyle = (
  organizationId: number,
  key: "header_style" | "footer_style",
  style: unknown,
  version: string | null,
): Promise<OrganizationSettings> =>
  unwrap(
    api.PUT("/organizations/{id}", {
      params: { path: { id: organizationId } },
      body: { settings: { [key]: style }, updated_at: version ?? "" } as never,
    }),
  ).catch(styleFailure(key));
