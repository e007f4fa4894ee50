import { describe, expect, it } from "vitest";
import { htmlToLine, htmlToText } from "./html-to-text.ts";

describe("htmlToText", () => {
  it("keeps block ends as line breaks and drops scripts and styles", () => {
    expect(
      htmlToText(
        "<h2>Savings Week</h2><p>+0.5% on <b>new</b> deposits<br>until May</p><script>alert(1)</script><style>p{}</style><ul><li>a</li><li>b</li></ul>",
      ),
    ).toBe("Savings Week\n+0.5% on new deposits\nuntil May\na\nb");
  });

  it("decodes every entity, named and numeric, once", () => {
    expect(htmlToText("<p>Fish &amp; chips &lt;3 &eacute;t&eacute; &#8364;5 &#x2014; &amp;lt;</p>")).toBe(
      "Fish & chips <3 été €5 — &lt;",
    );
  });

  it("reads text that is not markup as text, and nothing as empty", () => {
    expect(htmlToText("a < b and c > d")).toBe("a < b and c > d");
    expect(htmlToText(null)).toBe("");
    expect(htmlToText("")).toBe("");
  });
});

describe("htmlToLine", () => {
  it("puts a title on one line", () => {
    expect(htmlToLine("<p>Our <em>team</em></p>\n<p>&nbsp;and partners</p>")).toBe("Our team and partners");
  });
});
