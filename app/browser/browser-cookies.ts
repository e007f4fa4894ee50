/** Reading and writing the visitor's own (non-http-only) cookies. */

export function readCookie(name: string, cookieString = typeof document === "undefined" ? "" : document.cookie) {
  for (const part of cookieString.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const age = maxAgeSeconds === undefined ? "" : `; max-age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${age}; path=/; SameSite=Lax${secure}`;
}
