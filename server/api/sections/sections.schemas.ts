import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { stripLocalePrefix, sectionPagePath } from "../../../shared/i18n/locales.ts";
import { SECTION_TYPES } from "../../domain/sections/section-types.ts";
import { faqs, headingSections, metrics, templateSections } from "../../db/schema/index.ts";

/** A page path as the site uses it; the locale prefix is removed and `/` means `/home`. */
export const urlPageQuerySchema = z.object({
  url_page: z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(300, "must be at most 300 characters")
    // Control characters are exactly what this rejects.
    // eslint-disable-next-line no-control-regex
    .regex(/^\/[^\s\u0000-\u001f\\]*$/, "must be a path starting with /, like /home or /about")
    .transform((path) => sectionPagePath(stripLocalePrefix(path)))
    .openapi({ param: { name: "url_page", in: "query" }, example: "/home" }),
});

const timestamps = { created_at: true, updated_at: true } as const;

const version = z.string().openapi({ description: "The version to send back with a save (`updated_at`)" });

export const metricSchema = createSelectSchema(metrics)
  .omit({ ...timestamps, organization_id: true })
  .extend({ updated_at: version.optional() })
  .openapi("Metric");

export const templateSectionSchema = createSelectSchema(templateSections)
  .omit(timestamps)
  .extend({
    section_type: z.enum(SECTION_TYPES),
    website_metric: z.array(metricSchema),
    updated_at: version,
    faq_items: z
      .array(
        createSelectSchema(faqs).pick({
          id: true,
          question: true,
          question_translation: true,
          answer: true,
          answer_translation: true,
          order: true,
        }),
      )
      .optional()
      .openapi({ description: "faq sections: the organization's FAQs in order" }),
    team_members: z
      .array(z.object({ id: z.number().int(), full_name: z.string(), team: z.record(z.string(), z.unknown()) }))
      .optional()
      .openapi({
        description: "team sections: profiles whose team object flags them, for this section, featured first",
      }),
    testimonials: z
      .array(z.object({ id: z.number().int(), full_name: z.string(), customer: z.record(z.string(), z.unknown()) }))
      .optional()
      .openapi({ description: "testimonials sections: profiles whose customer object flags them, for this section" }),
  })
  .openapi("TemplateSection");

export const headingSectionSchema = createSelectSchema(headingSections)
  .omit(timestamps)
  .extend({ updated_at: version })
  .openapi("HeadingSection");
