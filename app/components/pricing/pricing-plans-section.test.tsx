import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { PlanView } from "../../../shared/rules/pricing.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { planCardTexts } from "./plan-card-texts.ts";
import { TemplateSection } from "../sections/template-section.tsx";

const plans: PlanView[] = [
  {
    id: 1,
    name: "Starter",
    description: "For small teams.",
    features: ["One workshop"],
    price: 49000,
    is_promotion: false,
    promotion_price: null,
    currency_symbol: "$",
  },
  {
    id: 2,
    name: "Growth",
    description: "",
    features: [],
    price: 2400,
    is_promotion: true,
    promotion_price: 1900,
    currency_symbol: "€",
  },
];

function section(overrides: Partial<TemplateSectionView> = {}): TemplateSectionView {
  return {
    id: 9,
    type: "pricing_plans",
    titleHtml: "Plans and pricing",
    descriptionHtml: "",
    textStyleVariant: "default",
    gridColumns: 3,
    isSlider: false,
    isFullWidth: false,
    background: null,
    titleAlign: "center",
    isImageBottom: false,
    imageHeight: 192,
    metrics: [],
    faqs: [],
    people: [],
    locale: "en",
    plans,
    planTexts: planCardTexts(overrides.locale ?? "en"),
    ...overrides,
  };
}

function render(view: TemplateSectionView): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <TemplateSection section={view} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

/** The markup a browser running scripts shows (it never renders `<noscript>` content). */
function withoutNoscript(html: string): string {
  return html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
}

describe("the pricing_plans section", () => {
  // The section is its own chunk (lazyComponent): the server bundle loads it at start, as here.
  beforeAll(async () => {
    render(section());
    await import("./pricing-plans-section.tsx");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("renders each plan with its price in major units and an Add to basket button", () => {
    const html = render(section());
    expect(html).toContain("Plans and pricing");
    expect(html).toContain("Starter");
    expect(html).toContain("$490.00");
    expect(withoutNoscript(html).match(/Add to basket/g)).toHaveLength(2);
  });

  it("sends its buttons disabled: a click before the section's chunk hydrates them would be lost", () => {
    const buttons = withoutNoscript(render(section())).match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toContain("disabled");
  });

  it("gives a browser without scripts a form per plan posting it to /basket, and hides the script's buttons", () => {
    const plain = (render(section()).match(/<noscript>[\s\S]*?<\/noscript>/g) ?? []).join("");
    expect(plain).toContain("[data-needs-script]{display:none}");
    const forms = plain.match(/<form[^>]*action="\/basket"[\s\S]*?<\/form>/g) ?? [];
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form).toMatch(/name="plan_id" value="\d+"/);
      expect(form).toContain('name="quantity" value="1"');
      expect(form).toMatch(/<button type="submit"[^>]*>Add to basket<\/button>/);
    }
  });

  it("shows the promotion price, with the regular price struck through", () => {
    const html = render(section());
    expect(html).toContain("€19.00");
    expect(html).toContain("<s>€24.00</s>");
  });

  it("renders nothing without plans", () => {
    expect(render(section({ plans: [] }))).not.toContain("data-section-type");
    expect(render(section({ plans: undefined }))).not.toContain("data-section-type");
  });

  it("marks a plan's texts shown untranslated with their language, and nothing on translated plans", () => {
    const arabic = (fallback?: PlanView["fallback"]) =>
      render(
        section({
          locale: "ar",
          plans: [{ ...plans[0]!, description: "للفرق الصغيرة.", ...(fallback ? { fallback } : {}) }],
        }),
      );
    const html = arabic({ name: "en", features: "en" });
    expect(html).toMatch(/<h3 id="plan-1-name" class="[^"]*" lang="en" dir="ltr">Starter<\/h3>/);
    expect(html).toMatch(/<p class="mt-2 text-gray-600">للفرق الصغيرة\.<\/p>/);
    expect(html).toMatch(/<ul class="mt-4 space-y-2 text-sm text-gray-700" lang="en" dir="ltr">/);
    const translated = arabic();
    expect(translated).not.toContain("lang=");
    expect(translated).not.toContain("dir=");
    expect(translated).toMatch(/<h3 id="plan-1-name" class="[^"]*">Starter<\/h3>/);
  });

  it("uses the page's language for its button", () => {
    expect(render(section({ locale: "de" }))).toContain("In den Warenkorb");
  });
});
