import { Images } from "lucide-react";
import { useId, useState, type ReactNode, type Ref } from "react";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Input } from "../../components/ui/input.tsx";
import { Field, fieldDescribedBy } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { GalleryPicker } from "./gallery-picker.tsx";
import {
  docSetSlugOf,
  META_DESCRIPTION_MAX,
  metaDescriptionWarning,
  POST_TYPES,
  slugFromTitle,
  type DocumentSet,
  type PostType,
} from "./post-form.ts";
import type { PostFieldsProps } from "./post-main-view.tsx";

type Props = PostFieldsProps & {
  mode: "create" | "edit";
  documentSets: DocumentSet[];
};

const NEW_SET = "__new__";
const NO_SET = "__none__";

/** The post types' names in the person's language. */
const POST_TYPE_LABELS = {
  default: (ui) => m.fields_postTypeDefault({}, ui),
  minimal: (ui) => m.fields_postTypeMinimal({}, ui),
  landing: (ui) => m.fields_postTypeLanding({}, ui),
  doc_set: (ui) => m.fields_postTypeDocSet({}, ui),
} satisfies Record<PostType, (ui: { locale: UiLocale }) => string>;

/**
 * The Advanced Settings view (spec §2.1): Type, SEO & Identity, Media, Display Options,
 * Document Set and Metadata. Fields the API's rules check show their message at the field.
 */
