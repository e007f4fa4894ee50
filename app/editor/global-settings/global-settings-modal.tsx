/**
 * Global Settings (spec editing-tools §2.8, §4, §7, §8): ten tabs over the organization's settings
 * and lists. Loads, then shows the form or a Failed to Load panel with Retry; Save (disabled without
 * changes) sends the settings and every list whole, then reloads the active tab's section.
 *
 * On the record-editor layer (decision 042): the organization is one record whose version is its
 * `updated_at` with each list's `list_versions`; loading, dirty state, undo, the close question (the
 * spec's text, no draft sentence), presence, and the three-way merge when someone else saved first
 * come from `useRecordEditor`; the form checks the API's own rules (shared/schemas/settings-schema.ts)
 * through `useEditorForm`. Reads and writes go through the typed client (settings-api.ts).
 */
import { RotateCw } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../root.tsx";
import { RecordEditorNotices } from "../../components/editor-kit/record-editor-parts.tsx";
import { RecordEditorFrame } from "../../components/editor-kit/record-editor-frame.tsx";
import { useEditorForm } from "../../components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import { Button } from "../../components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { WithQueryClient } from "../../api-client/query-provider.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { settingsFormSchema } from "../../../shared/schemas/settings-schema.ts";
import type { EditorProps } from "../editor-requests.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import type { RevisionEntity } from "../shared/history-view.ts";
import { ConsentRecords, GeneralTab, HeroTab } from "./general-tab.tsx";
import { SettingsLists } from "./settings-lists.tsx";
import { MeetingTypesTab } from "../../../features/meetings/editor/meeting-types-tab.tsx";
import { DomainsTab } from "../../../features/domains/editor/domains-tab.tsx";
import { LIST_SPECS } from "./list-fields.ts";
import { conflictTexts } from "./settings-conflicts.tsx";
import { firstErrorPath, tabOfField } from "./settings-errors.ts";
import { loadOrganization, parseVersion, saveOrganization, versionOf } from "./settings-api.ts";
import {
  buildPayload,
  emptyForm,
  formFrom,
  settingsMessages,
  TABS,
  tabOf,
  type General,
  type OrganizationData,
  type SettingsForm,
  type TabKey,
} from "./settings-form.ts";

export default function GlobalSettingsModal(props: EditorProps<"global-settings">) {
  return (
    <WithQueryClient>
      <GlobalSettingsDialog {...props} />
    </WithQueryClient>
  );
}

