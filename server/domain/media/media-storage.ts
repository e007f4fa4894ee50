import { mkdir, readFile, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../../env.ts";
import { s3MediaStorage } from "./s3-media-storage.ts";

/**
 * Where the gallery's bytes live. Keys are built by us only (`<org>/<id>/<name>`, integers and
 * fixed names), never from a client's file name. Files under DATA_DIR/media by default; an
 * S3-compatible bucket when S3_BUCKET is configured (s3-media-storage.ts).
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes these objects; a missing one is not an error. */
  remove(keys: string[]): Promise<void>;
  /** Removes every object of one organization (`<org>/…` and `chat/<org>/…`): a purged site's media. */
  removeOrganization(organizationId: number): Promise<void>;
}

// `chat/…`: images sent in live-support conversations (features/live-support/server/domain/post-image.ts).
const SAFE_KEY = /^(?:chat\/)?[0-9]+\/[0-9]+\/[a-z0-9]+\.[a-z0-9]+$/;

export function fileMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const locate = (key: string) => {
    // Defence in depth: callers build keys from integers, but nothing may leave the folder.
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe media key ${JSON.stringify(key)}`);
    return path.join(base, key);
  };
  return {
    async put(key, bytes) {
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(locate(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const file = locate(key);
        await rm(file, { force: true });
        folders.add(path.dirname(file));
      }
      // The image's folder goes too once it is empty (another rendition may still be there).
      for (const folder of folders) await rmdir(folder).catch(() => {});
    },
    async removeOrganization(organizationId) {
      if (!Number.isSafeInteger(organizationId) || organizationId < 1) throw new Error("bad organization id");
      await rm(path.join(base, String(organizationId)), { recursive: true, force: true });
      await rm(path.join(base, "chat", String(organizationId)), { recursive: true, force: true });
    },
  };
}

const cache = new Map<string, MediaStorage>();

/** The storage this configuration names (one instance per configuration). */
export function mediaStorageFor(
  env: Pick<Env, "DATA_DIR" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">,
): MediaStorage {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    const id = `s3:${env.S3_ENDPOINT}/${env.S3_BUCKET}`;
    let storage = cache.get(id);
    if (!storage) {
      storage = s3MediaStorage({
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      });
      cache.set(id, storage);
    }
    return storage;
  }
  const root = path.resolve(env.DATA_DIR, "media");
  let storage = cache.get(root);
  if (!storage) cache.set(root, (storage = fileMediaStorage(root)));
  return storage;
}

export const mediaKey = (organizationId: number, mediaId: number, name: string) =>
  `${organizationId}/${mediaId}/${name}`;
