import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type Ref } from "react";
import { aiAgentFormSchema, type AiAgentDraft } from "../shared/ai-agent-schema.ts";
import { isKnownLocale } from "../../../shared/i18n/locales.ts";
import { ApiError } from "../../../app/api-client/api-error.ts";
import { api, unwrap, type ApiSchema } from "../../../app/api-client/client.ts";
import { CloseQuestion, RecordEditorNotices } from "../../../app/components/editor-kit/record-editor-parts.tsx";
import { useEditorForm } from "../../../app/components/editor-kit/use-editor-form.ts";
import { useRecordEditor } from "../../../app/components/editor-kit/use-record-editor.ts";
import { Button } from "../../../app/components/ui/button.tsx";
import { ConfirmDialog } from "../../../app/components/ui/confirm-dialog.tsx";
import { Input } from "../../../app/components/ui/input.tsx";
import { Field } from "../../../app/components/ui/label.tsx";
import { Switch } from "../../../app/components/ui/switch.tsx";
import { Textarea } from "../../../app/components/ui/textarea.tsx";
import { useUiLanguage } from "../../../app/components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { languageName } from "../../../app/components/admin/format-time.ts";

export type AgentRecord = ApiSchema<"AiAgent">;

type Label = (inputs: object, options: { locale: UiLocale }) => string;

export const SOURCE_LABELS: Record<string, Label> = {
  faq: (_: object, ui: { locale: UiLocale }) => m.admin_aiSourceFaq({}, ui),
  knowledge_base: (_: object, ui: { locale: UiLocale }) => m.admin_aiSourceKb({}, ui),
  pages: (_: object, ui: { locale: UiLocale }) => m.admin_aiSourcePages({}, ui),
  posts: (_: object, ui: { locale: UiLocale }) => m.admin_aiSourcePosts({}, ui),
};

const FIELD_LABELS: Record<string, Label> = {
  name: (_: object, ui: { locale: UiLocale }) => m.admin_aiName({}, ui),
  greeting: (_: object, ui: { locale: UiLocale }) => m.admin_aiGreeting({}, ui),
  instructions: (_: object, ui: { locale: UiLocale }) => m.admin_aiInstructions({}, ui),
  sources: (_: object, ui: { locale: UiLocale }) => m.admin_aiSourcesLegend({}, ui),
  languages: (_: object, ui: { locale: UiLocale }) => m.admin_aiLanguagesLegend({}, ui),
  enabled: (_: object, ui: { locale: UiLocale }) => m.admin_aiEnabled({}, ui),
};

/** The organization's agents (`GET /api/ai/agents`), under one key for the page and its forms. */
export const aiAgentsKey = ["ai-agents"] as const;
export const listAiAgents = () => unwrap(api.GET("/ai/agents"));

const NEW_AGENT: AiAgentDraft = {
  name: "",
  greeting: "",
  instructions: "",
  sources: ["faq", "knowledge_base"],
  languages: [],
  enabled: true,
};

const toDraft = (agent: AgentRecord): AiAgentDraft => ({
  name: agent.name,
  greeting: agent.greeting,
  instructions: agent.instructions,
  sources: [...agent.sources],
  languages: agent.languages.filter(isKnownLocale),
  enabled: agent.enabled,
});

/** There is no read of one agent: it is found in the list (gone: 404, as the API would say). */
async function loadAgent(id: number): Promise<AgentRecord> {
  const agent = (await listAiAgents()).find((entry) => entry.id === id);
  if (!agent) throw new ApiError(404, "This agent no longer exists.", { error: "not found" });
  return agent;
}

/**
 * PUT at the version loaded. A stale answer's `current` is the stored row; the merge needs the agent
 * as the API lists it, so it is read again in that shape.
 */
async function saveAgent(id: number, draft: AiAgentDraft, version: string | null): Promise<AgentRecord> {
  try {
    return await unwrap(
      api.PUT("/ai/agents/{id}", {
        params: { path: { id } },
        body: { ...draft, updated_at: version ?? "" },
      }),
    );
  } catch (failure) {
    if (failure instanceof ApiError && failure.isStale && !failure.field) {
      throw new ApiError(409, failure.message, { ...failure.body, current: await loadAgent(id) });
    }
    throw failure;
  }
}

/**
 * One agent's form: create (no `agent`) or edit, on the record-editor layer (decision 042). It
 * checks the API's own rules (features/ai/shared/ai-agent-schema.ts) with react-hook-form, saves through the
 * typed client with the version it loaded (a revision per save, History in the audit log), and when
 * a colleague saved in the meantime merges their changes with these (a field both changed is shown
 * side by side for a choice). Unsaved changes are kept as a local draft and Cancel asks first.
 */
