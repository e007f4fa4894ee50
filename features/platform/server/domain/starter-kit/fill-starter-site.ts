import { eq } from "drizzle-orm";
import type { Tx } from "../../../../../server/db/client.ts";
import { meetingTypes, memberships } from "../../../../../server/db/schema/index.ts";
import {
  createDocumentSet,
  createPage,
  createPolicy,
  createPost,
} from "../../../../../server/db/seed/content-factories.ts";
import {
  createHeadingSection,
  createMenuItems,
  createTemplateSection,
} from "../../../../../server/db/seed/factories.ts";
import { createFaqs } from "../../../../../server/db/seed/showcase-factories.ts";
import { createCookieCategories } from "../../../../../server/db/seed/visitor-widgets.ts";
import { currentOrganization } from "../../../../../server/db/tenant-context.ts";
import { scoped } from "../../../../../server/db/tenant-scope.ts";
import type { DomainEvent, Emit } from "../../../../../server/domain-events/dispatcher.ts";
import type { WeeklyHours } from "../../../../meetings/shared/meetings.ts";
import type { Locale } from "../../../../../shared/i18n/locales.ts";
import type { BusinessType } from "../../../../../shared/rules/settings.ts";
import { siteLocales, type LookId } from "../../../shared/looks.ts";
import { businessGroupOf } from "./business-groups.ts";
import { kitWriter, type KitWriter, type StoredText } from "./kit-texts.ts";
import type { Card, KitMessages } from "./messages/kit-messages.ts";

export type StarterSiteInput = {
  organizationId: number;
  name: string;
  businessType: BusinessType;
  defaultLocale: Locale;
  /** The site's languages (known locales), the default first; the default is added when missing. */
  locales: readonly Locale[];
  /** The look is the settings' (settingsForNewSite); the kit's content is the same for every look. */
  look: LookId;
  contactEmail: string;
  /** Who hosts the meeting type; by default the organization's admins at the time of the fill. */
  hostUserIds?: string[];
  /** The meeting type's zone; by default one that fits the default language. */
  timeZone?: string;
};

export type StarterSiteResult = {
  /** What the caller emits (or what was emitted through `emit`): the search index and caches follow. */
  events: DomainEvent[];
  pages: string[];
};

/** A sensible zone for a site's weekday hours, from its default language (an editor changes it). */
const ZONE_OF: Partial<Record<Locale, string>> = {
  en: "Europe/London",
  es: "Europe/Madrid",
  fr: "Europe/Paris",
  de: "Europe/Berlin",
  it: "Europe/Rome",
  pt: "Europe/Lisbon",
  ru: "Europe/Moscow",
  zh: "Asia/Shanghai",
  ja: "Asia/Tokyo",
  ko: "Asia/Seoul",
  ar: "Asia/Dubai",
  hi: "Asia/Kolkata",
  pl: "Europe/Warsaw",
  nl: "Europe/Amsterdam",
  sv: "Europe/Stockholm",
  da: "Europe/Copenhagen",
  no: "Europe/Oslo",
  fi: "Europe/Helsinki",
  tr: "Europe/Istanbul",
  uk: "Europe/Kyiv",
};

const WEEKDAY_HOURS: WeeklyHours = Object.fromEntries(
  (["mon", "tue", "wed", "thu", "fri"] as const).map((day) => [day, [{ start: "09:00", end: "17:00" }]]),
);

/** The pages the kit makes (besides home), in menu order. */
export const STARTER_PAGES = ["services", "about", "contact"] as const;
export const STARTER_POST_SLUG = "welcome";

/**
 * Fills a new, empty site with the starter kit (decision 059): home (hero and three
 * sections), services, about and contact pages, a blog with a first post, privacy and cookie
 * policies, a help center (four FAQs, three knowledge-base articles), one meeting type with weekday
 * hours, menus for header and footer, and a cookie list — in every language of the site the kit
 * speaks, the others flagged by the settings (settingsForNewSite).
 *
 * Runs in the caller's transaction (the create-site use case's, inside `asOrganization(id)`, or
 * `asSystem` while the organization row is being made in the same transaction), so the site exists
 * whole or not at all; it opens none of its own. It makes 7 blog_posts records (3 pages, 1 post, 3
 * articles) against the pages quota. Rows are built by the seed's factories,
 * in the shapes the demo sites use. Afterwards the search index and caches must hear of the new
 * content: pass the transaction's `emit` (Dispatcher.transaction) and the kit emits
 * `content.changed` for the organization (whose durable handler plans `search.reindex` in the same
 * transaction); without it, the caller emits the returned `events`.
 */
