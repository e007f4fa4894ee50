import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill-template.ts";

describe("fillTemplate", () => {
  it("fills every placeholder it has a value for, in one pass", () => {
    expect(fillTemplate("From {before} to {now}.", { before: "{now}", now: "€12" })).toBe("From {now} to €12.");
    expect(fillTemplate("Request {id} at {email}", { id: 7 })).toBe("Request 7 at {email}");
  });
});
