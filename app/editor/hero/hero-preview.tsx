/**
 * The hero editor's live preview (spec §2.9): the hero as the page draws it (same view, same CSS
 * values), with the title, description and button text edited in place, drag handles for the text
 * sizes and the image, and a remove-image control. Handles are hidden for a background image.
 */
import { X } from "lucide-react";
import { useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import HeroAnimation from "../../components/hero/hero-animation.tsx";
import { Button, cn } from "../../components/ui/index.ts";
import { heroView } from "../../view-models/hero-view.ts";
import { BLOCK_ALIGN, TEXT_ALIGN } from "../../view-models/section-styles.ts";
import {
  HERO_FONT_MAX,
  HERO_FONT_MIN,
  HERO_IMAGE_MAX_WIDTH,
  HERO_IMAGE_MIN,
  textSizePx,
} from "../../../shared/rules/hero.ts";
import {
  DESCRIPTION_MAX_HEIGHT,
  draggedFontSize,
  draggedImageSize,
  showsResizeHandles,
  TITLE_MAX_HEIGHT,
  type HeroDraft,
} from "./hero-draft.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { usePageAndSiteLanguage } from "../../labels/page-language.ts";
import { textDirection } from "../../../shared/i18n/locales.ts";
import { fallbackAttrs } from "../../../shared/i18n/translate.ts";

const WEIGHTS = { normal: "font-normal", medium: "font-medium", semibold: "font-semibold", bold: "font-bold" } as const;

type Props = {
  draft: HeroDraft;
  titleInvalid: boolean;
  titleErrorId?: string;
  /** Lets the editor's form move the focus to the title (an error there). */
  titleFieldRef?: (element: HTMLTextAreaElement | null) => void;
  onTitle: (value: string) => void;
  onDescription: (value: string) => void;
  onButton: (value: string) => void;
  onTitleSize: (size: string) => void;
  onDescriptionSize: (size: string) => void;
  onImageSize: (size: { width: number; height: number }) => void;
  onRemoveImage: () => void;
};

/** Grows a textarea with its text up to `max` px, then scrolls. */
function useAutoHeight(value: string, max: number) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = "auto";
    const height = Math.min(element.scrollHeight, max);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > max ? "auto" : "hidden";
  }, [value, max]);
  return ref;
}

