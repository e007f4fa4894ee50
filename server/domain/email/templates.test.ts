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

  it("falls back to English for languages outside the catalogue", () => {
    expect(renderEmail({ ...base, kind: "welcome", locale: "nl" }).subject).toBe("Welcome to Brightpath <Consulting>");
    const english = renderEmail({ ...base, kind: "verify_email", locale: "en" }).subject;
    for (const locale of ["de", "fr", "es"])
      expect(renderEmail({ ...base, kind: "verify_email", locale }).subject).not.toBe(english);
  });

  it("renders every UI language's own subject and body; Arabic reads right to left", () => {
    const english = renderEmail({ ...base, kind: "verify_email", locale: "en" });
    expect(english.html).toContain('<body style="margin:0');
    const ar = renderEmail({ ...base, kind: "verify_email", locale: "ar" });
    expect(ar.subject).toBe("أكّد عنوان بريدك الإلكتروني لدى Brightpath <Consulting>");
    expect(ar.text).toContain("الرابط صالح لمدة 24 ساعة");
    expect(ar.html).toContain('<html lang="ar">');
    expect(ar.html).toContain('<body dir="rtl" style="margin:0');
    expect(ar.html).toContain("تأكيد بريدي الإلكتروني");
    const ja = renderEmail({ ...base, kind: "reset_password", locale: "ja" });
    expect(ja.subject).toBe("Brightpath <Consulting> のパスワードを再設定してください");
    expect(ja.text.startsWith("Ana 様\n")).toBe(true);
    expect(ja.html).toContain("新しいパスワードを設定する");
    expect(ja.html).not.toContain('dir="rtl"');
    const pl = renderEmail({ ...base, kind: "welcome", locale: "pl" });
    expect(pl.subject).toBe("Witamy w Brightpath <Consulting>");
    expect(pl.text).toContain("Twoje konto w Brightpath <Consulting> jest gotowe.");
    expect(pl.html).toContain("Przejdź do mojego konta");
    for (const locale of ["es", "fr", "de", "it", "pt", "ru", "zh", "ja", "pl", "ar"])
      for (const kind of ["verify_email", "reset_password", "welcome", "free_trial"] as const)
        expect(renderEmail({ ...base, kind, locale }).text).not.toContain(
          renderEmail({ ...base, kind, locale: "en" }).text.split("\n")[2],
        );
  });
});
