import type { Locator, Page } from "playwright-core";

/**
 * A keyboard drag with dnd-kit's keyboard sensor, as a screen-reader user makes it: Space lifts the
 * item, each arrow moves it one place, Space drops it. Each step waits for what dnd-kit announces
 * in its live regions instead of a fixed pause: the lift ("Picked up draggable item …", then over
 * itself), then one turn of the page's timers (the sensor starts listening for arrows from a timer
 * it sets when it lifts the item), then, after each arrow, a new "… was moved over droppable area
 * …". On a loaded machine a fixed pause let the drop come before the move, and nothing was
 * reordered.
 */
export async function keyboardDrag(
  page: Page,
  handle: Locator,
  key: "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight",
  steps = 1,
): Promise<void> {
  const announced = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[id^="DndLiveRegion"]')].map((node) => node.textContent ?? "").join("\n"),
    );
  await handle.focus();
  const idle = await announced();
  await page.keyboard.press("Space");
  // Lifted: "Picked up draggable item 3.", at once followed by "… 3 was moved over droppable area 3."
  await page.waitForFunction((previous) => {
    const text = [...document.querySelectorAll('[id^="DndLiveRegion"]')]
      .map((node) => node.textContent ?? "")
      .join("\n");
    return text !== previous && /Picked up draggable item|was moved over droppable area/.test(text);
  }, idle);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let step = 0; step < steps; step++) {
    const before = await announced();
    await page.keyboard.press(key);
    await page.waitForFunction((previous) => {
      const text = [...document.querySelectorAll('[id^="DndLiveRegion"]')]
        .map((node) => node.textContent ?? "")
        .join("\n");
      return text !== previous && text.includes("was moved over droppable area");
    }, before);
  }
  await page.keyboard.press("Space");
}
