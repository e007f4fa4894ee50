import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { RecordEditorFrame } from "../../components/editor-kit/record-editor-frame.tsx";
import { useEditorForm } from "../../components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import { Button, cn, Field, fieldDescribedBy, Input, Textarea } from "../../components/ui/index.ts";
import { api, unwrap, type ApiSchema } from "../../api-client/client.ts";
import { WithQueryClient } from "../../api-client/query-provider.tsx";
import { createPageFormSchema } from "../../../shared/schemas/page-schema.ts";
import type { EditorProps } from "../editor-requests.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { ApiError } from "../../api-client/api-error.ts";
import {
  CREATE_PAGE_REDIRECT_MS,
  createOutcome,
  descriptionCounter,
  EMPTY_FORM,
  PAGE_DESCRIPTION_MAX,
  PAGE_MESSAGES,
  pageMessage,
  withSlug,
  withTitle,
  type CreatePageForm,
} from "./create-page-form.ts";

type PageRecord = ApiSchema<"PageRecord">;

/**
 * Create Page (spec editing-tools §2.6, §5, §8): a template-based page is a record without content
 * whose body is the sections added to `/{slug}` afterwards. The slug follows the title until it is
 * edited; after creation the site goes to the new page after 300 ms.
 *
 * On the record-editor layer (decision 042): the draft (kept locally, with undo and the close
 * question) is `useRecordEditor`'s; the form checks the API's own rules (shared/schemas/page-schema.ts)
 * through `useEditorForm`, so each message shows at its field, the first one focused, and an answer
 * naming a field (a slug already taken) lands on that field.
 */
export default function CreatePageModal(props: EditorProps<"create-page">) {
  return (
    <WithQueryClient>
      <CreatePageDialog {...props} />
    </WithQueryClient>
  );
}

/** POST /api/pages; an answer not about one field is told in the spec's words (createOutcome). */
async function createPage(
  draft: CreatePageForm,
  organizationId: number | undefined,
  o: { locale: UiLocale },
): Promise<PageRecord> {
  if (organizationId === undefined) throw new ApiError(0, pageMessage(PAGE_MESSAGES.organizationMissing, o), null);
  try {
    return (await unwrap(
      api.POST("/pages", {
        body: {
          title: draft.title.trim(),
          slug: draft.slug,
          description: draft.description,
          organization_id: organizationId,
        },
      }),
    )) as PageRecord;
  } catch (failure) {
    const outcome =
      failure instanceof ApiError ? createOutcome(failure.status, failure.body, o) : createOutcome(0, null, o);
    if (outcome.ok || !(failure instanceof ApiError)) throw failure;
    throw new ApiError(failure.status, outcome.message, {
      ...failure.body,
      field: outcome.field ?? null,
      error: outcome.message,
    });
  }
}

