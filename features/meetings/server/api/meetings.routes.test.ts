import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi, linkIn } from "../../../../tests/setup/accounts.ts";
import { icsEvent } from "../../../../tests/setup/ics.ts";
import { startSmtpReceiver } from "../../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../../../server/domain/accounts/make-admin.ts";
import { REMINDER_JOB, type ReminderPayload } from "../domain/booking-context.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { bookings, jobs as jobTable, revisions, users } from "../../../../server/db/schema/index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const cookies: Record<string, string> = {};
let hostA = "";
let typeA = 0;
let typeB = 0;

type Body = Record<string, unknown> & { error?: string; field?: string };
type Slot = { start: string; end: string };
type Created = { booking: { id: number; status: string; scheduled_at: string }; join_url: string; token: string };

const call = jsonApi<Body>(
  () => t,
  () => undefined,
);
const asAdminA = (method: string, path: string, body?: unknown) => call(method, path, body, { cookie: cookies.adminA });
const everyDay = Object.fromEntries(
  ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
);

async function slots(type = typeA, host = "a.localhost"): Promise<Slot[]> {
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const res = await call(
    "GET",
    `/api/meetings/slots?meeting_type_id=${type}&from=${from}&time_zone=Europe/Berlin`,
    undefined,
    { host },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.slots as Slot[];
}

let guestCounter = 0;
function book(slot: Slot, extra: Record<string, unknown> = {}, host = "a.localhost") {
  guestCounter += 1;
  return call(
    "POST",
    "/api/meetings/bookings",
    {
      meeting_type_id: typeA,
      scheduled_at: slot.start,
      customer_name: `Guest ${guestCounter}`,
      customer_email: `guest-${guestCounter}@example.com`,
      time_zone: "Europe/Berlin",
      ...extra,
    },
    { host, cookie: null },
  );
}

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ TRUST_PROXY: "true", SMTP_URL: smtp.url });
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
  const created = await asAdminA("POST", "/api/meeting-types", {
    name: "Consultation",
    name_translation: { es: "Consulta" },
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
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("meeting types", () => {
  it("lists the host's enabled types publicly, translated, never another organization's", async () => {
    const res = await call("GET", "/api/meetings/types?locale=es", undefined, { cookie: null });
    expect(res.status).toBe(200);
    expect(res.body.meeting_types).toEqual([
      expect.objectContaining({ id: typeA, name: "Consulta", duration_minutes: 30, time_zone: "Europe/Berlin" }),
    ]);
  });

  it("edits through the write path: a revision, a stale version refused, a host of another site refused", async () => {
    const before = (await asAdminA("GET", "/api/meeting-types")).body as unknown as { updated_at: string }[];
    const saved = await asAdminA("PUT", `/api/meeting-types/${typeA}`, {
      description: "Half an hour",
      updated_at: before[0]!.updated_at,
    });
    expect(saved.status).toBe(200);
    const stale = await asAdminA("PUT", `/api/meeting-types/${typeA}`, {
      description: "x",
      updated_at: before[0]!.updated_at,
    });
    expect(stale.status).toBe(409);
    const history = await t.db.select().from(revisions).where(eq(revisions.entity, "meeting_type"));
    expect(history.length).toBeGreaterThanOrEqual(2);
    const foreignHost = await asAdminA("PUT", `/api/meeting-types/${typeA}`, { host_user_ids: ["no-such-user"] });
    expect(foreignHost.status).toBe(400);
    expect(foreignHost.body.field).toBe("host_user_ids");
    expect(
      (await call("PUT", `/api/meeting-types/${typeA}`, { description: "y" }, { cookie: cookies.userA })).status,
    ).toBe(403);
    expect((await asAdminA("PUT", `/api/meeting-types/${typeB}`, { description: "y" })).status).toBe(404);
  });
});

describe("meeting type history", () => {
  it("deletes a type without bookings and restores it from History with the same id", async () => {
    const created = await asAdminA("POST", "/api/meeting-types", { name: "Short-lived", weekly_hours: everyDay });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await asAdminA("DELETE", `/api/meeting-types/${id}`)).status).toBe(200);
    const history = await asAdminA("GET", `/api/revisions?entity=meeting_type&id=${id}`);
    const entries = history.body as unknown as { id: number; action: string }[];
    expect(entries.map((entry) => entry.action)).toEqual(["delete", "create"]);
    expect((await asAdminA("POST", `/api/revisions/${entries[0]!.id}/restore`)).status).toBe(200);
    const list = (await asAdminA("GET", "/api/meeting-types")).body as unknown as { id: number; name: string }[];
    expect(list.find((type) => type.id === id)?.name).toBe("Short-lived");
  });
});

