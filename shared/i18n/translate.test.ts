import { describe, expect, it } from "vitest";
import { translate } from "./translate.ts";

describe("translate", () => {
  it("uses the locale value when present and non-blank", () => {
    expect(translate("Home", { es: "Inicio" }, "es")).toBe("Inicio");
  });

  it("falls back to the base text when the value is missing, empty or blank", () => {
    expect(translate("Home", { es: "Inicio" }, "fr")).toBe("Home");
    expect(translate("Home", { es: "" }, "es")).toBe("Home");
    expect(translate("Home", { es: "   \n" }, "es")).toBe("Home");
    expect(translate("Home", null, "es")).toBe("Home");
    expect(translate("Home", undefined, "es")).toBe("Home");
  });

  it("gives an empty string when there is no base text either", () => {
    expect(translate(null, {}, "es")).toBe("");
  });

  it("ignores values that are not strings", () => {
    expect(translate("Home", { es: 5 as unknown as string }, "es")).toBe("Home");
  });
});
