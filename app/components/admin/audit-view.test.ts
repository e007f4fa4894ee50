import { describe, expect, it } from "vitest";
import { auditRows, filterRange, parseAuditFilter } from "./audit-view.ts";
import { formatDateTime } from "../../../shared/i18n/date-time.ts";

// The page passes `useDateTime()`; here the person reads in English, in UTC.
const inUtc = (value: string) => formatDateTime(value, { locale: "en", timeZone: "UTC" });

describe("the audit page's filter", () => {
  it("keeps known entities and real days, and ignores anything else", () => {
    expect(parseAuditFilter(new URLSearchParams("actor=u1&entity=metric&from=2026-11-01&to=2026-11-23"))).toEqual({
      actor: "u1",
      entity: "metric",
      from: "2026-11-01",
      to: "2026-11-23",
    });
    expect(parseAuditFilter(new URLSearchParams("entity=users&from=yesterday&to=2026-13-45"))).toEqual({});
  });

  it("includes the whole last day", () => {
    const range = filterRange({ from: "2026-11-01", to: "2026-11-01" });
    expect(range.from!.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(range.to!.toISOString()).toBe("2026-11-02T00:00:00.000Z");
  });
});

describe("audit rows", () => {
  it("describe who changed what, with plain-text values", () => {
    const [row] = auditRows(
      [
        {
          id: 7,
          entity: "template_section",
          entity_id: "3",
          action: "update",
          summary: "update section_title",
          title: "Our work",
          actor: { id: "u1", name: "Ada" },
          created_at: "2026-11-23T03:04:05.000Z",
          changes: [{ field: "section_title", before: "<em>Old</em>", after: "Our work" }],
        },
      ],
      "en",
      inUtc,
    );
    expect(row).toMatchObject({
      person: "Ada",
      entityLabel: "Section",
      action: "Changed",
      time: inUtc("2026-11-23T03:04:05.000Z"),
      details: ["section_title: Old → Our work"],
      restoreLabel: `Restore section “Our work” as of ${inUtc("2026-11-23T03:04:05.000Z")}`,
    });
  });

  it("say that a deletion can be restored", () => {
    const [row] = auditRows(
      [
        {
          id: 8,
          entity: "metric",
          entity_id: "4",
          action: "delete",
          summary: "",
          title: "",
          actor: { id: null, name: "Gone" },
          created_at: "2026-11-23T03:04:05.000Z",
          changes: [],
        },
      ],
      "en",
      inUtc,
    );
    expect(row!.title).toBe("#4");
    expect(row!.details).toEqual(["Deleted (restore brings it back)"]);
  });
});
