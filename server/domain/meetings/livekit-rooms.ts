import { SignJWT } from "jose";
import type { LiveKitConfig } from "./video-token.ts";

/**
 * The host's controls on the LiveKit side (decision 040): with LIVEKIT_* set, the
 * media goes through LiveKit, so muting, removing and ending must reach it too, not only our
 * signalling. LiveKit's RoomService is a Twirp API: `POST {http url}/twirp/livekit.RoomService/
 * {Method}` with a JSON body, authorized by a bearer token signed with the API secret whose
 * `video` grant has `roomAdmin` for the room (and `roomCreate` to delete it). No SDK: the four
 * calls below are all we need.
 */

export type CallControl = "mute" | "remove" | "end";

/** LiveKit's HTTP address for a `ws(s)://` or `http(s)://` LIVEKIT_URL. */
export function liveKitHttpUrl(url: string): string {
  return url.replace(/^ws(s?):/, "http$1:").replace(/\/+$/, "");
}

async function adminToken(config: LiveKitConfig, room: string): Promise<string> {
  return new SignJWT({ video: { room, roomAdmin: true, roomCreate: true } })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(config.apiKey)
    .setNotBefore(0)
    .setExpirationTime("10m")
    .sign(new TextEncoder().encode(config.apiSecret));
}

export class LiveKitError extends Error {
  override name = "LiveKitError";
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** One RoomService call; throws LiveKitError on an answer other than 200. */
export async function roomService(
  config: LiveKitConfig,
  method: "ListParticipants" | "MutePublishedTrack" | "RemoveParticipant" | "DeleteRoom",
  body: { room: string } & Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${liveKitHttpUrl(config.url)}/twirp/livekit.RoomService/${method}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(config, body.room)}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new LiveKitError(`LiveKit ${method}: ${String(answer.msg ?? response.status)}`, response.status);
  return answer;
}

type TrackJson = { sid?: string; type?: string | number };
type ParticipantJson = { identity?: string; tracks?: TrackJson[] };

/**
 * Applies a host control to the booking's LiveKit room: `mute` mutes the guest's published
 * microphone tracks, `remove` disconnects the guest, `end` deletes the room (everyone leaves).
 * A guest who is not (or no longer) in the room is not an error.
 */
export async function controlLiveKitRoom(
  config: LiveKitConfig,
  { room, guestIdentity, action }: { room: string; guestIdentity: string; action: CallControl },
): Promise<void> {
  const absent = (error: unknown) => {
    if (!(error instanceof LiveKitError && error.status === 404)) throw error;
  };
  if (action === "end") return void (await roomService(config, "DeleteRoom", { room }).catch(absent));
  if (action === "remove")
    return void (await roomService(config, "RemoveParticipant", { room, identity: guestIdentity }).catch(absent));
  const listed = await roomService(config, "ListParticipants", { room }).catch(
    (error: unknown): Record<string, unknown> => {
      absent(error);
      return {};
    },
  );
  const guest = ((listed.participants ?? []) as ParticipantJson[]).find((p) => p.identity === guestIdentity);
  // Protobuf JSON leaves out default values: a track without `type` is AUDIO (0).
  const audio = (guest?.tracks ?? []).filter(
    (t) => t.sid && (t.type === undefined || t.type === "AUDIO" || t.type === 0),
  );
  for (const track of audio) {
    await roomService(config, "MutePublishedTrack", {
      room,
      identity: guestIdentity,
      trackSid: track.sid,
      muted: true,
    });
  }
}
