import { z } from "@hono/zod-openapi";
import { menuPath, menuSlug } from "../../../shared/rules/menu-rules.ts";
import { menuName } from "../../../shared/schemas/menu-schema.ts";
import { flag, id, link, order, organizationId, text, translations as translationsOf, version } from "../fields.ts";

/**
 * Menu and submenu bodies (spec editing-tools §3 fields, §5 rules): names must keep something
 * after trimming (shared/schemas/menu-schema.ts, the editors' new-item boxes check the same); slugs are
 * normalized by the §5 rule (the editor applies the same one).
 */
const name = menuName;
/** §5: lowercased, whitespace to hyphens, anything but a-z, 0-9 and hyphen removed (per path segment). */
const slug = text(300).transform((value) => menuPath(value.trim()));
const translations = translationsOf(2000);

function changesSomething(body: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (!Object.keys(body).some((key) => key !== "updated_at" && key !== "organization_id")) {
    ctx.addIssue({ code: "custom", path: [], message: "Send at least one field to change" });
  }
}

function slugNotEmpty(body: { url_name?: string | undefined }, ctx: z.RefinementCtx) {
  if (body.url_name === "") {
    ctx.addIssue({ code: "custom", path: ["url_name"], message: "must contain a letter, a digit or a hyphen" });
  }
}

const menuItemFields = {
  display_name: name,
  display_name_translation: translations,
  url_name: slug,
  description: text(2000).nullable(),
  description_translation: translations,
  image: link.nullable(),
  order,
  is_displayed: flag,
  is_displayed_on_footer: flag,
  icon_name: text(100).nullable(),
  react_icon_id: text(100).nullable(),
  react_icons: text(100).nullable(),
  menu_items_are_text: flag,
};

export const menuItemsQuerySchema = z.object({
  organization_id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id")
    .optional()
    .openapi({ param: { name: "organization_id", in: "query" }, description: "When given, must be the host's" }),
});

export const createMenuItemBodySchema = z
  .strictObject({ ...menuItemFields, url_name: slug.optional(), organization_id: organizationId })
  .partial()
  .required({ display_name: true })
  .transform((body) => ({ ...body, url_name: body.url_name || menuSlug(body.display_name) }))
  .openapi("CreateMenuItemBody");

export const updateMenuItemBodySchema = z
  .strictObject({ ...menuItemFields, organization_id: organizationId })
  .partial()
  .extend({ updated_at: version })
  .superRefine(changesSomething)
  .superRefine(slugNotEmpty)
  .openapi("UpdateMenuItemBody");

const submenuItemFields = {
  menu_item_id: id,
  name,
  name_translation: translations,
  url_name: slug,
  description: text(2000).nullable(),
  description_translation: translations,
  image: link.nullable(),
  order,
  is_displayed: flag,
};

export const createSubmenuItemBodySchema = z
  .strictObject({ ...submenuItemFields, organization_id: organizationId })
  .partial()
  .required({ menu_item_id: true, name: true })
  .transform((body) => ({ ...body, url_name: body.url_name || menuSlug(body.name) }))
  .openapi("CreateSubmenuItemBody");

export const updateSubmenuItemBodySchema = z
  .strictObject({ ...submenuItemFields, organization_id: organizationId })
  .partial()
  .extend({ updated_at: version })
  .superRefine(changesSomething)
  .superRefine(slugNotEmpty)
  .openapi("UpdateSubmenuItemBody");

const timestamps = { created_at: z.string().optional(), updated_at: z.string().optional() };

export const submenuItemRecordSchema = z
  .object({
    id: z.number().int(),
    organization_id: z.number().int(),
    menu_item_id: z.number().int(),
    name: z.string(),
    name_translation: z.record(z.string(), z.string()).nullable().optional(),
    url_name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    order: z.number().int(),
    is_displayed: z.boolean(),
    ...timestamps,
  })
  .passthrough()
  .openapi("SubmenuItem");

export const menuItemRecordSchema = z
  .object({
    id: z.number().int(),
    organization_id: z.number().int(),
    display_name: z.string(),
    url_name: z.string(),
    description: z.string().nullable(),
    order: z.number().int(),
    is_displayed: z.boolean(),
    is_displayed_on_footer: z.boolean(),
    icon_name: z.string().nullable(),
    react_icon_id: z.string().nullable(),
    react_icons: z.string().nullable(),
    menu_items_are_text: z.boolean(),
    website_submenuitem: z.array(submenuItemRecordSchema),
    ...timestamps,
  })
  .passthrough()
  .openapi("MenuItem");
