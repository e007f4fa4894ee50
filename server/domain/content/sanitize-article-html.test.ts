import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml, sanitizeRichText } from "./sanitize-rich-text.ts";

describe("sanitizeArticleHtml (post bodies and policies)", () => {
  it("keeps the structure of an article", () => {
    const html =
      '<h2>Title</h2><h3 class="x">Sub</h3><blockquote>Quote</blockquote><pre><code>x = 1</code></pre><hr>' +
      '<img src="/demo/a.svg" alt="A"><table><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td>D</td></tr></tbody></table>' +
      '<section class="bg-sky-900 px-6"><div class="grid">Landing</div></section>';
    expect(sanitizeArticleHtml(html)).toBe(
      html.replace("<hr>", "<hr />").replace('alt="A">', 'alt="A" />').replace(' class="x"', ""),
    );
  });

  it("keeps layout classes of landing posts, never ones that could cover the page", () => {
    const html =
      '<section class="fixed inset-0 z-[9999] bg-sky-900 px-6 md:grid-cols-3 absolute -mt-96 translate-x-4">x</section>';
    expect(sanitizeArticleHtml(html)).toBe('<section class="bg-sky-900 px-6 md:grid-cols-3">x</section>');
  });

  it("drops scripts, iframes, embeds, handlers and dangerous addresses", () => {
    const hostile =
      '<script>alert(1)</script><iframe src="https://evil"></iframe><object data="x"></object><embed src="x">' +
      '<img src="javascript:alert(1)" onerror="alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>">' +
      '<a href="javascript:alert(1)" onclick="x()">link</a><div style="background:url(javascript:alert(1))">ok</div>' +
      "<svg><script>alert(1)</script></svg><style>body{display:none}</style>";
    const clean = sanitizeArticleHtml(hostile);
    expect(clean).not.toMatch(/script|iframe|object|embed|onerror|onclick|javascript|data:|<svg|<style|url\(/i);
    expect(clean).toContain("link");
    expect(clean).toContain("ok");
  });

  it("leaves the spec's short allow-list for titles and descriptions unchanged", () => {
    expect(sanitizeRichText("<h2>Heading</h2><p>Text</p>")).toBe("Heading<p>Text</p>");
  });
});
