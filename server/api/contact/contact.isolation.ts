import { and, eq, ne } from "drizzle-orm";
import { expect } from "vitest";
import { contactMessages } from "../../db/schema/index.ts";
import { type EndpointCase, columns, unique } from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the contact API (contact.routes.ts; see
 * ../tenant-isolation.matrix.ts). Anyone may send a message (the actor does not change the status):
 * it is stored for the host's organization, whatever organization the body names (the field is not
 * part of the body and is ignored). The section it names must be one of the host's: another
 * organization's section is a 404 with nothing stored. The per-IP limit is kept away by the runner's
 * fresh address per call.
 */

export const isolationCases: EndpointCase[] = [
  {
    method: "POST",
    path: "/contact",
    request: (site, organizationId) => ({
      body: {
        name: unique(`${site.key} visitor`),
        email: `visitor@${site.host}`,
        subject: "Isolation",
        message: "Hello from the isolation matrix.",
        section_id: site.content.templateSectionId,
        page_path: "/contact",
        organization_id: organizationId,
      },
    }),
    // `orgB`: A's section with B's organization in the body: stored for A on A's host (the body's
    // organization is ignored), A's section unknown on B's host.
    expect: { A: columns(201, 404), B: columns(404, 201), orgB: columns(201, 404) },
    check: async (cell) => {
      if (cell.status === 201) {
        const { id } = (await cell.response.json()) as { id: number };
        const [row] = await crossTenant(
          cell.host.db,
          "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
        )
          .select({ organization_id: contactMessages.organization_id, section_id: contactMessages.section_id })
          .from(contactMessages)
          .where(eq(contactMessages.id, id));
        expect(row).toEqual({
          organization_id: cell.host.organizationId,
          section_id: cell.host.content.templateSectionId,
        });
        return;
      }
      // Another organization's section: refused, and no message of any other organization names it.
      expect(((await cell.response.json()) as { error: string }).error).toBe("Section not found");
      const foreign = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(
          and(
            eq(contactMessages.section_id, cell.target.content.templateSectionId),
            ne(contactMessages.organization_id, cell.target.organizationId),
          ),
        );
      expect(foreign, "messages naming another organization's section").toEqual([]);
    },
  },
];
