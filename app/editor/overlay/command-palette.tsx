import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Command as Cmdk } from "cmdk";
import { Search } from "lucide-react";
import { cn } from "../../components/ui/cn.ts";
import { layers } from "../../components/ui/layers.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiDirection, useUiLanguage } from "../../components/ui/ui-language.tsx";
import {
  COMMAND_GROUPS,
  commandById,
  commandFilter,
  commandsInGroup,
  groupLabel,
  shortcutText,
  type Command,
} from "./commands.ts";

const itemClass =
  "flex cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-900 select-none " +
  "data-[selected=true]:bg-gray-100 data-[disabled=true]:opacity-50";
const groupClass =
  "px-1 py-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs " +
  "[&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-gray-600";

function Item({
  command,
  value,
  onRun,
  mac,
}: {
  command: Command;
  value: string;
  onRun: (c: Command) => void;
  mac: boolean;
}) {
  const o = useUiLanguage();
  const label = command.text(o);
  const group = groupLabel(command.group, o);
  return (
    <Cmdk.Item
      value={value}
      // The person's words first (ranking), the English ones still match.
      keywords={[label, group, command.label, command.group, ...(command.keywords ?? [])]}
      onSelect={() => onRun(command)}
      className={itemClass}
    >
      <span>{label}</span>
      <span className="text-xs text-gray-600">{group}</span>
      {command.comingSoon && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[0.7rem] font-medium text-amber-900">
          {m.editors_comingSoon({}, o)}
        </span>
      )}
      {command.shortcut && (
        <kbd className="ms-auto font-sans text-xs tracking-wide text-gray-600">
          {shortcutText(command.shortcut, mac)}
        </kbd>
      )}
    </Cmdk.Item>
  );
}

/**
 * The command palette (Ctrl/Cmd+K): every command of the create menu, searchable, the recently run
 * ones first. cmdk gives the combobox/listbox semantics and arrow-key navigation.
 */
export function CommandPalette({
  open,
  onOpenChange,
  recent,
  onRun,
  mac,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recent: readonly string[];
  onRun: (command: Command) => void;
  mac: boolean;
}) {
  const o = useUiLanguage();
  const dir = useUiDirection();
  const recentCommands = recent.map(commandById).filter((c): c is Command => Boolean(c));
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn(layers.dialogOverlay, "fixed inset-0 bg-black/40")} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          data-slot="command-palette"
          dir={dir}
          className={cn(
            layers.dialog,
            "fixed top-[15vh] left-1/2 w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-2xl outline-none",
          )}
        >
          <DialogPrimitive.Title className="sr-only">{m.editors_commandPalette({}, o)}</DialogPrimitive.Title>
          <Cmdk label={m.editors_searchCommands({}, o)} loop filter={commandFilter}>
            <div className="flex items-center gap-2 border-b border-gray-200 px-3">
              <Search className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
              <Cmdk.Input
                aria-label={m.editors_searchCommands({}, o)}
                placeholder={m.editors_searchPlaceholder({}, o)}
                className="h-12 w-full bg-transparent text-sm text-gray-900 outline-none placeholder:text-gray-500"
              />
            </div>
            <Cmdk.List aria-label={m.editors_commands({}, o)} className="max-h-[min(24rem,60vh)] overflow-y-auto p-1">
              <Cmdk.Empty className="px-3 py-6 text-center text-sm text-gray-600">
                {m.editors_noCommands({}, o)}
              </Cmdk.Empty>
              {recentCommands.length > 0 && (
                <Cmdk.Group heading={m.editors_recent({}, o)} className={groupClass}>
                  {recentCommands.map((command) => (
                    <Item key={command.id} command={command} value={`recent:${command.id}`} onRun={onRun} mac={mac} />
                  ))}
                </Cmdk.Group>
              )}
              {COMMAND_GROUPS.map((group) => (
                <Cmdk.Group key={group} heading={groupLabel(group, o)} className={groupClass}>
                  {commandsInGroup(group).map((command) => (
                    <Item key={command.id} command={command} value={command.id} onRun={onRun} mac={mac} />
                  ))}
                </Cmdk.Group>
              ))}
            </Cmdk.List>
          </Cmdk>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
