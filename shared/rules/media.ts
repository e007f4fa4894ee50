/**
 * Metric media (spec public-site §5): video files by extension, YouTube and Vimeo links converted to
 * embed addresses, anything else an image. Addresses come from editors, so only http(s) and
 * site-relative ones are ever used; ids are checked character by character before they reach a URL.
 */
export type Media = { kind: "image" | "video" | "embed"; src: string };

export const VIDEO_EXTENSIONS = ["mp4", "webm", "ogg", "mov", "avi", "wmv", "flv", "mkv"] as const;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

/**
 * The address itself when it is safe to put in `src`: absolute http(s), or a site path. Rejects
 * `javascript:`, `data:`, protocol-relative `//host` and its `/\host` spelling, and anything with
 * whitespace or control characters (which URL parsers strip, turning `/\t/host` into `//host`).
 */
export function safeMediaUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith("/")) return value.startsWith("//") ? null : value;
  // The host must follow the two slashes directly: parsers read `https:///x` as host `x`.
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  try {
    const parsed = new URL(value);
    return parsed.hostname ? value : null;
  } catch {
    return null;
  }
}

/** Whether the address names a video file (by its path's extension, whatever the query says). */
export function isVideoFile(url: string): boolean {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return VIDEO_EXTENSIONS.some((ext) => path.endsWith(`.${ext}`));
}

/** The embed address of a YouTube or Vimeo link, or null for anything else (look-alike hosts included). */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split("/").filter(Boolean);

  if (host === "youtu.be") {
    const id = segments[0];
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    const id =
      first === "watch" || segments.length === 0
        ? parsed.searchParams.get("v")
        : first === "embed" || first === "shorts" || first === "live" || first === "v"
          ? second
          : null;
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, player.vimeo.com/video/123
    const index = segments.findIndex((segment) => VIMEO_ID.test(segment));
    if (index === -1) return null;
    const id = segments[index]!;
    const hash = parsed.searchParams.get("h") ?? segments[index + 1];
    const suffix = hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : "";
    return `https://player.vimeo.com/video/${id}${suffix}`;
  }
  return null;
}

/** How a metric's image field is shown, or null when it is empty or not a safe address. */
export function detectMedia(url: string | null | undefined): Media | null {
  const value = safeMediaUrl(url);
  if (!value) return null;
  const embed = videoEmbedUrl(value);
  if (embed) return { kind: "embed", src: embed };
  return { kind: isVideoFile(value) ? "video" : "image", src: value };
}
