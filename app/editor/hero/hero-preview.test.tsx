// The hero editor's preview is laid out as the page behind it draws the hero (decisions 071, 072),
// whatever the person's UI direction; the base texts it shows carry their language on a page in
// another language, as untranslated texts do on the page.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { newHeroDraft } from "./hero-draft.ts";
import { HeroPreview } from "./hero-preview.tsx";

const noop = () => {};

function renderPreview({ site, page, ui }: { site: string; page: string; ui: UiLocale }) {
  const draft = { ...newHeroDraft("/home"), title: site === "ar" ? "نمو أسرع" : "Grow faster" };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => (
        <UiLanguageProvider locale={ui}>
          <div dir={ui === "ar" ? "rtl" : "ltr"}>
            <HeroPreview
              draft={draft}
              titleInvalid={false}
              onTitle={noop}
              onDescription={noop}
              onButton={noop}
              onTitleSize={noop}
              onDescriptionSize={noop}
              onImageSize={noop}
              onRemoveImage={noop}
            />
          </div>
        </UiLanguageProvider>
      ),
    },
  ]);
  const html = renderToString(
    <Stub
      initialEntries={["/"]}
      hydrationData={{ loaderData: { root: { locale: page, site: { defaultLocale: site } } } }}
    />,
  );
  return {
    preview: /<div data-hero-preview="true" ([^>]*)>/.exec(html)?.[1] ?? "",
    title: /<textarea aria-label="[^"]*" ([^>]*)>/.exec(html)?.[1] ?? "",
  };
}

describe("HeroPreview", () => {
  it("is right to left on an Arabic site's page, under an English UI", () => {
    const { preview, title } = renderPreview({ site: "ar", page: "ar", ui: "en" });
    expect(preview).toMatch(/^dir="rtl"/);
    expect(title).not.toContain("lang=");
  });

  it("is left to right on an English page, under an Arabic UI", () => {
    const { preview, title } = renderPreview({ site: "en", page: "en", ui: "ar" });
    expect(preview).toMatch(/^dir="ltr"/);
    expect(title).not.toContain("lang=");
  });

  it("is right to left on the Arabic page of an English site, its English texts marked left to right", () => {
    const { preview, title } = renderPreview({ site: "en", page: "ar", ui: "en" });
    expect(preview).toMatch(/^dir="rtl"/);
    expect(title).toMatch(/^lang="en" dir="ltr"/);
  });
});
