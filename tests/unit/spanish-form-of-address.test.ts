import { describe, expect, it } from "vitest";
import { accountLabels } from "../../app/components/account/account-labels.ts";
import { authLabels } from "../../app/components/auth/auth-labels.ts";
import { orderTexts } from "../../features/orders/components/order-texts.ts";
import { bookingTexts } from "../../features/meetings/components/booking/booking-texts.ts";
import { settingsLabels } from "../../app/components/cookie-consent/settings-texts.ts";
import { helpTexts } from "../../features/help-center/components/help-texts.ts";
import { liveChatTexts } from "../../features/live-support/components/live-chat/live-chat-texts.ts";
import { planCardTexts } from "../../app/components/pricing/plan-card-texts.ts";
import { pricingTexts } from "../../app/components/pricing/pricing-texts.ts";
import { bannerTexts, suggestionTexts } from "../../app/components/visitor-widgets/widget-texts.ts";
import { chromeLabels } from "../../app/labels/chrome-labels.ts";
import { contentLabels } from "../../app/labels/content-labels.ts";
import { sectionLabels } from "../../app/labels/section-labels.ts";
import { sliderLabels } from "../../app/labels/slider-labels.ts";
import { bookingMailTexts } from "../../features/meetings/shared/booking-mail-texts.ts";
import { assistantTexts } from "../../features/ai/server/domain/assistant-texts.ts";
import { replyMailTexts } from "../../features/live-support/server/domain/reply-mail-texts.ts";
import { renderEmail, type EmailKind } from "../../server/domain/email/templates.ts";

/**
 * The product speaks Spanish in one form of address, usted (most of its Spanish texts did): a
 * visitor is never "tú" on one page or mail and "usted" on the next.
 */

/** Every text of a label set: strings, and functions called with a sample value. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return texts((value as (sample: string) => unknown)("7"));
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

const mails = (["verify_email", "reset_password", "welcome", "free_trial"] as EmailKind[]).map((kind) => {
  const mail = renderEmail({
    kind,
    locale: "es",
    organizationName: "Org",
    primaryColor: "#0284c7",
    recipientName: "Ana",
    link: "http://x",
  });
  return [mail.subject, mail.text];
});

const SPANISH: Record<string, unknown> = {
  account: accountLabels("es"),
  auth: authLabels("es"),
  order: orderTexts("es"),
  booking: bookingTexts("es"),
  cookieSettings: settingsLabels("es"),
  help: helpTexts("es"),
  liveChat: liveChatTexts("es"),
  planCard: planCardTexts("es"),
  pricing: pricingTexts("es"),
  banner: bannerTexts("es"),
  suggestion: suggestionTexts("es"),
  chrome: chromeLabels("es"),
  content: contentLabels("es"),
  sections: sectionLabels("es"),
  slider: sliderLabels("es"),
  bookingMail: bookingMailTexts("es"),
  assistant: assistantTexts("es"),
  replyMail: replyMailTexts("es"),
  accountMails: mails,
};

/**
 * "Tú" shows in its pronouns and possessives, in its own verb forms (those in -s; an imperative
 * like "elige" reads as usted's "he/she chooses" too), and in the pronouns joined to a verb that
 * texts like these use ("registrarte", "dinos").
 */
const TU = new RegExp(
  "(?<![\\p{L}])(" +
    [
      "tú|tu|tus|te|ti|contigo|tuyo|tuya|tuyos|tuyas",
      "puedes|quieres|tienes|has|eres|estás|necesitas|perteneces|deseas|prefieres",
      "inténtalo|explóralo|elígelo|pruébalo",
      "registrarte|unirte|ayudarte|dinos|escríbenos|cuéntanos|contáctanos|déjanos|llámanos|regístrate|suscríbete|conéctate",
    ].join("|") +
    ")(?![\\p{L}])",
  "iu",
);

describe("Spanish form of address", () => {
  it("usted everywhere: no text says tú", () => {
    const found = Object.entries(SPANISH).flatMap(([set, labels]) =>
      texts(labels)
        .filter((text) => TU.test(text))
        .map((text) => `${set}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("is usted, not a neutral wording that avoids both", () => {
    const all = Object.values(SPANISH).flatMap(texts).join("\n");
    expect(all).toMatch(/\b(su|sus|usted|le)\b/i);
  });
});
