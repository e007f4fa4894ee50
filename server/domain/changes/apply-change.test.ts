import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, fixturesOf } from "../../../tests/setup/test-database.ts";
import { createOrganization, createTemplateSection } from "../../db/seed/factories.ts";
import { revisions, templateSections, users } from "../../db/schema/index.ts";
import { isAppError } from "../../errors.ts";
import { deleteTemplateSection } from "../sections/delete-template-section.ts";
import { restoreRevision } from "../revisions/restore-revision.ts";
import { updateTemplateSection } from "../sections/update-template-section.ts";
import { Dispatcher } from "../../domain-events/dispatcher.ts";
import { applyChange, MAX_REVISIONS_PER_RECORD, type ChangeContext } from "./apply-change.ts";
import { templateSectionEntity } from "./entities.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let orgA: number;
let orgB: number;
let sectionA: number;
let sectionB: number;
let published: number[];

function context(organizationId: number): ChangeContext {
  return {
    db: fixturesOf(database),
    organizationId,
    actor: { id: "actor-1", name: "Ada Admin" },
    requestId: "req-1",
    // What the handlers after commit see: an event of a rolled-back change must never reach them.
    dispatcher: new Dispatcher().afterCommit("content.changed", async (event) => {
      published.push(event.organizationId);
    }),
  };
}

