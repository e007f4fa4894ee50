import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { MediaStorage } from "./media-storage.ts";

export type S3Config = {
  /** `https://s3.eu-central-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** RFC 3986 encoding of one path segment, so that a key's `+`, spaces or quotes reach S3 as written. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), path-style addresses
 * (`<endpoint>/<bucket>/<key>`), which every S3-compatible service accepts. Requests are signed
 * (Signature Version 4) by aws4fetch: a few kilobytes on fetch and Web Crypto, where the AWS SDK's
 * S3 client would add megabytes for three calls.
 */
export function s3MediaStorage(config: S3Config, fetchImpl: typeof fetch = fetch): MediaStorage {
  const base = config.endpoint.replace(/\/+$/, "");
  // The service and region are named: a MinIO or R2 host name says neither, and aws4fetch would guess.
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
  });
  async function send(method: "GET" | "PUT" | "DELETE", key: string, body?: Buffer, query = ""): Promise<Response> {
    const url = `${base}/${encodeSegment(config.bucket)}/${key.split("/").map(encodeSegment).join("/")}${query}`;
    // The body's hash is signed (rather than aws4fetch's UNSIGNED-PAYLOAD), so the bucket refuses bytes
    // altered on the way, over plain HTTP to a MinIO as well.
    const payloadHash = createHash("sha256")
      .update(body ?? "")
      .digest("hex");
    const request = await client.sign(url, {
      method,
      headers: { "x-amz-content-sha256": payloadHash },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    return fetchImpl(request);
  }
  /** Every key under `prefix` (ListObjectsV2, a page of up to 1,000 at a time). */
  async function list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | null = null;
    do {
      const query = `?list-type=2&prefix=${encodeURIComponent(prefix)}${token ? `&continuation-token=${encodeURIComponent(token)}` : ""}`;
      const response = await send("GET", "", undefined, query);
      if (!response.ok) throw new Error(`S3 LIST ${prefix} failed: ${response.status}`);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(match[1]!));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? decodeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "") || null
        : null;
    } while (token);
    return keys;
  }
  const storage: MediaStorage = {
    async put(key, bytes) {
      const response = await send("PUT", key, bytes);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(keys) {
      for (const key of keys) {
        const response = await send("DELETE", key);
        // S3 answers 204 even for a missing object; some compatible services say 404.
        if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
      }
    },
    async removeOrganization(organizationId) {
      if (!Number.isSafeInteger(organizationId) || organizationId < 1) throw new Error("bad organization id");
      for (const prefix of [`${organizationId}/`, `chat/${organizationId}/`]) await storage.remove(await list(prefix));
    },
  };
  return storage;
}

const decodeXml = (value: string) =>
  value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
