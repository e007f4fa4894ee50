import { eq } from "drizzle-orm";
import type { Services } from "../../../../server/context.ts";
import { conversations } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { AppError } from "../../../../server/errors.ts";
import type { ChannelContext } from "../../../../server/realtime/hub.ts";
import { INBOX_CHANNEL, ownedBy } from "./conversation-access.ts";
import { markRead } from "./mark-read.ts";
import { readEventSchema } from "../../../../shared/realtime/realtime-protocol.ts";
import { postMessage } from "./post-message.ts";

const id = (part: string | undefined) => (part && /^\d{1,9}$/.test(part) ? Number(part) : null);

/**
 * The live-support channels of the real-time hub (decision 035):
 * - `conversation:{id}`: the visitor who owns it (token or account) and the organization's staff;
 *   clients publish `message` (stored), `typing` (ephemeral) and `read` (a read mark);
 * - `conversation:{id}:staff`: internal notes, staff only;
 * - `inbox`: every conversation's changes, staff only.
 */
export function registerConversationChannels(
  services: Pick<Services, "db" | "realtime" | "rateLimiter" | "visitorTokens" | "staffOnline" | "dispatcher">,
): void {
  const reaches = async ({ principal, parts }: ChannelContext) => {
    const conversationId = id(parts[0]);
    if (conversationId === null) return false;
    const [row] = await services.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        scoped(principal.organizationId).where(conversations, ownedBy(principal), eq(conversations.id, conversationId)),
      )
      .limit(1);
    return row !== undefined;
  };
  services.realtime.defineChannel("conversation", {
    authorize: async (context) => {
      if (context.parts.length === 1) return reaches(context);
      if (context.parts.length === 2 && context.parts[1] === "staff") {
        return context.principal.kind === "staff" && reaches(context);
      }
      return false;
    },
    receive: async ({ principal, parts, event, data, connectionId, channel }) => {
      if (parts.length !== 1) throw new AppError("forbidden", "Notes are written over REST", { code: "read_only" });
      const conversationId = id(parts[0])!;
      const payload = (data ?? {}) as Record<string, unknown>;
      if (event === "message") {
        const message = await postMessage({
          services,
          principal,
          conversationId,
          body: payload.body,
          // A socket message has no request id: the connection names where it came from.
          requestId: `socket:${connectionId}`,
        });
        return { seq: message.seq };
      }
      if (event === "typing") {
        services.realtime.signal({
          organizationId: principal.organizationId,
          channel,
          event: "typing",
          data: {
            kind: principal.kind === "staff" ? "staff" : "visitor",
            name: principal.name,
            typing: payload.typing !== false,
          },
          exceptConnection: connectionId,
        });
        return;
      }
      if (event === "read") {
        const read = readEventSchema.safeParse(payload);
        if (!read.success) throw new AppError("bad_request", "seq: must be a whole number from 0 to 2147483647");
        await markRead({ services, principal, conversationId, seq: read.data.seq });
        return;
      }
      throw new AppError("bad_request", `Unknown event ${event}`);
    },
  });
  services.realtime.defineChannel(INBOX_CHANNEL, {
    authorize: ({ principal, parts }) => {
      if (parts.length !== 0 || principal.kind !== "staff") return false;
      // "Staff online" for visitors on every instance (staff-online.ts).
      services.staffOnline.noteSubscribed(principal.organizationId);
      return true;
    },
  });
}
