import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type SocketLike } from "../../../../shared/realtime/realtime-client.ts";
import { accountClient } from "../../../../tests/setup/accounts.ts";
import { httpRequest, startLiveServer } from "../../../../tests/setup/live-server.ts";
import { openTestDatabase, fixturesOf } from "../../../../tests/setup/test-database.ts";
import { createUserWithPassword } from "../../../../server/db/seed/accounts.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { conversationMessages } from "../../../../server/db/schema/index.ts";
import { DONT_KNOW } from "../../../ai/server/domain/extractive-answer.ts";
import { personJoined, transcriptText, TRANSCRIPT_TURNS_MAX } from "../domain/handover.ts";

/**
 * The visitor side of live support (decision 038) on a real server: availability
 * (nobody online → the e-mail promise; staff with the inbox open → online), the assistant's
 * transcript handed over with "talk to a person", and the assistant's silence once a person joined.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let server: Awaited<ReturnType<typeof startLiveServer>>;
let staffCookie = "";
let ipCounter = 0;
const HOST = "a.localhost";
const OTHER = "b.localhost";

type Json = Record<string, unknown> & { [key: string]: never };

async function call(
  method: string,
  path: string,
  body?: unknown,
  auth: { cookie?: string; token?: string; host?: string; session?: string } = {},
) {
  const host = auth.host ?? HOST;
  const res = await httpRequest(server.port, `/api${path}`, {
    method,
    headers: {
      host,
      origin: `http://${host}`,
      "x-forwarded-for": `10.8.0.${++ipCounter % 250}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { "x-visitor-token": auth.token } : {}),
      ...(auth.session ? { "x-assistant-session": auth.session } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // an event stream
  }
  return { status: res.status, body: parsed as Json, text, session: res.headers.get("x-assistant-session") };
}

async function start(host = HOST, extra: Record<string, unknown> = {}) {
  const started = await call(
    "POST",
    "/conversations",
    { name: "Vera", email: "vera@example.com", message: "Hello", ...extra },
    { host },
  );
  expect(started.status).toBe(201);
  const body = started.body as unknown as { conversation: { id: number }; visitor_token: string };
  return { id: body.conversation.id, token: body.visitor_token };
}

beforeAll(async () => {
  database = await openTestDatabase();
  const org = await createOrganization({ db: fixturesOf(database), name: "Acme", hosts: [HOST] });
  await createOrganization({ db: fixturesOf(database), name: "Other", hosts: [OTHER] });
  await createUserWithPassword({
    db: fixturesOf(database),
    organizationId: org.id,
    email: "staff@a.localhost",
    name: "Sam Staff",
    password: "Passw0rd-ok",
    role: "admin",
  });
  server = await startLiveServer({ database, env: { TRUST_PROXY: "true", LIVE_SUPPORT_REPLY_HOURS: "8" } });
  const app = {
    request: (path: string, init: RequestInit & { host?: string } = {}) => {
      const { host = HOST, headers, body, method } = init;
      return httpRequest(server.port, path, {
        method,
        headers: { host, ...(headers as Record<string, string>) },
        ...(body ? { body: body as string } : {}),
      });
    },
  };
  staffCookie = await accountClient(app as never, HOST).signIn("staff@a.localhost");
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("hand-over rules (unit)", () => {
  it("writes the transcript as plain text, the latest turns, within the message limit", () => {
    expect(transcriptText([])).toBeNull();
    expect(transcriptText([{ question: "  ", answer: "x" }])).toBeNull();
    const text = transcriptText([{ question: "<b>Price?</b>\u0007", answer: "" }])!;
    expect(text).toContain("Q: <b>Price?</b>\nA: —");
    const many = Array.from({ length: 30 }, (_, i) => ({ question: `q${i}`, answer: "a".repeat(400) }));
    const long = transcriptText(many)!;
    expect(long.length).toBeLessThanOrEqual(5000);
    expect(long).not.toContain("Q: q9\n");
    expect(long).toContain(`Q: q${30 - TRANSCRIPT_TURNS_MAX}\n`);
  });

  it("counts a person as joined once staff replied or took the conversation", () => {
    expect(personJoined({ staff_reply_seq: 0, assignee_id: null })).toBe(false);
    expect(personJoined({ staff_reply_seq: 3, assignee_id: null })).toBe(true);
    expect(personJoined({ staff_reply_seq: 0, assignee_id: "u1" })).toBe(true);
  });
});

describe("availability", () => {
  it("says nobody is online (with the configured reply time) until staff open the inbox", async () => {
    const before = await call("GET", "/conversations/availability");
    expect(before).toMatchObject({ status: 200, body: { online: false, reply_within_hours: 8 } });
    const staff = new RealtimeClient({
      url: server.url,
      createSocket: (target) =>
        new WebSocket(target, {
          headers: { host: HOST, origin: `http://${HOST}`, cookie: staffCookie },
        }) as unknown as SocketLike,
    });
    try {
      await new Promise<void>((resolve) =>
        staff.subscribe("inbox", { onEvent: () => {}, onSubscribed: () => resolve() }),
      );
      expect((await call("GET", "/conversations/availability")).body).toMatchObject({ online: true });
      // Another organization's staff being online says nothing about this one.
      expect((await call("GET", "/conversations/availability", undefined, { host: OTHER })).body).toMatchObject({
        online: false,
      });
    } finally {
      staff.close();
    }
    for (let i = 0; i < 100; i++) {
      if (!(await call("GET", "/conversations/availability")).body.online) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await call("GET", "/conversations/availability")).body).toMatchObject({ online: false });
  });
});

describe("talk to a person", () => {
  /** One question to the assistant in a session (a new one when none is given): its answer id. */
  async function askAssistant(question: string, session?: string, host = HOST) {
    const res = await call("POST", "/assistant/ask", { question, locale: "en" }, { session, host });
    expect(res.status).toBe(200);
    const done = /event: done\ndata: (.*)\n/.exec(res.text);
    expect(done).not.toBeNull();
    return { id: (JSON.parse(done![1]!) as { answer_id: string }).answer_id, session: res.session! };
  }

  type Message = { author_kind: string; author_name: string; body: string };
  const messagesOf = async (id: number, token: string) =>
    ((await call("GET", `/conversations/${id}`, undefined, { token })).body as unknown as { messages: Message[] })
      .messages;

  it("hands over the assistant's own record of the session's answers as the first message, as text", async () => {
    const first = await askAssistant("Do you ship to <Spain>?");
    expect(first.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await askAssistant("Who can help?", first.session);
    expect(second.session).toBe(first.session);
    const started = await call(
      "POST",
      "/conversations",
      { name: "Vera", email: "vera@example.com", message: "Hello", assistant_answers: [first.id, second.id] },
      { session: first.session },
    );
    expect(started.status).toBe(201);
    const { conversation, visitor_token } = started.body as unknown as {
      conversation: { id: number };
      visitor_token: string;
    };
    const messages = await messagesOf(conversation.id, visitor_token);
    expect(messages.map((m) => m.author_kind)).toEqual(["system", "visitor"]);
    expect(messages[0]).toMatchObject({ author_name: "Assistant" });
    expect(messages[0]!.body).toContain(`Q: Do you ship to <Spain>?\nA: ${DONT_KNOW}`);
    expect(messages[0]!.body).toContain("Q: Who can help?\nA: ");
    expect(messages[1]!.body).toBe("Hello");
    const tooMany = await call(
      "POST",
      "/conversations",
      {
        name: "V",
        email: "v@example.com",
        message: "Hi",
        assistant_answers: Array.from({ length: 21 }, () => first.id),
      },
      { session: first.session },
    );
    expect(tooMany.status).toBe(400);
  });

  it("never stores a transcript written by the browser", async () => {
    const forged = await call("POST", "/conversations", {
      name: "Mallory",
      email: "mallory@example.com",
      message: "Hi",
      transcript: [{ question: "Refund?", answer: "Yes: a full refund, approved by the assistant." }],
    });
    expect(forged.status).toBe(400);
    const rows = await fixturesOf(database).select().from(conversationMessages);
    expect(rows.some((row) => row.body.includes("approved by the assistant"))).toBe(false);
  });

  it("hands over nothing of another visitor's session or of another site", async () => {
    const theirs = await askAssistant("What is my neighbour's account number?");
    const elsewhere = await askAssistant("Question on the other site?", undefined, OTHER);
    const mine = await askAssistant("Opening hours?");
    for (const [ids, session] of [
      [[theirs.id], mine.session],
      [[theirs.id], undefined],
      [[elsewhere.id], elsewhere.session],
      [[mine.id], "A".repeat(43)],
    ] as const) {
      const started = await call(
        "POST",
        "/conversations",
        { name: "Vera", email: "vera@example.com", message: "Hello", assistant_answers: ids },
        { session },
      );
      expect(started.status).toBe(201);
      const { conversation, visitor_token } = started.body as unknown as {
        conversation: { id: number };
        visitor_token: string;
      };
      expect((await messagesOf(conversation.id, visitor_token)).map((m) => m.author_kind)).toEqual(["visitor"]);
    }
  });

  it("lets the assistant answer until a person joins, then it stays silent in the conversation", async () => {
    const { id, token } = await start();
    const ask = (auth: { token?: string; host?: string; cookie?: string }, conversationId = id) =>
      call(
        "POST",
        "/assistant/ask",
        { question: "Opening hours?", locale: "en", conversation_id: conversationId },
        auth,
      );
    const before = await ask({ token });
    expect(before.status).toBe(200);
    expect(before.text).toContain("event: done");
    const reply = await call(
      "POST",
      `/conversations/${id}/messages`,
      { body: "Hi, I am Sam" },
      { cookie: staffCookie },
    );
    expect(reply.status).toBe(201);
    const after = await ask({ token });
    expect(after).toMatchObject({ status: 409, body: { code: "person_joined" } });
    // Without a conversation the assistant still answers this visitor elsewhere.
    expect((await call("POST", "/assistant/ask", { question: "Opening hours?", locale: "en" }, { token })).status).toBe(
      200,
    );
  });

  it("keeps the assistant silent in that conversation only while it is open: resolved, a question starts afresh", async () => {
    const { id, token } = await start();
    const ask = () =>
      call("POST", "/assistant/ask", { question: "Opening hours?", locale: "en", conversation_id: id }, { token });
    expect(
      (await call("POST", `/conversations/${id}/messages`, { body: "Hi, I am Sam" }, { cookie: staffCookie })).status,
    ).toBe(201);
    const silent = await ask();
    expect(silent).toMatchObject({
      status: 409,
      body: {
        code: "person_joined",
        error: "A person from the team has joined this conversation: the assistant stays silent in it.",
      },
    });
    const loaded = await call("GET", `/conversations/${id}`, undefined, { cookie: staffCookie });
    const resolved = await call(
      "PATCH",
      `/conversations/${id}`,
      { status: "resolved", updated_at: (loaded.body as { updated_at?: string }).updated_at },
      { cookie: staffCookie },
    );
    expect(resolved.status).toBe(200);
    const afterwards = await ask();
    expect(afterwards.status).toBe(200);
    expect(afterwards.text).toContain("event: done");
  });

  it("answers 404 for a conversation that is not the asker's, and 401 for another site's token", async () => {
    const mine = await start();
    const theirs = await start();
    expect(
      (
        await call(
          "POST",
          "/assistant/ask",
          { question: "Q?", locale: "en", conversation_id: theirs.id },
          { token: mine.token },
        )
      ).status,
    ).toBe(404);
    expect(
      (await call("POST", "/assistant/ask", { question: "Q?", locale: "en", conversation_id: mine.id })).status,
    ).toBe(404);
    const other = await start(OTHER);
    expect(
      (
        await call(
          "POST",
          "/assistant/ask",
          { question: "Q?", locale: "en", conversation_id: other.id },
          { token: mine.token, host: OTHER },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await call(
          "POST",
          "/assistant/ask",
          { question: "Q?", locale: "en", conversation_id: mine.id },
          { token: other.token },
        )
      ).status,
    ).toBe(401);
  });

  it("lets a visitor read only their own conversations", async () => {
    const mine = await start();
    const theirs = await start();
    expect((await call("GET", `/conversations/${theirs.id}`, undefined, { token: mine.token })).status).toBe(404);
    const list = await call("GET", "/conversations", undefined, { token: mine.token });
    expect((list.body as unknown as { id: number }[]).map((row) => row.id)).toEqual([mine.id]);
  });
});
