import { useState, type KeyboardEvent } from "react";
import { Input } from "../../components/ui/index.ts";

/**
 * A text cell edited in place: Enter or leaving the field commits, Escape puts the stored value
 * back. `commit` decides what to save; returning false reverts the field (a blank name, an empty
 * or unchanged slug: spec §5).
 */
export function InlineText({
  value,
  label,
  commit,
  className,
}: {
  value: string;
  label: string;
  commit: (next: string) => boolean | Promise<boolean>;
  className?: string;
}) {
  const [draft, setDraft] = useState(value);
  // A new stored value (after a save or a reload) replaces the draft, during render (no effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  async function finish() {
    if (draft === value) return;
    const kept = await commit(draft);
    if (!kept) setDraft(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === "Escape") {
      // Escape reverts the cell; it must not also close the whole editor.
      event.stopPropagation();
      setDraft(value);
    }
  }

  return (
    <Input
      aria-label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void finish()}
      onKeyDown={onKeyDown}
      className={className}
    />
  );
}