export function HeroPreview(props: Props) {
  const ui = useUiLanguage();
  const { draft } = props;
  // The preview is laid out as the page behind the dialog draws the hero (mirrored on an Arabic
  // page), whatever the direction of the person's UI around it. It shows the base texts, not a
  // translation: on a page in another language they carry their own language and direction, as
  // an untranslated text does on the page itself.
  const languages = usePageAndSiteLanguage();
  const textLang = fallbackAttrs(languages.site !== languages.page ? languages.site : undefined);
  const view = heroView(
    { ...draft, title_translation: {}, description_translation: {}, button_translation: {} },
    0,
    languages.site,
    { defaultLocale: languages.site, supportedLocales: [languages.site] },
  );
  const titleRef = useAutoHeight(draft.title, TITLE_MAX_HEIGHT);
  const descriptionRef = useAutoHeight(draft.description, DESCRIPTION_MAX_HEIGHT);
  const handles = showsResizeHandles(draft);
  const image = view.image;
  const beside = image && (image.position === "left" || image.position === "right") ? image : null;
  const behind = image?.position === "background" ? image : null;
  const inline = image?.position === "inline" ? image : null;
  const align = view.alignment;
  const vars = {
    "--hero-title-mobile": view.titleSize.mobile,
    "--hero-title-desktop": view.titleSize.desktop,
    "--hero-text-mobile": view.descriptionSize.mobile,
    "--hero-text-desktop": view.descriptionSize.desktop,
    background: view.background,
  } as CSSProperties;
  const titleStyle: CSSProperties = view.titleGradient
    ? {
        backgroundImage: view.titleGradient,
        WebkitBackgroundClip: "text",
        backgroundClip: "text",
        color: "transparent",
        caretColor: view.titleColor,
      }
    : { color: view.titleColor };

  const buttonBlock = (
    <div className={cn("flex", BLOCK_ALIGN[align], view.button?.aboveDescription ? "mt-8" : "mt-10")}>
      {draft.button.trim() ? (
        <input
          aria-label={m.fields_secButtonText({}, ui)}
          {...textLang}
          value={draft.button}
          onChange={(event) => props.onButton(event.target.value)}
          size={Math.max(4, draft.button.length)}
          className="rounded-lg px-6 py-3 text-center text-base font-semibold text-white shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-gray-900 focus-visible:ring-offset-2"
          style={{ background: view.button?.background }}
        />
      ) : (
        <input
          aria-label={m.fields_secButtonText({}, ui)}
          placeholder={m.fields_secAddButtonText({}, ui)}
          value=""
          onChange={(event) => props.onButton(event.target.value)}
          className="rounded-lg border-2 border-dashed border-gray-400 bg-white/60 px-6 py-3 text-center text-base text-gray-700 placeholder:text-gray-600 focus-visible:outline-2 focus-visible:outline-gray-900"
          data-empty-button
        />
      )}
    </div>
  );

  const imageBox = (box: NonNullable<typeof image>) => (
    <div className="relative inline-block" data-hero-preview-image>
      <img
        src={box.src}
        alt=""
        width={box.width}
        height={box.height}
        style={{
          width: `${box.width}px`,
          maxWidth: "100%",
          height: "auto",
          aspectRatio: `${box.width} / ${box.height}`,
        }}
        className="rounded-2xl object-cover"
      />
      {handles && (
        <>
          <Button
            variant="secondary"
            size="icon-sm"
            aria-label={m.fields_secRemoveImage({}, ui)}
            className="absolute top-2 end-2"
            onClick={props.onRemoveImage}
          >
            <X aria-hidden="true" />
          </Button>
          <ResizeHandle
            label={m.fields_secImageSize({}, ui)}
            value={draft.image_style.width}
            min={HERO_IMAGE_MIN}
            max={HERO_IMAGE_MAX_WIDTH}
            valueText={`${draft.image_style.width} × ${draft.image_style.height} px`}
            className="-end-2 -bottom-2"
            step={10}
            onDrag={(dx, dy, start) => props.onImageSize(draggedImageSize(start, dx, dy))}
            start={{ width: draft.image_style.width, height: draft.image_style.height }}
          />
        </>
      )}
    </div>
  );

  return (
    <div
      data-hero-preview
      dir={textDirection(languages.page)}
      className={cn("relative isolate overflow-hidden rounded-lg border border-gray-200 px-4 sm:px-6")}
      style={{ ...vars, minHeight: "70vh" }}
    >
      {behind && (
        <>
          <img src={behind.src} alt="" className="absolute inset-0 -z-20 h-full w-full object-cover" />
          <Button variant="secondary" size="sm" className="absolute top-3 end-3 z-10" onClick={props.onRemoveImage}>
            {m.fields_secRemoveImage({}, ui)}
          </Button>
        </>
      )}
      {view.animation && (
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <HeroAnimation name={view.animation} />
        </div>
      )}
      <div
        className={cn(
          "mx-auto flex w-full max-w-7xl flex-col gap-10 py-12",
          beside && "md:flex-row md:items-center md:gap-14",
          beside?.position === "left" && "md:flex-row-reverse",
        )}
      >
        <div className={cn("min-w-0 flex-1", TEXT_ALIGN[align])}>
          <div className={BLOCK_ALIGN[align]} style={{ maxWidth: view.blockWidth }}>
            {view.seoTitle && (
              <div className={cn("mb-8 flex", BLOCK_ALIGN[align])}>
                <span className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm text-gray-700 ring-1 ring-gray-900/10">
                  {view.seoTitle.text}
                  <span className="font-semibold text-gray-900">{m.visitor_heroExplore({}, ui)} →</span>
                </span>
              </div>
            )}
            <div className="relative">
              <textarea
                ref={(element) => {
                  titleRef.current = element;
                  props.titleFieldRef?.(element);
                }}
                aria-label={m.fields_secHeroTitleAria({}, ui)}
                {...textLang}
                aria-invalid={props.titleInvalid || undefined}
                aria-describedby={props.titleErrorId}
                rows={1}
                value={draft.title}
                placeholder={m.fields_secYourHeadline({}, ui)}
                onChange={(event) => props.onTitle(event.target.value)}
                className={cn(
                  "block w-full resize-none bg-transparent text-[length:var(--hero-title-mobile)] leading-[1.1] font-bold tracking-tight outline-none md:text-[length:var(--hero-title-desktop)]",
                  "rounded-md border-2 border-transparent focus-visible:border-sky-600",
                  TEXT_ALIGN[align],
                  props.titleInvalid && "border-red-600 focus-visible:border-red-600",
                )}
                style={{ ...titleStyle, maxHeight: TITLE_MAX_HEIGHT }}
              />
              <ResizeHandle
                label={m.fields_secTitleSize({}, ui)}
                value={textSizePx(draft.title_style.size.desktop) ?? 72}
                min={HERO_FONT_MIN}
                max={HERO_FONT_MAX}
                valueText={m.fields_secPixels({ size: textSizePx(draft.title_style.size.desktop) ?? 72 }, ui)}
                className="-end-1 -bottom-1"
                step={4}
                start={draft.title_style.size.desktop}
                onDrag={(dx, dy, start) => props.onTitleSize(draggedFontSize(start, (dx + dy) / 2))}
              />
            </div>
            {view.button?.aboveDescription && buttonBlock}
            <div className="relative mt-6">
              <textarea
                ref={descriptionRef}
                aria-label={m.fields_secHeroDescriptionAria({}, ui)}
                {...textLang}
                rows={2}
                value={draft.description}
                placeholder={m.fields_secDescribeOffer({}, ui)}
                onChange={(event) => props.onDescription(event.target.value)}
                className={cn(
                  "block w-full resize-none rounded-md border-2 border-transparent bg-transparent text-[length:var(--hero-text-mobile)] leading-relaxed outline-none focus-visible:border-sky-600 md:text-[length:var(--hero-text-desktop)]",
                  WEIGHTS[view.descriptionWeight],
                  TEXT_ALIGN[align],
                )}
                style={{ color: view.descriptionColor, maxHeight: DESCRIPTION_MAX_HEIGHT }}
              />
              <ResizeHandle
                label={m.fields_secDescriptionSize({}, ui)}
                value={textSizePx(draft.description_style.size.desktop) ?? 24}
                min={HERO_FONT_MIN}
                max={HERO_FONT_MAX}
                valueText={m.fields_secPixels({ size: textSizePx(draft.description_style.size.desktop) ?? 24 }, ui)}
                className="-end-1 -bottom-1"
                step={4}
                start={draft.description_style.size.desktop}
                onDrag={(dx, dy, start) => props.onDescriptionSize(draggedFontSize(start, (dx + dy) / 2))}
              />
            </div>
            {!view.button?.aboveDescription && buttonBlock}
            {inline && <div className={cn("mt-10 flex", BLOCK_ALIGN[align])}>{imageBox(inline)}</div>}
          </div>
        </div>
        {beside && <div className="flex shrink-0 justify-center">{imageBox(beside)}</div>}
      </div>
    </div>
  );
}

