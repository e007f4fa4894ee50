// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { PlanView } from "../../../shared/rules/pricing.ts";
import { pricingTemplates } from "../../../app/components/pricing/pricing-texts.ts";
import { BASKET_STORAGE_KEY } from "../browser/basket-count.ts";
import { orderTemplates } from "./order-texts.ts";

/** The site's current plan, as the basket page's loader reads it from the database. */
const sprint: PlanView = {
  id: 11,
  name: "Strategy Sprint",
  description: "",
  features: [],
  price: 490_000,
  is_promotion: false,
  promotion_price: null,
  currency_symbol: "$",
};

/**
 * The basket page's body with the header's badge beside it, on a fresh module graph: the basket
 * store reads localStorage once per page load, as it does in a browser.
 */
async function openBasket(plans: PlanView[]) {
  vi.resetModules();
  const { BasketView } = await import("./basket-view.tsx");
  const { BasketLink } = await import("../../../app/components/header/basket-link.tsx");
  render(
    <>
      <header>
        <BasketLink href="/basket" label="Basket" className="" />
      </header>
      <BasketView
        plans={plans}
        texts={{ pricing: pricingTemplates("en"), order: orderTemplates("en") }}
        locale="en"
        homeHref="/"
      />
    </>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the basket page", () => {
  it("discards a corrupted stored basket without an error on screen or in the console", async () => {
    const warn = vi.spyOn(console, "warn");
    onTestFinished(() => warn.mockRestore());
    localStorage.setItem(BASKET_STORAGE_KEY, '{"plan": oops');
    await openBasket([sprint]);
    expect(document.querySelector("[data-basket-empty]")).not.toBeNull();
    expect(localStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole("link", { name: /^Basket/ })).toBeNull();
    expect(screen.queryByText(/error/i)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows a removed plan as unavailable and totals only the server's current prices", async () => {
    // A stored copy with a price lowered by hand and a plan that no longer exists.
    localStorage.setItem(
      BASKET_STORAGE_KEY,
      JSON.stringify([
        { plan: { ...sprint, price: 1 }, quantity: 1 },
        { plan: { id: 999_999, name: "Old plan", price: 100, is_promotion: false }, quantity: 2 },
      ]),
    );
    await openBasket([sprint]);
    expect(document.querySelectorAll("[data-basket-line]")).toHaveLength(2);
    expect(screen.getByText("The price changed from $0.01 to $4,900.00.")).toBeTruthy();
    expect(screen.getByText("This plan is no longer available and is not counted.")).toBeTruthy();
    expect(document.querySelector("[data-total-items]")?.textContent).toBe("1");
    expect(document.querySelector("[data-total-value]")?.textContent).toBe("$4,900.00");
  });
});
