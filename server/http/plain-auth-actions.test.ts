import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/rules/auth-rules.ts";
import { accountClient } from "../../tests/setup/accounts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { actionArgs } from "../../tests/setup/loader-context.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { loginAction, registerAction, resetPasswordAction } from "../../app/routes/auth/auth-actions.server.ts";
import { contactAction } from "../../app/routes/site/contact-action.server.ts";

/**
 * The account pages' actions and the content page's action as a browser without scripts posts to
 * them (decision 055), against the real API in process: the refusals a visitor can mend are 4xx
 * answers that name their field, and a body that is not a form is a 400, never a 500. The browser
 * spec (tests/e2e/forms-without-javascript.spec.ts) shows that such an answer lands at its field.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = "plain-auth.localhost";
const TAKEN = "taken@plain-auth.example";

beforeAll(async () => {
  t = await createTestApp();
  await createOrganization({ db: t.db, name: "Plain accounts", hosts: [HOST] });
  const registered = await accountClient(t, HOST).register({ username: "taken", email: TAKEN });
  expect(registered.status).toBeLessThan(300);
});

afterAll(async () => {
  await t?.close();
});

/** A form post to `path` on this file's site and the context React Router would hand its action. */
const post = (path: string, body: BodyInit, contentType?: string) =>
  actionArgs(t, HOST, path, body, { contentType, headers: { "x-forwarded-for": "10.9.8.7" } });

/** The status and body of what an action answered (data() or a thrown data()). */
async function answer(run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    result = error;
  }
  if (result instanceof Response) return { status: result.status, body: null };
  const value = result as { type?: string; data: unknown; init?: { status?: number } | null };
  if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, body: value.data };
  throw new Error(`unexpected answer ${String(result)}`);
}

describe("the plain forms' actions and a body that is not a form", () => {
  it("answers it with a 400 on /login, /register, /reset-password and a content page, never a 500", async () => {
    const actions = [
      ["/login", loginAction],
      ["/register", registerAction],
      ["/reset-password", resetPasswordAction],
      ["/?index", contactAction],
    ] as const;
    for (const [path, action] of actions) {
      const broken = await post(path, "--x\r\nbroken", "multipart/form-data; boundary=y");
      const refused = await answer(() => action(broken));
      expect(refused.status, path).toBe(400);
      expect(refused.body, path).toEqual({ error: "Send the form as a form" });
    }
  });
});

describe("the registration's action", () => {
  it("says an address already registered is taken, at the e-mail field, keeping what was typed but the password", async () => {
    const fields = { username: "second-taker", email: TAKEN, password: "Another-passw0rd" };
    const refused = await answer(async () => registerAction(await post("/register", new URLSearchParams(fields))));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { message: AUTH_MESSAGES.emailExists, field: "email" },
      values: { username: "second-taker", email: TAKEN },
    });
    expect(JSON.stringify(refused.body)).not.toContain("Another-passw0rd");
  });
});
