import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALES } from "../../../../shared/i18n/locales.ts";
import { BookingApiError, bookingErrorText } from "./booking-api.ts";
import { bookingTexts, fill } from "./booking-texts.ts";

function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}

describe("the /book texts", () => {
  const english = leaves(bookingTexts("en"));

  it.each(DEFAULT_LOCALES.filter((locale) => locale !== "en"))(
    "has its own %s text for every English one, with the same placeholders",
    (locale) => {
      const texts = new Map(leaves(bookingTexts(locale)));
      for (const [key, text] of english) {
        const translated = texts.get(key);
        expect(translated, `${locale} ${key}`).toBeTruthy();
        expect(translated!.match(/\{\w+\}/g) ?? [], `${locale} ${key}`).toEqual(text.match(/\{\w+\}/g) ?? []);
      }
      // A language of its own, not English copied (names like "Status:" may coincide).
      expect(texts.get("title")).not.toBe("Book a meeting");
    },
  );

  it("reads English for a language without a set, and fills placeholders", () => {
    expect(bookingTexts("nl").title).toBe("Book a meeting");
    expect(fill(bookingTexts("es").minutes, { n: 30 })).toBe("30 minutos");
    expect(fill("{a} {b}", { a: 1 })).toBe("1 {b}");
  });
});

describe("a refusal of the booking API on the page", () => {
  const refusal = (status: number, body: Record<string, unknown>) =>
    new BookingApiError("This time is no longer available. Please choose another time.", status, body);

  it.each(["es", "de"])("is said in %s, never in the API's English", (locale) => {
    const texts = bookingTexts(locale);
    const said = [
      bookingErrorText(refusal(409, { code: "slot_taken" }), texts),
      bookingErrorText(refusal(409, { code: "invalid_transition" }), texts),
      bookingErrorText(refusal(404, { code: "not_found" }), texts),
      bookingErrorText(refusal(429, {}), texts),
      bookingErrorText(refusal(400, { field: "customer_email" }), texts),
      bookingErrorText(refusal(400, { field: "customer_name" }), texts),
      bookingErrorText(new TypeError("Failed to fetch"), texts),
    ];
    expect(said).toEqual([
      texts.slotTaken,
      texts.notPossible,
      texts.notFound,
      texts.tooMany,
      texts.invalidEmail,
      texts.invalidName,
      texts.failed,
    ]);
    const english = leaves(bookingTexts("en")).map(([, text]) => text);
    expect(said.filter((text) => english.includes(text))).toEqual([]);
  });
});
