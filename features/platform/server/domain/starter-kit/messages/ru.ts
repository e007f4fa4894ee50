import type { KitMessages } from "./kit-messages.ts";
import { en } from "./en.ts";

export const ru: KitMessages = en;
