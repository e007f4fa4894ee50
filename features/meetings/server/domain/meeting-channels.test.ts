import { describe, expect, it } from "vitest";
import type { Principal } from "../../../../server/realtime/hub.ts";
import { mayFollowLobby, mayJoinMeeting } from "./meeting-channels.ts";

/** Who may join which booking's call channel, and who follows the waiting lobby (decision 040). */

const booking = (status: string, removed = false) => ({
  id: 42,
  host_user_id: "hostA",
  status,
  guest_removed_at: removed ? new Date() : null,
});
const who = (kind: Principal["kind"], id: string, extra: Partial<Principal> = {}): Principal => ({
  organizationId: 1,
  kind,
  id,
  name: id,
  ...extra,
});

describe("the call channel meeting:{booking}", () => {
  it("admits the booking's guest (its link or video token) in the waiting room and the call only", () => {
    const guest = who("participant", "guest:42", { bookingId: 42 });
    expect(mayJoinMeeting(guest, booking("in_progress"))).toBe("guest");
    // Waiting: it listens for "admitted" (publishing is refused until in_progress, in receive).
    expect(mayJoinMeeting(guest, booking("waiting"))).toBe("guest");
    for (const status of ["confirmed", "scheduled", "completed", "cancelled"]) {
      expect(mayJoinMeeting(guest, booking(status)), status).toBeNull();
    }
  });

  it("refuses another booking's guest, a token naming another booking, and a removed guest", () => {
    expect(mayJoinMeeting(who("participant", "guest:41", { bookingId: 41 }), booking("in_progress"))).toBeNull();
    expect(mayJoinMeeting(who("participant", "guest:42", { bookingId: 41 }), booking("in_progress"))).toBeNull();
    expect(mayJoinMeeting(who("participant", "guest:41", { bookingId: 42 }), booking("in_progress"))).toBeNull();
    const guest = who("participant", "guest:42", { bookingId: 42 });
    expect(mayJoinMeeting(guest, booking("in_progress", true))).toBeNull();
    expect(mayJoinMeeting(guest, booking("waiting", true))).toBeNull();
    // The host still joins a call whose guest was removed.
    expect(mayJoinMeeting(who("user", "hostA"), booking("in_progress", true))).toBe("host");
  });

  it("admits the booking's host and admins by session, before and during the call", () => {
    for (const status of ["confirmed", "waiting", "in_progress"]) {
      expect(mayJoinMeeting(who("user", "hostA"), booking(status))).toBe("host");
      expect(mayJoinMeeting(who("staff", "admin1", { meetingsHost: true }), booking(status))).toBe("host");
    }
    expect(mayJoinMeeting(who("participant", "host:hostA", { bookingId: 42 }), booking("in_progress"))).toBe("host");
  });

  it("refuses other users, other hosts, visitors, and everyone once the booking is over", () => {
    expect(mayJoinMeeting(who("user", "hostB"), booking("in_progress"))).toBeNull();
    expect(mayJoinMeeting(who("visitor", "v1"), booking("in_progress"))).toBeNull();
    expect(mayJoinMeeting(who("staff", "admin1"), booking("in_progress"))).toBeNull();
    for (const status of ["completed", "cancelled"]) {
      expect(mayJoinMeeting(who("user", "hostA"), booking(status))).toBeNull();
      expect(mayJoinMeeting(who("staff", "admin1", { meetingsHost: true }), booking(status))).toBeNull();
    }
  });
});

describe("the lobby meeting-lobby[:user]", () => {
  it("is the whole organization's for admins, one host's own for that host", () => {
    const admin = who("staff", "admin1", { meetingsHost: true });
    expect(mayFollowLobby(admin, [])).toBe(true);
    expect(mayFollowLobby(admin, ["hostA"])).toBe(true);
    expect(mayFollowLobby(who("user", "hostA"), ["hostA"])).toBe(true);
    expect(mayFollowLobby(who("user", "hostA"), [])).toBe(false);
    expect(mayFollowLobby(who("user", "hostA"), ["hostB"])).toBe(false);
    expect(mayFollowLobby(who("participant", "guest:42", { bookingId: 42 }), ["hostA"])).toBe(false);
    expect(mayFollowLobby(who("visitor", "hostA"), ["hostA"])).toBe(false);
  });
});
