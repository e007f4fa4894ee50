/**
 * The hero editor's toolbar (spec editing-tools §2.9): the groups Image, Image Style, Layout, Title,
 * Description, Button, Background and Animation, each a popover of controls over the draft.
 */
import { AlignLeft, ImageIcon, LayoutTemplate, MousePointerClick, Palette, Sparkles, Type } from "lucide-react";
import { useId, useState } from "react";
import { Button, Input, Label } from "../../components/ui/index.ts";
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
} from "../../../shared/rules/hero.ts";
import { ChoiceField, ColorField, GradientFields, NumberField, SwitchField, ToolbarGroup } from "./hero-controls.tsx";
import { LinkPicker } from "../shared/link-picker.tsx";
import type { RecordTranslations } from "../../components/editor-kit/translation-status.tsx";
import { TranslatedField } from "../../components/editor-kit/translated-field.tsx";
import type { TranslationFocus } from "../editor-requests.ts";
import { setButtonGradient, type HeroDraft } from "./hero-draft.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

const sizeOptions = (sizes: readonly string[]) =>
  sizes.map((size) => ({ value: size, label: size.replace("text-", "") }));
const TITLE_SIZES = sizeOptions(HERO_TITLE_SIZES);
const DESCRIPTION_SIZES = sizeOptions(HERO_DESCRIPTION_SIZES);
type Ui = { locale: UiLocale };

/** The names of the stored choice values, in the person's language. */
const VALUE_LABELS: Record<string, (o: Ui) => string> = {
  left: (o) => m.fields_secLeft({}, o),
  center: (o) => m.fields_secCenter({}, o),
  right: (o) => m.fields_secRight({}, o),
  background: (o) => m.fields_secPositionBackground({}, o),
  inline: (o) => m.fields_secPositionInline({}, o),
  normal: (o) => m.fields_secWeightNormal({}, o),
  medium: (o) => m.fields_secWeightMedium({}, o),
  semibold: (o) => m.fields_secWeightSemibold({}, o),
  bold: (o) => m.fields_secWeightBold({}, o),
};

type StyleKey = "title_style" | "description_style" | "image_style" | "background_style" | "button_style";

/** Any change of the draft, as one undo step (or grouped with the same `group` typed in a row). */
export type HeroChange = (next: (current: HeroDraft) => HeroDraft, group?: string) => void;

export function heroSetters(change: HeroChange) {
  const patch = <K extends keyof HeroDraft>(key: K, value: HeroDraft[K], group?: string) =>
    change((current) => ({ ...current, [key]: value }), group);
  const style = <K extends StyleKey>(key: K, value: Partial<HeroDraft[K]>, group?: string) =>
    change((current) => ({ ...current, [key]: { ...current[key], ...value } }), group);
  return { patch, style };
}