export function AdvancedSettings({ state, mode, documentSets, update, errorOf, fieldRef }: Props) {
  const slugError = errorOf("slug");
  const metaError = errorOf("metaDescription");
  const photoError = errorOf("mainPhoto");
  const authorError = errorOf("authorName");
  const setTitleError = errorOf("docSetTitle");
  const inputRef = (name: string) => fieldRef(name) as Ref<HTMLInputElement>;
  const ids = {
    type: useId(),
    slug: useId(),
    meta: useId(),
    metaCount: useId(),
    photo: useId(),
    set: useId(),
    setName: useId(),
    setTitle: useId(),
    setOrder: useId(),
    author: useId(),
    createdOn: useId(),
    publishAt: useId(),
    helpOrder: useId(),
    order: useId(),
  };
  const [galleryOpen, setGalleryOpen] = useState(false);
  const setValue =
    state.docSet.kind === "new" ? NEW_SET : state.docSet.kind === "existing" ? state.docSet.slug : NO_SET;
  const knownSets =
    state.docSet.kind === "existing" && !documentSets.some((set) => set.slug === docSetSlugOf(state.docSet))
      ? [...documentSets, { id: -1, slug: state.docSet.slug, title: state.docSetTitle || state.docSet.slug }]
      : documentSets;
  const metaWarning = metaDescriptionWarning(state.metaDescription);
  const ui = useUiLanguage();

  return (
    <div className="space-y-6" data-slot="advanced-settings">
      <Section title={m.fields_postSectionType({}, ui)}>
        <Field id={ids.type} label={m.fields_postFieldPostType({}, ui)}>
          <Select value={state.postType} onValueChange={(value) => update({ postType: value as PostType })}>
            <SelectTrigger id={ids.type} className="w-full sm:w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {POST_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {POST_TYPE_LABELS[type](ui)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        {state.postType === "doc_set" && (
          <Toggle
            label={m.fields_postNumbered({}, ui)}
            checked={state.isNumbered}
            onChange={(isNumbered) => update({ isNumbered })}
          />
        )}
      </Section>

      <Section title={m.fields_postSectionSeo({}, ui)}>
        <Field
          id={ids.slug}
          label={m.fields_postFieldSlug({}, ui)}
          hint={
            mode === "create" && !state.slugTouched
              ? m.fields_postSlugGenerated({}, ui)
              : m.fields_postSlugAddress({ slug: state.slug }, ui)
          }
          error={slugError}
        >
          <Input
            id={ids.slug}
            ref={inputRef("slug")}
            value={state.slug}
            aria-invalid={slugError ? true : undefined}
            aria-describedby={fieldDescribedBy(ids.slug, { hint: true, error: slugError })}
            onChange={(event) => update({ slug: event.target.value, slugTouched: true }, "slug")}
            onBlur={() => {
              // Typed freely, stored in the slug format (spec §5).
              const clean = slugFromTitle(state.slug);
              if (clean !== state.slug) update({ slug: clean });
            }}
          />
        </Field>
        <div className="space-y-1.5">
          <label htmlFor={ids.meta} className="block text-sm font-medium text-gray-800">
            {m.fields_postFieldMetaDescription({}, ui)}
          </label>
          <Textarea
            id={ids.meta}
            ref={fieldRef("metaDescription") as Ref<HTMLTextAreaElement>}
            rows={3}
            maxLength={META_DESCRIPTION_MAX}
            showCount={false}
            value={state.metaDescription}
            aria-invalid={metaError ? true : undefined}
            aria-describedby={metaError ? `${ids.metaCount} ${ids.meta}-error` : ids.metaCount}
            onChange={(event) => update({ metaDescription: event.target.value }, "meta")}
          />
          {metaError && (
            <p id={`${ids.meta}-error`} role="alert" className="text-sm font-medium text-red-700">
              {metaError}
            </p>
          )}
          <p
            id={ids.metaCount}
            data-warning={metaWarning || undefined}
            className={cn("text-end text-xs", metaWarning ? "font-medium text-orange-700" : "text-gray-600")}
          >
            {state.metaDescription.length}/{META_DESCRIPTION_MAX}
          </p>
        </div>
      </Section>

      <Section title={m.fields_postSectionMedia({}, ui)}>
        <Field id={ids.photo} label={m.fields_postFieldMainPhoto({}, ui)} error={photoError}>
          <div className="flex gap-2">
            <Input
              id={ids.photo}
              ref={inputRef("mainPhoto")}
              value={state.mainPhoto}
              aria-invalid={photoError ? true : undefined}
              aria-describedby={fieldDescribedBy(ids.photo, { error: photoError })}
              placeholder={m.fields_postPhotoPlaceholder({}, ui)}
              onChange={(event) => update({ mainPhoto: event.target.value }, "mainPhoto")}
            />
            <Button type="button" variant="outline" onClick={() => setGalleryOpen(true)}>
              <Images aria-hidden="true" />
              {m.fields_postGallery({}, ui)}
            </Button>
          </div>
        </Field>
        {state.mainPhoto && /^(https?:\/\/|\/)/.test(state.mainPhoto) && (
          <img
            src={state.mainPhoto}
            alt={m.fields_postPhotoPreview({}, ui)}
            className="h-32 rounded-md border object-cover"
          />
        )}
        {galleryOpen && (
          <GalleryPicker
            onPick={(src) => {
              update({ mainPhoto: src });
              setGalleryOpen(false);
            }}
            onClose={() => setGalleryOpen(false)}
          />
        )}
      </Section>

      <Section title={m.fields_postSectionDisplay({}, ui)}>
        <Toggle
          label={m.fields_postDisplayThis({}, ui)}
          checked={state.displayThisPost}
          onChange={(v) => update({ displayThisPost: v })}
        />
        <Toggle
          label={m.fields_postShowOnBlog({}, ui)}
          checked={state.displayAsBlogPost}
          onChange={(v) => update({ displayAsBlogPost: v })}
        />
        <Toggle
          label={m.fields_postShowFirstPage({}, ui)}
          checked={state.isDisplayedFirstPage}
          onChange={(v) => update({ isDisplayedFirstPage: v })}
        />
        <Toggle
          label={m.fields_postHelpCenter({}, ui)}
          checked={state.isHelpCenter}
          onChange={(v) => update({ isHelpCenter: v })}
        />
        {state.isHelpCenter && (
          <Field id={ids.helpOrder} label={m.fields_postHelpCenterOrder({}, ui)}>
            <Input
              id={ids.helpOrder}
              type="number"
              min={0}
              className="w-32"
              value={state.helpCenterOrder}
              onChange={(event) => update({ helpCenterOrder: event.target.value }, "helpCenterOrder")}
            />
          </Field>
        )}
        <Field id={ids.order} label={m.fields_postOrder({}, ui)}>
          <Input
            id={ids.order}
            type="number"
            min={0}
            className="w-32"
            value={state.order}
            onChange={(event) => update({ order: event.target.value }, "order")}
          />
        </Field>
      </Section>

      <Section title={m.fields_postSectionDocSet({}, ui)}>
        <Field id={ids.set} label={m.fields_postDocSet({}, ui)}>
          <Select
            value={setValue}
            onValueChange={(value) =>
              update({
                docSet:
                  value === NO_SET
                    ? { kind: "none" }
                    : value === NEW_SET
                      ? { kind: "new", name: "" }
                      : { kind: "existing", slug: value },
                docSetTitle:
                  value === NO_SET || value === NEW_SET
                    ? ""
                    : (knownSets.find((set) => set.slug === value)?.title ?? state.docSetTitle),
              })
            }
          >
            <SelectTrigger id={ids.set} className="w-full sm:w-80">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_SET}>{m.fields_postNoDocSet({}, ui)}</SelectItem>
              <SelectItem value={NEW_SET}>{m.fields_postCreateSet({}, ui)}</SelectItem>
              {knownSets.map((set) => (
                <SelectItem key={set.slug} value={set.slug}>
                  {set.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        {state.docSet.kind === "new" && (
          <Field
            id={ids.setName}
            label={m.fields_postNewSetName({}, ui)}
            hint={
              state.docSet.name.trim()
                ? m.fields_postSetSlug({ slug: docSetSlugOf(state.docSet) ?? "" }, ui)
                : undefined
            }
          >
            <Input
              id={ids.setName}
              value={state.docSet.name}
              aria-describedby={fieldDescribedBy(ids.setName, { hint: state.docSet.name.trim() })}
              onChange={(event) => update({ docSet: { kind: "new", name: event.target.value } }, "docSetName")}
            />
          </Field>
        )}
        {state.docSet.kind === "existing" && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={ids.setTitle} label={m.fields_postDisplayTitle({}, ui)} error={setTitleError}>
              <Input
                id={ids.setTitle}
                ref={inputRef("docSetTitle")}
                value={state.docSetTitle}
                aria-invalid={setTitleError ? true : undefined}
                aria-describedby={fieldDescribedBy(ids.setTitle, { error: setTitleError })}
                onChange={(event) => update({ docSetTitle: event.target.value }, "docSetTitle")}
              />
            </Field>
            <Field id={ids.setOrder} label={m.fields_postArticleOrder({}, ui)}>
              <Input
                id={ids.setOrder}
                type="number"
                min={0}
                value={state.docSetOrder}
                onChange={(event) => update({ docSetOrder: event.target.value }, "docSetOrder")}
              />
            </Field>
          </div>
        )}
      </Section>

      <Section title={m.fields_postSectionMetadata({}, ui)}>
        <Toggle
          label={m.fields_postShowAuthor({}, ui)}
          checked={state.isWithAuthor}
          onChange={(v) => update({ isWithAuthor: v })}
        />
        <Toggle
          label={m.fields_postCompanyAuthor({}, ui)}
          checked={state.isCompanyAuthor}
          onChange={(v) => update({ isCompanyAuthor: v })}
        />
        <Field id={ids.author} label={m.fields_postFieldAuthorName({}, ui)} error={authorError}>
          <Input
            id={ids.author}
            ref={inputRef("authorName")}
            value={state.authorName}
            aria-invalid={authorError ? true : undefined}
            aria-describedby={fieldDescribedBy(ids.author, { error: authorError })}
            onChange={(event) => update({ authorName: event.target.value }, "authorName")}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={ids.createdOn}
            label={m.fields_postFieldCreatedOn({}, ui)}
            hint={m.fields_postCreatedOnHint({}, ui)}
          >
            <Input
              id={ids.createdOn}
              type="datetime-local"
              value={state.createdOn}
              aria-describedby={fieldDescribedBy(ids.createdOn, { hint: true })}
              onChange={(event) => update({ createdOn: event.target.value })}
            />
          </Field>
          <Field
            id={ids.publishAt}
            label={m.fields_postFieldPublishAt({}, ui)}
            hint={m.fields_postPublishAtHint({}, ui)}
          >
            <Input
              id={ids.publishAt}
              type="datetime-local"
              step={1}
              value={state.publishAt}
              aria-describedby={fieldDescribedBy(ids.publishAt, { hint: true })}
              onChange={(event) => update({ publishAt: event.target.value })}
            />
          </Field>
        </div>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-gray-200 p-4">
      <h3 id={id} className="text-base font-semibold text-gray-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm text-gray-800">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}
