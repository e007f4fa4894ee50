import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, nextIp } from "../../../../tests/setup/accounts.ts";
import { withinOneMinuteWindow } from "../../../../tests/setup/rate-windows.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../../../server/domain/accounts/make-admin.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { conversationMessages } from "../../../../server/db/schema/index.ts";
import { eq } from "drizzle-orm";

/**
 * Images in live-support conversations (decision 038): through the media checks,
 * stored for the conversation, seen through a short-lived signed address or by whoever reaches the
 * conversation; another conversation's or organization's image is a 404.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let orgA: number;
const cookies: Record<string, string> = {};

type Message = {
  id: number;
  seq: number;
  author_kind: string;
  body: string;
  attachment: { url: string; mime_type: string; width: number; height: number } | null;
};

async function start(host = "a.localhost") {
  const res = await t.request("/api/conversations", {
    method: "POST",
    host,
    headers: { origin: `http://${host}`, "x-forwarded-for": nextIp(), "content-type": "application/json" },
    body: JSON.stringify({ name: "Vera", email: "vera@example.com", message: "Look at this" }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { conversation: { id: number }; visitor_token: string };
  return { id: body.conversation.id, token: body.visitor_token };
}

async function upload(
  conversationId: number,
  bytes: Buffer | string,
  auth: { token?: string; cookie?: string; host?: string; alt?: string; ip?: string },
) {
  const host = auth.host ?? "a.localhost";
  const form = new FormData();
  form.set(
    "file",
    new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], "x.png", { type: "image/png" }),
  );
  if (auth.alt !== undefined) form.set("alt", auth.alt);
  const res = await t.request(`/api/conversations/${conversationId}/images`, {
    method: "POST",
    host,
    headers: {
      origin: `http://${host}`,
      "x-forwarded-for": auth.ip ?? nextIp(),
      ...(auth.token ? { "x-visitor-token": auth.token } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Message & { error?: string; field?: string } };
}

function get(url: string, auth: { token?: string; cookie?: string; host?: string } = {}) {
  const host = auth.host ?? "a.localhost";
  return t.request(url, {
    host,
    headers: {
      "x-forwarded-for": nextIp(),
      ...(auth.token ? { "x-visitor-token": auth.token } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
  });
}

/** A photo with EXIF data (camera and GPS are what must not leak). */
function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "Secret camera", Artist: "Vera at home" } })
    .toBuffer();
}

