import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import S3rver from "s3rver";

/** s3rver's one account: requests naming any other access key are refused (403). */
export const S3_TEST_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

/**
 * A real S3-compatible server (s3rver, on the loopback, a free port, objects in a temporary folder)
 * with one bucket. It speaks S3's REST API and XML, and refuses an unknown access key; it does not
 * verify Signature Version 4 signatures themselves (s3-media-storage.test.ts checks ours).
 */
export async function startS3Server(bucket = "tessera-media") {
  const directory = await mkdtemp(path.join(tmpdir(), "tessera-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new AwsClient({ ...S3_TEST_KEYS, service: "s3", region: "auto" });
  return {
    endpoint,
    bucket,
    /** The app's configuration for this bucket. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
    },
    /** The bucket's keys under `prefix`, as the server lists them (ListObjectsV2), sorted. */
    async keys(prefix = ""): Promise<string[]> {
      const response = await client.fetch(`${endpoint}/${bucket}/?list-type=2&prefix=${encodeURIComponent(prefix)}`);
      if (!response.ok) throw new Error(`list failed: ${response.status}`);
      return [...(await response.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!).sort();
    },
    /** One object's bytes straight from the bucket, or null. */
    async object(key: string): Promise<Buffer | null> {
      const response = await client.fetch(`${endpoint}/${bucket}/${key}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`get failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
