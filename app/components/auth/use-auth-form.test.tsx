import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextField } from "./form-parts.tsx";
import { failureField, useAuthForm } from "./use-auth-form.ts";

const failure = (extra: { field?: string; code?: string }) => ({
  ok: false as const,
  status: 400,
  error: "x",
  ...extra,
});

describe("failureField", () => {
  const map = { fields: { currentPassword: "current" }, codes: { invalid_credentials: "current" } } as const;

  it("takes the field the server names", () => {
    expect(failureField(failure({ field: "currentPassword" }), map)).toBe("current");
  });

  it("else maps the error code to a field", () => {
    expect(failureField(failure({ code: "invalid_credentials" }), map)).toBe("current");
  });

  it("names no field for unknown fields and codes", () => {
    expect(failureField(failure({ field: "token", code: "invalid_token" }), map)).toBeNull();
    expect(failureField(failure({}), map)).toBeNull();
  });
});

describe("useAuthForm", () => {
  it("gives each field a labelled input with its initial value and no error link", () => {
    function Form() {
      const form = useAuthForm({ initial: { email: "ada@example.com" }, unassigned: ["email"] });
      return <TextField {...form.field("email")} label="Email" name="email" readOnly />;
    }
    const html = renderToString(<Form />);
    const id = /<input[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(id).toMatch(/-email$/);
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain('value="ada@example.com"');
    expect(html).not.toContain("aria-invalid");
  });
});

describe("the account forms' light path", () => {
  // Visitors download these files with the login page: tailwind-merge, cva and Radix must stay out.
  it.each(["../ui/styles.ts", "../ui/plain-controls.tsx", "./form-parts.tsx", "./use-auth-form.ts"])(
    "%s imports neither tailwind-merge, cva, Radix, lucide-react nor the full kit",
    (file) => {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      const imports = [...source.matchAll(/^import[^;]*?from "([^"]+)"/gms)].map((match) => match[1]);
      for (const path of imports) {
        expect(path).not.toMatch(
          /tailwind-merge|class-variance-authority|@radix-ui|lucide-react|\/cn\.ts|ui\/index|\/button\.tsx|\/input\.tsx/,
        );
      }
    },
  );
});
