import { describe, expect, it } from "vitest";
import { ARGON2_PARAMS, hashPassword, verifyPassword } from "./password-hash.ts";

describe("password hashing", () => {
  it("uses argon2id at 19 MiB, two passes, one lane, recorded in the hash", async () => {
    expect(ARGON2_PARAMS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await hashPassword("Correct-horse-1");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: "Correct-horse-1" })).toBe(true);
    expect(await verifyPassword({ hash, password: "Correct-horse-2" })).toBe(false);
  });

  it("never truncates: passwords differing only after 72 characters differ", async () => {
    const long = "A1a".padEnd(128, "x");
    const hash = await hashPassword(long);
    expect(await verifyPassword({ hash, password: long.slice(0, 127) + "y" })).toBe(false);
  });

  it("treats a malformed stored hash as a failed check", async () => {
    expect(await verifyPassword({ hash: "not-a-hash", password: "x" })).toBe(false);
  });
});
