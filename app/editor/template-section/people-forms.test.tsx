// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { TeamFormView, type Profile } from "./people-forms.tsx";
import { fakeApi } from "../../../tests/setup/fake-api.ts";

/**
 * The team form on the record-editor layer (decision 042) in a DOM, against an in-memory
 * /api/profiles that checks versions and refuses a bad link the way the API does (400 naming
 * `team.linkedin_url`).
 */
const PROFILE: Profile = {
  id: 7,
  full_name: "Ana Ruiz",
  email: "ana@example.com",
  team: null,
  customer: null,
  updated_at: "v1",
};

let stored: Profile;
let patches: Record<string, unknown>[];

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

beforeEach(() => {
  stored = { ...PROFILE };
  patches = [];
  localStorage.clear();
  vi.stubGlobal("WebSocket", undefined);
  vi.stubGlobal(
    "fetch",
    fakeApi(async (url, init) => {
      if (init.method === "GET" && url === "/api/profiles") return answer(200, [stored]);
      if (init.method === "PATCH" && url === `/api/profiles/${PROFILE.id}`) {
        const body = JSON.parse(String(init.body)) as { team: { linkedin_url: string | null }; updated_at: string };
        patches.push(body);
        if (body.updated_at !== stored.updated_at) return answer(409, { error: "stale", current: stored });
        if (body.team.linkedin_url === "https://refused.example") {
          return answer(400, {
            error: "team.linkedin_url: is not allowed here",
            field: "team.linkedin_url",
          });
        }
        stored = { ...stored, team: body.team as Profile["team"], updated_at: `v${patches.length + 1}` };
        return answer(200, { ...stored, email: undefined });
      }
      return answer(404, { error: "not found" });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(onSaved = vi.fn(async () => {})) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TeamFormView profile={PROFILE} sectionId={3} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

const jobTitle = () => screen.getByRole("textbox", { name: "Job title" });

describe("the team form", () => {
  it("shows no error before the first submit, then the API's message at the field, focused", async () => {
    open();
    await waitFor(() => jobTitle());
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save Team Member" }));
    const form = screen.getByRole("form", { name: "Team details of Ana Ruiz" });
    await within(form).findByText("Job title is required");
    expect(jobTitle().getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(jobTitle()));
    expect(patches).toHaveLength(0);
  });

  it("saves the team object with this section assigned, skills split on commas", async () => {
    const onSaved = open();
    await waitFor(() => jobTitle());
    fireEvent.change(jobTitle(), { target: { value: "Engineer" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Skills" }), { target: { value: " Testing, , Design " } });
    fireEvent.click(screen.getByRole("button", { name: "Save Team Member" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored.team).toMatchObject({
      is_team_member: true,
      job_title: "Engineer",
      skills: ["Testing", "Design"],
      assigned_sections: [3],
    });
  });

  it("puts a link the API refuses at its field (team.linkedin_url → LinkedIn URL)", async () => {
    open();
    await waitFor(() => jobTitle());
    fireEvent.change(jobTitle(), { target: { value: "Engineer" } });
    const linkedin = screen.getByRole("textbox", { name: "LinkedIn URL" });
    // The form's own check (the same rules) lets it through; this API refuses it anyway.
    fireEvent.change(linkedin, { target: { value: "https://refused.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Team Member" }));
    await waitFor(() => expect(linkedin.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(linkedin.id + "-error")?.textContent).toBe("is not allowed here");
    expect(patches).toHaveLength(1);
  });

  it("names a field both people changed by its label, in the person's UI language", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UiLanguageProvider locale="es">
          <TeamFormView profile={PROFILE} sectionId={3} onSaved={vi.fn(async () => {})} />
        </UiLanguageProvider>
      </QueryClientProvider>,
    );
    const title = await screen.findByRole("textbox", { name: "Cargo" });
    // Someone else gives the same person another job title meanwhile.
    stored = {
      ...stored,
      team: { job_title: "Theirs", is_team_member: true, assigned_sections: [3] } as Profile["team"],
      updated_at: "v9",
    };
    fireEvent.change(title, { target: { value: "Mine" } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar miembro del equipo" }));
    const choice = await screen.findByRole("group", { name: "Cargo" });
    expect(within(choice).getByText("Theirs")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Job title" })).toBeNull();
  });
});
