import type { KitMessages } from "./kit-messages.ts";
import { en } from "./en.ts";

export const ja: KitMessages = en;
