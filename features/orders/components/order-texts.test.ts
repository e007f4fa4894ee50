import { describe, expect, it } from "vitest";
import { orderTexts } from "./order-texts.ts";

describe("the order request form's texts", () => {
  it("are the same English as before, also for languages outside the catalogue", () => {
    for (const locale of ["en", "ko"]) {
      const t = orderTexts(locale);
      expect(t.heading).toBe("Request these plans");
      expect(t.intro).toBe(
        "Tell us who you are and we will confirm your order and its start by e-mail within one working day.",
      );
      expect(t.sending).toBe("Sending…");
      expect(t.thanks(42, "ana@example.com")).toBe(
        "Request number 42. We will answer at ana@example.com within one working day.",
      );
      expect(t.unavailable).toBe("A plan of your basket is no longer offered. Remove it and send again.");
    }
  });

  it("are translated in Arabic and the other languages that read English before", () => {
    expect(orderTexts("ar").heading).toBe("طلب هذه الخطط");
    expect(orderTexts("ar").thanks(7, "ana@example.com")).toBe(
      "رقم الطلب 7. سنرد عليك على ana@example.com خلال يوم عمل واحد.",
    );
    expect(orderTexts("zh").submit).toBe("发送订单申请");
    expect(orderTexts("fr").thanks(7, "a@b.fr")).toBe(
      "Demande numéro 7. Nous vous répondrons à a@b.fr sous un jour ouvré.",
    );
  });
});
