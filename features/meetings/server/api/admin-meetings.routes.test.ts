import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../../tests/setup/accounts.ts";
import { icsEvent } from "../../../../tests/setup/ics.ts";
import { startSmtpReceiver } from "../../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../../../server/domain/accounts/make-admin.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { bookings, jobs as jobTable, revisions, users } from "../../../../server/db/schema/index.ts";
import { REMINDER_JOB, type ReminderPayload } from "../domain/booking-context.ts";

/** A booking's reminder jobs, planned and past. */
const reminderJobs = (id: number) =>
  t.db
    .select()
    .from(jobTable)
    .where(and(eq(jobTable.kind, REMINDER_JOB), like(jobTable.key, `booking-${id}:%`)));

/** /admin/meetings' API (decision 041): list with filters, admit, cancel, reschedule, no-show. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const cookies: Record<string, string> = {};
let typeA = 0;
let typeB = 0;
let hostA = "";

type Body = Record<string, unknown> & { error?: string; field?: string; code?: string };
type Slot = { start: string; end: string };
type AdminBooking = {
  id: number;
  status: string;
  scheduled_at: string;
  updated_at: string;
  customer_email: string;
  host_name: string;
  no_show: boolean;
  sequence: number;
};

const call = jsonApi<Body>(
  () => t,
  () => cookies.adminA,
  "a.localhost",
  { versions: "as-sent" },
);
const everyDay = Object.fromEntries(
  ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
);

async function slots(): Promise<Slot[]> {
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const res = await call("GET", `/api/meetings/slots?meeting_type_id=${typeA}&from=${from}`, undefined, {
    cookie: null,
  });
  expect(res.status).toBe(200);
  return res.body.slots as Slot[];
}

let counter = 0;
async function book(slot: Slot, email = `guest-${(counter += 1)}@example.com`) {
  const res = await call(
    "POST",
    "/api/meetings/bookings",
    {
      meeting_type_id: typeA,
      scheduled_at: slot.start,
      customer_name: `Guest ${counter}`,
      customer_email: email,
      time_zone: "America/New_York",
    },
    { cookie: null },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = (res.body.booking as { id: number }).id;
  guestTokens.set(id, res.body.token as string);
  return id;
}

/** Each booking's guest link token, to act as its guest. */
const guestTokens = new Map<number, string>();

