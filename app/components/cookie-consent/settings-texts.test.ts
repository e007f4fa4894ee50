import { describe, expect, it } from "vitest";
import { SETTINGS_MESSAGES, settingsLabels } from "./settings-texts.ts";

describe("the cookie settings dialog's texts", () => {
  it("are the same English as before, also for languages outside the catalogue", () => {
    const english = {
      title: "Cookie settings",
      description: "Choose which cookies this site may use. Essential cookies are always on.",
      categories: "Categories",
      services: "Services",
      alwaysOn: "Always on",
      save: "Save settings",
      acceptAll: "Accept all",
      rejectAll: "Reject all",
      close: "Close",
      reload: "Reload",
      retry: "Try again",
      loading: "Loading cookie settings…",
      move: "Move the dialog (drag, or use the arrow keys)",
      noServices: "No services in this category.",
    };
    expect(settingsLabels("en")).toEqual(english);
    expect(settingsLabels("ko")).toEqual(english);
    expect(SETTINGS_MESSAGES.loadFailed).toBe("Failed to load categories. Please try again.");
  });

  it("are translated in Arabic and the other languages that read English before", () => {
    expect(settingsLabels("ar").title).toBe("إعدادات ملفات تعريف الارتباط");
    expect(settingsLabels("ar").noServices).toBe("لا توجد خدمات في هذه الفئة.");
    expect(settingsLabels("ru").save).toBe("Сохранить настройки");
    expect(settingsLabels("de").save).toBe("Einstellungen speichern");
  });
});
