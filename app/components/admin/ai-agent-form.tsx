import { useId, useState, type FormEvent } from "react";
import { apiFetch, errorMessage } from "../../editor/shared/api-fetch.ts";
import { Button } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Input } from "../ui/input.tsx";
import { Field } from "../ui/label.tsx";
import { Switch } from "../ui/switch.tsx";
import { Textarea } from "../ui/textarea.tsx";

export type AgentRecord = {
  id: number;
  name: string;
  greeting: string;
  instructions: string;
  sources: string[];
  languages: string[];
  enabled: boolean;
  updated_at: string;
};

export const SOURCE_LABELS: Record<string, string> = {
  faq: "FAQ",
  knowledge_base: "Knowledge base",
  pages: "Pages",
  posts: "Posts",
};

/**
 * One agent's form: create (no `agent`) or edit. Saves through /api/ai/agents (the change
 * function: a revision per save, History in the audit log) with the version it loaded, so a
 * colleague's save in the meantime is a conflict to resolve, not a silent overwrite.
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
  onCancel?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(agent?.name ?? "");
  const [greeting, setGreeting] = useState(agent?.greeting ?? "");
  const [instructions, setInstructions] = useState(agent?.instructions ?? "");
  const [sources, setSources] = useState<string[]>(agent?.sources ?? ["faq", "knowledge_base"]);
  const [languages, setLanguages] = useState<string[]>(agent?.languages ?? []);
  const [enabled, setEnabled] = useState(agent?.enabled ?? true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...new Set([...list, value])] : list.filter((item) => item !== value);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body = { name, greeting, instructions, sources, languages, enabled };
    try {
      if (agent) {
        await apiFetch(`/api/ai/agents/${agent.id}`, {
          method: "PUT",
          body: { ...body, updated_at: agent.updated_at },
        });
      } else {
        await apiFetch("/api/ai/agents", { method: "POST", body });
      }
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure, "The agent could not be saved. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!agent) return;
    try {
      await apiFetch(`/api/ai/agents/${agent.id}`, { method: "DELETE", query: { updated_at: agent.updated_at } });
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure, "The agent could not be deleted. Please try again."));
    }
  }

  return (
    <form onSubmit={save} className="space-y-4" aria-label={agent ? `Edit ${agent.name}` : "New agent"}>
      <Field id={`${id}-name`} label="Name" required>
        <Input id={`${id}-name`} value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field id={`${id}-greeting`} label="Greeting" hint="The first message visitors see in the assistant view.">
        <Textarea
          id={`${id}-greeting`}
          aria-describedby={`${id}-greeting-hint`}
          value={greeting}
          maxLength={500}
          rows={2}
          onChange={(e) => setGreeting(e.target.value)}
        />
      </Field>
      <Field
        id={`${id}-instructions`}
        label="Instructions"
        hint="Tone and scope for the model. It still answers only from the sources below."
      >
        <Textarea
          id={`${id}-instructions`}
          aria-describedby={`${id}-instructions-hint`}
          value={instructions}
          maxLength={2000}
          rows={3}
          onChange={(e) => setInstructions(e.target.value)}
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">Sources it may use</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {Object.entries(SOURCE_LABELS).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={sources.includes(value)}
                onChange={(e) => setSources(toggle(sources, value, e.target.checked))}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">Languages (none checked: every language)</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {locales.map((locale) => (
            <label key={locale} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={languages.includes(locale)}
                onChange={(e) => setLanguages(toggle(languages, locale, e.target.checked))}
              />
              {locale}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-enabled`} checked={enabled} onCheckedChange={setEnabled} />
        <label htmlFor={`${id}-enabled`} className="text-sm text-gray-900">
          Enabled
        </label>
      </div>
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : agent ? "Save agent" : "Create agent"}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {agent && (
          <Button type="button" variant="ghost" className="text-red-800" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </div>
      {agent && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete ${agent.name}?`}
          text="Visitors stop seeing this agent. You can restore it from the audit log."
          confirmLabel="Delete agent"
          busyLabel="Deleting..."
          onConfirm={remove}
        />
      )}
    </form>
  );
}
