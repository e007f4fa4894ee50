import { Suspense } from "react";
import { lazyComponent } from "../../browser/lazy-component.ts";
import type { Locale, LocaleSite } from "../../../shared/i18n/locales.ts";
import type { ChromeLabels } from "../../labels/chrome-labels.ts";
import type { ViewerView } from "../../view-models/view-models.ts";
import { profileEntries } from "../../view-models/viewer-links.ts";
import type { DropdownGroup } from "./dropdown.tsx";
import { ViewerEntryControl } from "./viewer-entry.tsx";

// The server renders it in full for signed-in viewers; the browser hydrates it when its code arrives.
const ProfileDropdown = lazyComponent(() => import("./profile-dropdown.tsx").then((m) => m.default));

type Props = {
  viewer: ViewerView;
  site: LocaleSite;
  locale: Locale;
  labels: ChromeLabels;
  group: DropdownGroup;
  triggerClassName: string;
};

export const LOGIN_BUTTON_CLASS =
  "inline-flex items-center rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/**
 * The header's profile area (spec public-site §2): a Login button for anonymous visitors, else a
 * dropdown with the admin or account entries. Kept apart so the accounts work can extend it.
 */
export function ProfileMenu({ viewer, site, locale, labels, group, triggerClassName }: Props) {
  const entries = profileEntries(viewer, labels, locale, site);
  if (!viewer) {
    return (
      <>
        {entries.map((entry) => (
          <ViewerEntryControl key={entry.key} entry={entry} className={LOGIN_BUTTON_CLASS} />
        ))}
      </>
    );
  }
  return (
    <Suspense fallback={null}>
      <ProfileDropdown
        viewer={viewer}
        entries={entries}
        labels={labels}
        group={group}
        triggerClassName={triggerClassName}
      />
    </Suspense>
  );
}
