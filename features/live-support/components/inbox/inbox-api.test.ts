import { describe, expect, it } from "vitest";
import { isCurrent, mergeConversation, type Conversation } from "./inbox-api.ts";

const at = (iso: string, assignee: Conversation["assignee"]) =>
  ({ id: 7, status: "open", assignee, updated_at: iso }) as unknown as Conversation;
const me = { id: "u1", name: "Anna" };

describe("the inbox's copy of a conversation", () => {
  it("takes a newer or equal version and keeps what it holds beyond the conversation's fields", () => {
    const cached = { ...at("2026-11-30T01:00:00.000Z", null), messages: ["kept"] };
    const merged = mergeConversation(cached, at("2026-11-30T01:00:00.002Z", me));
    expect(merged).toMatchObject({ assignee: me, messages: ["kept"], updated_at: "2026-11-30T01:00:00.002Z" });
    expect(isCurrent(at("2026-11-30T01:00:00.000Z", null), cached)).toBe(true);
  });

  it("ignores an older copy that arrives last (an event overtaken by the PATCH's answer)", () => {
    const assigned = at("2026-11-30T01:00:00.003Z", me);
    expect(mergeConversation(assigned, at("2026-11-30T01:00:00.002Z", null))).toBe(assigned);
    expect(isCurrent(at("2026-11-30T01:00:00.002Z", null), assigned)).toBe(false);
  });

  it("leaves a conversation that is not loaded unloaded", () => {
    expect(mergeConversation(undefined, at("2026-11-30T01:00:00.000Z", me))).toBeUndefined();
  });
});
