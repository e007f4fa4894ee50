import { describe, expect, it } from "vitest";
import { chromeLabels } from "../labels/chrome-labels.ts";
import { footerAccountEntries, profileEntries } from "./viewer-links.ts";

const site = { defaultLocale: "en", supportedLocales: ["en", "es"] } as const;
const labels = chromeLabels("en");
const admin = { id: "a", name: "Ada", email: "ada@example.com", isAdmin: true };
const user = { id: "u", name: "Ulla", email: "ulla@example.com", isAdmin: false };

const summary = (entries: ReturnType<typeof profileEntries>) =>
  entries.map((entry) => [entry.label, entry.kind, "href" in entry ? entry.href : null]);

describe("profileEntries", () => {
  it("gives admins Dashboard, Tickets, Meetings, AI Agents and Logout", () => {
    expect(summary(profileEntries(admin, labels, "en", site))).toEqual([
      ["Dashboard", "link", "/admin"],
      ["Tickets", "link", "/admin"],
      ["Meetings", "link", "/admin"],
      ["AI Agents", "link", "/admin/ai/management"],
      ["Logout", "logout", null],
    ]);
  });

  it("gives regular users Account, their tickets page, Contact (help center chat) and Logout", () => {
    expect(summary(profileEntries(user, labels, "en", site))).toEqual([
      ["Account", "link", "/account"],
      ["Tickets", "link", "/account/profile/tickets"],
      ["Contact", "contact", null],
      ["Logout", "logout", null],
    ]);
    expect(summary(profileEntries(user, chromeLabels("es"), "es", site))[1]).toEqual([
      "Tickets",
      "link",
      "/es/account/profile/tickets",
    ]);
  });

  it("gives anonymous visitors a Login entry to the login page in their language", () => {
    expect(summary(profileEntries(null, labels, "en", site))).toEqual([["Login", "login", "/login"]]);
    expect(summary(profileEntries(null, chromeLabels("es"), "es", site))).toEqual([
      ["Iniciar sesión", "login", "/es/login"],
    ]);
  });
});

describe("footerAccountEntries", () => {
  it("shows the admin column to admins", () => {
    expect(footerAccountEntries(admin, labels, "en", site).map((entry) => entry.label)).toEqual([
      "Dashboard",
      "Tickets",
      "Meetings",
      "AI Agents",
      "Logout",
    ]);
  });

  it("shows Account and Logout to regular users", () => {
    expect(footerAccountEntries(user, labels, "en", site).map((entry) => entry.label)).toEqual(["Account", "Logout"]);
  });

  it("leads anonymous visitors to the login and register pages", () => {
    expect(summary(footerAccountEntries(null, labels, "es", site))).toEqual([
      ["Login", "link", "/es/login"],
      ["Register", "link", "/es/register"],
    ]);
  });
});
