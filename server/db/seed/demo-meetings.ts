import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { bookings, meetingTypes, memberships, profiles } from "../schema/index.ts";
import { instantOf, localDate, wallClock, type WeeklyHours } from "../../../features/meetings/shared/meetings.ts";
import { createMenuItems } from "./factories.ts";
import { crossTenant } from "../tenant-scope.ts";

const weekdays = (start: string, end: string): WeeklyHours =>
  Object.fromEntries((["mon", "tue", "wed", "thu", "fri"] as const).map((day) => [day, [{ start, end }]]));

/** The organization's admins (the demo admin), the hosts of its meetings. */
async function adminsOf(db: Db, organizationId: number): Promise<string[]> {
  const rows = await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .select({ user_id: memberships.user_id })
    .from(memberships)
    .innerJoin(
      profiles,
      and(eq(profiles.organization_id, memberships.organization_id), eq(profiles.user_id, memberships.user_id)),
    )
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.role, "admin")));
  return rows.map((row) => row.user_id);
}

/**
 * Meeting types for both demo organizations, hosted by their demo admins on weekdays, and a menu
 * item to /book, so booking works out of the box (decision 036). Runs after the demo accounts.
 */
export async function seedDemoMeetings({
  db,
  brightpathId,
  globexId,
}: {
  db: Db;
  brightpathId: number;
  globexId: number;
}) {
  const brightpathHosts = await adminsOf(db, brightpathId);
  const globexHosts = await adminsOf(db, globexId);
  const types = await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(meetingTypes)
    .values([
      {
        organization_id: brightpathId,
        name: "Discovery call",
        name_translation: { es: "Llamada de descubrimiento", fr: "Appel découverte", de: "Kennenlerngespräch" },
        description: "Thirty minutes to understand where you are and where you want to go.",
        description_translation: {
          es: "Treinta minutos para entender dónde está y adónde quiere llegar.",
          fr: "Trente minutes pour comprendre où vous en êtes et où vous voulez aller.",
          de: "Dreißig Minuten, um zu verstehen, wo Sie stehen und wohin Sie wollen.",
        },
        duration_minutes: 30,
        buffer_after_minutes: 10,
        minimum_notice_minutes: 120,
        booking_horizon_days: 60,
        time_zone: "Europe/Berlin",
        weekly_hours: weekdays("09:00", "17:00"),
        host_user_ids: brightpathHosts,
        admit_automatically: true,
        display_order: 0,
      },
      {
        organization_id: brightpathId,
        name: "Strategy workshop",
        name_translation: { es: "Taller de estrategia", fr: "Atelier stratégie", de: "Strategie-Workshop" },
        description: "A focused hour on one decision, with a written summary afterwards.",
        description_translation: {
          es: "Una hora centrada en una decisión, con un resumen por escrito después.",
          fr: "Une heure concentrée sur une décision, avec un compte rendu écrit ensuite.",
          de: "Eine konzentrierte Stunde zu einer Entscheidung, danach mit schriftlicher Zusammenfassung.",
        },
        duration_minutes: 60,
        buffer_before_minutes: 15,
        buffer_after_minutes: 15,
        minimum_notice_minutes: 24 * 60,
        booking_horizon_days: 90,
        time_zone: "Europe/Berlin",
        weekly_hours: { ...weekdays("10:00", "12:00"), thu: [{ start: "14:00", end: "18:00" }] },
        host_user_ids: brightpathHosts,
        display_order: 1,
      },
      {
        organization_id: globexId,
        name: "Financial review",
        name_translation: { de: "Finanzcheck", fr: "Bilan financier", it: "Revisione finanziaria" },
        description: "Forty-five minutes with an advisor on your savings, loans and plans.",
        description_translation: {
          de: "Fünfundvierzig Minuten mit einer Beraterin zu Sparen, Krediten und Plänen.",
          fr: "Quarante-cinq minutes avec une conseillère sur votre épargne, vos prêts et vos projets.",
          it: "Quarantacinque minuti con una consulente su risparmi, prestiti e progetti.",
        },
        duration_minutes: 45,
        buffer_after_minutes: 15,
        minimum_notice_minutes: 240,
        booking_horizon_days: 45,
        time_zone: "America/New_York",
        weekly_hours: weekdays("08:30", "16:30"),
        host_user_ids: globexHosts,
        display_order: 0,
      },
    ])
    .returning();
  await seedDemoBookings(db, types);
  await createMenuItems({
    db,
    organizationId: brightpathId,
    items: [
      {
        display_name: "Book a call",
        display_name_translation: { es: "Reservar", fr: "Réserver", de: "Termin buchen" },
        url_name: "book",
        order: 1000,
      },
    ],
  });
  await createMenuItems({
    db,
    organizationId: globexId,
    items: [
      {
        display_name: "Book",
        display_name_translation: { de: "Termin", fr: "Rendez-vous", it: "Appuntamento" },
        url_name: "book",
        order: 1000,
      },
    ],
  });
}

