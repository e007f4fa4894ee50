import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, nextIp } from "../../../tests/setup/accounts.ts";
import { startS3Server } from "../../../tests/setup/s3-server.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { s3MediaStorage } from "../../domain/media/s3-media-storage.ts";
import { createOrganization } from "../../db/seed/factories.ts";
import { blogPosts } from "../../db/schema/index.ts";
import type { MediaItem } from "../../../shared/schemas/media-gallery.ts";

/**
 * The gallery on a real S3-compatible server (s3rver, started here): the media API's own routes
 * upload, resize, serve, report usage and delete, and the bucket is read back independently.
 * Nothing of ours is replaced; the unit test beside s3-media-storage.ts checks the signature itself
 * against AWS's published example, which s3rver does not verify (it checks the access key only).
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let org: number;
let cookie: string;

const host = "s3.localhost";
const call = (method: string, url: string, init: { body?: FormData; signedIn?: boolean } = {}) =>
  t.request(url, {
    method,
    host,
    headers: {
      origin: `http://${host}`,
      "x-forwarded-for": nextIp(),
      ...(init.signedIn === false ? {} : { cookie }),
    },
    ...(init.body ? { body: init.body } : {}),
  });

async function upload(width: number, height: number, name = "photo.png"): Promise<MediaItem> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  const res = await call("POST", "/api/media", { body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as MediaItem;
}

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), "tessera-media-s3-"));
  t = await createTestApp({ TRUST_PROXY: "true", DATA_DIR: dataDir, ...s3.env });
  org = (await createOrganization({ db: t.db, name: "Bucket Org", hosts: [host] })).id;
  const accounts = accountClient(t, host);
  await accounts.register({ email: "admin-s3@example.com" });
  await makeAdmin({ db: t.db, email: "admin-s3@example.com", organization: host });
  cookie = await accounts.signIn("admin-s3@example.com");
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("media on a real S3-compatible server", () => {
  it("uploads into the bucket with its resized copies, and nothing under DATA_DIR", async () => {
    const item = await upload(700, 350, "wide.png");
    expect(item.variants.map((variant) => [variant.name, variant.width])).toEqual([
      ["original.png", 700],
      ["w320.webp", 320],
      ["w640.webp", 640],
      ["w700.webp", 700],
    ]);
    expect(await s3.keys(`${org}/${item.id}/`)).toEqual(
      ["original.png", "w320.webp", "w640.webp", "w700.webp"].map((name) => `${org}/${item.id}/${name}`),
    );
    const copy = await s3.object(`${org}/${item.id}/w320.webp`);
    expect(await sharp(copy!).metadata()).toMatchObject({ format: "webp", width: 320, height: 160 });
    await expect(readdir(path.join(dataDir, "media"))).rejects.toThrow();
  });

  it("serves each copy from the bucket, byte for byte, with its type", async () => {
    const item = await upload(400, 200);
    for (const variant of item.variants) {
      const res = await call("GET", variant.url, { signedIn: false });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(variant.name.endsWith(".png") ? "image/png" : "image/webp");
      const served = Buffer.from(await res.arrayBuffer());
      expect(served.equals((await s3.object(`${org}/${item.id}/${variant.name}`))!)).toBe(true);
    }
    expect((await call("GET", `/media/${org}/${item.id}/w1024.webp`, { signedIn: false })).status).toBe(404);
  });

  it("reports usage, then deletes the row and every object of the image", async () => {
    const item = await upload(300, 300);
    const kept = await upload(310, 310);
    await t.db
      .insert(blogPosts)
      .values({ organization_id: org, title: "In the bucket", slug: "in-the-bucket", main_photo: item.url });
    const usage = await call("GET", `/api/media/${item.id}/usage`);
    expect(usage.status).toBe(200);
    expect(((await usage.json()) as { usages: { kind: string; label: string }[] }).usages).toEqual([
      expect.objectContaining({ kind: "Post", label: "In the bucket" }),
    ]);

    const res = await call("DELETE", `/api/media/${item.id}?updated_at=${encodeURIComponent(item.updated_at)}`);
    expect(res.status).toBe(200);
    expect(await s3.keys(`${org}/${item.id}/`)).toEqual([]);
    expect((await call("GET", item.url, { signedIn: false })).status).toBe(404);
    // The other image is untouched.
    expect(await s3.keys(`${org}/${kept.id}/`)).toHaveLength(2);
  });

  it("removes an organization's objects by listing the bucket, and an unknown key is refused by the server", async () => {
    const storage = s3MediaStorage({ ...s3, region: "auto", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
    await storage.put("9001/1/original.png", Buffer.from("a"));
    await storage.put("chat/9001/2/original.png", Buffer.from("b"));
    await storage.put("90011/3/original.png", Buffer.from("c"));
    await storage.removeOrganization(9001);
    expect(await s3.keys("9001/")).toEqual([]);
    expect(await s3.keys("chat/9001/")).toEqual([]);
    expect(await s3.keys("90011/")).toEqual(["90011/3/original.png"]);

    // s3rver checks the access key but not the SigV4 signature itself (the unit test checks that
    // against AWS's published example).
    const forged = s3MediaStorage({ ...s3, region: "auto", accessKeyId: "NOT-A-KEY", secretAccessKey: "S3RVER" });
    await expect(forged.put("9002/1/original.png", Buffer.from("x"))).rejects.toThrow(/403/);
    expect(await s3.keys("9002/")).toEqual([]);
  });
});