function GlobalSettingsDialog({ request, onClose }: EditorProps<"global-settings">) {
  const root = useRouteLoaderData<RootData>("root");
  const organizationId = root?.site.organizationId ?? null;
  const signedIn = Boolean(root?.viewer);
  const ui = useUiLanguage();
  const MESSAGES = settingsMessages(ui);
  const conflicts = conflictTexts(ui);
  const [activeTab, setActiveTab] = useState<TabKey>(tabOf(request.tab).key);
  const [initial] = useState(emptyForm);
  // The base the editor loaded (the hero is sent only when it differs from it).
  const baseRef = useRef<SettingsForm>(initial);

  const editor = useRecordEditor<SettingsForm, OrganizationData>({
    entity: "organization",
    id: organizationId,
    initial,
    load: (id) => loadOrganization(id, ui, signedIn),
    toDraft: formFrom,
    versionOf,
    update: (id, draft, version) => {
      const loaded = parseVersion(version);
      const payload = buildPayload(draft, {
        activeTab,
        version: loaded?.updated_at,
        listVersions: loaded?.list_versions,
        saved: baseRef.current,
      });
      return saveOrganization(id, payload, tabOf(activeTab).section, ui);
    },
    texts: {
      created: MESSAGES.saved,
      updated: MESSAGES.saved,
      deleted: MESSAGES.saved,
      saveFailed: MESSAGES.saveFailed,
      deleteFailed: MESSAGES.saveFailed,
      closeQuestion: MESSAGES.closeQuestion,
    },
    // Global Settings stays open after a save (spec §4: the data and the active tab are reloaded).
    closeOnSave: false,
    keepDraftOnClose: false,
    onClose,
  });
  useEffect(() => {
    baseRef.current = editor.base;
  }, [editor.base]);
  const { form, submit, errorOf, fieldRef } = useEditorForm(editor, settingsFormSchema);
  const errors = useMemo(() => ({ errorOf, fieldRef }), [errorOf, fieldRef]);
  const draft = editor.draft;

  // A submit (or a 400) with errors: open the tab of the first one in the spec's order and focus it.
  const { submitCount, errors: formErrors } = form.formState;
  const firstError = firstErrorPath(formErrors);
  useEffect(() => {
    if (!firstError || submitCount === 0) return;
    const tab = tabOfField(firstError);
    let focus = 0;
    // After the tab (and an item holding the error) has rendered.
    const frame = requestAnimationFrame(() => {
      if (tab) setActiveTab(tab);
      focus = requestAnimationFrame(() => {
        const element = document.querySelector<HTMLElement>(`[data-field="${firstError}"]`);
        element?.focus();
        element?.scrollIntoView?.({ block: "nearest" });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(focus);
    };
  }, [firstError, submitCount]);

  const failure = !signedIn ? MESSAGES.noSession : organizationId === null ? MESSAGES.loadFailed : editor.loadError;
  const loaded = !failure && !editor.loading;
  const setGeneral = (field: keyof General, value: General[keyof General], group?: string) =>
    editor.set((current) => ({ ...current, general: { ...current.general, [field]: value } }), { group });

  const tab = tabOf(activeTab);
  const historyEntities: { entity: RevisionEntity; id: string | number; label: string }[] =
    tab.key === "general"
      ? [
          {
            entity: "organization_settings" as RevisionEntity,
            id: organizationId ?? 0,
            label: m.editors_gsHistorySettings({}, ui),
          },
        ]
      : tab.lists.map((list) => ({
          entity: "organization_list" as RevisionEntity,
          id: list,
          label: LIST_SPECS[list].heading(ui),
        }));

  const footer = (
    <>
      <Button variant="outline" onClick={editor.requestClose} disabled={editor.saving}>
        {m.editor_cancel({}, ui)}
      </Button>
      <Button onClick={() => void submit()} disabled={!editor.dirty || editor.saving || !loaded}>
        {editor.saving ? m.editor_saving({}, ui) : m.editors_save({}, ui)}
      </Button>
    </>
  );

  return (
    <RecordEditorFrame
      editor={editor}
      onRequestClose={() => {
        if (!editor.saving) editor.requestClose();
      }}
      title={m.editors_gsTitle({}, ui)}
      badge={editor.dirty ? m.editor_unsavedChanges({}, ui) : undefined}
      subtitle={m.editors_gsSubtitle({}, ui)}
      footer={footer}
      undo="footer"
      undoDisabled={editor.saving}
      fullscreenOnMobile
      className="w-[min(72rem,calc(100vw-2rem))]"
      history={{
        available: loaded && historyEntities.length > 0,
        labelled: true,
        render: () => (
          <div className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
            {historyEntities.map((entry) => (
              <HistoryPanel
                key={`${entry.entity}:${entry.id}`}
                entity={entry.entity}
                entityId={entry.id}
                onRestored={() => {
                  if (organizationId !== null) void loadOrganization(organizationId, ui).then(editor.adopt);
                }}
              />
            ))}
          </div>
        ),
      }}
    >
      {({ history }) => (
        <>
          {editor.loading && !failure && (
            <p role="status" className="p-8 text-center text-sm text-gray-600">
              {m.editors_gsLoading({}, ui)}
            </p>
          )}
          {failure && (
            <div role="alert" className="mx-auto max-w-md space-y-3 p-8 text-center">
              <h3 className="text-base font-semibold text-gray-900">{m.editors_failedToLoad({}, ui)}</h3>
              <p className="text-sm text-gray-700">{failure}</p>
              <Button variant="outline" onClick={editor.retry}>
                <RotateCw aria-hidden="true" className="size-4" /> {m.editor_retry({}, ui)}
              </Button>
            </div>
          )}
          {loaded && (
            <>
              <RecordEditorNotices
                editor={editor}
                noun={m.editors_gsNoun({}, ui)}
                fieldLabel={conflicts.label}
                describe={conflicts.describe}
              />
              <Tabs
                value={activeTab}
                onValueChange={(value) => setActiveTab(value as TabKey)}
                orientation="vertical"
                className="flex flex-col gap-4 md:flex-row"
              >
                <TabsList
                  aria-label={m.editors_gsSectionsLabel({}, ui)}
                  className="h-auto flex-row flex-wrap justify-start md:w-44 md:shrink-0 md:flex-col md:items-stretch"
                >
                  {TABS.map((item) => (
                    <TabsTrigger key={item.key} value={item.key} className="justify-start">
                      {item.label(ui)}
                    </TabsTrigger>
                  ))}
                </TabsList>
                <div className="min-w-0 flex-1">
                  {TABS.map((item) => (
                    <TabsContent key={item.key} value={item.key} className="mt-0 space-y-4">
                      <header>
                        <h3 className="text-base font-semibold text-gray-900">{item.label(ui)}</h3>
                        <p className="text-sm text-gray-600">{item.subtitle(ui)}</p>
                      </header>
                      {item.key === activeTab && history}
                      {item.key === "general" && (
                        <GeneralTab general={draft.general} onChange={setGeneral} errors={errors} />
                      )}
                      {item.key === "hero" && <HeroTab hero={draft.hero} dirty={editor.dirty} />}
                      {item.key === "meeting-types" && item.key === activeTab && (
                        <MeetingTypesTab
                          focus={request.focus ?? null}
                          locales={draft.general.supported_locales.filter(
                            (locale) => locale !== draft.general.language,
                          )}
                        />
                      )}
                      {item.key === "domains" && item.key === activeTab && organizationId !== null && (
                        <DomainsTab organizationId={organizationId} />
                      )}
                      <SettingsLists
                        lists={item.lists}
                        form={draft}
                        editor={editor}
                        errorOf={errorOf}
                        focus={request.focus ?? null}
                      />
                      {item.key === "cookies" && <ConsentRecords records={draft.consent} />}
                    </TabsContent>
                  ))}
                </div>
              </Tabs>
            </>
          )}
        </>
      )}
    </RecordEditorFrame>
  );
}