/** The guest opens the waiting room. */
async function enterWaitingRoom(id: number) {
  const res = await call(
    "PUT",
    `/api/meetings/bookings/${id}?token=${encodeURIComponent(guestTokens.get(id)!)}`,
    { status: "waiting" },
    { cookie: null },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function listed(query = ""): Promise<AdminBooking[]> {
  const res = await call("GET", `/api/admin/meetings/bookings${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bookings as AdminBooking[];
}

async function current(id: number): Promise<AdminBooking> {
  return (await listed("?view=all")).find((booking) => booking.id === id)!;
}

const act = (id: number, body: Record<string, unknown>, options?: { cookie?: string | null; host?: string }) =>
  call("PATCH", `/api/admin/meetings/bookings/${id}`, body, options);

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ TRUST_PROXY: "true", SMTP_URL: smtp.url, LOG_LEVEL: process.env.DEBUG_LOG ?? "silent" });
  await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] });
  await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] });
  const a = accountClient(t, "a.localhost");
  const b = accountClient(t, "b.localhost");
  await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
  await a.register({ email: "user-a@example.com" });
  await b.register({ email: "admin-b@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: "b.localhost" });
  cookies.adminA = await a.signIn("admin-a@example.com");
  cookies.userA = await a.signIn("user-a@example.com");
  cookies.adminB = await b.signIn("admin-b@example.com");
  const ids = await t.db.select({ id: users.id, email: users.email }).from(users);
  hostA = ids.find((row) => row.email === "admin-a@example.com")!.id;
  const hostB = ids.find((row) => row.email === "admin-b@example.com")!.id;
  const created = await call("POST", "/api/meeting-types", {
    name: "Consultation",
    duration_minutes: 30,
    minimum_notice_minutes: 0,
    time_zone: "Europe/Berlin",
    weekly_hours: everyDay,
    host_user_ids: [hostA],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  typeA = created.body.id as number;
  const other = await call(
    "POST",
    "/api/meeting-types",
    { name: "B call", weekly_hours: everyDay, host_user_ids: [hostB], minimum_notice_minutes: 0 },
    { host: "b.localhost", cookie: cookies.adminB },
  );
  typeB = other.body.id as number;
  expect(typeB).toBeGreaterThan(0);
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("the admin booking list", () => {
  it("lists upcoming bookings with the guest's e-mail and the host's name, filters by type and host, staff only", async () => {
    const list = await slots();
    const id = await book(list[3]!, "listed@example.com");
    const upcoming = await listed("?view=upcoming");
    expect(upcoming.find((booking) => booking.id === id)).toMatchObject({
      customer_email: "listed@example.com",
      host_name: "Ada Admin",
      status: "confirmed",
      no_show: false,
    });
    expect((await listed(`?view=upcoming&meeting_type_id=${typeA}`)).some((b) => b.id === id)).toBe(true);
    expect((await listed(`?view=upcoming&meeting_type_id=${typeB}`)).some((b) => b.id === id)).toBe(false);
    expect((await listed(`?view=upcoming&host_user_id=${hostA}`)).some((b) => b.id === id)).toBe(true);
    expect((await listed("?view=upcoming&host_user_id=nobody")).some((b) => b.id === id)).toBe(false);
    expect((await listed("?view=waiting")).some((b) => b.id === id)).toBe(false);
    expect((await listed("?view=cancelled")).some((b) => b.id === id)).toBe(false);
    const answer = await call("GET", "/api/admin/meetings/bookings");
    expect(answer.body.meeting_types).toEqual([{ id: typeA, name: "Consultation" }]);
    expect(answer.body.hosts).toEqual([{ id: hostA, name: "Ada Admin" }]);
    expect((await call("GET", "/api/admin/meetings/bookings", undefined, { cookie: cookies.userA })).status).toBe(403);
    expect((await call("GET", "/api/admin/meetings/bookings", undefined, { cookie: null })).status).toBe(401);
    const bad = await call("GET", "/api/admin/meetings/bookings?view=someday");
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("view");
    // Another organization's admin sees none of A's bookings.
    const b = await call("GET", "/api/admin/meetings/bookings?view=all", undefined, {
      host: "b.localhost",
      cookie: cookies.adminB,
    });
    expect((b.body.bookings as AdminBooking[]).some((booking) => booking.id === id)).toBe(false);
  });

  it("lists today's bookings in the reader's zone, and who is waiting now", async () => {
    const [row] = await t.db
      .insert(bookings)
      .values({
        organization_id: (await t.db.select().from(bookings).limit(1))[0]!.organization_id,
        meeting_type_id: typeA,
        host_user_id: hostA,
        title: "Consultation",
        status: "waiting",
        waiting_since: new Date(),
        scheduled_at: new Date(Date.now() + 60_000),
        ends_at: new Date(Date.now() + 31 * 60_000),
        blocked_from: new Date(Date.now() + 60_000),
        blocked_until: new Date(Date.now() + 31 * 60_000),
        customer_name: "Walter Waiting",
        customer_email: "waiting@example.com",
      })
      .returning();
    expect((await listed("?view=waiting")).map((b) => b.id)).toContain(row!.id);
    // "Today" ends at the reader's midnight: a zone where the request (now, or a little later) and
    // the meeting (in a minute) fall on the same day lists it. Near UTC midnight they may not, and
    // Honolulu (UTC−10) is then mid-afternoon.
    const utcDay = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString().slice(0, 10);
    const zone = utcDay(0) === utcDay(120_000) ? "UTC" : "Pacific/Honolulu";
    expect((await listed(`?view=today&time_zone=${zone}`)).map((b) => b.id)).toContain(row!.id);
    await t.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, row!.id));
  });
});

describe("staff actions", () => {
  it("admits a waiting guest through the write path: a revision, a stale version refused with current", async () => {
    const list = await slots();
    const id = await book(list[6]!);
    // Nobody is there yet (days ahead): admitting is refused and changes nothing.
    const early = await act(id, { action: "admit", updated_at: (await current(id)).updated_at });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "invalid_transition", booking: { status: "confirmed" } });
    expect((await current(id)).status).toBe("confirmed");
    await enterWaitingRoom(id);
    const before = await current(id);
    const admitted = await act(id, { action: "admit", updated_at: before.updated_at });
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(200);
    expect(admitted.body.booking).toMatchObject({ id, status: "in_progress" });
    // The same version again is stale: 409 with the booking as it is now.
    const stale = await act(id, { action: "cancel", updated_at: before.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "stale", current: { status: "in_progress" } });
    const history = await t.db.select().from(revisions).where(eq(revisions.entity, "booking"));
    expect(history.some((revision) => revision.entity_id === String(id) && revision.summary === "admit")).toBe(true);
    expect((await act(id, { action: "admit" })).body.field).toBe("updated_at");
    // In a call: neither cancelled nor moved by staff.
    const now = await current(id);
    expect((await act(id, { action: "cancel", updated_at: now.updated_at })).status).toBe(409);
  });

  it("cancels with a METHOD:CANCEL mail; a cancelled booking cannot be rescheduled or admitted", async () => {
    const list = await slots();
    const id = await book(list[8]!, "cancel-me@example.com");
    const cancelled = await act(id, { action: "cancel", updated_at: (await current(id)).updated_at });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const mail = await smtp.waitFor("cancel-me@example.com", (m) => m.subject.startsWith("Booking cancelled"));
    expect(icsEvent(mail.attachments[0]!.content)).toMatchObject({ METHOD: "CANCEL", SEQUENCE: "1" });
    expect((await listed("?view=cancelled")).map((b) => b.id)).toContain(id);
    const after = await current(id);
    const moved = await act(id, { action: "reschedule", scheduled_at: list[20]!.start, updated_at: after.updated_at });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe("This booking is already cancelled.");
    expect((await act(id, { action: "admit", updated_at: after.updated_at })).status).toBe(409);
    const jobs = await reminderJobs(id);
    expect(jobs.every((job) => job.state !== "pending")).toBe(true);
  });

  it("reschedules to an offered time with a new mail and a raised SEQUENCE; a taken time is 409 with slots", async () => {
    const list = await slots();
    const id = await book(list[10]!, "move-me@example.com");
    const taken = await book(list[12]!);
    const refused = await act(id, {
      action: "reschedule",
      scheduled_at: list[12]!.start,
      updated_at: (await current(id)).updated_at,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("slot_taken");
    expect(Array.isArray(refused.body.slots)).toBe(true);
    expect(taken).toBeGreaterThan(0);
    const moved = await act(id, {
      action: "reschedule",
      scheduled_at: list[14]!.start,
      updated_at: (await current(id)).updated_at,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.booking).toMatchObject({ scheduled_at: list[14]!.start, sequence: 1 });
    const mail = await smtp.waitFor("move-me@example.com", (m) => m.subject.startsWith("Booking moved"));
    expect(icsEvent(mail.attachments[0]!.content)).toMatchObject({ METHOD: "REQUEST", SEQUENCE: "1" });
    // Old reminders superseded, new ones for the new time.
    const jobs = await reminderJobs(id);
    const pending = jobs.filter((job) => job.state === "pending");
    expect(pending.every((job) => (job.payload as ReminderPayload).sequence === 1)).toBe(true);
    expect(pending).toHaveLength(2);
    // Missing time, or a time given for another action: 400 naming the field.
    expect((await act(id, { action: "reschedule", updated_at: (await current(id)).updated_at })).body.field).toBe(
      "scheduled_at",
    );
  });

  it("marks a no-show only once the meeting has started: completed, no reminders left", async () => {
    const list = await slots();
    const id = await book(list[16]!);
    const early = await act(id, { action: "no_show", updated_at: (await current(id)).updated_at });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("too_early");
    await t.db
      .update(bookings)
      .set({ scheduled_at: new Date(Date.now() - 10 * 60_000) })
      .where(eq(bookings.id, id));
    const marked = await act(id, { action: "no_show", updated_at: (await current(id)).updated_at });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.booking).toMatchObject({ status: "completed", no_show: true });
    const jobs = await reminderJobs(id);
    expect(jobs.every((job) => job.state !== "pending")).toBe(true);
    expect((await listed("?view=past")).map((b) => b.id)).toContain(id);
  });

  it("answers 404 for another organization's booking and 403 for a user, changing nothing", async () => {
    const list = await slots();
    const id = await book(list[18]!);
    const version = (await current(id)).updated_at;
    const other = await act(
      id,
      { action: "cancel", updated_at: version },
      { host: "b.localhost", cookie: cookies.adminB },
    );
    expect(other.status).toBe(404);
    expect((await act(id, { action: "cancel", updated_at: version }, { cookie: cookies.userA })).status).toBe(403);
    expect((await current(id)).status).toBe("confirmed");
  });

  it("lists the organization's members for host pickers", async () => {
    const res = await call("GET", "/api/admin/meetings/members");
    expect(res.status).toBe(200);
    expect((res.body as unknown as { id: string; name: string }[]).map((m) => m.name)).toContain("Ada Admin");
  });
});