describe("booking", () => {
  it("books an offered slot: 201, a join link, a mail with an .ics that parses back", async () => {
    const [slot] = await slots();
    const res = await book(slot!, { customer_email: "ics@example.com" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body as unknown as Created;
    expect(created.booking).toMatchObject({ status: "confirmed", scheduled_at: slot!.start, title: "Consultation" });
    expect(created.join_url).toContain(`/book?booking=${created.booking.id}&token=`);
    const mail = await smtp.waitFor("ics@example.com");
    expect(mail.subject).toContain("Booking confirmed");
    expect(linkIn(mail.text, "/book?booking=").searchParams.get("action")).toBe("join");
    const ics = mail.attachments.find((file) => file.filename.endsWith(".ics"))!;
    expect(ics.contentType).toBe("text/calendar");
    const event = icsEvent(ics.content);
    expect(event).toMatchObject({
      METHOD: "REQUEST",
      UID: `booking-${created.booking.id}@a.localhost`,
      SEQUENCE: "0",
      STATUS: "CONFIRMED",
    });
    expect(event.DTSTART).toBe(slot!.start.replace(/[-:]/g, "").replace(/\.\d{3}/, ""));
    // The slot is gone from the listing.
    expect((await slots()).map((s) => s.start)).not.toContain(slot!.start);
  });

  it("gives exactly one of 50 simultaneous requests for one slot: one 201, 49 × 409 with fresh slots", async () => {
    const slot = (await slots())[5]!;
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(slot)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error).toBe("This time is no longer available. Please choose another time.");
    const fresh = refused.body.slots as Slot[];
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.map((s) => s.start)).not.toContain(slot.start);
    const rows = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.scheduled_at, new Date(slot.start)));
    expect(rows).toHaveLength(1);
  });

  it("refuses bad input with 4xx and the field, and another organization's type with 404", async () => {
    const [slot] = await slots();
    for (const [extra, field] of [
      [{ customer_email: "not-an-email" }, "customer_email"],
      [{ time_zone: "Mars/Olympus" }, "time_zone"],
      [{ customer_name: "  " }, "customer_name"],
      [{ scheduled_at: "tomorrow" }, "scheduled_at"],
      [{ meeting_type_id: -1 }, "meeting_type_id"],
    ] as const) {
      const res = await book(slot!, extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await book(slot!, { meeting_type_id: typeB })).status).toBe(404);
    expect((await book(slot!, { organization_id: 999 })).status).toBe(403);
    const offGrid = new Date(Date.parse(slot!.start) + 7 * 60_000).toISOString();
    expect((await book({ start: offGrid, end: offGrid })).status).toBe(409);
    const bad = await call("GET", `/api/meetings/slots?meeting_type_id=${typeA}&from=2026-01-01&to=2027-01-01`);
    expect(bad.status).toBe(400);
    expect((await call("GET", `/api/meetings/slots?meeting_type_id=${typeB}`)).status).toBe(404);
  });

  it("keeps a guest's name to one line of at most 100 characters: line breaks become spaces, longer is 400", async () => {
    const list = await slots();
    const broken = await book(list[30]!, {
      customer_name: "  Tom\r\nBecker\rBcc: evil@example.com\n\t\u000b ",
      customer_email: "name-rule@example.com",
    });
    expect(broken.status, JSON.stringify(broken.body)).toBe(201);
    const [row] = await t.db
      .select({ name: bookings.customer_name })
      .from(bookings)
      .where(eq(bookings.id, (broken.body as unknown as Created).booking.id));
    expect(row!.name).toBe("Tom Becker Bcc: evil@example.com");
    const mail = await smtp.waitFor("name-rule@example.com");
    expect(mail.text.split("\n")[0]).toBe("Hello Tom Becker Bcc: evil@example.com,");
    const long = await book(list[32]!, { customer_name: `${"A".repeat(120)}\n${"B".repeat(80)}` });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe("customer_name");
    expect((await book(list[32]!, { customer_name: "\r\n\t" })).body.field).toBe("customer_name");
  });

  it("limits bookings per e-mail", async () => {
    const list = await slots();
    const statuses: number[] = [];
    for (const slot of list.slice(20, 27))
      statuses.push((await book(slot, { customer_email: "busy@example.com" })).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe("a booking's life", () => {
  it("reschedules with a raised SEQUENCE; a cancel is METHOD:CANCEL and makes the join link dead", async () => {
    const list = await slots();
    const created = (await book(list[40]!, { customer_email: "life@example.com" })).body as unknown as Created;
    const path = `/api/meetings/bookings/${created.booking.id}`;
    const moved = await call("PUT", withToken(path, created.token), { scheduled_at: list[42]!.start });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const movedMail = await smtp.waitFor("life@example.com", (mail) => mail.subject.startsWith("Booking moved"));
    expect(icsEvent(movedMail.attachments[0]!.content)).toMatchObject({ SEQUENCE: "1", METHOD: "REQUEST" });
    const cancelled = await call("PUT", withToken(path, created.token), { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    const cancelMail = await smtp.waitFor("life@example.com", (mail) => mail.subject.startsWith("Booking cancelled"));
    const event = icsEvent(cancelMail.attachments[0]!.content);
    expect(event).toMatchObject({
      METHOD: "CANCEL",
      STATUS: "CANCELLED",
      SEQUENCE: "2",
      UID: `booking-${created.booking.id}@a.localhost`,
    });
    expect(cancelMail.text).not.toContain("token=");
    // Dead: no reschedule, no waiting room, no video; the booking still reads as cancelled.
    expect((await call("PUT", withToken(path, created.token), { scheduled_at: list[44]!.start })).status).toBe(409);
    expect((await call("PUT", withToken(path, created.token), { status: "waiting" })).status).toBe(409);
    const launch = await call("POST", "/api/meetings/launch-video", {
      booking_id: created.booking.id,
      token: created.token,
    });
    expect(launch.status).toBe(409);
    expect(launch.body).toMatchObject({ success: false, token: null, error: "This booking is already cancelled." });
    const read = await call("GET", withToken(path, created.token));
    expect((read.body.booking as { status: string }).status).toBe("cancelled");
  });

  it("follows the waiting room and call machine; leave answers with the spec's error handling", async () => {
    const list = await slots();
    const created = (await book(list[46]!)).body as unknown as Created;
    const id = created.booking.id;
    const path = withToken(`/api/meetings/bookings/${id}`, created.token);
    const waiting = await call("PUT", path, { status: "waiting" });
    expect(waiting.body.booking).toMatchObject({ status: "waiting" });
    expect((waiting.body.booking as { waiting_since: string }).waiting_since).toBeTruthy();
    const left = await call("POST", "/api/meetings/waiting-room/leave", { booking_id: id, token: created.token });
    expect(left).toMatchObject({ status: 200, body: { error: null, booking: { status: "confirmed" } } });
    await call("PUT", path, { status: "waiting" });
    // The guest cannot admit themselves, nor get a video token before the host starts.
    expect((await call("PUT", path, { status: "in_progress" })).status).toBe(409);
    expect(
      (await call("POST", "/api/meetings/launch-video", { booking_id: id, token: created.token })).body.success,
    ).toBe(false);
    const host = await asAdminA("POST", "/api/meetings/launch-video", { booking_id: id, update_status: true });
    expect(host.body).toMatchObject({ success: true, room_name: expect.stringContaining(`booking${id}`), error: null });
    const guest = await call("POST", "/api/meetings/launch-video", { booking_id: id, token: created.token });
    expect(guest.body).toMatchObject({ success: true, room_name: host.body.room_name });
    expect(typeof guest.body.token).toBe("string");
    expect((await call("PUT", path, { status: "completed" })).body.booking).toMatchObject({ status: "completed" });
    const late = await call("POST", "/api/meetings/waiting-room/leave", { booking_id: id, token: created.token });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ booking: { status: "completed" } });
    expect(late.body.error).toContain("completed");
  });

  it("starts a meeting with nobody waiting only when its time has come; admitting needs a waiting guest", async () => {
    const list = await slots();
    const created = (await book(list[52]!)).body as unknown as Created;
    const id = created.booking.id;
    const status = async () => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
    // Days ahead: no admit (nobody waits), no start; the booking stays confirmed and can still move.
    const admit = await asAdminA("PUT", `/api/meetings/bookings/${id}`, { status: "in_progress" });
    expect(admit.status).toBe(409);
    const early = await asAdminA("POST", "/api/meetings/launch-video", { booking_id: id, update_status: true });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ success: false, error: expect.stringContaining("can be started from") });
    expect(await status()).toBe("confirmed");
    // Its time has come: the host starts it, and the guest joins when they arrive.
    const soon = Date.now() + 5 * 60_000;
    await t.db
      .update(bookings)
      .set({ scheduled_at: new Date(soon), ends_at: new Date(soon + 30 * 60_000) })
      .where(eq(bookings.id, id));
    const started = await asAdminA("POST", "/api/meetings/launch-video", { booking_id: id, update_status: true });
    expect(started.body).toMatchObject({ success: true, error: null });
    expect(await status()).toBe("in_progress");
    const guest = await call("POST", "/api/meetings/launch-video", { booking_id: id, token: created.token });
    expect(guest.body).toMatchObject({ success: true, room_name: started.body.room_name });
  });

  it("shows a booking only to its guest and hosts: another guest's link, a user, another site get 404", async () => {
    const list = await slots();
    const mine = (await book(list[48]!)).body as unknown as Created;
    const theirs = (await book(list[50]!)).body as unknown as Created;
    const path = `/api/meetings/bookings/${mine.booking.id}`;
    expect((await call("GET", withToken(path, mine.token))).status).toBe(200);
    expect((await call("GET", withToken(path, theirs.token))).status).toBe(404);
    expect((await call("GET", path)).status).toBe(404);
    expect((await call("GET", path, undefined, { cookie: cookies.userA })).status).toBe(404);
    expect((await call("GET", withToken(path, mine.token), undefined, { host: "b.localhost" })).status).toBe(404);
    expect((await call("GET", path, undefined, { host: "b.localhost", cookie: cookies.adminB })).status).toBe(404);
    expect((await asAdminA("GET", path)).status).toBe(200);
    expect((await call("PUT", withToken(path, theirs.token), { status: "cancelled" })).status).toBe(404);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, mine.booking.id));
    expect(row!.status).toBe("confirmed");
  });
});

