import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where the gallery's bytes live. Keys are built by us only (`<org>/<id>/<name>`, integers and
 * fixed names), never from a client's file name. The filesystem implementation keeps them under
 * DATA_DIR/media; an S3-compatible implementation fits the same three operations (decision
 * 0xx-media: not written yet, no S3 client is installed).
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes every object whose key starts with `prefix/` (all renditions of one image). */
  removeAll(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[0-9]+\/[0-9]+(\/[a-z0-9]+(\.[a-z0-9]+)?)?$/;

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
    async removeAll(prefix) {
      await rm(locate(prefix), { recursive: true, force: true });
    },
  };
}

const byRoot = new Map<string, MediaStorage>();

/** The storage of a DATA_DIR (one instance per folder). */
export function mediaStorageFor(env: { DATA_DIR: string }): MediaStorage {
  const root = path.resolve(env.DATA_DIR, "media");
  let storage = byRoot.get(root);
  if (!storage) byRoot.set(root, (storage = fileMediaStorage(root)));
  return storage;
}

export const mediaKey = (organizationId: number, mediaId: number, name?: string) =>
  name ? `${organizationId}/${mediaId}/${name}` : `${organizationId}/${mediaId}`;
