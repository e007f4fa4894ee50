import { describe, expect, it } from "vitest";
import {
  createOutcome,
  descriptionCounter,
  EMPTY_FORM,
  PAGE_MESSAGES,
  withSlug,
  withTitle,
} from "./create-page-form.ts";

describe("the Create Page form", () => {
  it("derives the slug from the title until the slug field is touched", () => {
    let form = withTitle(EMPTY_FORM, "Our Team & Values");
    expect(form.slug).toBe("our-team-values");
    form = withTitle(form, "Our Team");
    expect(form.slug).toBe("our-team");
    form = withSlug(form, "team");
    form = withTitle(form, "Our Great Team");
    expect(form).toMatchObject({ title: "Our Great Team", slug: "team", slugTouched: true });
    // Emptied by hand, it stays empty (and is then required).
    form = withTitle(withSlug(form, ""), "Another");
    expect(form.slug).toBe("");
  });

  it("counts the description as n/160, orange above 140", () => {
    expect(descriptionCounter("")).toEqual({ text: "0/160", warning: false });
    expect(descriptionCounter("d".repeat(140))).toEqual({ text: "140/160", warning: false });
    expect(descriptionCounter("d".repeat(141))).toEqual({ text: "141/160", warning: true });
  });

  it("reads the API's answers in the spec's words", () => {
    expect(createOutcome(201, { slug: "about" })).toEqual({ ok: true, slug: "about" });
    expect(createOutcome(409, { error: "A page with this slug already exists", field: "slug" })).toEqual({
      ok: false,
      field: "slug",
      message: PAGE_MESSAGES.slugTaken,
    });
    expect(createOutcome(400, { error: "title: Page title is required", field: "title" })).toEqual({
      ok: false,
      field: "title",
      message: "Page title is required",
    });
    expect(createOutcome(400, { error: PAGE_MESSAGES.slugFormat, field: "slug" })).toMatchObject({
      field: "slug",
      message: PAGE_MESSAGES.slugFormat,
    });
    expect(createOutcome(403, { error: "Forbidden", field: "organization_id" }).ok).toBe(false);
    expect(createOutcome(500, null)).toEqual({ ok: false, message: "Failed to create page. Please try again." });
    expect(createOutcome(502, "oops")).toEqual({ ok: false, message: PAGE_MESSAGES.createFailed });
  });

  it("tells a site at its pages quota its limit, in the person's language", () => {
    const refusal = {
      error: "This site has reached its quota of 1200 pages",
      code: "quota_exceeded",
      quota: "pages",
      limit: 1200,
    };
    expect(createOutcome(403, refusal)).toEqual({ ok: false, message: refusal.error });
    expect(createOutcome(403, refusal, { locale: "fr" })).toEqual({
      ok: false,
      message: `Ce site a atteint sa limite de pages. Nombre maximal de pages : ${new Intl.NumberFormat("fr").format(1200)}`,
    });
  });
});
