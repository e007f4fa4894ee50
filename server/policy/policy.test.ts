import { describe, expect, it } from "vitest";
import { isAppError } from "../errors.ts";
import { ACTIONS, authorize, can, ROLES, type Action, type Role } from "./policy.ts";

/** The whole table, spelled out: a change of who may do what must change this test. */
const EXPECTED: Record<Action, Record<Role, boolean>> = {
  "content.write": { anonymous: false, visitor: false, user: false, admin: true },
  "content.read_drafts": { anonymous: false, visitor: false, user: false, admin: true },
  "cache.revalidate": { anonymous: false, visitor: false, user: false, admin: true },
  "email.send_to_member": { anonymous: false, visitor: false, user: false, admin: true },
  "admin.open": { anonymous: false, visitor: false, user: false, admin: true },
  "meetings.host": { anonymous: false, visitor: false, user: false, admin: true },
  "ai.manage": { anonymous: false, visitor: false, user: false, admin: true },
  "conversations.staff": { anonymous: false, visitor: false, user: false, admin: true },
  "conversations.own": { anonymous: false, visitor: true, user: true, admin: true },
  "order.request": { anonymous: true, visitor: true, user: true, admin: true },
  "order.manage": { anonymous: false, visitor: false, user: false, admin: true },
};

describe("the authorization policy", () => {
  it("covers every action", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
  });

  for (const action of ACTIONS) {
    for (const role of ROLES) {
      const allowed = EXPECTED[action][role];
      it(`${allowed ? "lets" : "refuses"} ${role} ${allowed ? "do" : "to do"} ${action}`, () => {
        expect(can(role, action)).toBe(allowed);
        if (allowed) {
          expect(() => authorize(role, action)).not.toThrow();
        } else {
          let thrown: unknown;
          try {
            authorize(role, action);
          } catch (error) {
            thrown = error;
          }
          expect(isAppError(thrown)).toBe(true);
          // Anonymous visitors may sign in (401); a signed-in person or a token's visitor without the role may not (403).
          expect((thrown as { code: string }).code).toBe(role === "anonymous" ? "unauthorized" : "forbidden");
        }
      });
    }
  }
});
