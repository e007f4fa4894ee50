/**
 * Hero section editor (spec editing-tools §2.9, §3 "Hero", §4, §5, §8): a live preview with the title,
 * description and button text edited in place, drag handles for text and image size, toolbar groups
 * for image, layout, title, description, button, background and animation, History and undo/redo.
 * Saves go through /api/heroes; the page refreshes its heroes on `hero-section-updated`.
 */
import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { ImageIcon, LayoutTemplate, Palette, Sparkles, Type, MousePointerClick, AlignLeft } from "lucide-react";
import { useContext, useEffect, useId, useState, type ReactNode } from "react";
import { Button, ConfirmDialog, EditorDialog, Input, Label, toast } from "../../components/ui/index.ts";
import { useUndoHistory } from "../../components/ui/use-undo-history.ts";
import { announceHeroUpdated, HERO_SECTION_UPDATED_EVENT } from "../../lib/hero-events.ts";
import {
  HERO_ALIGNMENTS,
  HERO_ANIMATIONS,
  HERO_BLOCK_WIDTHS,
  HERO_COLUMNS,
  HERO_DESCRIPTION_SIZES,
  HERO_IMAGE_MAX_WIDTH,
  HERO_IMAGE_MIN,
  HERO_IMAGE_POSITIONS,
  HERO_TITLE_SIZES,
  HERO_WEIGHTS,
  type HeroAnimation,
} from "../../../shared/hero.ts";
import type { EditorProps } from "../editor-requests.ts";
import { ApiError, apiFetch } from "../shared/api-fetch.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import { MediaPicker } from "../shared/media-picker.tsx";
import {
  ChoiceField,
  ColorField,
  GradientFields,
  NumberField,
  SwitchField,
  ToolbarGroup,
  TranslationsField,
} from "./hero-controls.tsx";
import {
  applyUpdateDetail,
  DELETE_QUESTION,
  draftFromRecord,
  heroPayload,
  newHeroDraft,
  pageOf,
  SAVE_FAILED,
  setButtonGradient,
  validateHeroDraft,
  type HeroDraft,
} from "./hero-draft.ts";
import { HeroPreview } from "./hero-preview.tsx";
import { HistoryToggle, UndoRedoButtons } from "../shared/history-actions.tsx";

type HeroRecord = HeroDraft & { id: number; updated_at: string };

const sizeOptions = (sizes: readonly string[]) =>
  sizes.map((size) => ({ value: size, label: size.replace("text-", "") }));
const TITLE_SIZES = sizeOptions(HERO_TITLE_SIZES);
const DESCRIPTION_SIZES = sizeOptions(HERO_DESCRIPTION_SIZES);
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The editors share the overlay's query client; opened alone (tests, another host) it brings its own. */
function WithQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [own] = useState(() => (existing ? null : new QueryClient()));
  if (existing || !own) return children;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}

export default function HeroEditor(props: EditorProps<"hero">) {
  return (
    <WithQueryClient>
      <HeroEditorDialog {...props} />
    </WithQueryClient>
  );
}

