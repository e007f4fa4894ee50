import type { BusinessType } from "../../../../../shared/rules/settings.ts";
import type { KitMessages } from "./messages/kit-messages.ts";

export type BusinessGroup = keyof KitMessages["groups"];

/**
 * Which of the kit's four groups of texts (headline, lead, three services) a business type reads:
 * advice-giving professions, care, digital work, and everything local and hands-on.
 */
const GROUP_OF: Record<BusinessType, BusinessGroup> = {
  legal: "professional",
  immigration: "professional",
  finance: "professional",
  consulting: "professional",
  marketing: "professional",
  beauty: "care",
  medical: "care",
  healthcare: "care",
  software: "digital",
  technology: "digital",
  platform: "digital",
  construction: "local",
  real_estate: "local",
  automotive: "local",
  transportation: "local",
  services: "local",
  hospitality: "local",
  retail: "local",
  education: "local",
  job: "local",
};

export function businessGroupOf(type: BusinessType): BusinessGroup {
  return GROUP_OF[type] ?? "local";
}
