import { describe, expect, it } from "vitest";
import {
  continueLink,
  forgetAssistantSession,
  keepAssistantSession,
  linkAssistantConversation,
  readAssistantConversation,
  readAssistantSession,
  forgetConversation,
  keepConversation,
  readConversationId,
  readTranscript,
  readVisitorToken,
  writeTranscript,
} from "./chat-storage.ts";

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe("live chat storage", () => {
  it("keeps the conversation and the token across pages, and forgets the conversation only", () => {
    const storage = memory();
    expect(readConversationId(storage)).toBeNull();
    keepConversation({ id: 12, token: "tok" }, storage);
    expect(readConversationId(storage)).toBe(12);
    expect(readVisitorToken(storage)).toBe("tok");
    forgetConversation(storage);
    expect(readConversationId(storage)).toBeNull();
    expect(readVisitorToken(storage)).toBe("tok");
    storage.setItem("liveChat_conversation", "12abc");
    expect(readConversationId(storage)).toBeNull();
  });

  it("hands over the ids of at most 20 answers, never their text", () => {
    const storage = memory();
    const ids = Array.from({ length: 25 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    writeTranscript([...ids, "not-an-id"], storage);
    const kept = readTranscript(storage);
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe(ids[5]);
    writeTranscript([], storage);
    expect(readTranscript(storage)).toEqual([]);
    storage.setItem("liveChat_transcript", JSON.stringify([{ question: "q", answer: "forged" }]));
    expect(readTranscript(storage)).toEqual([]);
    storage.setItem("liveChat_transcript", "{not json");
    expect(readTranscript(storage)).toEqual([]);
  });

  it("keeps the assistant session and its conversation until a fresh session", () => {
    const storage = memory();
    const secret = "a".repeat(43);
    keepAssistantSession("short", storage);
    expect(readAssistantSession(storage)).toBeNull();
    keepAssistantSession(secret, storage);
    linkAssistantConversation(7, storage);
    expect(readAssistantSession(storage)).toBe(secret);
    expect(readAssistantConversation(storage)).toBe(7);
    forgetAssistantSession(storage);
    expect(readAssistantSession(storage)).toBeNull();
    expect(readAssistantConversation(storage)).toBeNull();
  });

  it("reads the continue link of a mailed reply", () => {
    expect(continueLink("?conversation=7&continue=abc.def")).toEqual({ conversationId: 7, token: "abc.def" });
    expect(continueLink("?conversation=x&continue=abc")).toBeNull();
    expect(continueLink("?view=faq")).toBeNull();
  });
});
