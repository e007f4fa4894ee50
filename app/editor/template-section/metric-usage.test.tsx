import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LibraryEntry } from "./metric-library-entry.tsx";
import { MetricUsageBadge, permanentDeleteText, usageText } from "./metric-usage.tsx";

const uses = [
  { id: 1, title: "Our numbers", url_page: "/home" },
  { id: 2, title: "About us", url_page: "/about" },
];

describe("shared content says it is shared", () => {
  it("says how many sections use a metric, only when it is more than this one", () => {
    expect(usageText(uses)).toBe("Used in 2 sections");
    expect(usageText(uses.slice(0, 1))).toBeNull();
    expect(usageText([])).toBeNull();
  });

  it("names the other sections and offers Duplicate for this section", () => {
    const html = renderToString(<MetricUsageBadge uses={uses} sectionId={1} onDuplicate={async () => {}} />);
    expect(html).toContain("Used in 2 sections");
    expect(html).toContain("About us (/about)");
    expect(html).not.toContain("Our numbers (home page)");
    expect(html).toContain("Duplicate for this section");
    expect(
      renderToString(<MetricUsageBadge uses={uses.slice(0, 1)} sectionId={1} onDuplicate={async () => {}} />),
    ).toBe("");
  });

  it("asks the permanent-delete question truthfully: it can be restored from the audit log", () => {
    expect(permanentDeleteText(3)).toBe(
      "This deletes the metric from all 3 sections that show it. You can restore it later from the audit log.",
    );
    expect(permanentDeleteText(1)).not.toMatch(/cannot be undone/);
  });

  it("shows the library as plain text, with what tells same-titled metrics apart", () => {
    const html = renderToString(
      <LibraryEntry
        metric={{
          title: "Clients",
          description: "<p>120 <strong>happy</strong></p>",
          image: "/demo/a.svg",
          ...{ used_in: uses },
        }}
      />,
    );
    expect(html).toContain("120 happy");
    expect(html).not.toContain("&lt;p&gt;");
    expect(html).toContain('src="/demo/a.svg"');
    expect(html).toContain("In: Our numbers (home page), About us (/about)");
  });
});
