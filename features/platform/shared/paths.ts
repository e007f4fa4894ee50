/**
 * Addresses the platform answers (decision 061). The platform host serves the landing page at `/`,
 * the console under `/console` and the operators' console under `/operator`; on a site's host these
 * paths are the site's own (they never reach the platform's code).
 */
export const CONSOLE_PATH = "/console";
export const OPERATOR_PATH = "/operator";
/** On a site's host: where a one-time hand-off token from the platform signs its person in. */
export const HANDOFF_PATH = "/_tessera/handoff";
/** The platform session cookie (host-only on PLATFORM_HOST: no site ever receives it). */
export const PLATFORM_SESSION_COOKIE = "tessera_platform";
