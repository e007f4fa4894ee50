import { useEffect, useState } from "react";
import { countdownParts } from "../../../shared/rules/banners.ts";
import type { SectionLabels } from "../../labels/section-labels.ts";

/**
 * Days, hours, minutes and seconds to the promotion's end, then "Sale Ended" (spec public-site §2).
 * Loaded only on pages with a countdown banner. The server renders the time of its render; the
 * browser takes over each second (the text is allowed to differ at hydration).
 */
export default function BannerCountdown({
  end,
  renderedAt,
  labels,
}: {
  end: string;
  renderedAt: number;
  labels: Pick<SectionLabels, "saleEnded" | "countdown">;
}) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    // The server's render time until hydration, then the browser's clock.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const parts = countdownParts(end, now);
  if (!parts) {
    return (
      <span data-countdown="ended" className="rounded bg-black/20 px-2 py-1 font-bold">
        {labels.saleEnded}
      </span>
    );
  }
  const units = [
    [parts.days, labels.countdown.days],
    [parts.hours, labels.countdown.hours],
    [parts.minutes, labels.countdown.minutes],
    [parts.seconds, labels.countdown.seconds],
  ] as const;
  return (
    // The changing digits are not announced every second; the end date is in the banner's text.
    <span data-countdown="running" className="flex items-center gap-1.5" aria-live="off">
      {units.map(([value, unit]) => (
        <span
          key={unit}
          className="flex min-w-9 flex-col items-center rounded bg-black/20 px-1 py-0.5 leading-none md:min-w-11 md:px-1.5"
        >
          <span className="font-mono text-sm font-bold tabular-nums md:text-lg" suppressHydrationWarning>
            {String(value).padStart(2, "0")}
          </span>
          <span className="text-[9px] uppercase md:text-[10px]">{unit}</span>
        </span>
      ))}
    </span>
  );
}
