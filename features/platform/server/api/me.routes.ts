import { createRoute, z } from "@hono/zod-openapi";
import { json, jsonBody, jsonError } from "../../../../server/api/openapi-parts.ts";
import { UI_LANGUAGES, type UiLocale } from "../../../../shared/i18n/ui-locales.ts";
import { setPlatformUiLocale } from "../domain/platform-ui-locale.ts";
import { createPlatformRouter } from "./platform-router.ts";
import { requireAccount } from "./platform-auth.ts";

const accountSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    email_verified: z.boolean(),
    is_operator: z.boolean(),
    ui_locale: z
      .string()
      .nullable()
      .openapi({ description: "The console's and the platform mails' language; null: the browser's" }),
  })
  .openapi("PlatformAccount");

const uiLanguageBody = z
  .object({
    uiLocale: z
      .enum(UI_LANGUAGES as [string, ...string[]])
      .nullable()
      .openapi({ description: "One of the product's UI languages; null: the browser's" }),
  })
  .openapi("PlatformUiLanguageBody");

export const platformMeRouter = createPlatformRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/platform/me",
      tags: ["Platform"],
      summary: "The signed-in platform account (platform host only)",
      responses: {
        200: json(z.object({ account: accountSchema }), "The signed-in platform account"),
        401: jsonError("Not signed in to the platform"),
      },
    }),
    (c) => {
      const account = requireAccount(c);
      return c.json(
        {
          account: {
            id: account.id,
            email: account.email,
            email_verified: account.emailVerified,
            is_operator: account.isOperator,
            ui_locale: account.uiLocale ?? null,
          },
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/platform/ui-language",
      tags: ["Platform"],
      summary: "Set the signed-in platform account's language: the console's and the platform's mails to it",
      description: "A personal setting (decision 083): no audit row. `null` goes back to the browser's language.",
      request: jsonBody(uiLanguageBody),
      responses: {
        200: json(z.object({ ok: z.boolean() }), "Set"),
        400: jsonError("A language the catalogue does not have"),
        401: jsonError("Not signed in to the platform"),
        403: jsonError("A cross-site request"),
      },
    }),
    async (c) => {
      const account = requireAccount(c);
      const { uiLocale } = c.req.valid("json");
      await setPlatformUiLocale(c.var.services.db, { accountId: account.id, uiLocale: uiLocale as UiLocale | null });
      return c.json({ ok: true }, 200);
    },
  );
