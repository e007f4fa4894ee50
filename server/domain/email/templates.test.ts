import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../shared/style/palette.ts";
import { emailButtonColor, emailColor } from "./email-color.ts";
import { renderEmail } from "./templates.ts";

describe("email colours", () => {
  it("converts Tailwind's oklch palette to hex for mail clients", () => {
    expect(emailColor("sky-600")).toBe("#0084d1");
    expect(emailColor("emerald-600")).toBe("#009966");
    expect(emailColor("white")).toBe("#fff");
    expect(emailColor("not-a-colour")).toBe("#0284c7");
    // Buttons carry white text: their colour keeps 4.5:1 contrast (sky-600 becomes sky-700).
    expect(contrastRatio(emailButtonColor("sky-600"), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(emailButtonColor("sky-600")).toBe(emailColor("sky-700"));
  });
});

describe("renderEmail", () => {
  const base = {
    organizationName: "Brightpath <Consulting>",
    primaryColor: "#0084d1",
    recipientName: "Ana",
    link: "https://x.localhost/es/reset-password?token=a&b=1",
  };

  it("renders HTML and text in the visitor's language with the organization's name and colour", () => {
    const mail = renderEmail({ ...base, kind: "reset_password", locale: "es" });
    expect(mail.subject).toBe("Restablezca su contraseña de Brightpath <Consulting>");
    expect(mail.text).toContain("https://x.localhost/es/reset-password?token=a&b=1");
    expect(mail.html).toContain("Brightpath &lt;Consulting&gt;");
    expect(mail.html).toContain("background:#0084d1");
    expect(mail.html).toContain('href="https://x.localhost/es/reset-password?token=a&amp;b=1"');
  });

  it("falls back to English for languages without mail texts", () => {
    expect(renderEmail({ ...base, kind: "welcome", locale: "ja" }).subject).toBe("Welcome to Brightpath <Consulting>");
    const english = renderEmail({ ...base, kind: "verify_email", locale: "en" }).subject;
    for (const locale of ["de", "fr", "es"])
      expect(renderEmail({ ...base, kind: "verify_email", locale }).subject).not.toBe(english);
  });
});
