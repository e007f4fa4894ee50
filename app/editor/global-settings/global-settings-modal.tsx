import { History, ImageIcon, RotateCw } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../root.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { EditorDialog } from "../../components/ui/editor-dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { useUndoHistory } from "../../components/ui/use-undo-history.ts";
import { DEFAULT_LOCALES, LOCALE_NAMES } from "../../../shared/locales.ts";
import { BUSINESS_TYPES } from "../../../shared/settings.ts";
import { openEditor, type EditorProps } from "../editor-requests.ts";
import { apiFetch, errorMessage } from "../shared/api-fetch.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import { MediaPicker } from "../shared/media-picker.tsx";
import type { RevisionEntity } from "../shared/history-view.ts";
import { ListEditor } from "./list-editor.tsx";
import { LIST_SPECS, setPath } from "./list-fields.ts";
import {
  addItem,
  buildPayload,
  formFrom,
  isDirty,
  isImageAddress,
  LOGO_ADDRESS_ERROR,
  MESSAGES,
  moveItem,
  newKey,
  removeItem,
  TABS,
  tabOf,
  validate,
  withSection,
  type General,
  type Item,
  type ListKey,
  type OrganizationData,
  type SettingsForm,
  type TabKey,
} from "./settings-form.ts";
import { UndoRedoButtons } from "../shared/history-actions.tsx";

type Load = { status: "loading" } | { status: "failed"; message: string } | { status: "loaded" };

/** Reads one of our GET answers; failures keep the status text the spec's messages quote. */
async function getJson<T>(path: string, failure: (statusText: string) => string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", headers: { accept: "application/json" } });
  } catch {
    throw new Error(MESSAGES.loadFailed);
  }
  if (response.status === 401) throw new Error(MESSAGES.noSession);
  if (!response.ok) throw new Error(failure(response.statusText || String(response.status)));
  return (await response.json()) as T;
}

/**
 * Global Settings (spec editing-tools §2.8, §4, §7, §8): ten tabs over the organization's settings
 * and lists. Loads, then shows the form or a Failed to Load panel with Retry; Save (disabled without
 * changes) sends the settings and every list whole, then reloads the data and the active tab.
 */
