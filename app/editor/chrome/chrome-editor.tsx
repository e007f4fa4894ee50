import { HistoryToggle, UndoRedoButtons } from "../shared/history-actions.tsx";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import {
  Button,
  EditorDialog,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
  useUndoHistory,
} from "../../components/ui/index.ts";
import type { RootData } from "../../root.tsx";
import { ApiError, fetchMenuItems, fetchOrganizationSettings, saveChromeStyle, type MenuItem } from "./chrome-api.ts";
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
import { FooterStyleForm, HeaderStyleForm } from "./style-form.tsx";

const TEXT = {
  header: {
    title: "Header editor",
    loading: "Loading header settings...",
    saved: "Header style updated successfully",
    failed: "Failed to save header settings. Please try again.",
    updateFailed: "Failed to update header style",
    key: "header_style",
  },
  footer: {
    title: "Footer editor",
    loading: "Loading footer settings...",
    saved: "Footer style updated successfully",
    failed: "Failed to save footer settings. Please try again.",
    updateFailed: "Failed to update footer style",
    key: "footer_style",
  },
} as const;

type StyleOf<K extends ChromeKind> = K extends "header" ? HeaderStyle : FooterStyle;

function readStyle<K extends ChromeKind>(kind: K, raw: unknown): StyleOf<K> {
  return (kind === "header" ? readHeaderStyle(raw) : readFooterStyle(raw)) as StyleOf<K>;
}

/**
 * The header editor and the footer editor (spec editing-tools §2.10): one component, two kinds.
 * It reads the stored style and the menu afresh on every opening. The style is edited locally and
 * saved with Save (Cancel discards it); menu changes are saved one by one as they are made.
 */
export function ChromeEditor<K extends ChromeKind>({ kind, onClose }: { kind: K; onClose: () => void }) {
  const root = useRouteLoaderData<RootData>("root");
  const organizationId = root?.site.organizationId ?? 0;
  const siteName = root?.site.name ?? "Site";
  const text = TEXT[kind];
  const revalidator = useRevalidator();

  const [loading, setLoading] = useState(true);
  // The style is edited locally with undo/redo (Ctrl/Cmd+Z); Cancel drops it, Save stores it.
  const history = useUndoHistory<StyleOf<K>>(readStyle(kind, undefined));
  const { state: style, set: setStyle, reset: resetStyle } = history;
  const [showHistory, setShowHistory] = useState(false);
  const [items, setItems] = useState<MenuItem[]>([]);
  const [language, setLanguage] = useState<string>("en");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const menusChanged = useRef(false);
  const languageId = useId();

  const reloadMenu = useCallback(async () => {
    try {
      setItems(await fetchMenuItems(organizationId));
    } catch {
      toast.error("Failed to fetch menu items");
    }
  }, [organizationId]);

  const load = useCallback(
    async (isLive: () => boolean = () => true) => {
      const [settings] = await Promise.all([
        fetchOrganizationSettings(organizationId).catch(() => {
          toast.error("Failed to fetch organization");
          return null;
        }),
        reloadMenu(),
      ]);
      if (!isLive()) return;
      if (settings) resetStyle(readStyle(kind, settings[TEXT[kind].key]));
      setLoading(false);
    },
    [organizationId, reloadMenu, resetStyle, kind],
  );

  // §2.10: editor modals read their data afresh on every opening.
  useEffect(() => {
    let live = true;
    // load() sets state only after its requests answer, never synchronously in the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(() => live);
    return () => {
      live = false;
    };
  }, [load]);
  function close() {
    // Menu changes are already saved: the page behind shows them once its data is read again.
    if (menusChanged.current) void revalidator.revalidate();
    onClose();
  }

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await saveChromeStyle(organizationId, text.key, style);
      toast.success(text.saved);
      history.reset(style);
      await revalidator.revalidate();
      onClose();
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.status === 401
          ? "No active session found. Please log in again."
          : caught instanceof ApiError && caught.message
            ? caught.message
            : text.updateFailed;
      setError(message);
      toast.error(text.failed);
    } finally {
      setSaving(false);
    }
  }

  const label = (name: string, translations: Record<string, string> | null | undefined) =>
    (language !== "en" && translations?.[language]) || name;
  const dirty = history.dirty;

  return (
    <EditorDialog
      onRequestClose={close}
      title={text.title}
      badge="Edit"
      subtitle={kind === "header" ? "Header style and menu items" : "Footer style and menu items"}
      className="w-[min(64rem,calc(100vw-2rem))]"
      onKeyDown={(event) => {
        // In a text field Ctrl/Cmd+Z belongs to the field (a menu name), not to the style.
        if ((event.target as HTMLElement).closest("input:not([type=radio]), textarea")) return;
        history.onKeyDown(event);
      }}
      headerActions={
        <>
          {/* Undo and Redo cover the style; menu items are saved one by one as they change. */}
          <UndoRedoButtons history={history} />
          <HistoryToggle shown={showHistory} onToggle={() => setShowHistory(!showHistory)} />
        </>
      }
      footer={
        <>
          {error && (
            <p role="alert" className="mr-auto text-sm text-red-700">
              {error}
            </p>
          )}
          {dirty && !error && <p className="mr-auto text-sm text-gray-700">Unsaved style changes</p>}
          <Button variant="outline" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={saving || loading}>
            {saving ? "Saving..." : "Save"}
          </Button>
        </>
      }
    >
      {loading ? (
        <p role="status" className="py-10 text-center text-sm text-gray-700">
          {text.loading}
        </p>
      ) : (
        <div className="space-y-6">
          {showHistory && (
            <ChromeHistory
              organizationId={organizationId}
              items={items}
              onRestored={() => {
                menusChanged.current = true;
                void load();
              }}
            />
          )}
          <section aria-label="Preview" className="space-y-2">
            <div className="flex items-end justify-between gap-3">
              <h3 className="text-sm font-semibold text-gray-900">Preview</h3>
              <div className="flex items-center gap-2">
                <Label htmlFor={languageId} className="text-xs">
                  Language
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
              <HeaderPreview style={style as HeaderStyle} items={items} siteName={siteName} label={label} />
            ) : (
              <FooterPreview style={style as FooterStyle} items={items} siteName={siteName} label={label} />
            )}
          </section>
          <section aria-label="Style" className="space-y-3">
            {kind === "header" ? (
              <HeaderStyleForm style={style as HeaderStyle} onChange={(next) => setStyle(next as StyleOf<K>)} />
            ) : (
              <FooterStyleForm style={style as FooterStyle} onChange={(next) => setStyle(next as StyleOf<K>)} />
            )}
          </section>
          <MenuItemsGrid
            organizationId={organizationId}
            items={items}
            setItems={setItems}
            reload={reloadMenu}
            onChanged={() => {
              menusChanged.current = true;
            }}
          />
        </div>
      )}
    </EditorDialog>
  );
}
