import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, nextIp } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import { createHeadingSection, createOrganization } from "../../db/seed/factories.ts";
import { blogPosts, media, organizations, revisions } from "../../db/schema/index.ts";
import type { MediaItem } from "../../../shared/schemas/media-gallery.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let orgA: number;
let orgB: number;
const cookies: Record<string, string> = {};

type Answer = { status: number; body: Record<string, unknown> & { error?: string }; headers: Headers };

async function upload(
  bytes: Buffer | string,
  {
    name = "photo.png",
    type = "image/png",
    cookie = cookies.adminA,
    host = "a.localhost",
    alt,
    duplicate,
  }: {
    name?: string;
    type?: string;
    cookie?: string | null;
    host?: string;
    alt?: string;
    duplicate?: string;
  } = {},
): Promise<Answer> {
  const form = new FormData();
  form.set("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }));
  if (alt !== undefined) form.set("alt", alt);
  if (duplicate !== undefined) form.set("duplicate", duplicate);
  const res = await t.request("/api/media", {
    method: "POST",
    host,
    headers: { origin: `http://${host}`, "x-forwarded-for": nextIp(), ...(cookie ? { cookie } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Answer["body"], headers: res.headers };
}

async function call(
  method: string,
  url: string,
  { cookie = cookies.adminA, host = "a.localhost" }: { cookie?: string | null; host?: string } = {},
) {
  const res = await t.request(url, {
    method,
    host,
    headers: { origin: `http://${host}`, "x-forwarded-for": nextIp(), ...(cookie ? { cookie } : {}) },
  });
  return res;
}

/** A real image, made here: width × height of one colour (noise makes a bigger file). */
function image(format: "png" | "jpeg" | "webp" | "gif" | "avif", width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

async function usageOf(id: number) {
  const res = await call("GET", `/api/media/${id}/usage`);
  const body = (await res.json()) as { usages?: { kind: string; id: number; label: string }[] };
  return { status: res.status, usages: body.usages ?? [] };
}

const files = async (org: number, id: number) =>
  (await readdir(path.join(dataDir, "media", String(org), String(id)))).sort();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tessera-media-test-"));
  t = await createTestApp({ TRUST_PROXY: "true", DATA_DIR: dataDir });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  const a = accountClient(t, "a.localhost");
  const b = accountClient(t, "b.localhost");
  await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
  await a.register({ email: "user-a@example.com" });
  await b.register({ email: "admin-b@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: "b.localhost" });
  cookies.adminA = await a.signIn("admin-a@example.com");
  cookies.userA = await a.signIn("user-a@example.com");
  cookies.adminB = await b.signIn("admin-b@example.com");
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("POST /api/media", () => {
  it("stores a PNG re-encoded with WebP renditions at the responsive widths, never enlarged", async () => {
    const answer = await upload(await image("png", 1200, 800), { name: "team.png", alt: "Our team" });
    expect(answer.status).toBe(201);
    const item = answer.body as unknown as MediaItem;
    expect(item).toMatchObject({
      organization_id: orgA,
      original_name: "team.png",
      alt: "Our team",
      mime_type: "image/png",
      width: 1200,
      height: 800,
    });
    expect(item.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ["original.png", 1200, 800],
      ["w320.webp", 320, 213],
      ["w640.webp", 640, 427],
      ["w1024.webp", 1024, 683],
      ["w1200.webp", 1200, 800],
    ]);
    expect(item.src).toBe(`/media/${orgA}/${item.id}/w1200.webp`);
    expect(item.srcset).toContain(`/media/${orgA}/${item.id}/w320.webp 320w`);
    expect(await files(orgA, item.id)).toEqual(["original.png", "w1024.webp", "w1200.webp", "w320.webp", "w640.webp"]);
  });

  it("detects the type from the bytes: a JPEG named .png with a PNG content type is a JPEG", async () => {
    const answer = await upload(await image("jpeg", 200, 100), { name: "liar.png", type: "image/png" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ mime_type: "image/jpeg", width: 200, height: 100 });
    const item = answer.body as unknown as MediaItem;
    expect(item.variants.map((v) => v.name)).toEqual(["original.jpg", "w200.webp"]);
  });

  it("accepts WebP, GIF and AVIF", async () => {
    for (const [format, mime] of [
      ["webp", "image/webp"],
      ["gif", "image/gif"],
      ["avif", "image/avif"],
    ] as const) {
      const answer = await upload(await image(format, 64, 48), { name: `x.${format}` });
      expect(answer.status, format).toBe(201);
      expect(answer.body.mime_type).toBe(mime);
    }
  });

  it("strips EXIF metadata from the stored original", async () => {
    const withExif = await sharp(await image("jpeg", 100, 100))
      .withExif({ IFD0: { Copyright: "secret location" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const item = (await upload(withExif, { name: "exif.jpg", type: "image/jpeg" })).body as unknown as MediaItem;
    const stored = await call("GET", item.url, { cookie: null });
    expect(stored.status).toBe(200);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it("offers the gallery's image instead of a copy of the same file, and stores a copy when asked", async () => {
    const bytes = await image("png", 90, 30);
    const first = (await upload(bytes, { name: "logo.png" })).body as unknown as MediaItem;
    const again = await upload(bytes, { name: "logo-again.png" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "duplicate", existing: { id: first.id, url: first.url } });
    expect(again.body.error).toBe("This image is already in the gallery");
    // Another organization's gallery is its own: the same file is new there.
    expect((await upload(bytes, { cookie: cookies.adminB, host: "b.localhost" })).status).toBe(201);
    // A different image of the same size is not a duplicate.
    expect((await upload(await image("jpeg", 90, 30), { name: "other.jpg", type: "image/jpeg" })).status).toBe(201);
    const copy = await upload(bytes, { name: "copy.png", duplicate: "allow" });
    expect(copy.status).toBe(201);
    expect((copy.body as unknown as MediaItem).id).not.toBe(first.id);
  });

  it("refuses text renamed .png with 400, and stores nothing", async () => {
    const before = (await t.db.select({ id: media.id }).from(media)).length;
    const answer = await upload("this is not an image at all", { name: "fake.png", type: "image/png" });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/not an image/);
    expect((await t.db.select({ id: media.id }).from(media)).length).toBe(before);
  });

  it("refuses an SVG, even one named .png, with a clear 400", async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const [name, type] of [
      ["logo.svg", "image/svg+xml"],
      ["logo.png", "image/png"],
    ]) {
      const answer = await upload(svg, { name, type });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^SVG images are not accepted/);
    }
  });

  it("refuses a body above 10 MB with 413", async () => {
    const answer = await upload(Buffer.alloc(11 * 1024 * 1024, 1), { name: "huge.png" });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(/too large/i);
  });

  it("answers 400 without a file, and to a JSON body", async () => {
    const res = await t.request("/api/media", {
      method: "POST",
      host: "a.localhost",
      headers: {
        origin: "http://a.localhost",
        "x-forwarded-for": nextIp(),
        cookie: cookies.adminA!,
        "content-type": "application/json",
      },
      body: JSON.stringify({ file: "x" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: "file" });
  });

  it("asks the policy first: anonymous 401, a user 403, another site's admin 401", async () => {
    const png = await image("png", 10, 10);
    expect((await upload(png, { cookie: null })).status).toBe(401);
    expect((await upload(png, { cookie: cookies.userA })).status).toBe(403);
    expect((await upload(png, { cookie: cookies.adminB })).status).toBe(401);
  });
});

describe("GET /api/media and public serving", () => {
  it("lists the host's images only, newest first", async () => {
    const mine = (await upload(await image("png", 40, 40), { name: "newest.png" })).body as unknown as MediaItem;
    await upload(await image("png", 40, 40), { name: "b.png", cookie: cookies.adminB, host: "b.localhost" });
    const res = await call("GET", "/api/media");
    expect(res.status).toBe(200);
    const list = (await res.json()) as MediaItem[];
    expect(list[0]!.id).toBe(mine.id);
    expect(list.every((item) => item.organization_id === orgA)).toBe(true);
    expect((await call("GET", "/api/media", { cookie: cookies.userA })).status).toBe(403);
    expect((await call("GET", "/api/media", { cookie: null })).status).toBe(401);
  });

  it("serves a rendition with its detected type, nosniff, a year's immutable cache and a CSP allowing nothing", async () => {
    const item = (await upload(await image("png", 700, 350))).body as unknown as MediaItem;
    const res = await call("GET", `/media/${orgA}/${item.id}/w640.webp`, { cookie: null });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 640]);
    const original = await call("GET", item.url, { cookie: null });
    expect(original.headers.get("content-type")).toBe("image/png");
  });

  it("answers 404 for another organization's file on this host, unknown names and traversal attempts", async () => {
    const item = (await upload(await image("png", 50, 50))).body as unknown as MediaItem;
    // A's file asked on B's host, with A's or B's organization in the path.
    expect(
      (await call("GET", `/media/${orgA}/${item.id}/w50.webp`, { host: "b.localhost", cookie: null })).status,
    ).toBe(404);
    expect(
      (await call("GET", `/media/${orgB}/${item.id}/w50.webp`, { host: "b.localhost", cookie: null })).status,
    ).toBe(404);
    expect((await call("GET", `/media/${orgA}/${item.id}/w640.webp`, { cookie: null })).status).toBe(404);
    expect((await call("GET", `/media/${orgA}/${item.id}/..%2f..%2fpglite`, { cookie: null })).status).toBe(404);
    expect((await call("GET", `/media/${orgA}/..%2F${item.id}/original.png`, { cookie: null })).status).toBe(404);
  });
});

describe("GET /api/media/{id}/usage", () => {
  it("names the places of this organization that show the image, and nothing of another's", async () => {
    const item = (await upload(await image("png", 46, 46))).body as unknown as MediaItem;
    const other = (await upload(await image("png", 47, 47))).body as unknown as MediaItem;
    expect(await usageOf(item.id)).toEqual({ status: 200, usages: [] });

    const src = item.variants.find((variant) => variant.name !== "original.png")?.url ?? item.url;
    await t.db.insert(blogPosts).values([
      { organization_id: orgA, title: "Spring offer", slug: "spring-offer", content: `<p><img src="${src}"></p>` },
      { organization_id: orgA, title: "Unrelated", slug: "unrelated", main_photo: other.url },
      // Another organization pointing at A's image (it cannot use it): not A's concern.
      { organization_id: orgB, title: "Elsewhere", slug: "elsewhere", main_photo: item.url },
    ]);
    await createHeadingSection({
      db: t.db,
      organizationId: orgA,
      heading: { name: "Welcome", url_page: "/", image: `http://a.localhost${item.url}` },
    });
    await t.db
      .update(organizations)
      .set({ settings: sql`jsonb_set(${organizations.settings}, '{logo}', ${JSON.stringify(item.url)}::jsonb)` })
      .where(eq(organizations.id, orgA));

    const found = await usageOf(item.id);
    expect(found.status).toBe(200);
    expect(found.usages.map(({ kind, label }) => `${kind}: ${label}`).sort()).toEqual([
      "Heading section: Welcome",
      "Post: Spring offer",
      "Site settings: Org A",
    ]);
    // The policy first; another organization's id is a 404.
    expect((await call("GET", `/api/media/${item.id}/usage`, { cookie: cookies.userA })).status).toBe(403);
    expect(
      (await call("GET", `/api/media/${item.id}/usage`, { cookie: cookies.adminB, host: "b.localhost" })).status,
    ).toBe(404);
  });
});

describe("DELETE /api/media/{id}", () => {
  it("removes the row and the files; another organization's id is 404 with nothing removed", async () => {
    const item = (await upload(await image("png", 30, 30))).body as unknown as MediaItem;
    // The image's version: its upload time (decision 031).
    const target = `/api/media/${item.id}?updated_at=${encodeURIComponent(item.updated_at)}`;
    expect((await call("DELETE", target, { cookie: cookies.adminB, host: "b.localhost" })).status).toBe(404);
    expect((await call("DELETE", target, { cookie: cookies.userA })).status).toBe(403);
    expect((await call("DELETE", `/api/media/${item.id}`)).status).toBe(400);
    expect(
      (await call("DELETE", `/api/media/${item.id}?updated_at=${encodeURIComponent("2001-01-01T00:00:00.000Z")}`))
        .status,
    ).toBe(409);
    expect(await files(orgA, item.id)).toHaveLength(2);
    const res = await call("DELETE", target);
    expect(res.status).toBe(200);
    await expect(files(orgA, item.id)).rejects.toThrow();
    expect((await call("GET", item.url, { cookie: null })).status).toBe(404);
    expect((await call("DELETE", target)).status).toBe(404);
  });

  it("upload and delete are revisions of the write path: in the change log, each with one content-changed event", async () => {
    const item = (await upload(await image("png", 20, 20))).body as unknown as MediaItem;
    await call("DELETE", `/api/media/${item.id}?updated_at=${encodeURIComponent(item.updated_at)}`);
    const log = await t.db
      .select({ action: revisions.action, entity: revisions.entity })
      .from(revisions)
      .where(and(eq(revisions.entity, "media"), eq(revisions.entity_id, String(item.id))))
      .orderBy(asc(revisions.id));
    expect(log).toEqual([
      { action: "create", entity: "media" },
      { action: "delete", entity: "media" },
    ]);
  });
});
