/**
 * The admin UI kit (shadcn manner: Radix underneath, `cn()` and `cva` on top). Editors (admin-only
 * chunk) may import from here; anything a visitor downloads should import the one file it needs.
 */
export { Button, buttonVariants, type ButtonProps } from "./button.tsx";
export { characterCount } from "./character-count.ts";
export { cn } from "./cn.ts";
export { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog.tsx";
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./dropdown-menu.tsx";
export { EditorDialog, MOBILE_QUERY, type EditorDialogProps } from "./editor-dialog.tsx";
export { Input } from "./input.tsx";
export { Field, fieldDescribedBy, Label } from "./label.tsx";
export { layers } from "./layers.ts";
export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from "./popover.tsx";
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select.tsx";
export { Switch } from "./switch.tsx";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";
export { Textarea, type TextareaProps } from "./textarea.tsx";
export { Toaster, toast } from "./toaster.tsx";
export { SimpleTooltip, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip.tsx";
export { typedConfirmation } from "./typed-confirmation.ts";
export { useUndoHistory, type SetOptions, type UndoHistoryApi } from "./use-undo-history.ts";
export { useInertOutside } from "./use-inert-outside.ts";