async function caught(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

const revisionCount = async () => (await fixturesOf(database).select({ id: revisions.id }).from(revisions)).length;
const titleOf = async (id: number) =>
  (
    await fixturesOf(database)
      .select({ title: templateSections.section_title })
      .from(templateSections)
      .where(eq(templateSections.id, id))
  )[0]?.title;

beforeAll(async () => {
  database = await openTestDatabase();
  orgA = (await createOrganization({ db: fixturesOf(database), name: "A" })).id;
  orgB = (await createOrganization({ db: fixturesOf(database), name: "B" })).id;
  await fixturesOf(database)
    .insert(users)
    .values({ id: "actor-1", organizationId: orgA, name: "Ada Admin", email: "ada@a.test" });
  sectionA = (
    await createTemplateSection({
      db: fixturesOf(database),
      organizationId: orgA,
      section: { url_page: "/home", section_title: "A" },
    })
  ).section.id;
  sectionB = (
    await createTemplateSection({
      db: fixturesOf(database),
      organizationId: orgB,
      section: { url_page: "/home", section_title: "B" },
    })
  ).section.id;
});

afterAll(() => database.drop());

beforeEach(() => {
  published = [];
});

describe("applyChange", () => {
  it("answers 404 for another organization's id, writes nothing and appends no revision", async () => {
    const before = await revisionCount();
    const error = await caught(
      updateTemplateSection({ ctx: context(orgA), sectionId: sectionB, fields: { section_title: "taken over" } }),
    );
    expect(isAppError(error) && error.code).toBe("not_found");
    expect(await titleOf(sectionB)).toBe("B");
    expect(await revisionCount()).toBe(before);
    expect(published).toEqual([]);
  });

  it("answers 409 with the current record for a stale version, and writes nothing", async () => {
    const loaded = await templateSectionEntity.load(fixturesOf(database) as never, orgA, String(sectionA), {
      lock: false,
    });
    await updateTemplateSection({ ctx: context(orgA), sectionId: sectionA, fields: { section_title: "first save" } });
    const before = await revisionCount();
    published = [];
    const error = await caught(
      updateTemplateSection({
        ctx: context(orgA),
        sectionId: sectionA,
        fields: { section_title: "second save, stale" },
        expectedVersion: loaded!.updated_at as string,
      }),
    );
    expect(isAppError(error) && error.code).toBe("conflict");
    expect((error as { details: { current: { section_title: string } } }).details.current.section_title).toBe(
      "first save",
    );
    expect(await titleOf(sectionA)).toBe("first save");
    expect(await revisionCount()).toBe(before);
    expect(published).toEqual([]);
  });

  it("accepts the version the editor loaded, and every save moves the version on", async () => {
    const loaded = await templateSectionEntity.load(fixturesOf(database) as never, orgA, String(sectionA), {
      lock: false,
    });
    const saved = await updateTemplateSection({
      ctx: context(orgA),
      sectionId: sectionA,
      fields: { section_title: "fresh save" },
      expectedVersion: loaded!.updated_at as string,
    });
    expect(saved.section_title).toBe("fresh save");
    expect(saved.updated_at).not.toBe(loaded!.updated_at);
    // Saved twice in the same millisecond, the versions still differ.
    const again = await updateTemplateSection({
      ctx: context(orgA),
      sectionId: sectionA,
      fields: { section_title: "fresh save 2" },
    });
    expect(again.updated_at).not.toBe(saved.updated_at);
  });

  it("leaves neither the change nor a revision when the change fails half-way", async () => {
    const before = await revisionCount();
    const error = await caught(
      applyChange({
        ctx: context(orgA),
        entity: templateSectionEntity,
        id: sectionA,
        action: "update",
        change: async (tx) => {
          await tx.update(templateSections).set({ section_title: "half-way" }).where(eq(templateSections.id, sectionA));
          throw new Error("disk full");
        },
      }),
    );
    expect((error as Error).message).toBe("disk full");
    expect(await titleOf(sectionA)).toBe("fresh save 2");
    expect(await revisionCount()).toBe(before);
    expect(published).toEqual([]);
  });

  it("on success writes exactly one revision (before, after, actor, request id) and publishes one event", async () => {
    const before = await revisionCount();
    await updateTemplateSection({
      ctx: context(orgA),
      sectionId: sectionA,
      fields: { section_title: "<script>alert(1)</script>done" },
    });
    expect(await revisionCount()).toBe(before + 1);
    const [revision] = await fixturesOf(database)
      .select()
      .from(revisions)
      .orderBy(revisions.id)
      .limit(1)
      .offset(before);
    expect(revision).toMatchObject({
      organization_id: orgA,
      entity: "template_section",
      entity_id: String(sectionA),
      action: "update",
      actor_id: "actor-1",
      actor_name: "Ada Admin",
      request_id: "req-1",
    });
    expect(revision!.before!.section_title).toBe("fresh save 2");
    // Rich text is saved sanitised: the script and its content are gone.
    expect(revision!.after!.section_title).toBe("done");
    expect(published).toEqual([orgA]);
  });
});

describe("the revision cap", () => {
  const revisionsOf = async (organizationId: number, entityId: number) =>
    fixturesOf(database)
      .select({ id: revisions.id, action: revisions.action, after: revisions.after })
      .from(revisions)
      .where(
        and(
          eq(revisions.organization_id, organizationId),
          eq(revisions.entity, "template_section"),
          eq(revisions.entity_id, String(entityId)),
        ),
      )
      .orderBy(asc(revisions.id));

  it("keeps only the newest revisions of a record, other records untouched, and a deletion stays restorable", async () => {
    const { section } = await createTemplateSection({
      db: fixturesOf(database),
      organizationId: orgA,
      section: { url_page: "/capped", section_title: "save 0" },
    });
    const otherBefore = (await revisionsOf(orgB, sectionB)).length;
    const ctx = context(orgA);
    for (let save = 1; save <= MAX_REVISIONS_PER_RECORD + 5; save++) {
      await updateTemplateSection({ ctx, sectionId: section.id, fields: { section_title: `save ${save}` } });
    }
    let kept = await revisionsOf(orgA, section.id);
    expect(kept).toHaveLength(MAX_REVISIONS_PER_RECORD);
    // The oldest five went; the newest is the last save.
    expect(kept[0]!.after!.section_title).toBe("save 6");
    expect(kept.at(-1)!.after!.section_title).toBe(`save ${MAX_REVISIONS_PER_RECORD + 5}`);
    expect((await revisionsOf(orgB, sectionB)).length).toBe(otherBefore);

    await deleteTemplateSection({ ctx, sectionId: section.id });
    kept = await revisionsOf(orgA, section.id);
    expect(kept).toHaveLength(MAX_REVISIONS_PER_RECORD);
    const deletion = kept.at(-1)!;
    expect(deletion.action).toBe("delete");
    await restoreRevision({ ctx, revisionId: deletion.id });
    expect(await titleOf(section.id)).toBe(`save ${MAX_REVISIONS_PER_RECORD + 5}`);
  });
});

describe("the content-changed event", () => {
  it("clears the organization's cached pages and read models, not another's", async () => {
    const { createServices } = await import("../../services.ts");
    const { parseEnv } = await import("../../env.ts");
    const { createLogger } = await import("../../logger.ts");
    const { PageCache } = await import("../../page-cache.ts");
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const services = createServices({ env, logger: createLogger("silent"), database });
    const entry = (organizationId: number) => ({
      organizationId,
      status: 200,
      headers: {},
      body: Buffer.from("x"),
    });
    services.pageCache.set(PageCache.key("a.test", "/"), entry(orgA));
    services.pageCache.set(PageCache.key("b.test", "/"), entry(orgB));
    await services.content.get(orgA, "k", async () => 1);
    await services.content.get(orgB, "k", async () => 2);
    const ctx = { ...context(orgA), dispatcher: services.dispatcher };
    await updateTemplateSection({ ctx, sectionId: sectionA, fields: { section_title: "purged" } });
    expect(services.pageCache.get(PageCache.key("a.test", "/"))).toBeUndefined();
    expect(services.pageCache.get(PageCache.key("b.test", "/"))).toBeDefined();
    expect(services.content.size).toBe(1);
    await services.events.close();
  });
});
