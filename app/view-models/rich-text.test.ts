import { describe, expect, it } from "vitest";
import { plainText } from "./rich-text.ts";

describe("plainText", () => {
  it("drops tags and keeps the words apart", () => {
    expect(plainText("<p>Fast <strong>growth</strong></p><p>again</p>")).toBe("Fast growth again");
    expect(plainText("one<br>two<br/>three")).toBe("one two three");
  });

  it("decodes entities once, so the text reads as written", () => {
    expect(plainText("R&amp;D &lt;team&gt; &quot;ok&quot; &#39;x&#39; &#x41;")).toBe(`R&D <team> "ok" 'x' A`);
    expect(plainText("&amp;lt;b&amp;gt;")).toBe("&lt;b&gt;");
  });

  it("is empty for nothing", () => {
    expect(plainText(null)).toBe("");
    expect(plainText("<p> </p>")).toBe("");
  });
});
