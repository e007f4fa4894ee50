import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { media } from "../../db/schema/index.ts";
import { type EndpointCase, type SiteFixture, signedIn, unique } from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the image gallery (media.routes.ts). Every call asks
 * the policy first; an admin naming another organization's image gets 404. The matrix sends JSON,
 * so an upload cell stops at the form check (400) once the policy let it through: the upload
 * itself, with real images, is proven in media.routes.test.ts.
 */
async function freshMedia(site: SiteFixture) {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(media)
    .values({
      organization_id: site.organizationId,
      original_name: unique(`${site.key}.png`),
      mime_type: "image/png",
      width: 1,
      height: 1,
      byte_size: 1,
      variants: [{ name: "original.png", width: 1, height: 1, bytes: 1, mime_type: "image/png" }],
    })
    .returning({ id: media.id });
  return row!.id;
}

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/media",
    request: async (site) => {
      await freshMedia(site);
      return {};
    },
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const list = (await cell.response.json()) as { id: number; organization_id: number }[];
      expect(list.length).toBeGreaterThan(0);
      const rows = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ id: media.id })
        .from(media)
        .where(
          and(
            eq(media.organization_id, cell.host.organizationId),
            inArray(
              media.id,
              list.map((item) => item.id),
            ),
          ),
        );
      expect(rows.length, "images of another organization in the answer").toBe(list.length);
    },
  },
  {
    method: "POST",
    path: "/media",
    request: () => ({ body: { file: "not a form" } }),
    expect: { none: signedIn({ userA: 403, adminA: 400, adminB: 400 }) },
  },
  {
    method: "GET",
    path: "/media/{id}/usage",
    request: async (site) => ({ path: `/media/${await freshMedia(site)}/usage` }),
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
      B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
    },
  },
  {
    method: "DELETE",
    path: "/media/{id}",
    request: async (site) => ({ path: `/media/${await freshMedia(site)}` }),
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
      B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
    },
  },
];
