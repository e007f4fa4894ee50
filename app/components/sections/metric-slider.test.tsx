// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SLIDER_INTERVAL_MS } from "../../view-models/slider.ts";
import type { MetricView, TemplateSectionView } from "../../view-models/view-models.ts";
import { MetricSlider } from "./metric-slider.tsx";
import { sectionTextStyle } from "../../view-models/section-styles.ts";

const metric = (id: number): MetricView => ({
  id,
  titleHtml: `Metric ${id}`,
  descriptionHtml: `<p>About metric ${id}.</p>`,
  media: null,
  isCardType: false,
  isTitleDisplayed: true,
  isImageRoundedFull: false,
  background: "#ffffff",
});

const section: TemplateSectionView = {
  id: 3,
  type: "general",
  titleHtml: "What we do",
  descriptionHtml: "",
  textStyleVariant: "default",
  gridColumns: 3,
  isSlider: true,
  isFullWidth: false,
  background: null,
  titleAlign: "left",
  isImageBottom: false,
  imageHeight: 192,
  metrics: [1, 2, 3, 4, 5].map(metric),
  faqs: [],
  people: [],
  locale: "en",
};

/** The slider's position text ("2 of 5"), as a screen reader hears it. */
const status = () => document.querySelector('[aria-roledescription="carousel"] p[aria-atomic="true"]')!.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the metric slider on a desktop", () => {
  it("advances by itself every 5 s and pauses while the pointer is over it", () => {
    render(<MetricSlider section={section} text={sectionTextStyle("default")} />);
    const carousel = screen.getByRole("region", { name: "What we do" });
    const first = status();
    act(() => vi.advanceTimersByTime(SLIDER_INTERVAL_MS - 1));
    expect(status()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    const second = status();
    expect(second).not.toBe(first);

    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(16_000));
    expect(status()).toBe(second);

    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(SLIDER_INTERVAL_MS));
    expect(status()).not.toBe(second);
  });
});