export async function fillStarterSite(tx: Tx, input: StarterSiteInput, emit?: Emit): Promise<StarterSiteResult> {
  const organizationId = input.organizationId;
  const acting = currentOrganization();
  if (acting !== undefined && acting !== organizationId) {
    throw new Error(`fillStarterSite for organization ${organizationId} inside work for ${acting}`);
  }
  const locales = siteLocales(input.defaultLocale, input.locales);
  const t = kitWriter({ defaultLocale: input.defaultLocale, locales, name: input.name, email: input.contactEmail });
  const group = businessGroupOf(input.businessType);
  const db = tx;

  await createMenuItems({ db, organizationId, items: menuItems(t) });

  // Home: the hero and three sections (what we offer, how it works, the newest posts).
  const home = "/home";
  await createHeadingSection({
    db,
    organizationId,
    heading: {
      url_page: home,
      ...heading(t, {
        name: (m) => m.groups[group].headline,
        name2: (m) => m.groups[group].headline2,
        lead: (m) => m.groups[group].lead,
        button: (m) => m.home.cta,
      }),
      url: "/contact",
      background_color: "white",
    },
  });
  await generalSection(db, organizationId, t, {
    page: home,
    order: 0,
    title: (m) => m.home.offerTitle,
    description: (m) => m.home.offerLead,
    cards: (m) => m.groups[group].services,
  });
  await generalSection(db, organizationId, t, {
    page: home,
    order: 1,
    title: (m) => m.home.stepsTitle,
    cards: (m) => m.home.steps,
    background: "gray-50",
  });
  const blogTitle = t.text((m) => m.home.blogTitle);
  await createTemplateSection({
    db,
    organizationId,
    section: {
      url_page: home,
      order: 2,
      section_type: "article_slider",
      section_title: blogTitle.base,
      section_title_translation: blogTitle.tr,
      grid_columns: 3,
      is_section_title_aligned_center: true,
      image_metrics_height: "h-40",
    },
  });

  // Services, about, contact: each a page record, its hero and one section of cards.
  const pages: { slug: (typeof STARTER_PAGES)[number]; title: StoredText; description: StoredText }[] = [
    { slug: "services", title: t.text((m) => m.services.title), description: t.text((m) => m.services.description) },
    { slug: "about", title: t.text((m) => m.about.title), description: t.text((m) => m.about.description) },
    { slug: "contact", title: t.text((m) => m.contact.title), description: t.text((m) => m.contact.description) },
  ];
  const created = new Date();
  for (const [index, page] of pages.entries()) {
    await createPage({
      db,
      organizationId,
      page: {
        slug: page.slug,
        title: page.title.base,
        title_translation: page.title.tr,
        description: page.description.base,
        description_translation: page.description.tr,
        meta_description: page.description.base.slice(0, 160),
        order: index + 1,
        created_on: created,
      },
    });
  }
  await createHeadingSection({
    db,
    organizationId,
    heading: {
      url_page: "/services",
      ...heading(t, { name: (m) => m.services.heading, html: (m) => m.services.text, button: (m) => m.services.cta }),
      url: "/contact",
      background_color: "gray-50",
    },
  });
  await generalSection(db, organizationId, t, {
    page: "/services",
    order: 0,
    title: (m) => m.services.sectionTitle,
    cards: (m) => m.groups[group].services,
  });
  await createHeadingSection({
    db,
    organizationId,
    heading: {
      url_page: "/about",
      ...heading(t, { name: (m) => m.about.heading, html: (m) => m.about.text }),
      background_color: "white",
    },
  });
  await generalSection(db, organizationId, t, {
    page: "/about",
    order: 0,
    title: (m) => m.about.valuesTitle,
    cards: (m) => m.about.values,
    background: "gray-50",
  });
  await createHeadingSection({
    db,
    organizationId,
    heading: {
      url_page: "/contact",
      ...heading(t, { name: (m) => m.contact.heading, html: (m) => m.contact.text, button: (m) => m.menu.book }),
      url: "/book",
      background_color: "gray-50",
    },
  });
  await generalSection(db, organizationId, t, {
    page: "/contact",
    order: 0,
    title: (m) => m.contact.waysTitle,
    cards: (m) => m.contact.ways,
  });

  // The blog's first post, written by the company.
  const post = {
    title: t.text((m) => m.post.title),
    description: t.text((m) => m.post.description),
    content: t.html((m) => m.post.content),
  };
  await createPost({
    db,
    organizationId,
    post: {
      slug: STARTER_POST_SLUG,
      title: post.title.base,
      title_translation: post.title.tr,
      description: post.description.base,
      description_translation: post.description.tr,
      content: post.content.base,
      content_translation: post.content.tr,
      type: "default",
      is_company_author: true,
      display_as_blog_post: true,
      created_on: created,
    },
  });

  for (const [kind, pick] of [
    ["privacy_policy", (m: KitMessages) => m.privacy],
    ["cookie_policy", (m: KitMessages) => m.cookiePolicy],
  ] as const) {
    const title = t.text((m) => pick(m).title);
    const content = t.html((m) => pick(m).content);
    await createPolicy({
      db,
      organizationId,
      policy: {
        kind,
        title: title.base,
        title_translation: title.tr,
        content: content.base,
        content_translation: content.tr,
      },
    });
  }

  // Help center: a document set of three articles in the knowledge base, and four FAQs.
  const setSlug = "getting-started";
  const setTitle = t.text((m) => m.help.setTitle);
  await createDocumentSet({
    db,
    organizationId,
    set: { slug: setSlug, title: setTitle.base, title_translation: setTitle.tr },
  });
  for (const index of [0, 1, 2] as const) {
    const title = t.text((m) => m.help.articles[index].title);
    const description = t.text((m) => m.help.articles[index].description);
    const content = t.html((m) => m.help.articles[index].content);
    await createPost({
      db,
      organizationId,
      post: {
        slug: ["help-getting-in-touch", "help-booking-a-call", "help-your-data"][index]!,
        title: title.base,
        title_translation: title.tr,
        description: description.base,
        description_translation: description.tr,
        content: content.base,
        content_translation: content.tr,
        type: "doc_set",
        is_company_author: true,
        display_as_blog_post: false,
        created_on: created,
        is_numbered: true,
        doc_set: setSlug,
        doc_set_order: index + 1,
        doc_set_title: setTitle.base,
        is_help_center: true,
        help_center_order: index + 1,
      },
    });
  }
  await createFaqs({
    db,
    organizationId,
    items: ([0, 1, 2, 3] as const).map((index) => {
      const question = t.text((m) => m.help.faqs[index].title);
      const answer = t.paragraph((m) => m.help.faqs[index].text);
      return {
        question: question.base,
        question_translation: question.tr,
        answer: answer.base,
        answer_translation: answer.tr,
        order: index,
      };
    }),
  });

  // One meeting type, Monday to Friday 9–17 in the site's zone, hosted by its admins.
  const hosts = input.hostUserIds ?? (await adminsOf(tx, organizationId));
  const meetingName = t.text((m) => m.meeting.name);
  const meetingDescription = t.text((m) => m.meeting.description);
  const tenant = scoped(organizationId);
  await tx.insert(meetingTypes).values(
    tenant.values(meetingTypes, {
      name: meetingName.base,
      name_translation: meetingName.tr,
      description: meetingDescription.base,
      description_translation: meetingDescription.tr,
      duration_minutes: 30,
      buffer_after_minutes: 10,
      minimum_notice_minutes: 24 * 60,
      booking_horizon_days: 60,
      time_zone: input.timeZone ?? ZONE_OF[input.defaultLocale] ?? "UTC",
      weekly_hours: WEEKDAY_HOURS,
      host_user_ids: hosts,
      display_order: 0,
    }),
  );

  // The cookie list the consent banner shows: essential (always on), analytics, marketing.
  const card = (pick: (m: KitMessages) => Card) => {
    const name = t.text((m) => pick(m).title);
    const description = t.text((m) => pick(m).text);
    return {
      name: name.base,
      name_translation: name.tr,
      description: description.base,
      description_translation: description.tr,
    };
  };
  await createCookieCategories({
    db,
    organizationId,
    categories: [
      {
        ...card((m) => m.cookieList.essential),
        services: [card((m) => m.cookieList.session), card((m) => m.cookieList.preferences)],
      },
      { ...card((m) => m.cookieList.analytics), services: [card((m) => m.cookieList.siteAnalytics)] },
      { ...card((m) => m.cookieList.marketing), services: [card((m) => m.cookieList.campaigns)] },
    ],
  });

  const events: DomainEvent[] = [{ type: "content.changed", organizationId, tags: null }];
  if (emit) events.forEach(emit);
  return { events, pages: ["/", ...STARTER_PAGES.map((slug) => `/${slug}`)] };
}

