import { eq } from "drizzle-orm";
import { asOrganization } from "../../../../../server/db/tenant-context.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextIp } from "../../../../../tests/setup/accounts.ts";
import { answerText, readSse } from "../../../../../tests/setup/sse.ts";
import { createTestApp } from "../../../../../tests/setup/test-app.ts";
import { chatVisitors, conversations, domains } from "../../../../../server/db/schema/index.ts";
import { seedDemoContent } from "../../../../../server/db/seed/demo.ts";
import { assistantTexts } from "../../domain/assistant-texts.ts";
import { assertAssistantMaySpeak, transcriptText } from "../../../../live-support/server/domain/handover.ts";
import { reindexAllOrganizations } from "../../../../help-center/server/domain/search/reindex-organization.ts";

/**
 * The assistant speaks the page's language: on /es and /de its name, greeting, the framing of a
 * quoted answer, its "I don't know" and its refusals are never the English ones.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;

// The one-letter labels of the hand-over ("Q", "A") are left out: they are in every text.
const english = Object.values(assistantTexts("en"))
  .map((text) => text.replace("{site}", "").trim())
  .filter((text) => text.length > 1);
/** The English texts found in `text`, whole or by one of their sentences of three words or more. */
const englishIn = (text: string) =>
  english.filter(
    (phrase) =>
      text.includes(phrase) ||
      phrase
        .split(/[.!:]/)
        .map((part) => part.trim())
        .some((part) => part.split(" ").length >= 3 && text.includes(part)),
  );

const ask = (body: unknown) =>
  t.request("/api/assistant/ask", {
    method: "POST",
    host: "localhost",
    headers: { "content-type": "application/json", origin: "http://localhost", "x-forwarded-for": nextIp() },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  await seedDemoContent({ db: t.db });
  await reindexAllOrganizations({ db: t.db });
});

afterAll(() => t?.close());

describe("the assistant in the visitor's language", () => {
  it.each(["es", "de"])("greets in %s as the built-in assistant", async (locale) => {
    const res = await t.request(`/api/assistant?locale=${locale}`, { host: "localhost" });
    const { agent } = (await res.json()) as { agent: { name: string; greeting: string } };
    expect(agent.name).toBe(assistantTexts(locale).name);
    expect(agent.name).not.toBe("Assistant");
    expect(agent.greeting).toContain("Brightpath");
    expect(englishIn(`${agent.name}\n${agent.greeting}`)).toEqual([]);
  });

  it("frames a quoted answer in German", async () => {
    const events = await readSse(await ask({ question: "Wie wird das Honorar berechnet?", locale: "de" }));
    const text = answerText(events);
    expect(text.startsWith("Das habe ich gefunden:")).toBe(true);
    expect(englishIn(text)).toEqual([]);
  });

  it.each([
    ["es", "¿Cuál es el punto de ebullición del mercurio?"],
    ["de", "Was ist der Siedepunkt von Quecksilber?"],
  ])("says it does not know in %s", async (locale, question) => {
    const events = await readSse(await ask({ question, locale }));
    expect(events.at(-1)!.data.answered).toBe(false);
    expect(answerText(events)).toBe(assistantTexts(locale).dontKnow);
    expect(englishIn(answerText(events))).toEqual([]);
  });

  it("refuses in Spanish once a person has joined", async () => {
    const [domain] = await t.db.select().from(domains).where(eq(domains.host, "localhost"));
    const organizationId = domain!.organization_id;
    await t.db
      .insert(chatVisitors)
      .values({ id: "v-es", organization_id: organizationId, name: "Ana", email: "a@x.es" });
    const [row] = await t.db
      .insert(conversations)
      .values({
        organization_id: organizationId,
        visitor_id: "v-es",
        visitor_name: "Ana",
        visitor_email: "a@x.es",
        staff_reply_seq: 1,
      })
      .returning();
    // Called as a request of that site would: row-level security sees its organization only.
    const refusal = asOrganization(organizationId, () =>
      assertAssistantMaySpeak({
        services: t.services,
        principal: { organizationId, kind: "visitor", id: "v-es", name: "Ana" },
        conversationId: row!.id,
        locale: "es",
      }),
    );
    await expect(refusal).rejects.toMatchObject({ message: assistantTexts("es").personJoined });
    expect(englishIn(assistantTexts("es").personJoined)).toEqual([]);
  });

  it("hands over in the visitor's language: they read the transcript in their chat too", () => {
    const text = transcriptText([{ question: "¿Precio?", answer: "Desde 100 €." }], "es")!;
    expect(text).toBe(`${assistantTexts("es").transcriptTitle}\n\nP: ¿Precio?\nR: Desde 100 €.`);
    expect(englishIn(text)).toEqual([]);
  });
});
