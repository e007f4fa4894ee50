import { describe, expect, it } from "vitest";
import { bannerTexts, suggestionTexts } from "./widget-texts.ts";

describe("the cookie banner's and the language suggestion's texts", () => {
  it("are the same English as before, also for languages outside the catalogue", () => {
    const english = {
      title: "Cookies on this site",
      body: "We use essential cookies to run this site and, if you agree, analytics and marketing cookies to improve it.",
      settings: "Settings",
      reject: "Reject all",
      accept: "Accept all",
    };
    expect(bannerTexts("en")).toEqual(english);
    expect(bannerTexts("ko")).toEqual(english);
    const suggestion = suggestionTexts("en");
    expect([suggestion.title, suggestion.body("Deutsch"), suggestion.switch, suggestion.stay]).toEqual([
      "Change language?",
      "This site is also available in Deutsch.",
      "Switch",
      "No, thanks",
    ]);
    expect(suggestionTexts("hi").title).toBe("Change language?");
  });

  it("are translated in Arabic and the other languages that read English before", () => {
    expect(bannerTexts("ar").body).toBe(
      "نستخدم ملفات تعريف الارتباط الضرورية لتشغيل هذا الموقع، وإذا وافقت، ملفات تعريف ارتباط تحليلية وتسويقية لتحسينه.",
    );
    expect(bannerTexts("ar").accept).toBe("قبول الكل");
    expect(bannerTexts("pl").reject).toBe("Odrzuć wszystkie");
    expect(bannerTexts("pt").title).toBe("Cookies neste site");
    expect(suggestionTexts("ar").body("العربية")).toBe("هذا الموقع متاح أيضًا باللغة العربية.");
  });

  it("keep the translations they had", () => {
    expect(bannerTexts("es").title).toBe("Cookies en este sitio");
    expect(suggestionTexts("ja").body("日本語")).toBe("このサイトは日本語でもご覧いただけます。");
    expect(suggestionTexts("nl").body("Nederlands")).toBe("Deze site is ook beschikbaar in het Nederlands.");
  });
});
