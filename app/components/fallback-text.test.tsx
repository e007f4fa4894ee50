// Texts shown untranslated carry their own language and direction (decision 069): an English
// fallback on an Arabic page keeps its full stop at its end and is read with an English voice.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fallbackAttrs, fallbackTranslator } from "../../shared/i18n/translate.ts";
import { headingSectionView, type HeadingSectionRecord } from "../view-models/section-views.ts";
import { HeroSection } from "./hero/hero-section.tsx";
import { heroView } from "../view-models/hero-view.ts";
import { FaqSection } from "./sections/faq-section.tsx";
import { templateSectionView } from "../view-models/section-views.ts";
import { HeadingSection } from "./sections/heading-section.tsx";
import { FallbackText } from "./fallback-text.tsx";
import type { TemplateSectionRecord } from "../view-models/section-views.ts";
import type { CustomerObject, TeamObject } from "../../shared/rules/people.ts";
import type { DocSetView } from "../view-models/content-views.ts";
import { contentLabels } from "../labels/content-labels.ts";
import PostArticle from "./blog/post-article.tsx";
import { TeamSection, TestimonialsSection } from "./sections/people-sections.tsx";

const site = { defaultLocale: "en" as const, supportedLocales: ["en", "ar"] as ("en" | "ar")[] };

function headingRecord(overrides: Partial<HeadingSectionRecord> = {}): HeadingSectionRecord {
  return {
    id: 3,
    name: "Why choose us?",
    name_translation: {},
    name_part_2: null,
    name_part_2_translation: {},
    name_part_3: null,
    name_part_3_translation: {},
    description_text: "<p>We listen first.</p>",
    description_text_translation: {},
    button_text: null,
    button_text_translation: {},
    url: null,
    is_text_link: false,
    image: null,
    image_first: false,
    style_variant: "default",
    text_style_variant: "default",
    title_alignment: "left",
    background_color: "white",
    is_gradient: false,
    gradient: null,
    ...overrides,
  };
}

const renderHeading = (record: HeadingSectionRecord, locale: "en" | "ar") =>
  renderToString(<HeadingSection heading={headingSectionView(record, 0, locale, site)} />);

describe("fallbackTranslator", () => {
  it("marks the fields that fell back to the base text, and nothing when all are translated", () => {
    const { t, marks } = fallbackTranslator("ar", "en");
    expect(t("title", "Hello.", { ar: "مرحبا." })).toBe("مرحبا.");
    expect(marks()).toEqual({});
    expect(t("body", "Plain.", { ar: "  " })).toBe("Plain.");
    expect(t("empty", "", {})).toBe("");
    expect(marks()).toEqual({ fallback: { body: "en" } });
  });

  it("never marks the default language's own texts", () => {
    const { t, marks } = fallbackTranslator("en", "en");
    t("title", "Hello.", {});
    expect(marks()).toEqual({});
    expect(Object.keys(headingSectionView(headingRecord(), 0, "en", site))).not.toContain("fallback");
  });

  it("gives lang and the source's direction, or nothing", () => {
    expect(fallbackAttrs("en")).toEqual({ lang: "en", dir: "ltr" });
    expect(fallbackAttrs("ar")).toEqual({ lang: "ar", dir: "rtl" });
    expect(fallbackAttrs(undefined)).toEqual({});
  });
});

