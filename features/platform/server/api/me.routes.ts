import { createRoute, z } from "@hono/zod-openapi";
import { json, jsonError } from "../../../../server/api/openapi-parts.ts";
import { createPlatformRouter } from "./platform-router.ts";
import { requireAccount } from "./platform-auth.ts";

const accountSchema = z
  .object({ id: z.number().int(), email: z.string(), email_verified: z.boolean(), is_operator: z.boolean() })
  .openapi("PlatformAccount");

export const platformMeRouter = createPlatformRouter().openapi(
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
        },
      },
      200,
    );
  },
);
