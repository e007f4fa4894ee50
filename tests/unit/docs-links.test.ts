import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import GithubSlugger from "github-slugger";
import { type Token, type Tokens, lexer, walkTokens } from "marked";
import { describe, expect, it } from "vitest";

/**
 * Every relative link and anchor of the README and of docs/ leads somewhere: the README is the
 * newcomer's way in, and a page moved or a heading renamed must not leave a dead end behind.
 * Links are read by a Markdown parser (marked), anchors named as GitHub names them (github-slugger).
 */

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });
}

const tokensOf = (markdown: string): Token[] => lexer(markdown);

/** The plain text of a heading, as GitHub builds its anchor from (links and code marks removed). */
function headingText(token: Tokens.Heading): string {
  return token.text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*_]/g, "");
}

export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  walkTokens(tokensOf(markdown), (token) => {
    if (token.type === "heading") anchors.add(slugger.slug(headingText(token as Tokens.Heading)));
  });
  return anchors;
}

export function linksOf(markdown: string): string[] {
  const links: string[] = [];
  walkTokens(tokensOf(markdown), (token) => {
    if (token.type === "link" || token.type === "image") links.push((token as Tokens.Link).href);
  });
  return links;
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");

/** The links of `file` (its text is `markdown`) that lead to no file, or to no heading of one. */
export function brokenLinks(file: string, markdown: string, read = (target: string) => readFileSync(target, "utf8")) {
  const broken: string[] = [];
  for (const href of linksOf(markdown)) {
    if (isExternal(href)) continue;
    const [target = "", anchor] = href.split("#", 2);
    const resolved = target === "" ? file : path.resolve(path.dirname(file), decodeURIComponent(target));
    if (!existsSync(resolved)) {
      broken.push(`${href}: no file ${path.relative(root, resolved)}`);
      continue;
    }
    if (anchor && resolved.endsWith(".md")) {
      const text = resolved === file ? markdown : read(resolved);
      if (!anchorsOf(text).has(decodeURIComponent(anchor))) broken.push(`${href}: no heading #${anchor}`);
    }
  }
  return broken;
}

const files = [path.join(root, "README.md"), ...markdownFiles(path.join(root, "docs"))];

describe("links of the README and docs/", () => {
  it.each(files.map((file) => [path.relative(root, file), file]))(
    "%s: every relative link and anchor resolves",
    (_name, file) => {
      expect(brokenLinks(file, readFileSync(file, "utf8"))).toEqual([]);
    },
  );

  it("the README leads to the guide, the architecture, performance and the decisions", () => {
    const links = linksOf(readFileSync(path.join(root, "README.md"), "utf8"));
    for (const page of ["docs/guide/README.md", "docs/architecture.md", "docs/performance.md", "docs/decisions/"]) {
      expect(links).toContain(page);
    }
  });

  it("finds a missing file and a missing heading", () => {
    const file = path.join(root, "README.md");
    const sample =
      "# Start here\n\n[ok](#start-here) [gone](docs/no-such-page.md) [bad](#no-such-heading) [web](https://example.com)\n";
    expect(brokenLinks(file, sample)).toEqual([
      "docs/no-such-page.md: no file docs/no-such-page.md",
      "#no-such-heading: no heading #no-such-heading",
    ]);
  });
});
