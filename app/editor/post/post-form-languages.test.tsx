import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { MeetingTypeEditor } from "../../../features/meetings/editor/meeting-type-editor.tsx";
import { blankMeetingType } from "../../../features/meetings/editor/meeting-type-form.ts";
import { AdvancedSettings } from "./advanced-settings.tsx";
import { emptyPostForm, otherEditorWarning } from "./post-form.ts";
import { PostMainView, type PostFieldsProps } from "./post-main-view.tsx";

/**
 * The post and meeting-type editors speak the person's UI language, not the page's:
 * labels, section titles, hints and buttons come from the catalogue, English stays as the spec has it.
 */
const fields = (): PostFieldsProps => ({
  state: emptyPostForm("default"),
  update: () => {},
  errorOf: () => undefined,
  fieldRef: () => null,
});

function postForm(locale: UiLocale) {
  return renderToString(
    <UiLanguageProvider locale={locale}>
      <PostMainView
        {...fields()}
        mode="create"
        onTitle={() => {}}
        codeView={false}
        onCodeViewChange={() => {}}
        onContentElement={() => {}}
      />
      <AdvancedSettings {...fields()} mode="create" documentSets={[]} />
    </UiLanguageProvider>,
  );
}

function meetingTypeEditor(locale: UiLocale) {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <UiLanguageProvider locale={locale}>
        <MeetingTypeEditor
          record={null}
          initial={blankMeetingType("UTC", [])}
          members={[]}
          locales={[]}
          onSaved={() => {}}
          onClose={() => {}}
        />
      </UiLanguageProvider>
    </QueryClientProvider>,
  );
}

describe("the post editor's form in the person's language", () => {
  it("keeps the spec's English texts by default", () => {
    const html = postForm("en");
    for (const text of ["Subsection", "Quick tip:", "SEO &amp; Identity", "Display Options", "Publish at", "Bold"]) {
      expect(html).toContain(text);
    }
  });

  it("is in Spanish for a Spanish-speaking person", () => {
    const html = postForm("es");
    for (const text of ["Subsección", "Consejo rápido:", "SEO e identidad", "Opciones de visualización", "Negrita"]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("Display Options");
  });

  it("is in Arabic for an Arabic-speaking person", () => {
    const html = postForm("ar");
    for (const text of ["القسم الفرعي", "خيارات العرض", "البيانات الوصفية", "غامق"]) expect(html).toContain(text);
    expect(html).not.toContain("Quick tip:");
  });

  it("says when someone else saved the post in the person's language, with the language's own plural", () => {
    const change = { at: new Date(Date.now() - 2 * 60_000).toISOString(), actor_id: "u2", actor_name: "Bo" };
    expect(otherEditorWarning(change as never, "u1", Date.now())).toMatch(/^Bo saved this post 2 minutes ago\./);
    expect(otherEditorWarning(change as never, "u1", Date.now(), "es")).toMatch(
      /^Bo guardó esta publicación hace 2 minutos\./,
    );
  });
});

describe("the meeting-type editor in the person's language", () => {
  it("names its fields and buttons in Spanish and Arabic, in English by default", () => {
    expect(meetingTypeEditor("en")).toContain("Save meeting type");
    const es = meetingTypeEditor("es");
    expect(es).toContain("Duración (minutos)");
    expect(es).toContain("Guardar tipo de reunión");
    const ar = meetingTypeEditor("ar");
    expect(ar).toContain("المدة (بالدقائق)");
    expect(ar).toContain("حفظ نوع الاجتماع");
  });
});
