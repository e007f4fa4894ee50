import { describe, expect, it } from "vitest";
import { sanitizeFields, sanitizeRichText } from "./sanitize-rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps the allowed tags and attributes", () => {
    const html =
      '<p class="text-center">Hi <strong>you</strong> <em>there</em><br><span style="color: red">!</span></p><ul><li>a</li></ul><ol><li>b</li></ol><a href="https://example.com" class="text-primary underline">link</a>';
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

  it("keeps only the classes of the allow-list, whatever else is mixed in", () => {
    expect(sanitizeRichText('<p class="text-center fixed inset-0 z-[9999]">t</p>')).toBe(
      '<p class="text-center">t</p>',
    );
    expect(sanitizeRichText('<span class="text-lg font-bold italic text-primary">t</span>')).toBe(
      '<span class="text-lg font-bold italic text-primary">t</span>',
    );
    for (const [label, cls] of [
      ["an overlay", "fixed inset-0 z-[9999] bg-white"],
      ["a hidden or moved block", "hidden absolute -top-96 left-0 sr-only"],
      ["an arbitrary value", "[position:fixed] w-[100vw] h-screen top-[0]"],
      ["variants of allowed classes", "md:fixed hover:text-center !text-center [&>*]:fixed text-center/50"],
      ["another spelling", "TEXT-CENTER Text-Center text-centre"],
      ["a glob", "text-* *"],
      ["pointer and animation tricks", "pointer-events-none animate-spin opacity-0 scale-[50]"],
      ["our own layout classes", "rich-text container mx-auto"],
    ]) {
      expect(sanitizeRichText(`<a href="/x" class="${cls}">t</a>`), label).toBe('<a href="/x">t</a>');
    }
  });

  it("drops layout, stacking and url() styles, and keeps text styles with sane values", () => {
    const hostile = [
      "position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999",
      "display:block",
      "display:none",
      "visibility:hidden",
      "opacity:0",
      "transform:scale(50)",
      "background:url(https://evil.example/x.png)",
      "background-image:url(javascript:alert(1))",
      "background-color:url(https://evil.example/)",
      "color:red;color:expression(alert(1))",
      "font-size:9999px",
      "font-size:1000%",
      "font-size:20em",
      "font-size:1e3px",
      "font-size:calc(100vh)",
      "font-size:2px",
      "posit\\ion:fixed",
      "color:re\\64",
      "margin:-9999px",
      "line-height:100vh",
      "content:'x'",
      "-webkit-text-stroke:9px red",
    ];
    for (const style of hostile) {
      const out = sanitizeRichText(`<span style="${style}">t</span>`);
      expect(out, style).not.toMatch(
        /position|z-index|display|url\(|9999|1000%|20em|calc|expression|visibility|opacity|transform|margin|line-height|content|stroke|2px|1e3/,
      );
    }
    expect(sanitizeRichText('<span style="color:red;position:fixed;z-index:9999">t</span>')).toBe(
      '<span style="color:red">t</span>',
    );
    for (const style of [
      "color:#0369a1",
      "background-color:rgba(2, 132, 199, 0.2)",
      "text-align:center",
      "font-weight:700",
      "font-style:italic",
      "text-decoration:underline",
      "font-size:8px",
      "font-size:18px",
      "font-size:72px",
      "font-size:1.25rem",
      "font-size:0.5em",
      "font-size:150%",
      "font-size:400%",
    ]) {
      expect(sanitizeRichText(`<span style="${style}">t</span>`), style).toBe(`<span style="${style}">t</span>`);
    }
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
