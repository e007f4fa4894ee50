import { Lightbulb } from "lucide-react";
import { useId, type Ref } from "react";
import { Input } from "../../components/ui/input.tsx";
import { Field, fieldDescribedBy } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import type { PostFormState } from "./post-form.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";
import { TranslatedField } from "../../components/editor-kit/translated-field.tsx";
import type { RecordTranslations } from "../../components/editor-kit/translation-status.tsx";
import type { TranslationFocus } from "../editor-requests.ts";
import { plainText } from "../../view-models/rich-text.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

/** What the post editor's views need of the form: values, their setter and the field messages. */
export type PostFieldsProps = {
  state: PostFormState;
  update: (patch: Partial<PostFormState>, group?: string) => void;
  errorOf: (name: string) => string | undefined;
  fieldRef: (name: string) => Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** The post's saved translation states (decision 069); null for a new post or while loading. */
  translations?: RecordTranslations | null;
  /** A field's translation to open first (a link of the Translations page). */
  focus?: TranslationFocus | null;
};

type TranslatedKey = "titleTranslation" | "descriptionTranslation" | "contentTranslation";

/** The props of one translated field of the post: its map in the form, the saved states, the link's language. */
function translatedProps(
  { state, update, translations = null, focus = null }: Omit<PostFieldsProps, "errorOf" | "fieldRef">,
  field: "title" | "description" | "content",
  key: TranslatedKey,
) {
  return {
    field,
    source: field === "content" ? plainText(state.content) : state[field],
    value: state[key],
    onChange: (value: Record<string, string>) => update({ [key]: value }, `${field}-translation`),
    record: translations,
    focusLocale: focus?.field === field ? focus.locale : null,
  };
}

/**
 * The Title field (spec §2.1, §5). Its message ("Title is required") shows only after a submit or
 * once the title was changed, never on an untouched new post (decision 042); the form moves the focus
 * here when it is the first field in error.
 */
export function TitleField({ onTitle, ...props }: PostFieldsProps & { onTitle: (title: string) => void }) {
  const { state, errorOf, fieldRef } = props;
  const id = useId();
  const error = errorOf("title");
  const ui = useUiLanguage();
  const label = m.fields_postFieldTitle({}, ui);
  return (
    <TranslatedField label={label} maxLength={300} {...translatedProps(props, "title", "titleTranslation")}>
      <Field id={id} label={label} required error={error}>
        <Input
          id={id}
          ref={fieldRef("title") as Ref<HTMLInputElement>}
          value={state.title}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { error })}
          className="text-lg font-semibold"
          onChange={(event) => onTitle(event.target.value)}
        />
      </Field>
    </TranslatedField>
  );
}

/** The main view (spec §2.1): quick tip (create), subsection, title, description and the content. */
export function PostMainView({
  mode,
  onTitle,
  codeView,
  onCodeViewChange,
  onContentElement,
  ...props
}: PostFieldsProps & {
  mode: "create" | "edit";
  onTitle: (title: string) => void;
  codeView: boolean;
  onCodeViewChange: (codeView: boolean) => void;
  onContentElement: (element: HTMLElement | null) => void;
}) {
  const { state, update, errorOf, fieldRef } = props;
  const ids = { subsection: useId(), description: useId(), content: useId() };
  const isLanding = state.postType === "landing";
  const descriptionError = errorOf("description");
  const subsectionError = errorOf("subsection");
  const ui = useUiLanguage();
  return (
    <>
      {mode === "create" && (
        <p className="flex items-start gap-2 rounded-md bg-gray-50 p-3 text-sm text-gray-700">
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          <span>
            <strong>{m.fields_postQuickTipLabel({}, ui)}</strong> {m.fields_postQuickTip({}, ui)}
          </span>
        </p>
      )}
      <Field id={ids.subsection} label={m.fields_postFieldSubsection({}, ui)} error={subsectionError}>
        <Input
          id={ids.subsection}
          ref={fieldRef("subsection") as Ref<HTMLInputElement>}
          value={state.subsection}
          placeholder={m.fields_postSubsectionPlaceholder({}, ui)}
          aria-invalid={subsectionError ? true : undefined}
          aria-describedby={fieldDescribedBy(ids.subsection, { error: subsectionError })}
          onChange={(event) => update({ subsection: event.target.value }, "subsection")}
        />
      </Field>
      {isLanding ? (
        <p className="text-sm text-gray-600">{m.fields_postLandingNote({}, ui)}</p>
      ) : (
        <>
          <TitleField {...props} onTitle={onTitle} />
          <TranslatedField
            label={m.fields_postFieldDescription({}, ui)}
            multiline
            {...translatedProps(props, "description", "descriptionTranslation")}
          >
            <Field id={ids.description} label={m.fields_postFieldDescription({}, ui)} error={descriptionError}>
              <Textarea
                id={ids.description}
                ref={fieldRef("description") as Ref<HTMLTextAreaElement>}
                rows={3}
                value={state.description}
                aria-invalid={descriptionError ? true : undefined}
                aria-describedby={fieldDescribedBy(ids.description, { error: descriptionError })}
                onChange={(event) => update({ description: event.target.value }, "description")}
              />
            </Field>
          </TranslatedField>
        </>
      )}
      {/* Content per language as HTML in a text area: the rich editor stays the source's. */}
      <TranslatedField
        label={m.fields_postFieldContent({}, ui)}
        multiline
        {...translatedProps(props, "content", "contentTranslation")}
      >
        <div className="space-y-1.5">
          <p id={ids.content} className="text-sm font-medium text-gray-800">
            {m.fields_postFieldContent({}, ui)}
          </p>
          <RichTextEditor
            value={state.content}
            labelledBy={ids.content}
            onChange={(content) => update({ content }, "content")}
            codeView={codeView}
            onCodeViewChange={onCodeViewChange}
            onContentElement={onContentElement}
          />
        </div>
      </TranslatedField>
    </>
  );
}