/**
 * A corner handle: drag it with the pointer, or focus it and use the arrow keys (a slider to
 * assistive technology). `start` is the value when the drag began; `onDrag` gets the distance moved.
 */
function ResizeHandle<S>({
  label,
  value,
  min,
  max,
  valueText,
  className,
  step,
  start,
  onDrag,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  valueText: string;
  className?: string;
  step: number;
  start: S;
  onDrag: (dx: number, dy: number, start: S) => void;
}) {
  // The handle sits at the line's end corner: on a right-to-left page that is the left, so a drag
  // to the left grows (decision 072).
  const gesture = useRef<{ x: number; y: number; start: S; sign: 1 | -1 } | null>(null);
  function onPointerDown(event: PointerEvent<HTMLSpanElement>) {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const sign = getComputedStyle(event.currentTarget).direction === "rtl" ? -1 : 1;
    gesture.current = { x: event.clientX, y: event.clientY, start, sign };
  }
  function onPointerMove(event: PointerEvent<HTMLSpanElement>) {
    const current = gesture.current;
    if (!current) return;
    onDrag(current.sign * (event.clientX - current.x), event.clientY - current.y, current.start);
  }
  function onPointerUp(event: PointerEvent<HTMLSpanElement>) {
    gesture.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  }
  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const delta =
      event.key === "ArrowUp" || event.key === (rtl ? "ArrowLeft" : "ArrowRight")
        ? step
        : event.key === "ArrowDown" || event.key === (rtl ? "ArrowRight" : "ArrowLeft")
          ? -step
          : 0;
    if (delta === 0) return;
    event.preventDefault();
    // Stop here: the dialog's own arrow keys move the window.
    event.stopPropagation();
    onDrag(delta, delta, start);
  }
  return (
    <span
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={valueText}
      data-resize-handle={label}
      className={cn(
        "absolute z-10 size-4 cursor-nwse-resize touch-none rounded-sm border-2 border-white bg-sky-700 shadow ring-1 ring-sky-900/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700",
        className,
      )}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
