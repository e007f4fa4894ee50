import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextIp } from "../../../../../tests/setup/accounts.ts";
import { answerText, readSse } from "../../../../../tests/setup/sse.ts";
import { createTestApp } from "../../../../../tests/setup/test-app.ts";
import { aiAnswers } from "../../../../../server/db/schema/index.ts";
import { seedDemoContent } from "../../../../../server/db/seed/demo.ts";
import { reindexAllOrganizations } from "../../../../help-center/server/domain/search/reindex-organization.ts";
import { assistantTexts } from "../../domain/assistant-texts.ts";
import { DONT_KNOW } from "../../domain/extractive-answer.ts";
import { listAiQuestions } from "../../domain/list-ai-questions.ts";
import { collectSearchDocuments } from "../../../../help-center/server/domain/search/collect-search-documents.ts";

/** The assistant without AI_BASE_URL: it quotes the demo site's own passages (decision 034). */

let t: Awaited<ReturnType<typeof createTestApp>>;
let brightpathId = 0;

const ask = (body: unknown, host = "localhost") =>
  t.request("/api/assistant/ask", {
    method: "POST",
    host,
    headers: { "content-type": "application/json", origin: `http://${host}`, "x-forwarded-for": nextIp() },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  brightpathId = (await seedDemoContent({ db: t.db })).brightpath.id;
  await reindexAllOrganizations({ db: t.db });
});

afterAll(() => t?.close());

describe("the extractive assistant", () => {
  it("the built-in assistant greets on a site without agents", async () => {
    const res = await t.request("/api/assistant?locale=en", { host: "localhost" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ agent: { id: "default", enabled: true } });
  });

  it("cites the demo FAQ that answers the question, quoting it", async () => {
    const res = await ask({ question: "How is the fee calculated?", locale: "en" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await readSse(res);
    expect(events[0]!.event).toBe("sources");
    const sources = events[0]!.data.sources as { title: string; url: string; kind: string }[];
    expect(sources[0]).toMatchObject({ kind: "faq", title: "How is the fee calculated?" });
    expect(sources[0]!.url).toMatch(/^\/help-center#faq-\d+$/);
    expect(answerText(events)).toContain("A fixed price per phase");
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.answered).toBe(true);
  });

  it("answers in the visitor's language, with prefixed links", async () => {
    const events = await readSse(await ask({ question: "Wie wird das Honorar berechnet?", locale: "de" }));
    const sources = events[0]!.data.sources as { url: string }[];
    expect(sources[0]!.url).toMatch(/^\/de\/help-center#faq-/);
    expect(answerText(events)).toContain("Festpreis");
  });

  it("says it does not know an unrelated question, and stores it as unanswered", async () => {
    const events = await readSse(await ask({ question: "What is the boiling point of mercury?", locale: "en" }));
    expect(events[0]!.data.sources).toEqual([]);
    expect(answerText(events)).toBe(DONT_KNOW);
    const done = events.at(-1)!;
    expect(done.data.answered).toBe(false);
    const rows = await t.db.select().from(aiAnswers);
    const stored = rows.find((row) => row.id === done.data.answer_id)!;
    expect(stored).toMatchObject({
      question: "What is the boiling point of mercury?",
      answered: false,
      resolved: null,
    });
  });

  it("does not answer from content that merely shares a word, and lists the question as unanswered", async () => {
    for (const [question, locale] of [
      ["What is the capital of Mongolia?", "en"],
      ["¿Cuál es la talla de zapatos del director general?", "es"],
    ] as const) {
      const events = await readSse(await ask({ question, locale }));
      expect(events[0]!.data.sources, question).toEqual([]);
      expect(answerText(events), question).toBe(assistantTexts(locale).dontKnow);
      expect(events.at(-1)!.data.answered, question).toBe(false);
      const unanswered = await listAiQuestions({ db: t.db, organizationId: brightpathId, unanswered: true });
      expect(unanswered.map((row) => row.question)).toContain(question);
    }
  });

  it("records the visitor's marks, only on this site's answers", async () => {
    const events = await readSse(await ask({ question: "Can we start with a workshop?", locale: "en" }));
    const id = events.at(-1)!.data.answer_id as string;
    const mark = (body: unknown, host = "localhost", answerId = id) =>
      t.request(`/api/assistant/answers/${answerId}/feedback`, {
        method: "POST",
        host,
        headers: { "content-type": "application/json", origin: `http://${host}` },
        body: JSON.stringify(body),
      });
    expect((await mark({ helpful: true })).status).toBe(200);
    expect((await mark({})).status).toBe(400);
    expect((await mark({ resolved: true }, "globex.localhost")).status).toBe(404);
    expect((await mark({ resolved: true }, "localhost", "not-a-uuid")).status).toBe(404);
    const [row] = (await t.db.select().from(aiAnswers)).filter((answer) => answer.id === id);
    expect(row).toMatchObject({ helpful: true, resolved: null });
  });

  it("quotes whole sentences: an address and a number as the demo content gives them", async () => {
    const invoice = answerText(
      await readSse(await ask({ question: "Where do questions about an invoice go?", locale: "en" })),
    );
    expect(invoice).toContain("Questions about an invoice go to billing@brightpath.example.");
    expect(invoice).not.toMatch(/billing@brightpath\.(?!example)/);
    const savings = answerText(
      await readSse(await ask({ question: "What bonus does Savings Week give?", locale: "en" }, "globex.localhost")),
    );
    expect(savings).toContain("0.5%");
    expect(savings).not.toMatch(/\+0\.(?!5)/);
  });

  it("names the home page by its hero's title, not its title and description run together", async () => {
    const documents = await collectSearchDocuments({ db: t.db, organizationId: brightpathId, locales: ["en", "de"] });
    const home = documents.filter((doc) => doc.recordId === "home");
    expect(home.map((doc) => doc.title)).toEqual(["Advice that moves you forward", "Beratung, die Sie weiterbringt"]);
  });

  it("refuses bad questions before the stream starts", async () => {
    for (const body of [
      { question: "  ", locale: "en" },
      { question: "x".repeat(501), locale: "en" },
      { locale: "en" },
    ]) {
      const res = await ask(body);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(((await res.json()) as { error: string }).error).toMatch(/question/);
    }
  });
});
