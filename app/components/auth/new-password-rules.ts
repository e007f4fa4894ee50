import { passwordError } from "../../../shared/rules/auth-rules.ts";

export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match.";

/** The first problem with a new password and its confirmation, or null (same rules as registration). */
export function newPasswordError(
  password: string,
  confirm: string,
): { message: string; field: "password" | "confirm" } | null {
  const problem = passwordError(password);
  if (problem) return { message: problem, field: "password" };
  if (password !== confirm) return { message: PASSWORDS_DO_NOT_MATCH, field: "confirm" };
  return null;
}