function HeroEditorDialog({ request, onClose }: EditorProps<"hero">) {
  const heroId = request.mode === "edit" ? request.id : null;
  const history = useUndoHistory<HeroDraft>(
    newHeroDraft(pageOf(typeof window === "undefined" ? "/" : window.location.pathname)),
  );
  const draft = history.state;
  const [version, setVersion] = useState<string | null>(null);
  const [loading, setLoading] = useState(heroId !== null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [titleTouched, setTitleTouched] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [pickingImage, setPickingImage] = useState(false);
  const formId = useId();
  // history.reset and history.set are stable (useUndoHistory's callbacks).
  const { reset, set } = history;

  useEffect(() => {
    if (heroId === null) return;
    let live = true;
    apiFetch<HeroRecord>(`/api/heroes/${heroId}`).then(
      (record) => {
        if (!live) return;
        reset(draftFromRecord(record));
        setVersion(record.updated_at);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setLoadError(failure instanceof Error ? failure.message : "Failed to load the hero section");
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [heroId, reset]);

  // Spec §2.9: a `hero-section-updated` event's detail updates the form.
  useEffect(() => {
    const onUpdated = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!detail || typeof detail !== "object") return;
      const id = (detail as { id?: unknown }).id;
      if (id !== undefined && id !== heroId) return;
      set((current) => applyUpdateDetail(current, detail));
      const updatedAt = (detail as { updated_at?: unknown }).updated_at;
      if (typeof updatedAt === "string") setVersion(updatedAt);
    };
    window.addEventListener(HERO_SECTION_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(HERO_SECTION_UPDATED_EVENT, onUpdated);
  }, [heroId, set]);

  function change(next: (current: HeroDraft) => HeroDraft, group?: string) {
    history.set(next, group ? { group } : undefined);
    setSaveError(null);
  }
  const patch = <K extends keyof HeroDraft>(key: K, value: HeroDraft[K], group?: string) =>
    change((current) => ({ ...current, [key]: value }), group);
  const style = <K extends "title_style" | "description_style" | "image_style" | "background_style" | "button_style">(
    key: K,
    value: Partial<HeroDraft[K]>,
    group?: string,
  ) => change((current) => ({ ...current, [key]: { ...current[key], ...value } }), group);

  const titleError = validateHeroDraft(draft);
  const showTitleError = Boolean(titleError) && (titleTouched || heroId !== null);

  async function save() {
    if (validateHeroDraft(draft)) {
      setTitleTouched(true);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const body = heroPayload(draft);
      const saved =
        heroId === null
          ? await apiFetch<HeroRecord>("/api/heroes", { method: "POST", body })
          : await apiFetch<HeroRecord>(`/api/heroes/${heroId}`, {
              method: "PUT",
              body: { ...body, ...(version ? { updated_at: version } : {}) },
            });
      toast.success(heroId === null ? "Hero section created successfully!" : "Hero section updated successfully!");
      announceHeroUpdated(saved as unknown as Record<string, unknown>);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isStale) {
        // Someone saved first: their version becomes the base, so saving again overwrites it.
        const current = failure.current as { updated_at?: string } | null;
        if (current?.updated_at) setVersion(current.updated_at);
      }
      const message = failure instanceof Error && failure.message ? failure.message : SAVE_FAILED;
      setSaveError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (heroId === null) return;
    try {
      await apiFetch(`/api/heroes/${heroId}`, { method: "DELETE" });
    } catch (failure) {
      toast.error(failure instanceof Error && failure.message ? failure.message : "Failed to delete hero section");
      throw failure;
    }
    toast.success("Hero section deleted successfully!");
    announceHeroUpdated({ id: heroId, deleted: true });
    onClose();
  }

  const groupProps = (name: string) => ({
    open: openGroup === name,
    onOpenChange: (open: boolean) => setOpenGroup(open ? name : null),
  });
  const image = draft.image_style;
  const animation = draft.animation_element ?? "none";

  const footer = (
    <>
      {saveError && (
        <p role="alert" className="mr-auto text-sm text-red-700">
          {saveError}
        </p>
      )}
      {heroId !== null && (
        <Button variant="destructive" onClick={() => setConfirmDelete(true)} disabled={saving || loading}>
          Delete
        </Button>
      )}
      <Button variant="outline" onClick={onClose}>
        Cancel
      </Button>
      <Button onClick={() => void save()} disabled={saving || loading || Boolean(titleError)}>
        {saving ? "Saving..." : heroId === null ? "Create Hero Section" : "Save Changes"}
      </Button>
    </>
  );

  return (
    <>
      <EditorDialog
        onRequestClose={onClose}
        title="Hero Section"
        badge={heroId === null ? "New" : "Edit"}
        subtitle={heroId === null ? "Create a hero section for this page" : "Edit the hero section of this page"}
        onKeyDown={history.onKeyDown}
        className="w-[min(80rem,calc(100vw-2rem))]"
        headerActions={
          <>
            <UndoRedoButtons history={history} />
            {heroId !== null && (
              <HistoryToggle shown={showHistory} onToggle={() => setShowHistory((shown) => !shown)} />
            )}
          </>
        }
        footer={footer}
      >
        {loading ? (
          <p className="p-6 text-sm text-gray-600">Loading hero section...</p>
        ) : loadError ? (
          <p role="alert" className="p-6 text-sm text-red-700">
            {loadError}
          </p>
        ) : (
          <div className="space-y-4">
            <div role="toolbar" aria-label="Hero settings" className="flex flex-wrap gap-2">
              <ToolbarGroup label="Image" icon={<ImageIcon aria-hidden="true" />} {...groupProps("image")}>
                <div className="space-y-1">
                  <Label htmlFor={`${formId}-image`}>Image URL</Label>
                  <Input
                    id={`${formId}-image`}
                    value={draft.image ?? ""}
                    placeholder="https://… or /images/hero.png"
                    onChange={(event) => patch("image", event.target.value || null, "image")}
                  />
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setOpenGroup(null);
                    setPickingImage(true);
                  }}
                >
                  Choose from gallery
                </Button>
                {draft.image && (
                  <Button variant="outline" size="sm" onClick={() => patch("image", null)}>
                    Remove image
                  </Button>
                )}
              </ToolbarGroup>
              <ToolbarGroup label="Image Style" {...groupProps("image-style")}>
                <ChoiceField
                  label="Position"
                  value={image.position}
                  options={HERO_IMAGE_POSITIONS.map((value) => ({ value, label: label(value) }))}
                  onChange={(position) =>
                    style("image_style", {
                      position,
                      // A background starts at 1280×720; back beside the text, at 400×300.
                      ...(position === "background" && image.position !== "background"
                        ? { width: 1280, height: 720 }
                        : position !== "background" && image.position === "background"
                          ? { width: 400, height: 300 }
                          : {}),
                    })
                  }
                />
                <SwitchField
                  label="Full page"
                  checked={image.fullPage}
                  onChange={(fullPage) => style("image_style", { fullPage })}
                />
                <div className="grid grid-cols-2 gap-2">
                  <NumberField
                    label="Width (px)"
                    value={image.width}
                    min={HERO_IMAGE_MIN}
                    max={HERO_IMAGE_MAX_WIDTH}
                    onChange={(width) => style("image_style", { width }, "image-width")}
                  />
                  <NumberField
                    label="Height (px)"
                    value={image.height}
                    min={HERO_IMAGE_MIN}
                    max={HERO_IMAGE_MAX_WIDTH}
                    onChange={(height) => style("image_style", { height }, "image-height")}
                  />
                </div>
              </ToolbarGroup>
              <ToolbarGroup label="Layout" icon={<LayoutTemplate aria-hidden="true" />} {...groupProps("layout")}>
                <ChoiceField
                  label="Columns"
                  value={String(draft.title_style.blockColumns)}
                  options={HERO_COLUMNS.map((value) => ({ value: String(value), label: String(value) }))}
                  onChange={(value) => style("title_style", { blockColumns: Number(value) })}
                />
                <ChoiceField
                  label="Content width"
                  value={draft.title_style.blockWidth}
                  options={HERO_BLOCK_WIDTHS.map((value) => ({ value, label: value === "full" ? "Full" : value }))}
                  onChange={(blockWidth) => style("title_style", { blockWidth })}
                />
                <ChoiceField
                  label="Alignment"
                  value={draft.title_style.alignment}
                  options={HERO_ALIGNMENTS.map((value) => ({ value, label: label(value) }))}
                  onChange={(alignment) => style("title_style", { alignment })}
                />
                <div className="space-y-1">
                  <Label htmlFor={`${formId}-seo`}>SEO title (badge linking to /blog)</Label>
                  <Input
                    id={`${formId}-seo`}
                    value={draft.background_style.seo_title}
                    maxLength={500}
                    onChange={(event) => style("background_style", { seo_title: event.target.value }, "seo")}
                  />
                </div>
              </ToolbarGroup>
              <ToolbarGroup label="Title" icon={<Type aria-hidden="true" />} wide {...groupProps("title")}>
                <div className="space-y-1">
                  <Label htmlFor={`${formId}-title-field`}>Title text</Label>
                  <Input
                    id={`${formId}-title-field`}
                    value={draft.title}
                    aria-invalid={showTitleError || undefined}
                    onChange={(event) => {
                      setTitleTouched(true);
                      patch("title", event.target.value, "title");
                    }}
                  />
                </div>
                <div className="grid grid-cols-2 gap-2">
                  <ChoiceField
                    label="Desktop size"
                    value={draft.title_style.size.desktop}
                    options={TITLE_SIZES}
                    onChange={(desktop) => style("title_style", { size: { ...draft.title_style.size, desktop } })}
                  />
                  <ChoiceField
                    label="Mobile size"
                    value={draft.title_style.size.mobile}
                    options={TITLE_SIZES}
                    onChange={(mobile) => style("title_style", { size: { ...draft.title_style.size, mobile } })}
                  />
                </div>
                <ColorField
                  label="Colour"
                  value={draft.title_style.color}
                  onChange={(color) => style("title_style", { color })}
                />
                <SwitchField
                  label="Text gradient"
                  checked={draft.title_style.is_gradient}
                  onChange={(is_gradient) => style("title_style", { is_gradient })}
                />
                {draft.title_style.is_gradient && (
                  <GradientFields
                    label="Title gradient"
                    gradient={draft.title_style.gradient}
                    onChange={(gradient) => style("title_style", { gradient })}
                  />
                )}
                <TranslationsField
                  label="Title translations"
                  value={draft.title_translation}
                  onChange={(value) => patch("title_translation", value, "title-translation")}
                />
              </ToolbarGroup>
              <ToolbarGroup
                label="Description"
                icon={<AlignLeft aria-hidden="true" />}
                wide
                {...groupProps("description")}
              >
                <div className="grid grid-cols-2 gap-2">
                  <ChoiceField
                    label="Desktop size"
                    value={draft.description_style.size.desktop}
                    options={DESCRIPTION_SIZES}
                    onChange={(desktop) =>
                      style("description_style", { size: { ...draft.description_style.size, desktop } })
                    }
                  />
                  <ChoiceField
                    label="Mobile size"
                    value={draft.description_style.size.mobile}
                    options={DESCRIPTION_SIZES}
                    onChange={(mobile) =>
                      style("description_style", { size: { ...draft.description_style.size, mobile } })
                    }
                  />
                </div>
                <ColorField
                  label="Colour"
                  value={draft.description_style.color}
                  onChange={(color) => style("description_style", { color })}
                />
                <ChoiceField
                  label="Weight"
                  value={draft.description_style.weight}
                  options={HERO_WEIGHTS.map((value) => ({ value, label: label(value) }))}
                  onChange={(weight) => style("description_style", { weight })}
                />
                <TranslationsField
                  label="Description translations"
                  value={draft.description_translation}
                  onChange={(value) => patch("description_translation", value, "description-translation")}
                />
              </ToolbarGroup>
              <ToolbarGroup
                label="Button"
                icon={<MousePointerClick aria-hidden="true" />}
                wide
                {...groupProps("button")}
              >
                <div className="space-y-1">
                  <Label htmlFor={`${formId}-button-text`}>Button text</Label>
                  <Input
                    id={`${formId}-button-text`}
                    value={draft.button}
                    maxLength={200}
                    onChange={(event) => patch("button", event.target.value, "button")}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`${formId}-button-url`}>Button URL</Label>
                  <Input
                    id={`${formId}-button-url`}
                    value={draft.button_style.url}
                    onChange={(event) => style("button_style", { url: event.target.value }, "button-url")}
                  />
                </div>
                <ColorField
                  label="Colour"
                  value={draft.button_style.color}
                  onChange={(color) => style("button_style", { color })}
                />
                <SwitchField
                  label="Gradient"
                  checked={draft.button_style.is_gradient}
                  onChange={(enabled) => change((current) => setButtonGradient(current, enabled))}
                />
                {draft.button_style.is_gradient && (
                  <GradientFields
                    label="Button gradient"
                    gradient={draft.button_style.gradient}
                    onChange={(gradient) => style("button_style", { gradient })}
                  />
                )}
                <SwitchField
                  label="Above description"
                  checked={draft.button_style.aboveDescription}
                  onChange={(aboveDescription) => style("button_style", { aboveDescription })}
                />
                <SwitchField
                  label="Video"
                  checked={draft.button_style.isVideo}
                  onChange={(isVideo) => style("button_style", { isVideo })}
                />
                <TranslationsField
                  label="Button translations"
                  value={draft.button_translation}
                  onChange={(value) => patch("button_translation", value, "button-translation")}
                />
              </ToolbarGroup>
              <ToolbarGroup label="Background" icon={<Palette aria-hidden="true" />} {...groupProps("background")}>
                <ColorField
                  label="Background colour"
                  value={draft.background_style.color}
                  onChange={(color) => style("background_style", { color })}
                />
                <SwitchField
                  label="Gradient"
                  checked={draft.background_style.is_gradient}
                  onChange={(is_gradient) => style("background_style", { is_gradient })}
                />
                {draft.background_style.is_gradient && (
                  <GradientFields
                    label="Background gradient"
                    gradient={draft.background_style.gradient}
                    onChange={(gradient) => style("background_style", { gradient })}
                  />
                )}
              </ToolbarGroup>
              <ToolbarGroup label="Animation" icon={<Sparkles aria-hidden="true" />} {...groupProps("animation")}>
                <ChoiceField
                  label="Animated background"
                  value={animation}
                  options={[
                    { value: "none", label: "None" },
                    ...HERO_ANIMATIONS.map((value) => ({ value, label: value })),
                  ]}
                  onChange={(value) => patch("animation_element", value === "none" ? null : (value as HeroAnimation))}
                />
                <p className="text-xs text-gray-600">Visitors who prefer reduced motion see a still frame.</p>
              </ToolbarGroup>
            </div>
            {showTitleError && (
              <p id={`${formId}-title-error`} role="alert" className="text-sm font-medium text-red-700">
                {titleError}
              </p>
            )}
            <HeroPreview
              draft={draft}
              titleInvalid={showTitleError}
              titleErrorId={showTitleError ? `${formId}-title-error` : undefined}
              onTitle={(title) => {
                setTitleTouched(true);
                patch("title", title, "title");
              }}
              onDescription={(description) => patch("description", description, "description")}
              onButton={(button) => patch("button", button, "button")}
              onTitleSize={(desktop) =>
                style("title_style", { size: { ...draft.title_style.size, desktop } }, "title-size")
              }
              onDescriptionSize={(desktop) =>
                style("description_style", { size: { ...draft.description_style.size, desktop } }, "description-size")
              }
              onImageSize={(size) => style("image_style", size, "image-size")}
              onRemoveImage={() => patch("image", null)}
            />
            {showHistory && heroId !== null && (
              <HistoryPanel
                entity="hero"
                entityId={heroId}
                onRestored={(result) => {
                  if (result.record) {
                    history.reset(draftFromRecord(result.record));
                    const updatedAt = (result.record as { updated_at?: unknown }).updated_at;
                    if (typeof updatedAt === "string") setVersion(updatedAt);
                  }
                }}
              />
            )}
          </div>
        )}
      </EditorDialog>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete Hero Section"
        text={DELETE_QUESTION}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={remove}
      />
      {pickingImage && (
        <MediaPicker
          title="Choose the hero image"
          onClose={() => setPickingImage(false)}
          onPick={(choice) => {
            patch("image", choice.url);
            setPickingImage(false);
          }}
        />
      )}
    </>
  );
}
