import { useId, useState } from "react";
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/index.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import type { MenuItem } from "./chrome-api.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

const STYLE = "style";

/**
 * History of what these editors change: the organization's settings (where the header and footer
 * styles live) or one menu item (with its submenus). A restore reloads the editor.
 */
export function ChromeHistory({
  organizationId,
  items,
  onRestored,
}: {
  organizationId: number;
  items: MenuItem[];
  onRestored: () => void;
}) {
  const o = useUiLanguage();
  const [target, setTarget] = useState(STYLE);
  const id = useId();
  const menuItem = items.find((item) => String(item.id) === target);
  return (
    <div className="space-y-3 rounded-md border border-gray-200 p-3">
      <div className="space-y-1.5">
        <Label htmlFor={id}>{m.editors_historyOf({}, o)}</Label>
        <Select value={menuItem || target === STYLE ? target : STYLE} onValueChange={setTarget}>
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={STYLE}>{m.editors_historySiteSettings({}, o)}</SelectItem>
            {items.map((item) => (
              <SelectItem key={item.id} value={String(item.id)}>
                {m.editors_menuItemNamed({ name: item.display_name }, o)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {menuItem ? (
        <HistoryPanel key={`menu-${menuItem.id}`} entity="menu_item" entityId={menuItem.id} onRestored={onRestored} />
      ) : (
        <HistoryPanel key="settings" entity="organization_settings" entityId={organizationId} onRestored={onRestored} />
      )}
    </div>
  );
}