export function AiAgentForm({
  agent,
  locales,
  onSaved,
  onCancel,
}: {
  agent: AgentRecord | null;
  locales: string[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const ui = useUiLanguage();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // Shown until the agent is read again (editors start from the record as it is now).
  const [initial] = useState(() => (agent ? toDraft(agent) : NEW_AGENT));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: aiAgentsKey });
  const editor = useRecordEditor<AiAgentDraft, AgentRecord>({
    entity: "ai-agent",
    id: agent?.id ?? null,
    initial,
    load: loadAgent,
    toDraft,
    versionOf: (record) => record.updated_at,
    create: (draft) => unwrap(api.POST("/ai/agents", { body: draft })),
    update: saveAgent,
    remove: (agentId, version) =>
      unwrap(
        api.DELETE("/ai/agents/{id}", { params: { path: { id: agentId }, query: { updated_at: version ?? "" } } }),
      ),
    texts: {
      created: m.admin_aiCreated({}, ui),
      updated: m.admin_aiSaved({}, ui),
      deleted: m.admin_aiDeleted({}, ui),
      saveFailed: m.admin_aiSaveFailed({}, ui),
      deleteFailed: m.admin_aiDeleteFailed({}, ui),
    },
    onSaved: () => {
      refresh();
      onSaved();
    },
    onDeleted: () => {
      refresh();
      onSaved();
    },
    onClose: onCancel,
  });
  const { submit, errorOf, fieldRef, form } = useEditorForm(editor, aiAgentFormSchema);
  const draft = editor.draft;
  const set = (patch: Partial<AiAgentDraft>, group?: string) =>
    editor.set((current) => ({ ...current, ...patch }), group ? { group } : undefined);
  const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
    on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
  const nameError = errorOf("name");
  const sourcesError = errorOf("sources");
  const busy = editor.saving || editor.loading || form.formState.isSubmitting;
  const ref = (name: string) => fieldRef(name) as Ref<HTMLInputElement & HTMLTextAreaElement>;
  const describedBy = (name: string, error: string | undefined, hint = false) =>
    [hint ? `${id}-${name}-hint` : null, error ? `${id}-${name}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={editor.onKeyDown}
      className="space-y-4"
      aria-label={agent ? m.admin_editNamed({ name: agent.name }, ui) : m.admin_aiNew({}, ui)}
    >
      <RecordEditorNotices
        editor={editor}
        noun={m.admin_aiAgentNoun({}, ui)}
        fieldLabel={(key) => FIELD_LABELS[key]?.({}, ui) ?? key}
      />
      {editor.loadError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {editor.loadError}
        </p>
      )}
      {/* Read again on opening: nothing to type into until it is here (the load would replace it). */}
      <fieldset disabled={editor.loading} className="min-w-0 space-y-4">
        <Field id={`${id}-name`} label={m.admin_aiName({}, ui)} required error={nameError}>
          <Input
            id={`${id}-name`}
            ref={ref("name")}
            value={draft.name}
            maxLength={80}
            aria-required="true"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={describedBy("name", nameError)}
            onChange={(e) => set({ name: e.target.value }, "name")}
          />
        </Field>
        <Field
          id={`${id}-greeting`}
          label={m.admin_aiGreeting({}, ui)}
          hint={m.admin_aiGreetingHint({}, ui)}
          error={errorOf("greeting")}
        >
          <Textarea
            id={`${id}-greeting`}
            ref={ref("greeting")}
            aria-describedby={describedBy("greeting", errorOf("greeting"), true)}
            value={draft.greeting}
            maxLength={500}
            rows={2}
            onChange={(e) => set({ greeting: e.target.value }, "greeting")}
          />
        </Field>
        <Field
          id={`${id}-instructions`}
          label={m.admin_aiInstructions({}, ui)}
          hint={m.admin_aiInstructionsHint({}, ui)}
          error={errorOf("instructions")}
        >
          <Textarea
            id={`${id}-instructions`}
            ref={ref("instructions")}
            aria-describedby={describedBy("instructions", errorOf("instructions"), true)}
            value={draft.instructions}
            maxLength={2000}
            rows={3}
            onChange={(e) => set({ instructions: e.target.value }, "instructions")}
          />
        </Field>
        <fieldset aria-describedby={sourcesError ? `${id}-sources-error` : undefined}>
          <legend className="text-sm font-medium text-gray-900">{m.admin_aiSourcesLegend({}, ui)}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {Object.entries(SOURCE_LABELS).map(([value, label], index) => (
              <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  // The first box takes the focus when no source is chosen.
                  ref={index === 0 ? ref("sources") : undefined}
                  checked={draft.sources.includes(value as AiAgentDraft["sources"][number])}
                  aria-invalid={sourcesError ? true : undefined}
                  onChange={(e) =>
                    set({ sources: toggle(draft.sources, value as AiAgentDraft["sources"][number], e.target.checked) })
                  }
                />
                {label({}, ui)}
              </label>
            ))}
          </div>
          {sourcesError && (
            <p id={`${id}-sources-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {sourcesError}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">{m.admin_aiLanguagesLegend({}, ui)}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {locales.filter(isKnownLocale).map((locale) => (
              <label key={locale} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  checked={draft.languages.includes(locale)}
                  onChange={(e) => set({ languages: toggle(draft.languages, locale, e.target.checked) })}
                />
                {languageName(locale, ui.locale)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex items-center gap-3">
          <Switch id={`${id}-enabled`} checked={draft.enabled} onCheckedChange={(enabled) => set({ enabled })} />
          <label htmlFor={`${id}-enabled`} className="text-sm text-gray-900">
            {m.admin_aiEnabled({}, ui)}
          </label>
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {editor.saving ? m.admin_aiSavingDots({}, ui) : agent ? m.admin_aiSave({}, ui) : m.admin_aiCreate({}, ui)}
        </Button>
        <Button type="button" variant="outline" onClick={editor.requestClose}>
          {m.admin_cancel({}, ui)}
        </Button>
        {agent && (
          <Button type="button" variant="ghost" className="text-red-800" onClick={() => setConfirming(true)}>
            {m.admin_delete({}, ui)}
          </Button>
        )}
      </div>
      {agent && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={m.admin_aiDeleteTitle({ name: agent.name }, ui)}
          text={m.admin_aiDeleteText({}, ui)}
          confirmLabel={m.admin_aiDeleteAgent({}, ui)}
          busyLabel={m.admin_aiDeleting({}, ui)}
          onConfirm={editor.remove}
        />
      )}
      <CloseQuestion editor={editor} />
    </form>
  );
}
