import type { Db } from "../../db/client.ts";
import { comparePeople, isAssignedTo, type CustomerObject, type TeamObject } from "../../../shared/rules/people.ts";
import { listFaqs, type Faq } from "./list-faqs.ts";
import { listSectionPeople } from "./list-section-people.ts";
import type { TemplateSection } from "./list-template-sections.ts";

export type SectionTeamMember = { id: number; full_name: string; team: TeamObject };
export type SectionTestimonial = { id: number; full_name: string; customer: CustomerObject };

/** A template section with the records its type shows besides metrics. */
export type TemplateSectionWithData = TemplateSection & {
  /** faq sections: the organization's FAQs. */
  faq_items?: Faq[];
  /** team sections: flagged profiles assigned to this section (or to none), featured first, then display_order. */
  team_members?: SectionTeamMember[];
  /** testimonials sections: the same for customer objects. */
  testimonials?: SectionTestimonial[];
};

/**
 * Adds to each faq, team and testimonials section the records it shows, with at most one query per
 * kind for the whole page (none when the page has no such section).
 */
export async function attachSectionData({
  db,
  organizationId,
  sections,
}: {
  db: Db;
  organizationId: number;
  sections: TemplateSection[];
}): Promise<TemplateSectionWithData[]> {
  const types = new Set(sections.map((section) => section.section_type));
  const needsPeople = types.has("team") || types.has("testimonials");
  const [faqItems, people] = await Promise.all([
    types.has("faq") ? listFaqs({ db, organizationId }) : Promise.resolve([]),
    needsPeople ? listSectionPeople({ db, organizationId }) : Promise.resolve([]),
  ]);
  return sections.map((section) => {
    switch (section.section_type) {
      case "faq":
        return { ...section, faq_items: faqItems };
      case "team":
        return {
          ...section,
          team_members: people
            .filter((person) => person.team && isAssignedTo(person.team, section.id))
            .map((person) => ({ id: person.id, full_name: person.full_name, team: person.team! }))
            .sort((a, b) => comparePeople({ name: a.full_name, entry: a.team }, { name: b.full_name, entry: b.team })),
        };
      case "testimonials":
        return {
          ...section,
          testimonials: people
            .filter((person) => person.customer && isAssignedTo(person.customer, section.id))
            .map((person) => ({ id: person.id, full_name: person.full_name, customer: person.customer! }))
            .sort((a, b) =>
              comparePeople({ name: a.full_name, entry: a.customer }, { name: b.full_name, entry: b.customer }),
            ),
        };
      default:
        return section;
    }
  });
}