export default function GlobalSettingsModal({ request, onClose }: EditorProps<"global-settings">) {
  const root = useRouteLoaderData<RootData>("root");
  const organizationId = root?.site.organizationId;
  const signedIn = Boolean(root?.viewer);
  const [activeTab, setActiveTab] = useState<TabKey>(tabOf(request.tab).key);
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [data, setData] = useState<OrganizationData | null>(null);
  const [saved, setSaved] = useState<SettingsForm | null>(null);
  const history = useUndoHistory<SettingsForm | null>(null);
  const form = history.state;
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [askClose, setAskClose] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const dirty = isDirty(saved, form);
  const resetHistory = history.reset;
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const apply = useCallback(
    (next: OrganizationData) => {
      const fresh = formFrom(next);
      setData(next);
      setSaved(fresh);
      resetHistory(fresh);
    },
    [resetHistory],
  );

  const loadAll = useCallback(async () => {
    if (!signedIn) throw new Error(MESSAGES.noSession);
    if (!organizationId) throw new Error(MESSAGES.loadFailed);
    return getJson<OrganizationData>(`/api/organizations/${organizationId}`, MESSAGES.fetchOrganization);
  }, [organizationId, signedIn]);

  /** Loads everything and fills the form; state changes only after the answer (never synchronously). */
  const fetchAndApply = useCallback(async () => {
    try {
      const next = await loadAll();
      if (!mounted.current) return;
      apply(next);
      setLoad({ status: "loaded" });
    } catch (error) {
      if (mounted.current) setLoad({ status: "failed", message: (error as Error).message || MESSAGES.loadFailed });
    }
  }, [apply, loadAll]);

  const reload = () => {
    setLoad({ status: "loading" });
    void fetchAndApply();
  };

  useEffect(() => {
    // Loading from the server on open is syncing with an external system; state changes after the answer.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchAndApply();
  }, [fetchAndApply]);

  function requestClose() {
    if (saving) return;
    if (dirty) setAskClose(true);
    else onClose();
  }

  async function save() {
    if (!form || !dirty || saving || !organizationId) return;
    const problem = validate(form);
    if (problem) {
      setSaveError(problem);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await apiFetch(`/api/organizations/${organizationId}`, {
        method: "PUT",
        body: buildPayload(form, { activeTab, version: data?.organization.updated_at, saved }),
      });
    } catch (error) {
      const message =
        (error as { status?: number }).status === 401 ? MESSAGES.noSession : errorMessage(error, MESSAGES.saveFailed);
      setSaveError(message);
      toast.error(message);
      setSaving(false);
      return;
    }
    // After saving, all data and the active tab are reloaded (spec §4, §7).
    try {
      let next = await loadAll();
      const section = tabOf(activeTab).section;
      if (section) {
        const part = await getJson<Record<string, unknown>>(
          `/api/organizations/${organizationId}/sections/${section}`,
          (statusText) => MESSAGES.fetchSection(section, statusText),
        );
        next = withSection(next, part);
      }
      if (!mounted.current) return;
      apply(next);
      toast.success("Settings saved");
    } catch (error) {
      if (mounted.current) setLoad({ status: "failed", message: (error as Error).message || MESSAGES.loadFailed });
    } finally {
      if (mounted.current) setSaving(false);
    }
  }

  const setGeneral = (field: keyof General, value: General[keyof General], group?: string) =>
    history.set((current) => (current ? { ...current, general: { ...current.general, [field]: value } } : current), {
      group,
    });
  const editList = (list: ListKey, change: (current: SettingsForm) => SettingsForm, group?: string) =>
    history.set((current) => (current ? change(current) : current), { group });

  const tab = tabOf(activeTab);
  const historyEntities: { entity: RevisionEntity; id: string | number; label: string }[] =
    tab.key === "general"
      ? [{ entity: "organization_settings" as RevisionEntity, id: organizationId ?? 0, label: "Settings" }]
      : tab.lists.map((list) => ({
          entity: "organization_list" as RevisionEntity,
          id: list,
          label: LIST_SPECS[list].heading,
        }));

  const footer = (
    <>
      {saveError && (
        <p role="alert" className="mr-auto text-sm font-medium text-red-700">
          {saveError}
        </p>
      )}
      <UndoRedoButtons history={history} disabled={saving} />
      <Button variant="outline" onClick={requestClose} disabled={saving}>
        Cancel
      </Button>
      <Button onClick={() => void save()} disabled={!dirty || saving || load.status !== "loaded"}>
        {saving ? "Saving..." : "Save"}
      </Button>
    </>
  );

  return (
    <>
      <EditorDialog
        onRequestClose={requestClose}
        title="Global Settings"
        badge={dirty ? "Unsaved changes" : undefined}
        subtitle="Settings and lists that apply to your whole site."
        footer={footer}
        onKeyDown={history.onKeyDown}
        fullscreenOnMobile
        className="w-[min(72rem,calc(100vw-2rem))]"
        headerActions={
          load.status === "loaded" && historyEntities.length > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={showHistory}
              onClick={() => setShowHistory((shown) => !shown)}
            >
              <History aria-hidden="true" className="size-4" /> History
            </Button>
          ) : null
        }
      >
        {load.status === "loading" && (
          <p role="status" className="p-8 text-center text-sm text-gray-600">
            Loading settings...
          </p>
        )}
        {load.status === "failed" && (
          <div role="alert" className="mx-auto max-w-md space-y-3 p-8 text-center">
            <h3 className="text-base font-semibold text-gray-900">Failed to Load</h3>
            <p className="text-sm text-gray-700">{load.message}</p>
            <Button variant="outline" onClick={() => void reload()}>
              <RotateCw aria-hidden="true" className="size-4" /> Retry
            </Button>
          </div>
        )}
        {load.status === "loaded" && form && data && (
          <Tabs
            value={activeTab}
            onValueChange={(value) => setActiveTab(value as TabKey)}
            orientation="vertical"
            className="flex flex-col gap-4 md:flex-row"
          >
            <TabsList
              aria-label="Settings sections"
              className="h-auto flex-row flex-wrap justify-start md:w-44 md:shrink-0 md:flex-col md:items-stretch"
            >
              {TABS.map((item) => (
                <TabsTrigger key={item.key} value={item.key} className="justify-start">
                  {item.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <div className="min-w-0 flex-1">
              {TABS.map((item) => (
                <TabsContent key={item.key} value={item.key} className="mt-0 space-y-4">
                  <header>
                    <h3 className="text-base font-semibold text-gray-900">{item.title}</h3>
                    <p className="text-sm text-gray-600">{item.subtitle}</p>
                  </header>
                  {showHistory && item.key === activeTab && historyEntities.length > 0 && (
                    <div className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
                      {historyEntities.map((entry) => (
                        <HistoryPanel
                          key={`${entry.entity}:${entry.id}`}
                          entity={entry.entity}
                          entityId={entry.id}
                          onRestored={() => void reload()}
                        />
                      ))}
                    </div>
                  )}
                  {item.key === "general" && <GeneralTab general={form.general} onChange={setGeneral} />}
                  {item.key === "hero" && <HeroTab hero={form.hero} dirty={dirty} />}
                  {item.key === "meeting-types" && (
                    <p className="rounded-md border border-dashed border-gray-300 p-4 text-sm text-gray-600">
                      No meeting types yet. Meeting types are not stored by this site yet, so there is nothing to edit
                      here.
                    </p>
                  )}
                  {item.lists.map((list) => {
                    const parent = LIST_SPECS[list].parent;
                    // Only saved records can be chosen: a new one has no id until the save.
                    const parentOptions = parent
                      ? form.lists[parent.list]
                          .filter((record) => typeof record.id === "number")
                          .map((record) => ({ id: record.id as number, name: String(record[parent.name] ?? "") }))
                      : [];
                    return (
                      <ListEditor
                        key={list}
                        list={list}
                        items={form.lists[list]}
                        parentOptions={parentOptions}
                        onAdd={() => {
                          const key = newKey();
                          const blank: Item = { ...LIST_SPECS[list].blank, _key: key };
                          if (parent) blank[parent.path] = parentOptions[0]?.id;
                          editList(list, (current) => addItem(current, list, blank));
                          return key;
                        }}
                        onChange={(index, path, value, group) =>
                          editList(
                            list,
                            (current) => ({
                              ...current,
                              lists: {
                                ...current.lists,
                                [list]: current.lists[list].map((entry, i) =>
                                  i === index ? setPath(entry, path, value) : entry,
                                ),
                              },
                            }),
                            group,
                          )
                        }
                        onMove={(from, to) => editList(list, (current) => moveItem(current, list, from, to))}
                        onRemove={(index) => editList(list, (current) => removeItem(current, list, index))}
                      />
                    );
                  })}
                  {item.key === "cookies" && <ConsentRecords records={data.cookie_consent_records} />}
                </TabsContent>
              ))}
            </div>
          </Tabs>
        )}
      </EditorDialog>
      <ConfirmDialog
        open={askClose}
        onOpenChange={setAskClose}
        title="Unsaved changes"
        text={MESSAGES.closeQuestion}
        confirmLabel="Close"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setAskClose(false);
          onClose();
        }}
      />
    </>
  );
}

const SUPPORTED = DEFAULT_LOCALES;

function GeneralTab({
  general,
  onChange,
}: {
  general: General;
  onChange: (field: keyof General, value: General[keyof General], group?: string) => void;
}) {
  const text = (field: "name" | "base_url" | "base_url_local" | "font_family", label: string, max: number) => (
    <div className="space-y-1.5">
      <Label htmlFor={`general-${field}`}>{label}</Label>
      <Input
        id={`general-${field}`}
        value={general[field]}
        maxLength={max}
        onChange={(event) => onChange(field, event.target.value, field)}
      />
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("name", "Name", 200)}
      {text("font_family", "Font family", 80)}
      {text("base_url", "Base URL", 500)}
      {text("base_url_local", "Local base URL", 500)}
      <LogoField value={general.logo} onChange={(value) => onChange("logo", value, "logo")} />
      <div className="space-y-1.5">
        <Label htmlFor="general-type">Business type</Label>
        <Select value={general.type} onValueChange={(value) => onChange("type", value)}>
          <SelectTrigger id="general-type" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {BUSINESS_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {type.replace(/_/g, " ")}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="general-language">Default language</Label>
        <Select value={general.language} onValueChange={(value) => onChange("language", value)}>
          <SelectTrigger id="general-language" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {general.supported_locales.map((locale) => (
              <SelectItem key={locale} value={locale}>
                {LOCALE_NAMES[locale as keyof typeof LOCALE_NAMES] ?? locale}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="text-sm font-medium text-gray-900">Supported languages</legend>
        <div className="flex flex-wrap gap-3">
          {SUPPORTED.map((locale) => {
            const checked = general.supported_locales.includes(locale);
            return (
              <label key={locale} className="flex items-center gap-1.5 text-sm text-gray-800">
                <input
                  type="checkbox"
                  className="size-4 accent-sky-700"
                  checked={checked}
                  disabled={checked && general.supported_locales.length === 1}
                  onChange={() =>
                    onChange(
                      "supported_locales",
                      checked
                        ? general.supported_locales.filter((entry) => entry !== locale)
                        : SUPPORTED.filter((entry) => entry === locale || general.supported_locales.includes(entry)),
                    )
                  }
                />
                {LOCALE_NAMES[locale]}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * The site logo (settings.logo, shown in every page's header): an address typed in, or an image of
 * the organization's gallery. Empty means the platform's default logo.
 */
function LogoField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [picking, setPicking] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const address = value.trim();
  const valid = isImageAddress(value);
  const hintId = useId();
  return (
    <div className="space-y-1.5 sm:col-span-2">
      <Label htmlFor="general-logo">Logo</Label>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className="flex h-12 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-gray-200 bg-gray-50"
          data-testid="logo-preview"
        >
          {address && valid && broken !== address ? (
            <img
              src={address}
              alt="Logo preview"
              className="max-h-10 max-w-22 object-contain"
              onError={() => setBroken(address)}
            />
          ) : (
            <ImageIcon aria-hidden className="size-5 text-gray-400" />
          )}
        </div>
        <Input
          id="general-logo"
          type="text"
          inputMode="url"
          className="min-w-48 flex-1"
          placeholder="/media/… or https://…"
          value={value}
          maxLength={2048}
          aria-invalid={!valid || undefined}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="button" variant="outline" onClick={() => setPicking(true)}>
          Choose from gallery
        </Button>
      </div>
      <p id={hintId} className={valid ? "text-xs text-gray-600" : "text-xs font-medium text-red-700"}>
        {valid ? "Shown in your site's header. Leave empty for the default logo." : LOGO_ADDRESS_ERROR}
      </p>
      {picking && (
        <MediaPicker
          title="Choose the logo"
          onClose={() => setPicking(false)}
          onPick={(choice) => {
            onChange(choice.url);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

/**
 * The home page's hero, read here; the hero editor edits it (its live preview needs the page). Opening
 * it replaces this dialog, so it waits until the changes here are saved or undone.
 */
function HeroTab({ hero, dirty }: { hero: Record<string, unknown> | null; dirty: boolean }) {
  const open = () =>
    openEditor(
      typeof hero?.id === "number" ? { kind: "hero", mode: "edit", id: hero.id } : { kind: "hero", mode: "create" },
    );
  return (
    <div className="space-y-3">
      {hero ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {(["name", "title", "description", "button"] as const).map((field) => (
            <div key={field}>
              <dt className="font-medium text-gray-900">{field[0]!.toUpperCase() + field.slice(1)}</dt>
              <dd className="text-gray-700">{String(hero[field] ?? "") || "(empty)"}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="rounded-md border border-dashed border-gray-300 p-4 text-sm text-gray-600">
          No hero section on the home page yet.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled={dirty} onClick={open}>
          {hero ? "Edit hero section" : "Create hero section"}
        </Button>
        {dirty && <span className="text-xs text-gray-600">Save or undo your changes here first.</span>}
      </div>
    </div>
  );
}

/** How many visitors' choices are on record (the latest 100 are loaded): proof of consent, read only. */
function ConsentRecords({ records }: { records: Item[] }) {
  return (
    <p className="text-sm text-gray-700">
      Consent records: {records.length}
      {records.length === 100 ? " (latest 100)" : ""}
    </p>
  );
}
