import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLoaderData, useRouteLoaderData } from "react-router";
import {
  AiAgentForm,
  aiAgentsKey,
  listAiAgents,
  SOURCE_LABELS,
  type AgentRecord,
} from "../../../features/ai/components/ai-agent-form.tsx";
import { AiQuestions } from "../../../features/ai/components/ai-questions.tsx";
import { Button } from "../../components/ui/button.tsx";
import { loadAiManagement } from "../../../features/ai/view-models/ai-admin.server.ts";
import type { RootData } from "../../root.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { languageName } from "../../components/admin/format-time.ts";
import type { Route } from "./+types/ai-management";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAiManagement(request, context);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * The help center's AI agents (decision 034): create and edit them, and read what visitors asked.
 * The agents are `GET /api/ai/agents` through the typed client and TanStack Query (the server renders
 * the first answer); each form is on the record-editor layer (ai-agent-form.tsx).
 */
export default function AiManagement() {
  const root = useRouteLoaderData<RootData>("root")!;
  const loaded = useLoaderData<typeof loader>();
  const { questions, supportedLocales } = loaded;
  const { data: agents } = useQuery({
    queryKey: aiAgentsKey,
    queryFn: listAiAgents,
    initialData: loaded.agents as AgentRecord[],
    staleTime: 10_000,
  });
  // "new", an agent's id, or null (nothing open).
  const [editing, setEditing] = useState<"new" | number | null>(null);
  const close = () => setEditing(null);
  const ui = useUiLanguage();
  const site = root.site.name;
  const list = (items: string[]) => new Intl.ListFormat(ui.locale, { type: "conjunction" }).format(items);
  return (
    <>
      <title>{m.admin_pageTitle({ title: m.admin_aiTitle({}, ui), site }, ui)}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-gray-900">{m.admin_aiTitle({}, ui)}</h1>
        {editing !== "new" && <Button onClick={() => setEditing("new")}>{m.admin_aiNew({}, ui)}</Button>}
      </div>
      <p className="mb-6 text-sm text-gray-600">{m.admin_aiIntro({ site }, ui)}</p>
      {editing === "new" && (
        <section
          aria-labelledby="new-agent-title"
          className="mb-6 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
        >
          <h2 id="new-agent-title" className="mb-3 text-lg font-semibold text-gray-900">
            {m.admin_aiNew({}, ui)}
          </h2>
          <AiAgentForm agent={null} locales={supportedLocales} onSaved={close} onCancel={close} />
        </section>
      )}
      {agents.length === 0 && editing !== "new" ? (
        <p className="mb-6 rounded-xl border border-dashed border-gray-300 bg-white p-8 text-gray-600">
          {m.admin_aiNone({ site }, ui)}
        </p>
      ) : (
        <ul className="mb-6 space-y-3" aria-label={m.admin_aiAgents({}, ui)}>
          {agents.map((agent) => (
            <li key={agent.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              {editing === agent.id ? (
                <AiAgentForm agent={agent} locales={supportedLocales} onSaved={close} onCancel={close} />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-semibold text-gray-900">
                      {agent.name}{" "}
                      <span className="ms-1 text-xs font-normal text-gray-600">
                        {agent.enabled ? m.admin_aiEnabled({}, ui) : m.admin_aiDisabled({}, ui)}
                      </span>
                    </h2>
                    <p className="text-sm text-gray-700">
                      {m.admin_aiSummary(
                        {
                          sources: list(agent.sources.map((source) => SOURCE_LABELS[source]?.({}, ui) ?? source)),
                          languages: agent.languages.length
                            ? list(agent.languages.map((code) => languageName(code, ui.locale)))
                            : m.admin_aiAllLanguages({}, ui),
                        },
                        ui,
                      )}
                    </p>
                    {agent.greeting && <p className="mt-1 text-sm text-gray-600">“{agent.greeting}”</p>}
                  </div>
                  <Button variant="outline" onClick={() => setEditing(agent.id)}>
                    {m.admin_edit({}, ui)} <span className="sr-only">{agent.name}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <AiQuestions questions={questions} />
    </>
  );
}
