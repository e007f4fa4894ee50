import { Plus } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { cn } from "../../components/ui/cn.ts";
import { layers } from "../../components/ui/layers.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiDirection, useUiLanguage } from "../../components/ui/ui-language.tsx";
import { COMMAND_GROUPS, commandsInGroup, groupLabel, shortcutText, type Command } from "./commands.ts";

/** The floating round Create button (bottom right, above the site's widgets) and its grouped menu. */
export function CreateMenu({ onRun, mac }: { onRun: (command: Command) => void; mac: boolean }) {
  const o = useUiLanguage();
  const create = m.editor_create({}, o);
  // The button sits at the page's end corner; its menu reads in the person's language's direction.
  const dir = useUiDirection();
  return (
    <DropdownMenu dir={dir}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={create}
          title={create}
          data-admin-create-menu=""
          className={cn(
            layers.floating,
            "fixed end-4 bottom-24 inline-flex size-14 items-center justify-center rounded-full bg-gray-900 text-white shadow-xl outline-none hover:bg-gray-800 focus-visible:ring-4 focus-visible:ring-sky-500/60 data-[state=open]:rotate-45",
            "transition-transform",
          )}
        >
          <Plus className="size-6" aria-hidden="true" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end" className="w-64" aria-label={create}>
        {COMMAND_GROUPS.map((group, index) => (
          <DropdownMenuGroup key={group} aria-labelledby={`create-menu-group-${index}`}>
            {index > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel id={`create-menu-group-${index}`}>{groupLabel(group, o)}</DropdownMenuLabel>
            {commandsInGroup(group).map((command) => (
              <DropdownMenuItem key={command.id} onSelect={() => onRun(command)}>
                {command.text(o)}
                {command.comingSoon && (
                  <span className="ms-auto rounded-full bg-amber-100 px-2 py-0.5 text-[0.7rem] font-medium text-amber-900">
                    {m.editors_comingSoon({}, o)}
                  </span>
                )}
                {command.shortcut && <DropdownMenuShortcut>{shortcutText(command.shortcut, mac)}</DropdownMenuShortcut>}
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
