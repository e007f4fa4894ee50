import { createHash, createHmac } from "node:crypto";
import type { MediaStorage } from "./media-storage.ts";

export type S3Config = {
  /** `https://s3.eu-central-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding of one path segment, as Signature Version 4 wants it. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The `Authorization` header of an AWS Signature Version 4 request (header-signed, no query
 * string). Written out instead of pulling in the AWS SDK for three calls; checked against AWS's
 * published example in s3-media-storage.test.ts.
 */
export function signV4({
  method,
  url,
  headers,
  payloadHash,
  region,
  accessKeyId,
  secretAccessKey,
  amzDate,
}: {
  method: string;
  url: URL;
  /** Every header to sign (host and x-amz-* included), lower-case names. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `20130524T000000Z` */
  amzDate: string;
}): string {
  const date = amzDate.slice(0, 8);
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lowered = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((name) => `${name}:${lowered[name]!.trim()}\n`).join("");
  const signedHeaders = names.join(";");
  const canonicalRequest = [method, url.pathname, "", canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), "s3"), "aws4_request");
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), path-style addresses
 * (`<endpoint>/<bucket>/<key>`), which every S3-compatible service accepts.
 */
export function s3MediaStorage(config: S3Config, fetchImpl: typeof fetch = fetch): MediaStorage {
  const base = config.endpoint.replace(/\/+$/, "");
  async function send(method: "GET" | "PUT" | "DELETE", key: string, body?: Buffer): Promise<Response> {
    const url = new URL(`${base}/${encodeSegment(config.bucket)}/${key.split("/").map(encodeSegment).join("/")}`);
    const payloadHash = sha256(body ?? "");
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    const headers: Record<string, string> = {
      host: url.host,
      "x-amz-content-sha256": payloadHash,
      "x-amz-date": amzDate,
    };
    const authorization = signV4({
      method,
      url,
      headers,
      payloadHash,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      amzDate,
    });
    const { host: _host, ...sent } = headers;
    return fetchImpl(url, {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  }
  return {
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
  };
}
