import { RoomServiceClient, TrackType, TwirpError } from "livekit-server-sdk";
import type { LiveKitConfig } from "./video-token.ts";

/**
 * The host's controls on the LiveKit side (decision 040): with LIVEKIT_* set, the media goes
 * through LiveKit, so muting, removing and ending must reach it too, not only our signalling. The
 * calls go through livekit-server-sdk's RoomServiceClient (its Twirp API, with the admin token
 * each call needs).
 */

export type CallControl = "mute" | "remove" | "end";

/** One client per configuration: it holds no connection, only the address and the key pair. */
const clients = new WeakMap<LiveKitConfig, RoomServiceClient>();
function roomService(config: LiveKitConfig): RoomServiceClient {
  let client = clients.get(config);
  if (!client) {
    client = new RoomServiceClient(config.url.replace(/\/+$/, ""), config.apiKey, config.apiSecret);
    clients.set(config, client);
  }
  return client;
}

/** A guest who is not (or no longer) in the room, or a room already gone, is not an error. */
const absent = (error: unknown) => {
  if (!(error instanceof TwirpError && error.status === 404)) throw error;
};

/**
 * Applies a host control to the booking's LiveKit room: `mute` mutes the guest's published
 * microphone tracks, `remove` disconnects the guest, `end` deletes the room (everyone leaves).
 */
export async function controlLiveKitRoom(
  config: LiveKitConfig,
  { room, guestIdentity, action }: { room: string; guestIdentity: string; action: CallControl },
): Promise<void> {
  const client = roomService(config);
  if (action === "end") return void (await client.deleteRoom(room).catch(absent));
  if (action === "remove") return void (await client.removeParticipant(room, guestIdentity).catch(absent));
  const participants = await client.listParticipants(room).catch((error: unknown) => {
    absent(error);
    return [];
  });
  const guest = participants.find((participant) => participant.identity === guestIdentity);
  for (const track of guest?.tracks ?? []) {
    if (track.sid && track.type === TrackType.AUDIO)
      await client.mutePublishedTrack(room, guestIdentity, track.sid, true);
  }
}
