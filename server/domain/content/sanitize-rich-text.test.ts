import { describe, expect, it } from "vitest";
import { sanitizeFields, sanitizeRichText } from "./sanitize-rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps the allowed tags and attributes", () => {
    const html =
      '<p class="lead">Hi <strong>you</strong> <em>there</em><br><span style="color: red">!</span></p><ul><li>a</li></ul><ol><li>b</li></ol><a href="https://example.com" class="x">link</a>';
    expect(sanitizeRichText(html)).toBe(html.replace("<br>", "<br />").replace("color: red", "color:red"));
  });

  it("drops script and style elements with their content", () => {
    expect(sanitizeRichText("<p>a</p><script>alert(1)</script><style>p{}</style>")).toBe("<p>a</p>");
  });

  it("drops event handlers and unknown attributes", () => {
    expect(sanitizeRichText('<p onclick="x()" onmouseover=y() id="z" data-a="1">t</p>')).toBe("<p>t</p>");
    expect(sanitizeRichText('<span ONERROR="x()">t</span>')).toBe("<span>t</span>");
  });

  it("removes javascript:, data: and vbscript: links, in any spelling", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "&#106;avascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "//evil.example/x",
    ]) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out, href).toBe("<a>x</a>");
    }
  });

  it("keeps http(s), mailto, tel and relative links", () => {
    for (const href of ["https://a.example/x", "http://a.example", "mailto:a@b.c", "tel:+123", "/about", "#top"]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it("forbids iframes, objects, embeds, svg and forms", () => {
    const out = sanitizeRichText(
      '<iframe src="https://x"></iframe><object data="x"></object><embed src="x"><svg><script>1</script></svg><form><input></form><img src=x onerror=alert(1)>ok',
    );
    expect(out).toBe("ok");
  });

  it("defeats nesting tricks and unclosed tags", () => {
    expect(sanitizeRichText("<scr<script>ipt>alert(1)</script>")).not.toMatch(/<script/i);
    expect(sanitizeRichText("<p>a<script>b")).toBe("<p>a</p>");
    expect(sanitizeRichText("<<p>>x")).not.toMatch(/<p>>/);
    expect(sanitizeRichText('<a href="javascript&colon;alert(1)">x</a>')).toBe("<a>x</a>");
  });

  it("keeps only harmless styles", () => {
    expect(
      sanitizeRichText('<span style="color:#f00;position:fixed;background-image:url(javascript:x)">t</span>'),
    ).toBe('<span style="color:#f00">t</span>');
    expect(sanitizeRichText('<span style="color: expression(alert(1))">t</span>')).toBe("<span>t</span>");
  });

  it("gives an empty string for empty input", () => {
    expect(sanitizeRichText(null)).toBe("");
    expect(sanitizeRichText("")).toBe("");
  });
});

describe("sanitizeFields", () => {
  it("sanitises named fields and every locale of a translation map, leaving others alone", () => {
    const out = sanitizeFields(
      {
        title: "<b>x</b><script>1</script>",
        title_translation: { es: "<p onclick=1>y</p>" },
        raw: "<script>keep</script>",
      },
      ["title", "title_translation"],
    );
    expect(out).toEqual({ title: "x", title_translation: { es: "<p>y</p>" }, raw: "<script>keep</script>" });
  });
});
