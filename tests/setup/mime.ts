import { type AddressObject, simpleParser } from "mailparser";

/** A received message in the shape the tests read: addresses lower-cased, parts decoded as text. */
export type ParsedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each header's raw value (folding undone), by lower-case name; repeated headers joined by ", ". */
  headers: Record<string, string>;
  /** Parts sent as attachments (a booking's `.ics`), decoded as text. */
  attachments: { filename: string; contentType: string; content: string }[];
};

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((object) => object.value)
    .flatMap(function flatten(entry): string[] {
      return entry.group ? entry.group.flatMap(flatten) : entry.address ? [entry.address.toLowerCase()] : [];
    });

/** Parses a raw message with mailparser (MIME, encoded words, transfer encodings, charsets). */
export async function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    const value = line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  }
  return {
    from: addresses(mail.from)[0] ?? "",
    to: [...addresses(mail.to), ...addresses(mail.cc)],
    subject: mail.subject ?? "",
    text: (mail.text ?? "").replace(/\n$/, ""),
    html: typeof mail.html === "string" ? mail.html : "",
    headers,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      contentType: attachment.contentType.toLowerCase(),
      content: attachment.content.toString("utf8"),
    })),
  };
}
