import { createRoute, z } from "@hono/zod-openapi";
import { createMenuItem } from "../../domain/navigation/create-menu-item.ts";
import { createSubmenuItem } from "../../domain/navigation/create-submenu-item.ts";
import { deleteMenuItem } from "../../domain/navigation/delete-menu-item.ts";
import { deleteSubmenuItem } from "../../domain/navigation/delete-submenu-item.ts";
import { listMenuItems } from "../../domain/navigation/list-menu-items.ts";
import { updateMenuItem } from "../../domain/navigation/update-menu-item.ts";
import { updateSubmenuItem } from "../../domain/navigation/update-submenu-item.ts";
import { changeContext, permit, withoutOrganization, writeErrors } from "../content/write-context.ts";
import { createApiRouter } from "../openapi-app.ts";
import { recordWriteRoutes } from "../record-routes.ts";
import {
  createMenuItemBodySchema,
  createSubmenuItemBodySchema,
  menuItemRecordSchema,
  menuItemsQuerySchema,
  submenuItemRecordSchema,
  updateMenuItemBodySchema,
  updateSubmenuItemBodySchema,
} from "./menus.schemas.ts";
import { json } from "../openapi-parts.ts";

type MenuItem = z.infer<typeof menuItemRecordSchema>;
type SubmenuItem = z.infer<typeof submenuItemRecordSchema>;

const menuItemAnswer = z.object({ menu_item: menuItemRecordSchema });
const submenuItemAnswer = z.object({ submenu_item: submenuItemRecordSchema });

const listRoute = createRoute({
  method: "get",
  path: "/menu-items",
  tags: ["Menus"],
  summary: "The organization's menu items in order, with their submenu items, hidden ones included (admins)",
  middleware: [permit("content.read_drafts")],
  request: { query: menuItemsQuerySchema },
  responses: {
    200: json(z.object({ menu_items: z.array(menuItemRecordSchema) }), "Menu items with website_submenuitem"),
    ...writeErrors,
  },
});

const menuItemWrites = recordWriteRoutes({
  tags: ["Menus"],
  path: "/menu-items",
  permission: "content.write",
  schema: menuItemAnswer,
  createBody: createMenuItemBodySchema,
  updateBody: updateMenuItemBodySchema,
  summaries: {
    create: "Add a menu item (admins); without an order it goes last (highest order + 10, or 0)",
    update: "Change some fields of a menu item: name, slug, visibility, order… (admins)",
    remove: "Delete a menu item with its submenu items (admins); its last revision restores both",
  },
  answers: { created: "The new menu item", saved: "The menu item as saved" },
});

const submenuItemWrites = recordWriteRoutes({
  tags: ["Menus"],
  path: "/submenu-items",
  permission: "content.write",
  schema: submenuItemAnswer,
  createBody: createSubmenuItemBodySchema,
  updateBody: updateSubmenuItemBodySchema,
  summaries: {
    create: "Add a submenu item under one of the organization's menu items (admins)",
    update: "Change some fields of a submenu item: name, slug, visibility, order… (admins)",
    remove: "Delete a submenu item (admins); its last revision restores it",
  },
  answers: { created: "The new submenu item", saved: "The submenu item as saved" },
});

export const menusRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    withoutOrganization(c, c.req.valid("query"));
    const items = await listMenuItems({ db: c.var.services.db, organizationId: c.var.tenant.id });
    return c.json({ menu_items: items as MenuItem[] }, 200);
  })
  .openapi(menuItemWrites.create, async (c) => {
    const fields = withoutOrganization(c, c.req.valid("json"));
    const item = await createMenuItem({ ctx: changeContext(c), fields });
    return c.json({ menu_item: item as MenuItem }, 201);
  })
  .openapi(menuItemWrites.update, async (c) => {
    const { updated_at, ...fields } = withoutOrganization(c, c.req.valid("json"));
    const item = await updateMenuItem({
      ctx: changeContext(c),
      menuItemId: c.req.valid("param").id,
      fields,
      expectedVersion: updated_at,
    });
    return c.json({ menu_item: item as MenuItem }, 200);
  })
  .openapi(menuItemWrites.remove, async (c) => {
    await deleteMenuItem({
      ctx: changeContext(c),
      menuItemId: c.req.valid("param").id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true }, 200);
  })
  .openapi(submenuItemWrites.create, async (c) => {
    const fields = withoutOrganization(c, c.req.valid("json"));
    const item = await createSubmenuItem({ ctx: changeContext(c), fields });
    return c.json({ submenu_item: item as SubmenuItem }, 201);
  })
  .openapi(submenuItemWrites.update, async (c) => {
    const { updated_at, ...fields } = withoutOrganization(c, c.req.valid("json"));
    const item = await updateSubmenuItem({
      ctx: changeContext(c),
      submenuItemId: c.req.valid("param").id,
      fields,
      expectedVersion: updated_at,
    });
    return c.json({ submenu_item: item as SubmenuItem }, 200);
  })
  .openapi(submenuItemWrites.remove, async (c) => {
    await deleteSubmenuItem({
      ctx: changeContext(c),
      submenuItemId: c.req.valid("param").id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true }, 200);
  });
