import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id at the OWASP/ASVS 5.0 minimum (19 MiB, two passes, one lane). The parameters are stored
 * in each hash string, so raising them later still verifies old hashes.
 */
export const ARGON2_PARAMS = {
  // Algorithm.Argon2id: the package's const enum cannot be imported under type stripping.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The whole password is hashed (argon2 takes any length), so long passphrases are never truncated. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check when there is no account, so timing does not reveal which e-mails exist. */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword("dummy password for equal timing");
  await verifyPassword({ hash: await dummyHash, password });
}
