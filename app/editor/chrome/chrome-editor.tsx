import { useRef, useState, useId } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { footerStyleObjectSchema, headerStyleSchema } from "../../../shared/schemas/chrome-style-schema.ts";
import { RecordEditorNotices } from "../../components/editor-kit/record-editor-parts.tsx";
import { RecordEditorFrame } from "../../components/editor-kit/record-editor-frame.tsx";
import { useEditorForm } from "../../components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import {
  Button,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../components/ui/index.ts";
import { WithQueryClient } from "../../api-client/query-provider.tsx";
import type { RootData } from "../../root.tsx";
import { ApiError, fetchOrganizationSettings, saveChromeStyle, type OrganizationSettings } from "./chrome-api.ts";
import { ChromeHistory } from "./chrome-history.tsx";
import { FooterPreview, HeaderPreview } from "./chrome-preview.tsx";
import {
  readFooterStyle,
  readHeaderStyle,
  UI_LANGUAGES,
  type ChromeKind,
  type FooterStyle,
  type HeaderStyle,
} from "./chrome-style.ts";
import { MenuItemsGrid } from "./menu-items-grid.tsx";
import { FooterStyleForm, HeaderStyleForm, StyleFieldsContext } from "./style-form.tsx";
import { useMenu } from "./use-menu.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

type Ui = { locale: UiLocale };

const TEXT = {
  header: (o: Ui) => ({
    title: m.editors_headerEditor({}, o),
    loading: m.editors_loadingHeader({}, o),
    saved: m.editors_headerSaved({}, o),
    failed: m.editors_headerSaveFailed({}, o),
    key: "header_style" as const,
    noun: m.editors_nounHeaderStyle({}, o),
    subtitle: m.editors_headerSubtitle({}, o),
  }),
  footer: (o: Ui) => ({
    title: m.editors_footerEditor({}, o),
    loading: m.editors_loadingFooter({}, o),
    saved: m.editors_footerSaved({}, o),
    failed: m.editors_footerSaveFailed({}, o),
    key: "footer_style" as const,
    noun: m.editors_nounFooterStyle({}, o),
    subtitle: m.editors_footerSubtitle({}, o),
  }),
};

/** Field names of the styles as the conflict view shows them. */
const FIELD_LABELS: Record<string, (o: Ui) => string> = {
  type: (o) => m.editors_fieldStyle({}, o),
  background: (o) => m.editors_fieldBackgroundColour({}, o),
  color: (o) => m.editors_fieldTextColour({}, o),
  color_hover: (o) => m.editors_fieldHoverColour({}, o),
  menu_width: (o) => m.editors_menuWidth({}, o),
  menu_items_are_text: (o) => m.editors_menuItemsAsText({}, o),
  logo_height: (o) => m.editors_logoHeight({}, o),
  is_gradient: (o) => m.editors_fieldGradientBackground({}, o),
  "gradient.from": (o) => m.editors_gradientFrom({}, o),
  "gradient.via": (o) => m.editors_gradientVia({}, o),
  "gradient.to": (o) => m.editors_gradientTo({}, o),
};

type StyleOf<K extends ChromeKind> = K extends "header" ? HeaderStyle : FooterStyle;

function readStyle<K extends ChromeKind>(kind: K, raw: unknown): StyleOf<K> {
  return (kind === "header" ? readHeaderStyle(raw) : readFooterStyle(raw)) as StyleOf<K>;
}

/**
 * The header editor and the footer editor (spec editing-tools §2.10): one component, two kinds.
 *
 * On the record-editor layer (decision 042): the style is the record (the organization's
 * `header_style` or `footer_style`, versioned by the organization), with undo/redo, a local draft,
 * the close question, a merge when someone else saved the settings first, and presence; its form
 * checks the API's own rules (shared/schemas/chrome-style-schema.ts). The menu (use-menu.ts) is saved change
 * by change as it is made, each merged the same way on a conflict.
 */
export function ChromeEditor<K extends ChromeKind>(props: { kind: K; onClose: () => void }) {
  return (
    <WithQueryClient>
      <ChromeEditorDialog {...props} />
    </WithQueryClient>
  );
}

