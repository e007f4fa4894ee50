import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TOC_DRAWER_BUTTON, TocDrawer, tocPlacement } from "./toc-drawer.tsx";

describe("the post editor's table of contents on a phone", () => {
  const base = { fullscreen: true, mobile: false, editorView: true, landing: false };

  it("sits beside the form in fullscreen on a wide screen", () => {
    expect(tocPlacement(base)).toBe("side");
  });

  it("becomes a drawer under 768 px, so the form keeps the full width", () => {
    expect(tocPlacement({ ...base, mobile: true })).toBe("drawer");
  });

  it("is not shown outside fullscreen, in Advanced Settings or for a landing post", () => {
    expect(tocPlacement({ ...base, fullscreen: false })).toBe("none");
    expect(tocPlacement({ ...base, editorView: false, mobile: true })).toBe("none");
    expect(tocPlacement({ ...base, landing: true, mobile: true })).toBe("none");
  });

  it("renders the drawer closed: a button that opens it, no side panel taking the form's width", () => {
    const html = renderToString(<TocDrawer html="<h2>One</h2>" contentElement={null} />);
    expect(html).toContain(TOC_DRAWER_BUTTON);
    expect(html).toMatch(/aria-expanded="false"/);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain("Table of contents");
  });
});