function CreatePageDialog({ onClose }: EditorProps<"create-page">) {
  const o = useUiLanguage();
  const id = useId();
  const navigate = useNavigate();
  // The organization of this site (the root loader's); the API checks it against the host again.
  const root = useRouteLoaderData("root") as { site?: { organizationId?: number } } | undefined;
  const organizationId = root?.site?.organizationId;
  const [created, setCreated] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const editor = useRecordEditor<CreatePageForm, PageRecord>({
    entity: "page",
    id: null,
    initial: EMPTY_FORM,
    load: () => Promise.reject(new Error("Create Page only creates")),
    toDraft: (page) => ({ title: page.title, slug: page.slug, description: page.description, slugTouched: true }),
    versionOf: (page) => page.updated_at,
    create: (draft) => createPage(draft, organizationId, o),
    update: () => Promise.reject(new Error("Create Page only creates")),
    texts: {
      created: m.editors_pageCreated({}, o),
      updated: m.editors_pageCreated({}, o),
      deleted: "",
      saveFailed: pageMessage(PAGE_MESSAGES.createFailed, o),
      deleteFailed: "",
    },
    onSaved: (page) => {
      setCreated(page.slug);
      redirect.current = setTimeout(() => {
        onClose();
        void navigate(`/${page.slug}`);
      }, CREATE_PAGE_REDIRECT_MS);
    },
    closeOnSave: false,
    presence: false,
    onClose,
  });
  const { submit, errorOf, fieldRef } = useEditorForm(editor, createPageFormSchema);
  const form = editor.draft;
  // The form's rules speak English (shared with the API): their known messages in the person's language.
  const errorIn = (name: "title" | "slug" | "description") => {
    const error = errorOf(name);
    return error && pageMessage(error, o);
  };
  const errors = { title: errorIn("title"), slug: errorIn("slug"), description: errorIn("description") };
  const counter = descriptionCounter(form.description);
  const ids = { title: `${id}-title`, slug: `${id}-slug`, description: `${id}-description` };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (editor.saving || created || organizationId === undefined) return;
    void submit();
  }

  const formId = `${id}-form`;
  return (
    <RecordEditorFrame
      editor={editor}
      undo="none"
      title={m.editors_createPage({}, o)}
      badge={m.editors_new({}, o)}
      subtitle={m.editors_createPageSubtitle({}, o)}
      className="w-[min(36rem,calc(100vw-2rem))]"
      footer={
        <>
          <Button variant="outline" onClick={editor.requestClose} disabled={editor.saving}>
            {m.editor_cancel({}, o)}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={organizationId === undefined || editor.saving || created !== null}
          >
            {created ? m.editors_created2({}, o) : editor.saving ? m.editors_creating({}, o) : m.editor_create({}, o)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {organizationId === undefined && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {pageMessage(PAGE_MESSAGES.organizationMissing, o)}
          </p>
        )}
        <Field id={ids.title} label={m.editors_pageTitle({}, o)} required error={errors.title}>
          <Input
            id={ids.title}
            ref={fieldRef("title")}
            value={form.title}
            placeholder={m.editors_pageTitlePlaceholder({}, o)}
            autoComplete="off"
            maxLength={500}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={fieldDescribedBy(ids.title, { error: errors.title })}
            onChange={(event) => editor.set((current) => withTitle(current, event.target.value), { group: "title" })}
          />
        </Field>
        <Field
          id={ids.slug}
          label={m.editors_pageSlug({}, o)}
          required
          hint={m.editors_pageSlugHint({}, o)}
          error={errors.slug}
        >
          <div className="flex items-center rounded-md">
            <span className="pe-1 text-sm text-gray-600" aria-hidden="true">
              /
            </span>
            <Input
              id={ids.slug}
              ref={fieldRef("slug")}
              value={form.slug}
              placeholder="about-us"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={fieldDescribedBy(ids.slug, { hint: true, error: errors.slug })}
              onChange={(event) => editor.set((current) => withSlug(current, event.target.value), { group: "slug" })}
            />
          </div>
        </Field>
        <Field id={ids.description} label={m.editors_metaDescription({}, o)} error={errors.description}>
          <Textarea
            id={ids.description}
            ref={fieldRef("description")}
            value={form.description}
            rows={3}
            showCount={false}
            maxLength={PAGE_DESCRIPTION_MAX}
            placeholder={m.editors_metaPlaceholder({}, o)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={
              [`${ids.description}-count`, errors.description ? `${ids.description}-error` : null]
                .filter(Boolean)
                .join(" ") || undefined
            }
            onChange={(event) =>
              editor.set((current) => ({ ...current, description: event.target.value }), { group: "description" })
            }
          />
          <p
            id={`${ids.description}-count`}
            data-slot="description-count"
            data-warning={counter.warning || undefined}
            className={cn("text-end text-xs", counter.warning ? "font-medium text-orange-700" : "text-gray-600")}
          >
            {counter.text}
          </p>
        </Field>
        {created && (
          <p role="status" className="text-sm text-emerald-800">
            {m.editors_pageCreatedOpening({ slug: created }, o)}
          </p>
        )}
      </form>
    </RecordEditorFrame>
  );
}
