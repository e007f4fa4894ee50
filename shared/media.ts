/** Video detection for metric media (spec public-site §5): file types, or YouTube/Vimeo links as embeds. */
export type Media = { kind: "image" | "video" | "embed"; src: string };

const VIDEO_EXTENSIONS = ["mp4", "webm", "ogg", "mov", "avi", "wmv", "flv", "mkv"];

export function isVideoFile(url: string): boolean {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return VIDEO_EXTENSIONS.some((ext) => path.endsWith(`.${ext}`));
}

/** The embed address of a YouTube or Vimeo link, or null. */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, "");
  const id = (value: string | null | undefined) => (value && /^[A-Za-z0-9_-]{6,20}$/.test(value) ? value : null);
  if (host === "youtu.be") {
    const video = id(parsed.pathname.slice(1));
    return video ? `https://www.youtube.com/embed/${video}` : null;
  }
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const fromPath = /^\/(embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[2];
    const video = id(parsed.searchParams.get("v") ?? fromPath);
    return video ? `https://www.youtube.com/embed/${video}` : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const video = /\/(?:video\/)?(\d{6,12})(?:\/|$)/.exec(parsed.pathname)?.[1];
    return video ? `https://player.vimeo.com/video/${video}` : null;
  }
  return null;
}

/** How a metric's image field is shown; only http(s) and site-relative addresses are used. */
export function detectMedia(url: string | null | undefined): Media | null {
  const value = url?.trim();
  if (!value) return null;
  if (!/^(https?:\/\/|\/(?!\/))/i.test(value)) return null;
  const embed = videoEmbedUrl(value);
  if (embed) return { kind: "embed", src: embed };
  return { kind: isVideoFile(value) ? "video" : "image", src: value };
}