describe("fallbacks on an Arabic page", () => {
  it('puts lang="en" dir="ltr" on an untranslated heading and its description', () => {
    const html = renderHeading(headingRecord(), "ar");
    expect(html).toMatch(/<h1 class="[^"]*" lang="en" dir="ltr"><span>Why choose us\?<\/span><\/h1>/);
    expect(html).toMatch(/<div class="rich-text[^"]*" lang="en" dir="ltr"><p>We listen first\.<\/p><\/div>/);
  });

  it("adds no attribute to a translated heading: its HTML is what it was before marking", () => {
    const translated = headingRecord({
      name_translation: { ar: "لماذا نحن؟" },
      description_text_translation: { ar: "<p>نستمع أولاً.</p>" },
    });
    const html = renderHeading(translated, "ar");
    expect(html).not.toContain("lang=");
    expect(html).not.toContain("dir=");
    expect(html).toMatch(/<h1 class="[^"]*"><span>لماذا نحن؟<\/span><\/h1>/);
  });

  it("marks only the untranslated part of a title in several parts", () => {
    const html = renderHeading(
      headingRecord({ name_part_2: "Every time.", name_translation: { ar: "لماذا نحن؟" } }),
      "ar",
    );
    expect(html).toMatch(/<h1 class="[^"]*"><span>لماذا نحن؟<\/span>/);
    expect(html).toMatch(/<span class="text-primary" lang="en" dir="ltr">Every time\.<\/span>/);
  });

  it("marks an untranslated hero title and FAQ question, not the translated ones", () => {
    const hero = heroView(
      {
        id: 1,
        title: "Grow faster.",
        title_translation: {},
        description: "Calm tools.",
        description_translation: { ar: "أدوات هادئة." },
      } as never,
      0,
      "ar",
      site,
    );
    const heroHtml = renderToString(<HeroSection hero={hero} />);
    expect(heroHtml).toMatch(/<h1[^>]* lang="en" dir="ltr"[^>]*>Grow faster\.<\/h1>/);
    expect(heroHtml).toMatch(/<p class="[^"]*" style="[^"]*">أدوات هادئة\.<\/p>/);

    const section = templateSectionView(
      {
        id: 5,
        section_type: "faq",
        section_title: "Questions",
        section_title_translation: { ar: "أسئلة" },
        section_description: "",
        section_description_translation: {},
        text_style_variant: "default",
        grid_columns: 1,
        is_slider: false,
        is_full_width: false,
        is_gradient: false,
        gradient: null,
        background_color: "",
        is_section_title_aligned_center: false,
        is_section_title_aligned_right: false,
        is_image_bottom: false,
        image_metrics_height: null,
        website_metric: [],
        faq_items: [
          {
            id: 1,
            question: "Do you ship?",
            question_translation: {},
            answer: "<p>Yes.</p>",
            answer_translation: { ar: "<p>نعم.</p>" },
          },
        ],
      } as never,
      "ar",
      "en",
    );
    expect(section.fallback).toBeUndefined();
    const faqHtml = renderToString(<FaqSection section={section} />);
    expect(faqHtml).toContain('<span lang="en" dir="ltr">Do you ship?</span>');
    expect(faqHtml).toMatch(/<div class="rich-text[^"]*"><p>نعم\.<\/p><\/div>/);
  });

  it("FallbackText wraps only a fallback", () => {
    expect(
      renderToString(
        <FallbackText view={{ fallback: { label: "en" } }} field="label">
          About
        </FallbackText>,
      ),
    ).toBe('<span lang="en" dir="ltr">About</span>');
    expect(
      renderToString(
        <FallbackText view={{}} field="label">
          About
        </FallbackText>,
      ),
    ).toBe("About");
  });
});

