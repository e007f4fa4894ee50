/**
 * Just enough of MIME (RFC 5322, 2045–2047) to read the messages our own server sends: headers with
 * encoded words, multipart bodies, quoted-printable and base64 parts. Not a general mail parser.
 */

export type ParsedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Parts sent as attachments (a booking's `.ics`), decoded as text. */
  attachments: { filename: string; contentType: string; content: string }[];
};

type Part = { headers: Record<string, string>; body: string };

function splitHeaderBlock(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { headers, body };
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i").exec(header ?? "");
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBytes(bytes: Buffer, charset = "utf-8"): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString("utf8");
  }
}

export function decodeQuotedPrintable(text: string): Buffer {
  const softBreaksRemoved = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const ch = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeTransfer(body: string, encoding: string | undefined, charset: string | undefined): string {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return decodeBytes(Buffer.from(body.replace(/\s+/g, ""), "base64"), charset);
    case "quoted-printable":
      return decodeBytes(decodeQuotedPrintable(body), charset);
    default:
      return body;
  }
}

/** Decodes RFC 2047 encoded words (`=?utf-8?Q?...?=`, `=?utf-8?B?...?=`) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? decodeBytes(Buffer.from(data, "base64"), charset)
        : decodeBytes(decodeQuotedPrintable(data.replace(/_/g, " ")), charset),
    );
}

/** The addresses of an address-list header, without display names. */
function addresses(value: string | undefined): string[] {
  if (!value) return [];
  const found = decodeHeader(value).match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
  return found.map((address) => address.toLowerCase());
}

function collectLeaves(part: Part, into: { text: string[]; html: string[]; attachments: ParsedMail["attachments"] }) {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = parameter(type, "boundary");
  if (/^multipart\//i.test(type) && boundary) {
    const chunks = part.body.split(
      new RegExp(`^--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:--)?[ \\t]*$`, "m"),
    );
    // The first chunk is the preamble, the last the epilogue.
    for (const chunk of chunks.slice(1, -1)) collectLeaves(splitHeaderBlock(chunk.replace(/^\n/, "")), into);
    return;
  }
  const decoded = decodeTransfer(part.body, part.headers["content-transfer-encoding"], parameter(type, "charset"));
  const disposition = part.headers["content-disposition"] ?? "";
  if (/attachment/i.test(disposition)) {
    const filename = parameter(disposition, "filename") ?? parameter(type, "name") ?? "";
    into.attachments.push({ filename, contentType: type.split(";")[0]!.trim().toLowerCase(), content: decoded });
    return;
  }
  if (/^text\/html/i.test(type)) into.html.push(decoded);
  else if (/^text\/plain/i.test(type)) into.text.push(decoded);
}

export function parseMail(raw: string): ParsedMail {
  const root = splitHeaderBlock(raw);
  const leaves = { text: [] as string[], html: [] as string[], attachments: [] as ParsedMail["attachments"] };
  collectLeaves(root, leaves);
  return {
    from: addresses(root.headers.from)[0] ?? "",
    to: [...addresses(root.headers.to), ...addresses(root.headers.cc)],
    subject: decodeHeader(root.headers.subject ?? ""),
    text: leaves.text.join("\n").replace(/\n$/, ""),
    html: leaves.html.join("\n"),
    headers: root.headers,
    attachments: leaves.attachments,
  };
}
