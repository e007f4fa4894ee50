/** The help center's content for /help-center's loader (server only; the API serves the same). */
export { getHelpCenterContent } from "../server/domain/help-center-content.ts";
