import { describe, expect, it } from "vitest";
import { registerPresenceChannel } from "./presence.ts";

type Authorize = (input: { principal: { kind: string }; parts: string[] }) => boolean;

function presenceAuthorize(): Authorize {
  let authorize: Authorize | undefined;
  registerPresenceChannel({
    defineChannel: ((_kind: string, spec: { authorize: Authorize }) => {
      authorize = spec.authorize;
    }) as never,
    signal: (() => undefined) as never,
  });
  return authorize!;
}

describe("the presence channel", () => {
  const authorize = presenceAuthorize();
  const staff = { kind: "staff" };

  it("takes every editor's entity name, underscores included (heading_section)", () => {
    for (const entity of ["hero", "heading_section", "template-section", "page-layout", "header-style", "menu-items"]) {
      expect(authorize({ principal: staff, parts: [entity, "12"] }), entity).toBe(true);
    }
  });

  it("refuses visitors and malformed names", () => {
    expect(authorize({ principal: { kind: "visitor" }, parts: ["hero", "1"] })).toBe(false);
    expect(authorize({ principal: staff, parts: ["Hero", "1"] })).toBe(false);
    expect(authorize({ principal: staff, parts: ["hero"] })).toBe(false);
  });
});
