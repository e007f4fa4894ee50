import { clsx } from "clsx";
import { ChevronDown } from "../ui/icons.tsx";
import type { ViewerEntry } from "../../view-models/viewer-links.ts";
import type { ChromeLabels } from "../../labels/chrome-labels.ts";
import type { ViewerView } from "../../view-models/view-models.ts";
import { Dropdown, type DropdownGroup } from "./dropdown.tsx";
import { ViewerEntryControl } from "./viewer-entry.tsx";

/** A signed-in viewer's profile dropdown: its own chunk, since anonymous pages (cached) never show it. */
export default function ProfileDropdown({
  viewer,
  entries,
  labels,
  group,
  triggerClassName,
}: {
  viewer: NonNullable<ViewerView>;
  entries: ViewerEntry[];
  labels: ChromeLabels;
  group: DropdownGroup;
  triggerClassName: string;
}) {
  const initial = [...(viewer.name.trim() || viewer.email)][0]?.toUpperCase() ?? "?";
  return (
    <Dropdown
      group={group}
      id="profile"
      className="relative"
      triggerLabel={`${labels.profile}: ${viewer.name || viewer.email}`}
      triggerClassName={clsx(triggerClassName, "gap-1.5")}
      trigger={
        <>
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full bg-primary text-sm font-semibold text-white"
          >
            {initial}
          </span>
          <ChevronDown aria-hidden="true" className="size-3.5 opacity-70" />
        </>
      }
      panelClassName="absolute end-0 top-full pt-2"
    >
      <div className="w-60 rounded-xl bg-white p-1.5 text-sm text-gray-700 shadow-lg ring-1 ring-black/5">
        <div className="border-b border-gray-100 px-3 pt-2 pb-2.5">
          <p className="truncate font-semibold text-gray-900">{viewer.name || viewer.email}</p>
          {viewer.name && <p className="truncate text-xs text-gray-500">{viewer.email}</p>}
        </div>
        <ul className="pt-1">
          {entries.map((entry) => (
            <li key={entry.key}>
              <ViewerEntryControl
                entry={entry}
                className={clsx(
                  "block w-full rounded-lg px-3 py-2 text-start outline-none hover:bg-gray-100 focus-visible:bg-gray-100",
                  entry.kind === "logout" && "text-red-700",
                )}
              />
            </li>
          ))}
        </ul>
      </div>
    </Dropdown>
  );
}
