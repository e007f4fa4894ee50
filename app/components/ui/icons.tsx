import type { ReactNode, SVGProps } from "react";

/**
 * The few icons public pages show, as plain SVG elements. Icon paths from Lucide (ISC license,
 * https://lucide.dev). Icon components built at run time cost measurable time on every server
 * render of every page; these are just markup.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/** `pointing`: the icon points along the line (next, previous, forward) and mirrors on a right-to-left page. */
function svg(children: ReactNode, pointing = false) {
  return function Icon(props: IconProps) {
    const className = pointing ? [props.className, "rtl:-scale-x-100"].filter(Boolean).join(" ") : props.className;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
        className={className}
      >
        {children}
      </svg>
    );
  };
}

export const ChevronDown = svg(<path d="m6 9 6 6 6-6" />);
export const ChevronLeft = svg(<path d="m15 18-6-6 6-6" />, true);
export const ChevronRight = svg(<path d="m9 18 6-6-6-6" />, true);
export const ArrowRight = svg(
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
  true,
);
export const Globe = svg(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
    <path d="M2 12h20" />
  </>,
);
export const Menu = svg(
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);
export const X = svg(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
export const Pause = svg(
  <>
    <rect x="14" y="3" width="5" height="18" rx="1" />
    <rect x="5" y="3" width="5" height="18" rx="1" />
  </>,
);
export const Play = svg(
  <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />,
);
export const ShoppingBag = svg(
  <>
    <path d="M16 10a4 4 0 0 1-8 0" />
    <path d="M3.103 6.034h17.794" />
    <path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z" />
  </>,
);
