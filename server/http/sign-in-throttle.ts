import { RATE_LIMITS, SIGN_IN_ACCOUNT_GATE, type RateLimiter } from "./rate-limit.ts";

/** One sign-in attempt that passed the throttle; a right password gives its counts back. */
export type SignInAttempt = { succeeded(): Promise<void> };

/**
 * The sign-in throttle (decision 015). Every attempt is counted BEFORE the password is checked,
 * atomically, so that parallel guesses cannot slip past a limit; a right password gives the counts
 * back, so only failures remain. Two counters:
 * - per (account, IP): 10 per 15 minutes, then 429 for that pair only until the window ends;
 * - per account, whatever the IP: a growing delay (1 s, 2 s, … at most 30 s between attempts)
 *   after 10, never a block, so failures from other addresses cannot lock the owner out.
 * `account` names the account in its organization (`${tenant.id}:${email}`); both counters live in
 * the shared store (database or Redis), so the limits hold across instances.
 */
export async function beginSignInAttempt(
  limiter: RateLimiter,
  { account, ip }: { account: string; ip: string },
): Promise<SignInAttempt> {
  const pair = await limiter.consume(RATE_LIMITS.signInFailuresPerAccountIp, `${ip}|${account}`);
  let gate;
  try {
    gate = await limiter.pass(SIGN_IN_ACCOUNT_GATE, account);
  } catch (error) {
    // Refused before any password was checked: not a failure of this pair.
    await pair.giveBack();
    throw error;
  }
  return {
    succeeded: async () => {
      await Promise.all([pair.giveBack(), gate.giveBack()]);
    },
  };
}
