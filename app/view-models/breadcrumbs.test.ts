import { describe, expect, it } from "vitest";
import { breadcrumbsFor, truncateLabel } from "./breadcrumbs.ts";
import { indexPathLabels } from "../labels/business-labels.ts";

const site = { defaultLocale: "en", supportedLocales: ["en", "es"] } as const;

describe("truncateLabel", () => {
  it("keeps labels of up to 25 characters", () => {
    expect(truncateLabel("a".repeat(25))).toBe("a".repeat(25));
    expect(truncateLabel("Short")).toBe("Short");
  });

  it("cuts longer labels to 25 characters plus an ellipsis", () => {
    expect(truncateLabel("a".repeat(26))).toBe(`${"a".repeat(25)}…`);
    expect(truncateLabel("How a manufacturer cut lead times by 40%")).toBe("How a manufacturer cut le…");
  });

  it("counts characters, not UTF-16 units, so emoji and accents are never split", () => {
    const label = "é".repeat(24) + "😀😀";
    expect(truncateLabel(label)).toBe("é".repeat(24) + "😀…");
  });
});

describe("breadcrumbsFor", () => {
  it("starts at home and adds one crumb per segment, with language prefixes", () => {
    expect(breadcrumbsFor("/services/strategy", "es", site, {}, "Inicio")).toEqual([
      { label: "Inicio", href: "/es" },
      { label: "Services", href: "/es/services" },
      { label: "Strategy", href: "/es/services/strategy" },
    ]);
  });

  it("names the blog and product indexes after the business type", () => {
    expect(breadcrumbsFor("/blog", "en", site, indexPathLabels("legal", "en")).at(-1)!.label).toBe("Legal Insights");
    expect(breadcrumbsFor("/products", "es", site, indexPathLabels("real_estate", "es")).at(-1)!.label).toBe(
      "Propiedades",
    );
  });
});
