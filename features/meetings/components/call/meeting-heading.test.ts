import { describe, expect, it } from "vitest";
import { hostMeetingHeading } from "./meeting-heading.ts";

describe("the host's meeting heading", () => {
  it("names the meeting and the guest once", () => {
    expect(hostMeetingHeading("Discovery call", "Tom Becker")).toBe("Discovery call with Tom Becker");
    expect(hostMeetingHeading("Discovery call with Tom Becker", "Tom Becker")).toBe("Discovery call with Tom Becker");
    expect(hostMeetingHeading("Discovery call", "")).toBe("Discovery call");
  });
});