function ChromeEditorDialog<K extends ChromeKind>({ kind, onClose }: { kind: K; onClose: () => void }) {
  const o = useUiLanguage();
  const root = useRouteLoaderData<RootData>("root");
  const organizationId = root?.site.organizationId ?? 0;
  const siteName = root?.site.name ?? m.editors_site({}, o);
  const text = TEXT[kind](o);
  const revalidator = useRevalidator();
  const [language, setLanguage] = useState<string>("en");
  // Menu changes (and a saved style) are live: the page behind reads its data again on closing.
  const changed = useRef(false);
  const languageId = useId();

  const menu = useMenu(organizationId, () => {
    changed.current = true;
  });
  const [initial] = useState(() => readStyle(kind, undefined));
  const editor = useRecordEditor<StyleOf<K>, OrganizationSettings>({
    entity: `${kind}-style`,
    id: organizationId,
    initial,
    load: (id) =>
      fetchOrganizationSettings(id).catch((error: unknown) => {
        throw new Error(
          error instanceof ApiError && error.status === 401 ? error.message : m.editors_fetchOrgFailed({}, o),
        );
      }),
    toDraft: (record) => readStyle(kind, record.settings[text.key]),
    versionOf: (record) => record.organization.updated_at,
    update: (id, style, version) =>
      saveChromeStyle(id, text.key, style, version).catch((error: unknown) => {
        // A conflict merges, a 400 lands on its field; anything else is the spec's message (§6, §8).
        if (error instanceof ApiError && (error.isStale || error.status === 400)) throw error;
        throw new Error(error instanceof ApiError && error.status === 401 ? m.editors_noSession({}, o) : text.failed);
      }),
    texts: {
      created: text.saved,
      updated: text.saved,
      deleted: text.saved,
      saveFailed: text.failed,
      deleteFailed: text.failed,
      // Spec §4's question without the draft sentence: §2.10 "Cancel discards local edits".
      closeQuestion: m.editors_closeQuestion({}, o),
    },
    keepDraftOnClose: false,
    onSaved: () => {
      changed.current = true;
    },
    onClose: () => {
      if (changed.current) void revalidator.revalidate();
      onClose();
    },
  });
  const { submit, errorOf, fieldRef } = useEditorForm(
    editor,
    kind === "header" ? headerStyleSchema : footerStyleObjectSchema,
  );
  const style = editor.draft;
  const loading = editor.loading || menu.loading;

  const label = (name: string, translations: Record<string, string> | null | undefined) =>
    (language !== "en" && translations?.[language]) || name;

  return (
    <RecordEditorFrame
      editor={editor}
      title={text.title}
      badge={m.editors_edit({}, o)}
      subtitle={text.subtitle}
      className="w-[min(64rem,calc(100vw-2rem))]"
      onKeyDown={(event) => {
        // In a text field Ctrl/Cmd+Z belongs to the field (a menu name), not to the style.
        if ((event.target as HTMLElement).closest("input:not([type=radio]), textarea")) return;
        editor.onKeyDown(event);
      }}
      // Undo and Redo cover the style; menu items are saved one by one as they change.
      history={{
        render: () => (
          <ChromeHistory
            organizationId={organizationId}
            items={menu.items}
            onRestored={() => {
              // A restore is a save: the editor takes the settings and the menu as they are now.
              changed.current = true;
              void fetchOrganizationSettings(organizationId).then(editor.adopt, () => {});
              void menu.reload();
            }}
          />
        ),
      }}
      footer={
        <>
          {editor.dirty && <p className="me-auto text-sm text-gray-700">{m.editors_unsavedStyle({}, o)}</p>}
          <Button variant="outline" onClick={editor.requestClose} disabled={editor.saving}>
            {m.editor_cancel({}, o)}
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={editor.saving || loading || Boolean(editor.loadError) || Boolean(editor.conflict)}
          >
            {editor.saving ? m.editor_saving({}, o) : m.editors_save({}, o)}
          </Button>
        </>
      }
    >
      {({ history }) =>
        loading && !editor.loadError ? (
          <p role="status" className="py-10 text-center text-sm text-gray-700">
            {text.loading}
          </p>
        ) : editor.loadError ? (
          <div role="alert" className="space-y-3 rounded-md bg-red-50 p-4 text-sm text-red-800">
            <p>{editor.loadError}</p>
            <Button variant="outline" size="sm" onClick={editor.retry}>
              {m.editor_retry({}, o)}
            </Button>
          </div>
        ) : (
          <div className="space-y-6">
            <RecordEditorNotices editor={editor} noun={text.noun} fieldLabel={(key) => FIELD_LABELS[key]?.(o) ?? key} />
            {history}
            <section aria-label={m.editors_preview({}, o)} className="space-y-2">
              <div className="flex items-end justify-between gap-3">
                <h3 className="text-sm font-semibold text-gray-900">{m.editors_preview({}, o)}</h3>
                <div className="flex items-center gap-2">
                  <Label htmlFor={languageId} className="text-xs">
                    {m.editors_language({}, o)}
                  </Label>
                  <Select value={language} onValueChange={setLanguage}>
                    <SelectTrigger id={languageId} className="h-8 w-24">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {UI_LANGUAGES.map((code) => (
                        <SelectItem key={code} value={code}>
                          {code}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              </div>
              {kind === "header" ? (
                <HeaderPreview style={style as HeaderStyle} items={menu.items} siteName={siteName} label={label} />
              ) : (
                <FooterPreview style={style as FooterStyle} items={menu.items} siteName={siteName} label={label} />
              )}
            </section>
            <section aria-label={m.editors_fieldStyle({}, o)} className="space-y-3">
              <StyleFieldsContext.Provider value={{ errorOf, fieldRef }}>
                {kind === "header" ? (
                  <HeaderStyleForm style={style as HeaderStyle} onChange={(next) => editor.set(next as StyleOf<K>)} />
                ) : (
                  <FooterStyleForm style={style as FooterStyle} onChange={(next) => editor.set(next as StyleOf<K>)} />
                )}
              </StyleFieldsContext.Provider>
            </section>
            <MenuItemsGrid
              organizationId={organizationId}
              menu={menu}
              onChanged={() => {
                changed.current = true;
              }}
            />
          </div>
        )
      }
    </RecordEditorFrame>
  );
}
