/**
 * The lint rule of decision 073 holds: in a directory already moved to the message catalogue a
 * component with literal JSX text fails ESLint; one reading its text from the catalogue passes; test
 * files are not checked. Every directory has moved, so the rule applies everywhere else, the editors
 * (Global Settings the last of them) included.
 */
import { ESLint } from "eslint";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: join(import.meta.dirname, "../..") });
const rule = "i18next/no-literal-string";

async function literalTextErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule);
}

describe("no literal user-facing text in JSX", () => {
  it("fails a header component that writes its text inline", async () => {
    const errors = await literalTextErrors(
      "export function Greeting() {\n  return <p>Welcome back</p>;\n}\n",
      "app/components/header/greeting.tsx",
    );
    expect(errors).toHaveLength(1);
  });

  it("fails literal text in the Global Settings dialog, the last directory to move", async () => {
    const errors = await literalTextErrors(
      "export function Tab() {\n  return <p>No FAQs yet.</p>;\n}\n",
      "app/editor/global-settings/tab.tsx",
    );
    expect(errors).toHaveLength(1);
  });

  it("passes one whose text comes from the catalogue", async () => {
    const errors = await literalTextErrors(
      'import * as m from "../../../shared/i18n/paraglide/messages.js";\n' +
        'export function Greeting({ locale }: { locale: "en" | "es" }) {\n' +
        "  return <p>{m.chrome_home({}, { locale })}</p>;\n}\n",
      "app/components/header/greeting.tsx",
    );
    expect(errors).toEqual([]);
  });

  it("does not check test files, which render their own fixtures", async () => {
    const errors = await literalTextErrors(
      "export function Note() {\n  return <p>Saved</p>;\n}\n",
      "app/routes/platform/note.test.tsx",
    );
    expect(errors).toEqual([]);
  });
});
