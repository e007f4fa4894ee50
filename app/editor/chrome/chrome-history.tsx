import { useId, useState } from "react";
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/index.ts";
import { HistoryPanel } from "../shared/history-panel.tsx";
import type { MenuItem } from "./chrome-api.ts";

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
  const [target, setTarget] = useState(STYLE);
  const id = useId();
  const menuItem = items.find((item) => String(item.id) === target);
  return (
    <div className="space-y-3 rounded-md border border-gray-200 p-3">
      <div className="space-y-1.5">
        <Label htmlFor={id}>History of</Label>
        <Select value={menuItem || target === STYLE ? target : STYLE} onValueChange={setTarget}>
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={STYLE}>Site settings (header and footer style)</SelectItem>
            {items.map((item) => (
              <SelectItem key={item.id} value={String(item.id)}>
                Menu item: {item.display_name}
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
