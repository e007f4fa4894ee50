import { describe, expect, it } from "vitest";
import { detectMedia, isVideoFile, safeMediaUrl, videoEmbedUrl, VIDEO_EXTENSIONS } from "./media.ts";

describe("safeMediaUrl", () => {
  it("keeps http(s) and site-relative addresses", () => {
    expect(safeMediaUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(safeMediaUrl("HTTP://cdn.example.com/a.png")).toBe("HTTP://cdn.example.com/a.png");
    expect(safeMediaUrl("  /demo/a.svg ")).toBe("/demo/a.svg");
  });

  it.each([
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    [" javascript:alert(1)"],
    ["data:text/html;base64,PHNjcmlwdD4="],
    ["vbscript:msgbox"],
    ["//evil.example/a.png"],
    ["/\\evil.example/a.png"],
    ["/\t/evil.example/a.png"],
    ["/\n/evil.example"],
    ["https:evil.example"],
    ["https:///a.png"],
    ["demo/a.png"],
    [""],
    ["   "],
  ])("refuses %j", (url) => {
    expect(safeMediaUrl(url)).toBeNull();
  });

  it("refuses null and undefined", () => {
    expect(safeMediaUrl(null)).toBeNull();
    expect(safeMediaUrl(undefined)).toBeNull();
  });
});

describe("isVideoFile", () => {
  it.each(VIDEO_EXTENSIONS.map((ext) => [ext]))("recognises .%s files", (ext) => {
    expect(isVideoFile(`https://cdn.example.com/clip.${ext}`)).toBe(true);
    expect(isVideoFile(`/media/CLIP.${ext.toUpperCase()}`)).toBe(true);
  });

  it("looks at the path, not the query or fragment", () => {
    expect(isVideoFile("https://cdn.example.com/clip.mp4?token=1#t=3")).toBe(true);
    expect(isVideoFile("https://cdn.example.com/image.png?fake=.mp4")).toBe(false);
    expect(isVideoFile("https://cdn.example.com/image.png#.webm")).toBe(false);
  });

  it("does not take a name that merely contains an extension", () => {
    expect(isVideoFile("https://cdn.example.com/mp4-poster.png")).toBe(false);
    expect(isVideoFile("https://cdn.example.com/clipmp4")).toBe(false);
  });
});

describe("videoEmbedUrl", () => {
  const id = "dQw4w9WgXcQ";
  const embed = `https://www.youtube.com/embed/${id}`;

  it.each([
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://youtube.com/watch?v=${id}&t=42s`],
    [`https://m.youtube.com/watch?v=${id}`],
    [`http://youtu.be/${id}`],
    [`https://youtu.be/${id}?si=abc`],
    [`https://www.youtube.com/shorts/${id}`],
    [`https://www.youtube.com/embed/${id}`],
    [`https://www.youtube.com/live/${id}`],
    [`https://www.youtube-nocookie.com/embed/${id}`],
    [`https://WWW.YOUTUBE.COM/watch?v=${id}`],
  ])("converts the YouTube link %s", (url) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });

  it.each([
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://www.vimeo.com/76979871/", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/76979871/ab12cd34ef", "https://player.vimeo.com/video/76979871?h=ab12cd34ef"],
  ])("converts the Vimeo link %s", (url, expected) => {
    expect(videoEmbedUrl(url)).toBe(expected);
  });

  it.each([
    [`https://youtube.com.evil.com/watch?v=${id}`],
    [`https://evilyoutube.com/watch?v=${id}`],
    [`https://youtu.be.evil.com/${id}`],
    [`https://vimeo.com.evil.com/76979871`],
    [`https://notvimeo.com/76979871`],
    [`https://evil.com/?u=https://youtube.com/watch?v=${id}`],
    [`https://evil.com/youtube.com/watch?v=${id}`],
  ])("ignores the look-alike host %s", (url) => {
    expect(videoEmbedUrl(url)).toBeNull();
  });

  it.each([
    [`javascript://youtube.com/%0aalert(1)?v=${id}`],
    [`javascript:alert(1)//youtube.com/watch?v=${id}`],
    [`ftp://youtube.com/watch?v=${id}`],
    [`//youtube.com/watch?v=${id}`],
  ])("ignores a non-http scheme or missing scheme: %s", (url) => {
    expect(videoEmbedUrl(url)).toBeNull();
  });

  it.each([
    ['https://www.youtube.com/watch?v=abc"onload=x'],
    ["https://www.youtube.com/watch?v=../../evil"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXc"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQQ"],
    ["https://youtu.be/%22%3E%3Cscript%3E"],
    ["https://www.youtube.com/embed/dQw4w9WgXc%3F"],
    ["https://www.youtube.com/watch"],
    ["https://vimeo.com/about"],
    ["https://vimeo.com/76979871/<script>"],
  ])("refuses an id with bad characters or length: %s", (url) => {
    const result = videoEmbedUrl(url);
    if (url.startsWith("https://vimeo.com/76979871/")) {
      // the id is fine, the hash is not: it is dropped, never copied
      expect(result).toBe("https://player.vimeo.com/video/76979871");
    } else {
      expect(result).toBeNull();
    }
  });

  it("is null for an unparsable address", () => {
    expect(videoEmbedUrl("not a url")).toBeNull();
  });
});

describe("detectMedia", () => {
  it("classifies images, video files and video-hosting links", () => {
    expect(detectMedia("/demo/strategy.svg")).toEqual({ kind: "image", src: "/demo/strategy.svg" });
    expect(detectMedia("https://cdn.example.com/clip.webm")).toEqual({
      kind: "video",
      src: "https://cdn.example.com/clip.webm",
    });
    expect(detectMedia("https://youtu.be/dQw4w9WgXcQ")).toEqual({
      kind: "embed",
      src: "https://www.youtube.com/embed/dQw4w9WgXcQ",
    });
    expect(detectMedia("https://vimeo.com/76979871")).toEqual({
      kind: "embed",
      src: "https://player.vimeo.com/video/76979871",
    });
  });

  it("treats a YouTube page whose id is bad as a plain image address, never as an embed", () => {
    expect(detectMedia("https://www.youtube.com/watch?v=bad")?.kind).toBe("image");
  });

  it("shows nothing for empty or hostile addresses", () => {
    expect(detectMedia(null)).toBeNull();
    expect(detectMedia("")).toBeNull();
    expect(detectMedia("javascript:alert(1)//.mp4")).toBeNull();
    expect(detectMedia("//evil.example/clip.mp4")).toBeNull();
    expect(detectMedia("data:video/mp4;base64,AAAA")).toBeNull();
  });
});