type Pick = (messages: KitMessages) => string;

function menuItems(t: KitWriter) {
  const label = (pick: Pick) => {
    const text = t.text(pick);
    return { display_name: text.base, display_name_translation: text.tr };
  };
  return [
    { ...label((m) => m.menu.services), url_name: "services", order: 10, is_displayed_on_footer: true },
    { ...label((m) => m.menu.about), url_name: "about", order: 20, is_displayed_on_footer: true },
    { ...label((m) => m.menu.blog), url_name: "blog", order: 30, is_displayed_on_footer: true },
    { ...label((m) => m.menu.help), url_name: "help-center", order: 40, is_displayed_on_footer: true },
    { ...label((m) => m.menu.contact), url_name: "contact", order: 50, is_displayed_on_footer: true },
    { ...label((m) => m.menu.book), url_name: "book", order: 1000 },
    // Footer-only links to the policies, as the demo sites have them.
    {
      ...label((m) => m.menu.privacy),
      url_name: "privacy-policy",
      order: 900,
      is_displayed: false,
      is_displayed_on_footer: true,
    },
    {
      ...label((m) => m.menu.cookies),
      url_name: "cookie-policy",
      order: 910,
      is_displayed: false,
      is_displayed_on_footer: true,
    },
  ];
}

/** A hero's texts: its first (and second) line, a paragraph (plain `lead` or rich `html`) and its button. */
function heading(t: KitWriter, parts: { name: Pick; name2?: Pick; lead?: Pick; html?: Pick; button?: Pick }) {
  const name = t.text(parts.name);
  const name2 = parts.name2 ? t.text(parts.name2) : null;
  const description = parts.html ? t.html(parts.html) : parts.lead ? t.paragraph(parts.lead) : { base: "", tr: {} };
  const button = parts.button ? t.text(parts.button) : null;
  return {
    name: name.base,
    name_translation: name.tr,
    name_part_2: name2?.base ?? null,
    name_part_2_translation: name2?.tr ?? {},
    description_text: description.base,
    description_text_translation: description.tr,
    button_text: button?.base ?? null,
    button_text_translation: button?.tr ?? {},
    style_variant: "default" as const,
  };
}