const storedFiles = async () => {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(path.relative(dataDir, full));
    }
  };
  await walk(dataDir);
  return found.sort();
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tessera-chat-images-"));
  t = await createTestApp({ TRUST_PROXY: "true", DATA_DIR: dataDir });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] });
  const a = accountClient(t, "a.localhost");
  const b = accountClient(t, "b.localhost");
  await a.register({ email: "staff-a@example.com", fullName: "Sam Staff" });
  await b.register({ email: "staff-b@example.com" });
  await makeAdmin({ db: t.db, email: "staff-a@example.com", organization: "a.localhost" });
  await makeAdmin({ db: t.db, email: "staff-b@example.com", organization: "b.localhost" });
  cookies.staffA = await a.signIn("staff-a@example.com");
  cookies.staffB = await b.signIn("staff-b@example.com");
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("POST /api/conversations/{id}/images", () => {
  it("stores a visitor's photo re-encoded as WebP without its metadata, shown through a signed address", async () => {
    const { id, token } = await start();
    const sent = await upload(id, await photo(2400, 1200), { token, alt: "The error on my screen" });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      author_kind: "visitor",
      body: "The error on my screen",
      attachment: { mime_type: "image/webp", width: 1600, height: 800 },
    });
    const url = sent.body.attachment!.url;
    expect(url).toMatch(
      new RegExp(`^/api/conversations/${id}/messages/${sent.body.id}/image\\?expires=\\d+&signature=[\\w-]+$`),
    );
    // An <img> sends no header: the address alone is enough.
    const image = await get(url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("Secret camera"))).toBe(false);
    expect(await storedFiles()).toContain(path.join("media", "chat", String(orgA), String(sent.body.id), "image.webp"));

    // The conversation lists it for the visitor, and staff answer with an image too.
    const staffSent = await upload(id, await photo(300, 200), { cookie: cookies.staffA });
    expect(staffSent.status).toBe(201);
    expect(staffSent.body).toMatchObject({ author_kind: "staff", body: "", attachment: { width: 300, height: 200 } });
    const detail = (await (await get(`/api/conversations/${id}`, { token })).json()) as { messages: Message[] };
    expect(detail.messages.map((m) => [m.author_kind, m.attachment?.width ?? null])).toEqual([
      ["visitor", null],
      ["visitor", 1600],
      ["staff", 300],
    ]);
    const inbox = (await (await get("/api/conversations?status=pending", { cookie: cookies.staffA })).json()) as {
      id: number;
      last_message: string;
    }[];
    expect(inbox.find((c) => c.id === id)?.last_message).toBe("Image");
  });

  it("refuses what is not an image, SVG and files over 10 MB, storing nothing", async () => {
    const { id, token } = await start();
    const before = await storedFiles();
    const text = await upload(id, "hello, not an image", { token });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ field: "file", error: expect.stringMatching(/not an image/) });
    const svg = await upload(id, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', { token });
    expect(svg.status).toBe(400);
    expect(svg.body.error).toMatch(/SVG/);
    const big = await upload(id, Buffer.alloc(11 * 1024 * 1024, 1), { token });
    expect(big.status).toBe(413);
    const longAlt = await upload(id, await photo(10, 10), { token, alt: "x".repeat(301) });
    expect(longAlt.status).toBe(400);
    expect(longAlt.body.field).toBe("alt");
    expect(await storedFiles()).toEqual(before);
    const rows = await t.db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversation_id, id));
    expect(rows).toHaveLength(1);
  });

  it("is a 404 for another visitor's conversation and another organization's staff; 401 for a token of another site", async () => {
    const mine = await start();
    const other = await start();
    expect((await upload(mine.id, await photo(10, 10), { token: other.token })).status).toBe(404);
    expect((await upload(mine.id, await photo(10, 10), { cookie: cookies.staffB, host: "b.localhost" })).status).toBe(
      404,
    );
    expect((await upload(mine.id, await photo(10, 10), { token: mine.token, host: "b.localhost" })).status).toBe(401);
    expect((await upload(mine.id, await photo(10, 10), {})).status).toBe(401);
  });

  it("limits images per visitor (10 in 10 minutes): the 11th is a 429", async () => {
    const { id, token } = await start();
    const small = await photo(8, 8);
    for (let i = 0; i < 10; i++) expect((await upload(id, small, { token })).status).toBe(201);
    const refused = await upload(id, small, { token });
    expect(refused.status).toBe(429);
  });

  it(
    "counts images against the per-address message limit (60 a minute) with text messages; staff are not counted",
    { timeout: 60_000 },
    async () => {
      const ip = "10.77.0.1";
      const send = async (id: number, auth: { token?: string; cookie?: string }) =>
        t.request(`/api/conversations/${id}/messages`, {
          method: "POST",
          host: "a.localhost",
          headers: {
            origin: "http://a.localhost",
            "x-forwarded-for": ip,
            "content-type": "application/json",
            ...(auth.token ? { "x-visitor-token": auth.token } : {}),
            ...(auth.cookie ? { cookie: auth.cookie } : {}),
          },
          body: JSON.stringify({ body: "hello" }),
        });
      // The 61 requests below must fall in one minute's window.
      await withinOneMinuteWindow();
      const visitors = [await start(), await start(), await start()];
      const fourth = await start();
      // Each visitor's own limit is 20 a minute, the first one spent on starting (from another address):
      // 3 × 19 + 3 = the address's 60.
      for (const visitor of visitors) {
        for (let i = 0; i < 19; i++) expect((await send(visitor.id, visitor)).status).toBe(201);
      }
      for (let i = 0; i < 3; i++) expect((await send(fourth.id, fourth)).status).toBe(201);
      expect((await send(visitors[0]!.id, { cookie: cookies.staffA ?? "" })).status).toBe(201);
      const refused = await upload(fourth.id, await photo(8, 8), { token: fourth.token, ip });
      expect(refused.status).toBe(429);
      expect((await upload(fourth.id, await photo(8, 8), { token: fourth.token, ip: "10.77.0.2" })).status).toBe(201);
    },
  );
});

describe("GET /api/conversations/{id}/messages/{message_id}/image", () => {
  it("serves nobody else: another conversation's path, another site, a forged or expired signature are 404", async () => {
    const { id, token } = await start();
    const other = await start();
    const sent = await upload(id, await photo(20, 20), { token });
    const url = new URL(sent.body.attachment!.url, "http://a.localhost");
    const query = url.search;
    const messageId = sent.body.id;
    // The visitor's own token and staff of the organization reach it without the signature.
    expect((await get(url.pathname, { token })).status).toBe(200);
    expect((await get(url.pathname, { cookie: cookies.staffA })).status).toBe(200);
    // Nobody else: no credential, another visitor, another organization's staff or host.
    expect((await get(url.pathname)).status).toBe(404);
    expect((await get(url.pathname, { token: other.token })).status).toBe(404);
    expect((await get(url.pathname, { cookie: cookies.staffB, host: "b.localhost" })).status).toBe(404);
    expect((await get(`${url.pathname}${query}`, { host: "b.localhost" })).status).toBe(404);
    // The signature names this conversation and this message only.
    expect((await get(`/api/conversations/${other.id}/messages/${messageId}/image${query}`)).status).toBe(404);
    expect((await get(`/api/conversations/${id}/messages/${messageId + 1}/image${query}`)).status).toBe(404);
    const forged = query.replace(/signature=./, (m) => (m.endsWith("A") ? m.slice(0, -1) + "B" : m.slice(0, -1) + "A"));
    expect((await get(`${url.pathname}${forged}`)).status).toBe(404);
    const expires = Number(url.searchParams.get("expires"));
    expect(expires).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 75 * 60_000);
    const later = query.replace(`expires=${expires}`, `expires=${expires + 3_600_000}`);
    expect((await get(`${url.pathname}${later}`)).status).toBe(404);
    const expired = `?expires=${Date.now() - 1000}&signature=${url.searchParams.get("signature")}`;
    expect((await get(`${url.pathname}${expired}`)).status).toBe(404);
  });
});