type SeededType = typeof meetingTypes.$inferSelect;

/** The next weekday (Mon–Fri) at least `days` days after today in `zone`, as YYYY-MM-DD. */
function weekdayAfter(now: number, days: number, zone: string): string {
  for (let ahead = days; ; ahead += 1) {
    const date = localDate(now + ahead * 86_400_000, zone);
    const day = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6) return date;
  }
}

/**
 * A few bookings per demo organization (decision 041), relative to when the seed runs, so that
 * /admin/meetings and the dashboard's Meetings card do not open empty: one today, two upcoming, one
 * past and completed. Written as rows, not through the booking use case: no mails and no reminder
 * jobs, so the demo sends nobody anything. Guests are at example.com.
 */
async function seedDemoBookings(db: Db, types: SeededType[]): Promise<void> {
  const now = Date.now();
  const rows: (typeof bookings.$inferInsert)[] = [];
  const add = (type: SeededType | undefined, start: number, status: "confirmed" | "completed", guest: string) => {
    const host = type?.host_user_ids[0];
    if (!type || !host) return;
    const end = start + type.duration_minutes * 60_000;
    const [name, email] = guest.split("|") as [string, string];
    rows.push({
      organization_id: type.organization_id,
      meeting_type_id: type.id,
      host_user_id: host,
      // As create-booking titles a booking: the meeting type's name (pages add the guest's name).
      title: type.name,
      status,
      scheduled_at: new Date(start),
      ends_at: new Date(end),
      blocked_from: new Date(start - type.buffer_before_minutes * 60_000),
      blocked_until: new Date(end + type.buffer_after_minutes * 60_000),
      customer_name: name,
      customer_email: email,
      customer_time_zone: type.time_zone,
    });
  };
  const at = (date: string, hour: number, zone: string) => instantOf(date, hour * 60, zone) ?? now;
  /** Today in the type's zone: in an hour (on the half hour), or this morning, done, when the day is nearly over. */
  const today = (zone: string) => {
    const soon = Math.ceil((now + 60 * 60_000) / (30 * 60_000)) * 30 * 60_000;
    if (localDate(soon + 2 * 60 * 60_000, zone) === localDate(now, zone)) return { start: soon, done: false };
    const morning = at(localDate(now, zone), 0.5, zone);
    return { start: morning, done: wallClock(now, zone).hour >= 1 };
  };
  const plan = [
    {
      today: types.find((t) => t.name === "Discovery call"),
      next: types.find((t) => t.name === "Discovery call"),
      later: types.find((t) => t.name === "Strategy workshop"),
      guests: ["Maria López|maria.lopez@example.com", "Tom Becker|tom.becker@example.com"],
      others: ["Aiko Tanaka|aiko.tanaka@example.com", "Lena Fischer|lena.fischer@example.com"],
    },
    {
      today: types.find((t) => t.name === "Financial review"),
      next: types.find((t) => t.name === "Financial review"),
      later: types.find((t) => t.name === "Financial review"),
      guests: ["Sam Carter|sam.carter@example.com", "Priya Nair|priya.nair@example.com"],
      others: ["Diego Rossi|diego.rossi@example.com", "Emma Walsh|emma.walsh@example.com"],
    },
  ];
  for (const { today: todayType, next, later, guests, others } of plan) {
    const zone = todayType?.time_zone ?? "UTC";
    const now_ = today(zone);
    add(todayType, now_.start, now_.done ? "completed" : "confirmed", guests[0]!);
    add(next, at(weekdayAfter(now, 2, zone), 14, zone), "confirmed", guests[1]!);
    add(later, at(weekdayAfter(now, 5, zone), 10, zone), "confirmed", others[0]!);
    add(next, at(weekdayAfter(now - 5 * 86_400_000, 0, zone), 11, zone), "completed", others[1]!);
  }
  if (rows.length > 0)
    await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
      .insert(bookings)
      .values(rows);
}
