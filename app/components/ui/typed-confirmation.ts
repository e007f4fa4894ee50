/**
 * The typed confirmation of destructive actions (editing-tools §4): the confirm button stays
 * disabled until the typed text equals the required text exactly (case and spaces included).
 */
export function typedConfirmation(typed: string, required: string): { matches: boolean; error: string | null } {
  const matches = typed === required;
  return {
    matches,
    // Nothing typed yet is not an error; anything else that differs is.
    error: matches || typed === "" ? null : `Text doesn't match. Please type exactly: ${required}`,
  };
}
