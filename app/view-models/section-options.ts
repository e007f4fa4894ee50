/** Moved to shared/ (the API validates with the same choices): kept here so the app's imports stay. */
export * from "../../shared/rules/section-options.ts";
