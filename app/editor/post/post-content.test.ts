import { describe, expect, it } from "vitest";
import { currentHeading, imagesUsed, tableOfContents } from "./post-content.ts";

describe("table of contents", () => {
  it("lists h1–h5 in order with their text, ignoring h6", () => {
    expect(
      tableOfContents("<h1>One</h1><p>x</p><h3 id=a><strong>Two</strong> &amp; more</h3><h6>No</h6><h5>Five</h5>"),
    ).toEqual([
      { level: 1, text: "One", index: 0 },
      { level: 3, text: "Two & more", index: 1 },
      { level: 5, text: "Five", index: 2 },
    ]);
    expect(tableOfContents("<p>none</p>")).toEqual([]);
  });
  it("highlights the last heading scrolled past the top", () => {
    expect(currentHeading([100, 400, 900], 100)).toBe(0);
    expect(currentHeading([-300, 50, 600], 100)).toBe(1);
    expect(currentHeading([], 0)).toBe(-1);
  });
});

describe("gallery images", () => {
  it("collects main photos and images inside posts, once each, links only", () => {
    expect(
      imagesUsed(
        [
          {
            content: '<p><img src="/a.jpg"><img src="https://x.example/b.png"></p>',
            media_config: { main_photo: "/a.jpg" },
          },
          { content: null, media_config: { main_photo: "javascript:alert(1)" } },
        ],
        ["/c.svg", null],
      ),
    ).toEqual(["/a.jpg", "https://x.example/b.png", "/c.svg"]);
  });

  it("leaves out videos and video links, which a photo cannot show", () => {
    expect(
      imagesUsed(
        [
          {
            content: '<img src="/clip.mp4">',
            media_config: { main_photo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
          },
        ],
        ["https://vimeo.com/76979871", "/poster.webp", "/talk.webm"],
      ),
    ).toEqual(["/poster.webp"]);
  });
});