/** A general section of cards, as the demo pages have them (seedPages in demo-content-kit.ts). */
async function generalSection(
  db: Tx,
  organizationId: number,
  t: KitWriter,
  section: {
    page: string;
    order: number;
    title: Pick;
    description?: Pick;
    cards: (messages: KitMessages) => readonly Card[];
    background?: string;
  },
) {
  const title = t.text(section.title);
  const description = section.description ? t.text(section.description) : { base: "", tr: {} };
  const count = section.cards(t.reference).length;
  await createTemplateSection({
    db,
    organizationId,
    section: {
      url_page: section.page,
      order: section.order,
      section_type: "general",
      section_title: title.base,
      section_title_translation: title.tr,
      section_description: description.base,
      section_description_translation: description.tr,
      grid_columns: count,
      background_color: section.background ?? null,
      text_style_variant: "default",
      is_section_title_aligned_center: true,
      image_metrics_height: "h-40",
      metrics: Array.from({ length: count }, (_, index) => {
        const cardTitle = t.text((m) => section.cards(m)[index]!.title);
        const cardText = t.paragraph((m) => section.cards(m)[index]!.text);
        return {
          title: cardTitle.base,
          title_translation: cardTitle.tr,
          description: cardText.base,
          description_translation: cardText.tr,
          is_card_type: true,
        };
      }),
    },
  });
}

/** The organization's admins, the hosts of its meeting type (none yet: an editor adds them). */
async function adminsOf(tx: Tx, organizationId: number): Promise<string[]> {
  const rows = await tx
    .select({ user_id: memberships.user_id })
    .from(memberships)
    .where(scoped(organizationId).where(memberships, eq(memberships.role, "admin")));
  return rows.map((row) => row.user_id);
}