describe("rescheduling", () => {
  it("offers the times beside the booking being moved, to its guest and its host, never to another guest", async () => {
    // Buffers make a booking block the slots beside it: its own must not block its move.
    const created = await asAdminA("POST", "/api/meeting-types", {
      name: "Buffered",
      duration_minutes: 30,
      buffer_before_minutes: 15,
      buffer_after_minutes: 15,
      minimum_notice_minutes: 0,
      time_zone: "Europe/Berlin",
      weekly_hours: everyDay,
      host_user_ids: [hostA],
    });
    const type = created.body.id as number;
    const list = await slots(type);
    // A time whose neighbours are free now (no other booking of the host is near it).
    const starts = new Set(list.map((slot) => slot.start));
    const shifted = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
    const target = list.find((slot) => starts.has(shifted(slot.start, -30)) && starts.has(shifted(slot.start, 30)))!;
    const before = shifted(target.start, -30);
    const after = shifted(target.start, 30);
    const mine = (await book(target, { meeting_type_id: type })).body as unknown as Created;
    const theirs = (await book(list.at(-1)!, { meeting_type_id: type })).body as unknown as Created;
    const from = new Date(Date.parse(target.start) - 86_400_000).toISOString();
    const listing = async (extra: string, cookie?: string) => {
      const res = await call("GET", `/api/meetings/slots?meeting_type_id=${type}&from=${from}${extra}`, undefined, {
        cookie: cookie ?? null,
      });
      return { status: res.status, starts: ((res.body.slots ?? []) as Slot[]).map((slot) => slot.start) };
    };
    // To everyone else the booking blocks its neighbours (buffers).
    const plain = await listing("");
    expect(plain.starts).not.toContain(before);
    expect(plain.starts).not.toContain(after);
    // To its guest (link token) and to its host, moving it: the times beside it are free.
    const guest = await listing(`&booking_id=${mine.booking.id}&token=${encodeURIComponent(mine.token)}`);
    expect(guest.status).toBe(200);
    expect(guest.starts).toEqual(expect.arrayContaining([before, after]));
    const host = await listing(`&booking_id=${mine.booking.id}`, cookies.adminA);
    expect(host.starts).toEqual(expect.arrayContaining([before, after]));
    // Another guest's token, or none, reveals nothing about this booking.
    expect((await listing(`&booking_id=${mine.booking.id}&token=${encodeURIComponent(theirs.token)}`)).status).toBe(
      404,
    );
    expect((await listing(`&booking_id=${mine.booking.id}`)).status).toBe(404);
    // The guest moves it half an hour earlier, as offered.
    const moved = await call("PUT", withToken(`/api/meetings/bookings/${mine.booking.id}`, mine.token), {
      scheduled_at: before,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });
});

describe("reminders", () => {
  it("sends the 24 h and 1 h reminders when due, and none for a moved or cancelled booking", async () => {
    const list = await slots();
    const kept = (await book(list[60]!, { customer_email: "remind@example.com" })).body as unknown as Created;
    const moved = (await book(list[62]!, { customer_email: "moved@example.com" })).body as unknown as Created;
    const dropped = (await book(list[64]!, { customer_email: "dropped@example.com" })).body as unknown as Created;
    const reminderJobs = (id: number) =>
      t.db
        .select()
        .from(jobTable)
        .where(and(eq(jobTable.kind, REMINDER_JOB), like(jobTable.key, `booking-${id}:%`)));
    const jobs = await reminderJobs(kept.booking.id);
    expect(jobs.map((job) => (job.payload as ReminderPayload).reminder).sort()).toEqual([
      "reminder_1h",
      "reminder_24h",
    ]);
    const movedTo = list[80]!.start;
    await call("PUT", withToken(`/api/meetings/bookings/${moved.booking.id}`, moved.token), { scheduled_at: movedTo });
    await call("PUT", withToken(`/api/meetings/bookings/${dropped.booking.id}`, dropped.token), {
      status: "cancelled",
    });
    // The runner's pass, run by the test "in the future".
    const runDueReminders = ({ now }: { now: Date }) => t.services.jobs.runDue({ now, kinds: [REMINDER_JOB] });
    const start = Date.parse(list[60]!.start);
    const remindersTo = (to: string) =>
      smtp.mails.filter((mail) => mail.envelope.to.includes(to) && mail.subject.startsWith("Reminder"));
    // A day ahead: the kept booking's 24 h reminder; the moved one's old reminder was superseded.
    await runDueReminders({ now: new Date(start - 23 * 3_600_000) });
    await smtp.waitFor("remind@example.com", (mail) => mail.subject.startsWith("Reminder"));
    expect(remindersTo("moved@example.com")).toEqual([]);
    // Half an hour ahead: its 1 h reminder; the moved booking's 24 h reminder for its NEW time;
    // nothing ever for the cancelled one.
    await runDueReminders({ now: new Date(start - 30 * 60_000) });
    await smtp.waitFor("moved@example.com", (mail) => mail.subject.startsWith("Reminder"));
    expect(remindersTo("remind@example.com")).toHaveLength(2);
    const movedReminders = remindersTo("moved@example.com");
    expect(movedReminders).toHaveLength(1);
    expect(icsEvent(movedReminders[0]!.attachments[0]!.content).DTSTART).toBe(
      movedTo.replace(/[-:]/g, "").replace(/\.\d{3}/, ""),
    );
    expect(remindersTo("dropped@example.com")).toEqual([]);
    const droppedJobs = await reminderJobs(dropped.booking.id);
    expect(droppedJobs.every((job) => job.state === "cancelled")).toBe(true);
  });
});
