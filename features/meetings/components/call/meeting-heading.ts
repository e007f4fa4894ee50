/**
 * The host's heading of a meeting: "Discovery call with Tom Becker". A booking's title is its
 * meeting type's name (create-booking); demo databases seeded before that held "<type> with
 * <guest>" as the title, which must not name the guest twice.
 */
export function hostMeetingHeading(title: string, guest: string): string {
  const name = guest.trim();
  if (!name) return title;
  return title.endsWith(` with ${name}`) ? title : `${title} with ${name}`;
}
