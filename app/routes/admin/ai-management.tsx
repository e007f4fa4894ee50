import { useRouteLoaderData } from "react-router";
import { requireAdmin } from "../../lib/auth.server.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/ai-management";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The entry point of the AI agents' management; its tools arrive with the help-center work. */
export default function AiManagement() {
  const root = useRouteLoaderData<RootData>("root")!;
  return (
    <>
      <title>{`AI agents | ${root.site.name}`}</title>
      <h1 className="mb-4 text-3xl font-semibold tracking-tight text-gray-900">AI agents</h1>
      <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-gray-600">
        <p>No AI agents are set up for {root.site.name} yet.</p>
        <p className="mt-2 text-sm">
          The help center&apos;s assistant answers from your FAQ and knowledge base until an agent is configured here.
        </p>
      </div>
    </>
  );
}
