/**
 * The editor contract lives in app/browser/edit-requests.ts, so that the one visitor-side component that
 * may open an editor (an empty page's admin prompt) does not give every visitor a chunk named
 * "editor". Editor code imports it from here.
 */
export * from "../browser/edit-requests.ts";
