// Texts read from records and shown untranslated carry the site's default language (decision 069):
// pricing plans, policies and document sets, as the loaders build their views. A translated text
// adds nothing, so a fully translated page's data is what it was before marking.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturesOf, openTestDatabase } from "../setup/test-database.ts";
import type { Db } from "../../server/db/client.ts";
import { createDocumentSet, createPolicy, createPost } from "../../server/db/seed/content-factories.ts";
import { createOrganization } from "../../server/db/seed/factories.ts";
import { createPricingPlans } from "../../server/db/seed/visitor-widgets.ts";
import { listPricingPlans } from "../../server/domain/pricing/list-pricing-plans.ts";
import { getHelpCenterContent } from "../../features/help-center/server/domain/help-center-content.ts";
import type { LocaleSite } from "../../shared/i18n/locales.ts";
import { loadPolicyView, loadPostView } from "../../app/view-models/content-data.server.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let organizationId: number;
const site: LocaleSite = { defaultLocale: "en", supportedLocales: ["en", "ar", "es"] };

beforeAll(async () => {
  database = await openTestDatabase();
  db = fixturesOf(database);
  organizationId = (await createOrganization({ db, name: "A", settings: { supported_locales: ["en", "ar", "es"] } }))
    .id;
  await createPricingPlans({
    db,
    organizationId,
    plans: [
      {
        name: "Starter",
        description: "For small teams.",
        description_translation: { ar: "للفرق الصغيرة." },
        features: ["One workshop"],
        price: 1000,
      },
      {
        name: "Growth",
        name_translation: { ar: "النمو", es: "Crecimiento" },
        description: "",
        features: ["Two workshops"],
        features_translation: { ar: ["ورشتان"], es: ["Dos talleres"] },
        price: 2000,
      },
    ],
  });
  await createPolicy({
    db,
    organizationId,
    policy: {
      kind: "privacy_policy",
      title: "Privacy policy",
      title_translation: { es: "Política de privacidad" },
      content: "<p>We keep little.</p>",
      content_translation: { es: "<p>Guardamos poco.</p>" },
    },
  });
  await createDocumentSet({
    db,
    organizationId,
    set: { slug: "setup", title: "Setting up", title_translation: { es: "Configuración" } },
  });
  for (const [order, slug, titleTranslation] of [
    [1, "install", { es: "Instalar", ar: "التثبيت" }],
    [2, "configure", { es: "Configurar" }],
  ] as const) {
    await createPost({
      db,
      organizationId,
      post: {
        slug,
        title: slug === "install" ? "Install" : "Configure",
        title_translation: titleTranslation,
        content: "<p>Steps.</p>",
        type: "doc_set",
        doc_set: "setup",
        doc_set_order: order,
        is_help_center: true,
        help_center_order: order,
      },
    });
  }
});

afterAll(async () => {
  await database?.drop();
});

describe("pricing plans", () => {
  it("mark the name, description and feature list shown untranslated, per plan", async () => {
    const [starter, growth] = await listPricingPlans({ db, organizationId, locale: "ar", source: "en" });
    expect(starter).toMatchObject({ name: "Starter", description: "للفرق الصغيرة." });
    expect(starter!.fallback).toEqual({ name: "en", features: "en" });
    // An empty description is not a text shown untranslated.
    expect(growth).toMatchObject({ name: "النمو", features: ["ورشتان"] });
    expect(growth).not.toHaveProperty("fallback");
  });

  it("mark nothing in the default language", async () => {
    const plans = await listPricingPlans({ db, organizationId, locale: "en", source: "en" });
    expect(plans.map((plan) => "fallback" in plan)).toEqual([false, false]);
  });
});

describe("a policy", () => {
  it("marks its title and content when shown untranslated", async () => {
    const view = await loadPolicyView({ db, organizationId, kind: "privacy_policy", locale: "ar", source: "en" });
    expect(view).toMatchObject({ title: "Privacy policy", fallback: { title: "en", content: "en" } });
  });

  it("marks nothing when translated", async () => {
    const view = await loadPolicyView({ db, organizationId, kind: "privacy_policy", locale: "es", source: "en" });
    expect(view).toMatchObject({ title: "Política de privacidad" });
    expect(view).not.toHaveProperty("fallback");
  });
});

describe("a document set", () => {
  it("marks its name and each untranslated article title in an article's navigation", async () => {
    const post = await loadPostView({ db, organizationId, slug: "install", locale: "ar", site, siteName: "A" });
    const docSet = post!.docSet!;
    expect(docSet).toMatchObject({ title: "Setting up", fallback: { title: "en" } });
    expect(docSet.articles).toEqual([
      { title: "التثبيت", href: "/ar/install", current: true },
      { title: "Configure", href: "/ar/configure", current: false, fallback: { title: "en" } },
    ]);
    expect(docSet.next).toEqual({ title: "Configure", href: "/ar/configure", fallback: { title: "en" } });
    const es = await loadPostView({ db, organizationId, slug: "install", locale: "es", site, siteName: "A" });
    expect(es!.docSet).not.toHaveProperty("fallback");
    expect(es!.docSet!.articles.some((article) => "fallback" in article)).toBe(false);
  });

  it("marks its name in the help center when shown untranslated", async () => {
    const ar = await getHelpCenterContent({ db, organizationId, locale: "ar", site });
    expect(ar.doc_sets[0]).toMatchObject({ name: "Setting up", fallback: { name: "en" } });
    const es = await getHelpCenterContent({ db, organizationId, locale: "es", site });
    expect(es.doc_sets[0]!.name).toBe("Configuración");
    expect(es.doc_sets[0]).not.toHaveProperty("fallback");
  });
});
