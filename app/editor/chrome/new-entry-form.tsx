/**
 * The menu's new-item and new-submenu boxes (spec editing-tools §2.10, §5), written once on
 * react-hook-form with the menu API's own name rule (shared/schemas/menu-schema.ts; decision 042): a blank
 * name does nothing and shows nothing (§5), a name the rule refuses otherwise (over 200 characters)
 * or the API refuses shows its message at the box, focused.
 */
import { Plus } from "lucide-react";
import { useId } from "react";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import {
  MENU_NAME_BLANK,
  MENU_NAME_MAX,
  newMenuEntryFormSchema,
  type NewMenuEntryForm,
} from "../../../shared/schemas/menu-schema.ts";
import { useBoxForm, type BoxFormOutcome } from "../../components/editor-kit/use-editor-form.ts";
import { Button, cn, Input } from "../../components/ui/index.ts";

const isBlank = (message: string) => message === MENU_NAME_BLANK;

export function NewEntryForm({
  label,
  placeholder,
  action,
  compact = false,
  onAdd,
}: {
  /** The box's accessible name: "New menu item name". */
  label: string;
  placeholder: string;
  /** The button's text: "Create", "Add". */
  action: string;
  compact?: boolean;
  /** Creates the entry with the trimmed name; a 400 of the API as `{ field: "name", message }`. */
  onAdd: (name: string) => Promise<BoxFormOutcome>;
}) {
  const o = useUiLanguage();
  const id = useId();
  const { form, submit, errorOf, submitting } = useBoxForm<NewMenuEntryForm>(
    newMenuEntryFormSchema,
    { name: "" },
    ({ name }) => onAdd(name),
    isBlank,
  );
  const error = errorOf("name");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-wrap gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn("min-w-0 flex-1", compact && "h-8")}
        {...form.register("name")}
      />
      <Button type="submit" size={compact ? "sm" : "default"} variant="outline" disabled={submitting}>
        <Plus aria-hidden="true" /> {action}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-xs font-medium text-red-700">
          {/* The name rule's own words (shared with the API) for its length, the worded issue otherwise. */}
          {form.formState.errors.name?.type === "too_big"
            ? m.editors_nameTooLong({ max: MENU_NAME_MAX }, o)
            : m.editors_nameError({ error }, o)}
        </p>
      )}
    </form>
  );
}
