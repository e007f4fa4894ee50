import { describe, expect, it } from "vitest";
import { assistantTexts } from "./assistant-texts.ts";

describe("the assistant's own texts", () => {
  it("are the same English as before, also without a language or for one outside the catalogue", () => {
    for (const locale of ["en", "ko", null, undefined]) {
      const t = assistantTexts(locale);
      expect(t.name).toBe("Assistant");
      expect(t.greeting).toBe("Hi! Ask me anything about {site}. I answer from this site's help center and pages.");
      expect(t.liveSupportOffer).toBe(" You can ask our team through live support.");
      expect(t.noAgent).toBe("No assistant answers in this language");
      expect([t.transcriptQuestion, t.transcriptAnswer]).toEqual(["Q", "A"]);
    }
  });

  it("are translated in Arabic, keeping {site} for the caller", () => {
    const t = assistantTexts("ar");
    expect(t.name).toBe("المساعد");
    expect(t.greeting).toBe("مرحبًا! اسألني عن أي شيء يخص {site}. أجيب من مركز المساعدة وصفحات هذا الموقع.");
    expect(t.liveSupportOffer).toBe(" يمكنك سؤال فريقنا عبر الدعم المباشر.");
    expect([t.transcriptQuestion, t.transcriptAnswer]).toEqual(["س", "ج"]);
  });

  it("keep the translations they had", () => {
    expect(assistantTexts("ja").found).toBe("見つかった内容は次のとおりです：");
    expect(assistantTexts("de").greeting).toContain("{site}");
  });
});