export function HeroToolbar({
  draft,
  change,
  titleInvalid,
  onPickImage,
  translations = null,
  focus = null,
}: {
  draft: HeroDraft;
  change: HeroChange;
  titleInvalid: boolean;
  onPickImage: () => void;
  /** The saved translation states of the hero (decision 069); null for a new hero. */
  translations?: RecordTranslations | null;
  /** A field's translation to open first (a link of the Translations page). */
  focus?: TranslationFocus | null;
}) {
  const ui = useUiLanguage();
  const formId = useId();
  const [openGroup, setOpenGroup] = useState<string | null>(() =>
    focus?.field === "title"
      ? "title"
      : focus?.field === "description"
        ? "description"
        : focus?.field === "button"
          ? "button"
          : null,
  );
  const context = (field: "title" | "description" | "button") => ({
    field,
    source: draft[field] ?? "",
    value: draft[`${field}_translation`],
    onChange: (value: Record<string, string>) => patch(`${field}_translation`, value, `${field}-translation`),
    record: translations,
    focusLocale: focus?.field === field ? focus.locale : null,
  });
  const { patch, style } = heroSetters(change);
  const groupProps = (name: string) => ({
    open: openGroup === name,
    onOpenChange: (open: boolean) => setOpenGroup(open ? name : null),
  });
  const image = draft.image_style;
  const animation = draft.animation_element ?? "none";

  return (
    <div role="toolbar" aria-label={m.fields_secHeroSettings({}, ui)} className="flex flex-wrap gap-2">
      <ToolbarGroup label={m.fields_secImage({}, ui)} icon={<ImageIcon aria-hidden="true" />} {...groupProps("image")}>
        <div className="space-y-1">
          <Label htmlFor={`${formId}-image`}>{m.fields_secImageUrl({}, ui)}</Label>
          <Input
            id={`${formId}-image`}
            value={draft.image ?? ""}
            placeholder={m.editors_heroImagePlaceholder({}, ui)}
            onChange={(event) => patch("image", event.target.value || null, "image")}
          />
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setOpenGroup(null);
            onPickImage();
          }}
        >
          {m.fields_secChooseFromGallery({}, ui)}
        </Button>
        {draft.image && (
          <Button variant="outline" size="sm" onClick={() => patch("image", null)}>
            {m.fields_secRemoveImage({}, ui)}
          </Button>
        )}
      </ToolbarGroup>
      <ToolbarGroup label={m.fields_secImageStyle({}, ui)} {...groupProps("image-style")}>
        <ChoiceField
          label={m.fields_secPosition({}, ui)}
          value={image.position}
          options={HERO_IMAGE_POSITIONS.map((value) => ({ value, label: VALUE_LABELS[value]!(ui) }))}
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
          label={m.fields_secFullPage({}, ui)}
          checked={image.fullPage}
          onChange={(fullPage) => style("image_style", { fullPage })}
        />
        <div className="grid grid-cols-2 gap-2">
          <NumberField
            label={m.fields_secWidthPx({}, ui)}
            value={image.width}
            min={HERO_IMAGE_MIN}
            max={HERO_IMAGE_MAX_WIDTH}
            onChange={(width) => style("image_style", { width }, "image-width")}
          />
          <NumberField
            label={m.fields_secHeightPx({}, ui)}
            value={image.height}
            min={HERO_IMAGE_MIN}
            max={HERO_IMAGE_MAX_WIDTH}
            onChange={(height) => style("image_style", { height }, "image-height")}
          />
        </div>
      </ToolbarGroup>
      <ToolbarGroup
        label={m.fields_secLayout({}, ui)}
        icon={<LayoutTemplate aria-hidden="true" />}
        {...groupProps("layout")}
      >
        <ChoiceField
          label={m.fields_secColumns({}, ui)}
          value={String(draft.title_style.blockColumns)}
          options={HERO_COLUMNS.map((value) => ({ value: String(value), label: String(value) }))}
          onChange={(value) => style("title_style", { blockColumns: Number(value) })}
        />
        <ChoiceField
          label={m.fields_secContentWidth({}, ui)}
          value={draft.title_style.blockWidth}
          options={HERO_BLOCK_WIDTHS.map((value) => ({
            value,
            label: value === "full" ? m.fields_secFull({}, ui) : value,
          }))}
          onChange={(blockWidth) => style("title_style", { blockWidth })}
        />
        <ChoiceField
          label={m.fields_secAlignment({}, ui)}
          value={draft.title_style.alignment}
          options={HERO_ALIGNMENTS.map((value) => ({ value, label: VALUE_LABELS[value]!(ui) }))}
          onChange={(alignment) => style("title_style", { alignment })}
        />
        <div className="space-y-1">
          <Label htmlFor={`${formId}-seo`}>{m.fields_secSeoBadge({}, ui)}</Label>
          <Input
            id={`${formId}-seo`}
            value={draft.background_style.seo_title}
            maxLength={500}
            onChange={(event) => style("background_style", { seo_title: event.target.value }, "seo")}
          />
        </div>
      </ToolbarGroup>
      <ToolbarGroup label={m.fields_secTitle({}, ui)} icon={<Type aria-hidden="true" />} wide {...groupProps("title")}>
        <div className="space-y-1">
          <Label htmlFor={`${formId}-title-field`}>{m.fields_secTitleText({}, ui)}</Label>
          <Input
            id={`${formId}-title-field`}
            value={draft.title}
            aria-invalid={titleInvalid || undefined}
            onChange={(event) => patch("title", event.target.value, "title")}
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <ChoiceField
            label={m.fields_secDesktopSize({}, ui)}
            value={draft.title_style.size.desktop}
            options={TITLE_SIZES}
            onChange={(desktop) => style("title_style", { size: { ...draft.title_style.size, desktop } })}
          />
          <ChoiceField
            label={m.fields_secMobileSize({}, ui)}
            value={draft.title_style.size.mobile}
            options={TITLE_SIZES}
            onChange={(mobile) => style("title_style", { size: { ...draft.title_style.size, mobile } })}
          />
        </div>
        <ColorField
          label={m.fields_secColour({}, ui)}
          value={draft.title_style.color}
          onChange={(color) => style("title_style", { color })}
        />
        <SwitchField
          label={m.fields_secTextGradient({}, ui)}
          checked={draft.title_style.is_gradient}
          onChange={(is_gradient) => style("title_style", { is_gradient })}
        />
        {draft.title_style.is_gradient && (
          <GradientFields
            label={m.fields_secTitleGradient({}, ui)}
            gradient={draft.title_style.gradient}
            onChange={(gradient) => style("title_style", { gradient })}
          />
        )}
        <TranslatedField label={m.fields_secTitle({}, ui)} {...context("title")} />
      </ToolbarGroup>
      <ToolbarGroup
        label={m.fields_secDescription({}, ui)}
        icon={<AlignLeft aria-hidden="true" />}
        wide
        {...groupProps("description")}
      >
        <div className="grid grid-cols-2 gap-2">
          <ChoiceField
            label={m.fields_secDesktopSize({}, ui)}
            value={draft.description_style.size.desktop}
            options={DESCRIPTION_SIZES}
            onChange={(desktop) => style("description_style", { size: { ...draft.description_style.size, desktop } })}
          />
          <ChoiceField
            label={m.fields_secMobileSize({}, ui)}
            value={draft.description_style.size.mobile}
            options={DESCRIPTION_SIZES}
            onChange={(mobile) => style("description_style", { size: { ...draft.description_style.size, mobile } })}
          />
        </div>
        <ColorField
          label={m.fields_secColour({}, ui)}
          value={draft.description_style.color}
          onChange={(color) => style("description_style", { color })}
        />
        <ChoiceField
          label={m.fields_secWeight({}, ui)}
          value={draft.description_style.weight}
          options={HERO_WEIGHTS.map((value) => ({ value, label: VALUE_LABELS[value]!(ui) }))}
          onChange={(weight) => style("description_style", { weight })}
        />
        <TranslatedField label={m.fields_secDescription({}, ui)} multiline {...context("description")} />
      </ToolbarGroup>
      <ToolbarGroup
        label={m.fields_secButton({}, ui)}
        icon={<MousePointerClick aria-hidden="true" />}
        wide
        {...groupProps("button")}
      >
        <TranslatedField label={m.fields_secButtonText({}, ui)} maxLength={200} {...context("button")}>
          <Label htmlFor={`${formId}-button-text`}>{m.fields_secButtonText({}, ui)}</Label>
          <Input
            id={`${formId}-button-text`}
            value={draft.button}
            maxLength={200}
            onChange={(event) => patch("button", event.target.value, "button")}
          />
        </TranslatedField>
        <div className="space-y-1">
          <Label htmlFor={`${formId}-button-url`}>{m.fields_secButtonUrl({}, ui)}</Label>
          <LinkPicker
            id={`${formId}-button-url`}
            value={draft.button_style.url}
            onChange={(url) => style("button_style", { url }, "button-url")}
          />
        </div>
        <ColorField
          label={m.fields_secColour({}, ui)}
          value={draft.button_style.color}
          onChange={(color) => style("button_style", { color })}
        />
        <SwitchField
          label={m.fields_secGradient({}, ui)}
          checked={draft.button_style.is_gradient}
          onChange={(enabled) => change((current) => setButtonGradient(current, enabled))}
        />
        {draft.button_style.is_gradient && (
          <GradientFields
            label={m.fields_secButtonGradient({}, ui)}
            gradient={draft.button_style.gradient}
            onChange={(gradient) => style("button_style", { gradient })}
          />
        )}
        <SwitchField
          label={m.fields_secAboveDescription({}, ui)}
          checked={draft.button_style.aboveDescription}
          onChange={(aboveDescription) => style("button_style", { aboveDescription })}
        />
        <SwitchField
          label={m.fields_secVideo({}, ui)}
          checked={draft.button_style.isVideo}
          onChange={(isVideo) => style("button_style", { isVideo })}
        />
      </ToolbarGroup>
      <ToolbarGroup
        label={m.fields_secBackground({}, ui)}
        icon={<Palette aria-hidden="true" />}
        {...groupProps("background")}
      >
        <ColorField
          label={m.fields_secBackgroundColour({}, ui)}
          value={draft.background_style.color}
          onChange={(color) => style("background_style", { color })}
        />
        <SwitchField
          label={m.fields_secGradient({}, ui)}
          checked={draft.background_style.is_gradient}
          onChange={(is_gradient) => style("background_style", { is_gradient })}
        />
        {draft.background_style.is_gradient && (
          <GradientFields
            label={m.fields_secBackgroundGradient({}, ui)}
            gradient={draft.background_style.gradient}
            onChange={(gradient) => style("background_style", { gradient })}
          />
        )}
      </ToolbarGroup>
      <ToolbarGroup
        label={m.fields_secAnimation({}, ui)}
        icon={<Sparkles aria-hidden="true" />}
        {...groupProps("animation")}
      >
        <ChoiceField
          label={m.fields_secHeroAnimatedBackground({}, ui)}
          value={animation}
          options={[
            { value: "none", label: m.fields_secNone({}, ui) },
            ...HERO_ANIMATIONS.map((value) => ({ value, label: value })),
          ]}
          onChange={(value) => patch("animation_element", value === "none" ? null : (value as HeroAnimation))}
        />
        <p className="text-xs text-gray-600">{m.fields_secReducedMotion({}, ui)}</p>
      </ToolbarGroup>
    </div>
  );
}
