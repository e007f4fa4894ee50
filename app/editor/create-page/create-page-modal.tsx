import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { Button, cn, EditorDialog, Field, fieldDescribedBy, Input, Textarea } from "../../components/ui/index.ts";
import type { EditorProps } from "../editor-requests.ts";
import { ApiError, apiFetch } from "../shared/api-fetch.ts";
import {
  CREATE_PAGE_REDIRECT_MS,
  createOutcome,
  descriptionCounter,
  EMPTY_FORM,
  formProblems,
  PAGE_DESCRIPTION_MAX,
  PAGE_MESSAGES,
  withSlug,
  withTitle,
  type CreateOutcome,
  type CreatePageForm,
} from "./create-page-form.ts";

type FieldName = "title" | "slug" | "description";

/**
 * Create Page (spec editing-tools §2.6, §5, §8): a template-based page is a record without content
 * whose body is the sections added to `/{slug}` afterwards. The slug follows the title until it is
 * edited; after creation the site goes to the new page after 300 ms.
 */
export default function CreatePageModal({ onClose }: EditorProps<"create-page">) {
  const id = useId();
  const navigate = useNavigate();
  // The organization of this site (the root loader's); the API checks it against the host again.
  const root = useRouteLoaderData("root") as { site?: { organizationId?: number } } | undefined;
  const organizationId = root?.site?.organizationId;
  const [form, setForm] = useState<CreatePageForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const counter = descriptionCounter(form.description);
  const ids = { title: `${id}-title`, slug: `${id}-slug`, description: `${id}-description` };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || created) return;
    if (organizationId === undefined) {
      setFormError(PAGE_MESSAGES.organizationMissing);
      return;
    }
    const problems = formProblems(form);
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      document.getElementById(ids[Object.keys(problems)[0] as FieldName])?.focus();
      return;
    }
    setSaving(true);
    let outcome: CreateOutcome;
    try {
      const page = await apiFetch<{ slug: string }>("/api/pages", {
        method: "POST",
        body: {
          title: form.title.trim(),
          slug: form.slug,
          description: form.description,
          organization_id: organizationId,
        },
      });
      outcome = createOutcome(201, page);
    } catch (error) {
      outcome = error instanceof ApiError ? createOutcome(error.status, error.body) : createOutcome(0, null);
    }
    if (!outcome.ok) {
      setSaving(false);
      if (outcome.field) {
        setErrors({ [outcome.field]: outcome.message });
        document.getElementById(ids[outcome.field])?.focus();
      } else setFormError(outcome.message);
      return;
    }
    setCreated(outcome.slug);
    redirect.current = setTimeout(() => {
      onClose();
      void navigate(`/${outcome.slug}`);
    }, CREATE_PAGE_REDIRECT_MS);
  }

  const formId = `${id}-form`;
  return (
    <EditorDialog
      onRequestClose={onClose}
      title="Create Page"
      badge="New"
      subtitle="Build a template-based page for your site"
      className="w-[min(36rem,calc(100vw-2rem))]"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving && !formError}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={organizationId === undefined || saving || created !== null}>
            {created ? "Created" : saving ? "Creating…" : "Create"}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {organizationId === undefined && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {PAGE_MESSAGES.organizationMissing}
          </p>
        )}
        <Field id={ids.title} label="Page Title" required error={errors.title}>
          <Input
            id={ids.title}
            value={form.title}
            placeholder="About Us"
            autoComplete="off"
            maxLength={500}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={fieldDescribedBy(ids.title, { error: errors.title })}
            onChange={(event) => {
              setForm(withTitle(form, event.target.value));
              setErrors((current) => ({
                ...current,
                title: undefined,
                ...(form.slugTouched ? {} : { slug: undefined }),
              }));
            }}
          />
        </Field>
        <Field
          id={ids.slug}
          label="Page URL Slug"
          required
          hint="Lowercase letters, numbers and hyphens; the page's address is /your-slug."
          error={errors.slug}
        >
          <div className="flex items-center rounded-md">
            <span className="pr-1 text-sm text-gray-600" aria-hidden="true">
              /
            </span>
            <Input
              id={ids.slug}
              value={form.slug}
              placeholder="about-us"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={fieldDescribedBy(ids.slug, { hint: true, error: errors.slug })}
              onChange={(event) => {
                setForm(withSlug(form, event.target.value));
                setErrors((current) => ({ ...current, slug: undefined }));
              }}
            />
          </div>
        </Field>
        <Field id={ids.description} label="Meta Description" error={errors.description}>
          <Textarea
            id={ids.description}
            value={form.description}
            rows={3}
            showCount={false}
            maxLength={PAGE_DESCRIPTION_MAX}
            placeholder="A short summary shown by search engines"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={
              [`${ids.description}-count`, errors.description ? `${ids.description}-error` : null]
                .filter(Boolean)
                .join(" ") || undefined
            }
            onChange={(event) => {
              setForm({ ...form, description: event.target.value });
              setErrors((current) => ({ ...current, description: undefined }));
            }}
          />
          <p
            id={`${ids.description}-count`}
            data-slot="description-count"
            data-warning={counter.warning || undefined}
            className={cn("text-right text-xs", counter.warning ? "font-medium text-orange-700" : "text-gray-600")}
          >
            {counter.text}
          </p>
        </Field>
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        {created && (
          <p role="status" className="text-sm text-emerald-800">
            Page created. Opening /{created}…
          </p>
        )}
      </form>
    </EditorDialog>
  );
}