describe("people sections on an Arabic page", () => {
  const peopleSection = (people: Partial<TemplateSectionRecord>) =>
    templateSectionView(
      {
        id: 6,
        section_type: "team",
        section_title: "Team",
        section_title_translation: { ar: "الفريق" },
        section_description: "",
        section_description_translation: {},
        text_style_variant: "default",
        grid_columns: 3,
        is_slider: false,
        is_full_width: false,
        is_gradient: false,
        gradient: null,
        background_color: "",
        is_section_title_aligned_center: false,
        is_section_title_aligned_right: false,
        is_image_bottom: false,
        image_metrics_height: "",
        website_metric: [],
        ...people,
      },
      "ar",
      "en",
    );

  const member = (team: Partial<TeamObject>) => ({
    id: 1,
    full_name: "Amal Haddad",
    team: { is_team_member: true, job_title: "Designer", ...team },
  });

  it("marks a team member's role, department, description and skills shown untranslated", () => {
    const section = peopleSection({
      team_members: [member({ department: "Studio", description: "Draws the plans.", skills: ["Sketching"] })],
    });
    const html = renderToString(<TeamSection section={section} />);
    expect(html).toMatch(/<p class="font-medium text-primary" lang="en" dir="ltr">Designer<\/p>/);
    expect(html).toMatch(/<p class="text-sm text-gray-600" lang="en" dir="ltr">Studio<\/p>/);
    expect(html).toMatch(/<p class="[^"]*" lang="en" dir="ltr">Draws the plans\.<\/p>/);
    expect(html).toMatch(
      /<ul class="flex flex-wrap justify-center gap-2" lang="en" dir="ltr"><li[^>]*>Sketching<\/li>/,
    );
  });

  it("adds nothing to a translated team member", () => {
    const section = peopleSection({
      team_members: [
        member({
          job_title_translation: { ar: "مصممة" },
          department: "Studio",
          department_translation: { ar: "الاستوديو" },
          description: "Draws the plans.",
          description_translation: { ar: "ترسم المخططات." },
          skills: ["Sketching"],
          skills_translation: { ar: ["الرسم"] },
        }),
      ],
    });
    expect(section.people[0]).not.toHaveProperty("fallback");
    const html = renderToString(<TeamSection section={section} />);
    expect(html).not.toContain("lang=");
    expect(html).not.toContain("dir=");
    expect(html).toContain('<p class="font-medium text-primary">مصممة</p>');
  });

  it("marks a testimonial's words and role shown untranslated, not translated ones", () => {
    const testimonial = (customer: Partial<CustomerObject>) => ({
      id: 2,
      full_name: "Sam Lee",
      customer: {
        is_customer: true,
        testimonial_text: "They listened.",
        job_title: "Owner",
        company: "Lee & Co",
        ...customer,
      },
    });
    const untranslated = renderToString(
      <TestimonialsSection
        section={peopleSection({ section_type: "testimonials", testimonials: [testimonial({})] })}
      />,
    );
    expect(untranslated).toContain('<p lang="en" dir="ltr">“<!-- -->They listened.<!-- -->”</p>');
    expect(untranslated).toContain(
      '<span class="text-sm text-gray-600" lang="en" dir="ltr">Owner, Lee &amp; Co</span>',
    );
    const translated = renderToString(
      <TestimonialsSection
        section={peopleSection({
          section_type: "testimonials",
          testimonials: [
            testimonial({
              testimonial_text_translation: { ar: "لقد أصغوا." },
              job_title_translation: { ar: "المالك" },
            }),
          ],
        })}
      />,
    );
    expect(translated).not.toContain("lang=");
    expect(translated).toContain("<p>“<!-- -->لقد أصغوا.<!-- -->”</p>");
  });
});

describe("a document set's navigation on an Arabic page", () => {
  const post = (docSet: DocSetView) =>
    renderToString(
      <PostArticle
        post={{
          slug: "install",
          scheduledFor: null,
          title: "التثبيت",
          descriptionHtml: "",
          contentHtml: "<p>خطوات.</p>",
          type: "doc_set",
          mainPhoto: null,
          author: null,
          createdOn: "2026-01-01T00:00:00.000Z",
          createdOnText: "1 يناير 2026",
          docSet,
        }}
        labels={contentLabels("ar")}
      />,
    );
  const configure = { title: "Configure", href: "/ar/configure" };

  it("marks the set's name and the untranslated titles of its articles", () => {
    const html = post({
      title: "Setting up",
      numbered: false,
      articles: [
        { title: "التثبيت", href: "/ar/install", current: true },
        { ...configure, current: false, fallback: { title: "en" } },
      ],
      previous: null,
      next: { ...configure, fallback: { title: "en" } },
      fallback: { title: "en" },
    });
    expect(html).toContain('<span lang="en" dir="ltr">Setting up</span></p>');
    expect(html).toMatch(/<a href="\/ar\/configure" class="[^"]*"><span lang="en" dir="ltr">Configure<\/span><\/a>/);
    expect(html).toMatch(/<span class="font-medium text-gray-900" lang="en" dir="ltr">Configure<\/span>/);
    expect(html).toMatch(/aria-current="page" class="[^"]*">التثبيت<\/a>/);
  });

  it("renders a translated set's texts as before, with no attribute", () => {
    const html = post({
      title: "الإعداد",
      numbered: false,
      articles: [
        { title: "التثبيت", href: "/ar/install", current: true },
        { title: "الضبط", href: "/ar/configure", current: false },
      ],
      previous: null,
      next: { title: "الضبط", href: "/ar/configure" },
    });
    expect(html).not.toContain("lang=");
    expect(html).not.toContain("dir=");
    expect(html).toContain(`${contentLabels("ar").inThisSet}<!-- -->: <!-- -->الإعداد</p>`);
    expect(html).toContain('<span class="font-medium text-gray-900">الضبط</span>');
  });
});
