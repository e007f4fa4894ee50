import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { seedDemoContent } from "../../../../server/db/seed/demo.ts";

/**
 * Both demo sites have a real help center (decision 034): at least six knowledge-base articles in two
 * document sets, FAQs and features, translated into every language of the site.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent({ db: t.db });
});
afterAll(() => t.close());

type Content = {
  faqs: { id: number; question: string; answer: string }[];
  doc_sets: { name: string; numbered: boolean; articles: { id: number; title: string; url: string }[] }[];
  features: { title: string }[];
};

for (const [host, locales] of [
  ["localhost", ["en", "es", "fr", "de"]],
  ["globex.localhost", ["en", "de", "fr", "it"]],
] as const) {
  it(`${host} has a knowledge base, FAQs and features in each of its languages`, async () => {
    const seen = new Map<string, string[]>();
    for (const locale of locales) {
      const res = await t.request(`/api/help-center?locale=${locale}`, { host });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Content;
      expect(body.doc_sets.length).toBeGreaterThanOrEqual(2);
      expect(body.doc_sets.every((set) => set.numbered && set.articles.length >= 3)).toBe(true);
      const articles = body.doc_sets.flatMap((set) => set.articles);
      expect(articles.length).toBeGreaterThanOrEqual(6);
      expect(body.faqs.length).toBeGreaterThanOrEqual(5);
      expect(body.features.length).toBeGreaterThanOrEqual(4);
      const texts = [
        ...body.doc_sets.map((set) => set.name),
        ...articles.map((article) => article.title),
        ...body.faqs.map((faq) => faq.question),
        ...body.features.map((feature) => feature.title),
      ];
      seen.set(locale, texts);
      if (locale !== "en") expect(articles[0]!.url.startsWith(`/${locale}/`)).toBe(true);
      // Every article reads inside the help center, in this language.
      for (const article of articles) {
        const read = await t.request(`/api/help-center/articles/${article.id}?locale=${locale}`, { host });
        expect(read.status).toBe(200);
        expect(((await read.json()) as { content_html: string }).content_html.length).toBeGreaterThan(100);
      }
    }
    // Translated: no language repeats the English text of a set, an article, a question or a feature
    // (except words that are the same in both, like "Roadmap" or "Digital").
    const english = seen.get("en")!;
    for (const locale of locales.slice(1)) {
      const same = seen.get(locale)!.filter((text, index) => text === english[index]);
      expect(same.length, `${locale}: ${same.join(", ")}`).toBeLessThanOrEqual(2);
    }
  });
}
