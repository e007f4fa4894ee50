import { describe, expect, it } from "vitest";
import { formField, parseVersion, versionOf } from "./settings-api.ts";
import type { OrganizationData } from "./settings-form.ts";

describe("Global Settings and the API", () => {
  it("names the form's field for a 400 that names the API's (settings.name → general.name, faqs.0.question → lists.…)", () => {
    expect(formField("settings.name")).toBe("general.name");
    expect(formField("settings.logo")).toBe("general.logo");
    expect(formField("faqs.0.question")).toBe("lists.faqs.0.question");
    expect(formField("cookie_services.2.script_url")).toBe("lists.cookie_services.2.script_url");
    // Fields the form does not show stay unnamed (the message still shows as a toast).
    expect(formField("settings.header_style")).toBeNull();
    expect(formField(null)).toBeNull();
  });

  it("keeps the organization's updated_at and every list's version as the one version of the record", () => {
    const data = {
      organization: { id: 1, name: "Acme", type: "consulting", updated_at: "2026-11-23T05:00:00.000Z" },
      list_versions: { faqs: "v1", features: "v2" },
    } as unknown as OrganizationData;
    expect(parseVersion(versionOf(data))).toEqual({
      updated_at: "2026-11-23T05:00:00.000Z",
      list_versions: { faqs: "v1", features: "v2" },
    });
    expect(parseVersion(null)).toBeNull();
  });
});
