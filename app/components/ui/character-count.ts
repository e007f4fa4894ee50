/**
 * The "characters remaining" rule of the spec (editing-tools §5, §9): the counter turns orange when
 * fewer than 10% of the allowed characters remain.
 */
export type CharacterCount = { remaining: number; warning: boolean; text: string };

export function characterCount(length: number, maxLength: number): CharacterCount {
  const remaining = Math.max(0, maxLength - length);
  return {
    remaining,
    warning: remaining < maxLength * 0.1,
    // The spec's wording, kept even for 1 so tests and people see one fixed phrase.
    text: `${remaining} characters remaining`,
  };
}
