import { eq } from "drizzle-orm";
import type { Services } from "../../../../server/context.ts";
import { conversations } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/**
 * Opens a conversation from the signed link of a mailed reply (decision 038): a valid link of
 * this organization gives the browser a visitor token, with which the visitor reads and continues
 * the conversation. Links are signed, expire after 30 days and name one conversation.
 */
export async function continueConversation({
  services,
  organizationId,
  token,
}: {
  services: Pick<Services, "db" | "visitorTokens">;
  organizationId: number;
  token: string;
}): Promise<{ visitorToken: string; conversationId: number }> {
  const claims = await services.visitorTokens.verify("continue", token);
  if (!claims || claims.organizationId !== organizationId || !claims.conversationId) {
    throw new AppError("not_found", "This link is not valid (any more)", { code: "invalid_link" });
  }
  const [row] = await services.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      scoped(organizationId).where(
        conversations,
        eq(conversations.id, claims.conversationId),
        eq(conversations.visitor_id, claims.visitorId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("not_found", "This link is not valid (any more)", { code: "invalid_link" });
  const visitorToken = await services.visitorTokens.sign("visitor", { organizationId, visitorId: claims.visitorId });
  return { visitorToken, conversationId: row.id };
}
