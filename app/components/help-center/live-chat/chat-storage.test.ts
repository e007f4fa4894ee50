import { describe, expect, it } from "vitest";
import {
  continueLink,
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

  it("hands over at most 20 turns, trimmed to the server's limits", () => {
    const storage = memory();
    writeTranscript(
      Array.from({ length: 25 }, (_, i) => ({ question: `q${i}`.padEnd(600, "x"), answer: "a" })),
      storage,
    );
    const turns = readTranscript(storage);
    expect(turns).toHaveLength(20);
    expect(turns[0]!.question.startsWith("q5")).toBe(true);
    expect(turns[0]!.question).toHaveLength(500);
    writeTranscript([{ question: " ", answer: "" }], storage);
    expect(readTranscript(storage)).toEqual([]);
    storage.setItem("liveChat_transcript", "{not json");
    expect(readTranscript(storage)).toEqual([]);
  });

  it("reads the continue link of a mailed reply", () => {
    expect(continueLink("?conversation=7&continue=abc.def")).toEqual({ conversationId: 7, token: "abc.def" });
    expect(continueLink("?conversation=x&continue=abc")).toBeNull();
    expect(continueLink("?view=faq")).toBeNull();
  });
});
