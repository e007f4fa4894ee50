import { createRoute, z } from "@hono/zod-openapi";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";

/**
 * Live support's availability for the help widget (decision 038): whether a staff
 * member of the organization is online now (has the inbox open: subscribed to its `inbox` channel on
 * any instance, staff-online.ts), and the reply time promised when nobody is ("We reply by e-mail within N hours",
 * LIVE_SUPPORT_REPLY_HOURS). Public, no personal data, never cached.
 */
export const availabilitySchema = z
  .object({
    online: z.boolean().openapi({ description: "A staff member has the inbox open now" }),
    reply_within_hours: z.number().int().openapi({ description: "Promised e-mail reply time when nobody is online" }),
  })
  .openapi("LiveSupportAvailability");

const availabilityRoute = createRoute({
  method: "get",
  path: "/conversations/availability",
  tags: ["Live support"],
  summary: 'Is anybody of the team online? (the widget\'s "We reply by e-mail within …" state)',
  responses: {
    200: { description: "Availability", content: { "application/json": { schema: availabilitySchema } } },
  },
});

export const conversationAvailabilityRouter = createApiRouter().openapi(availabilityRoute, async (c) => {
  const { services, tenant } = c.var;
  return c.json(
    {
      online: await services.staffOnline.isOnline(tenant.id),
      reply_within_hours: services.env.LIVE_SUPPORT_REPLY_HOURS,
    },
    200,
  );
});
