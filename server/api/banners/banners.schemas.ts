import { z } from "@hono/zod-openapi";

export const bannerPathQuerySchema = z.object({
  path: z
    .string()
    .max(2000, "must be at most 2000 characters")
    .regex(/^\/[^\s]*$/, "must be a site path starting with /")
    .default("/")
    .openapi({ description: "The page (with or without language prefix); banners of other pages are left out" }),
});

export const bannerIdParamSchema = z.object({
  id: z.coerce
    .number({ message: "must be a banner id" })
    .int("must be a whole number")
    .positive("must be positive")
    .max(2147483647, "is too large")
    .openapi({ param: { name: "id", in: "path" }, example: 1 }),
});

const gradient = z.object({ from: z.string(), via: z.string().nullish(), to: z.string() });

export const bannerSchema = z
  .object({
    id: z.number().int(),
    position: z.string(),
    type: z.string(),
    is_enabled: z.boolean(),
    is_open: z.boolean(),
    open_state: z.string(),
    is_fixed_above_navbar: z.boolean(),
    end_date_promotion: z.string().nullable(),
    end_date_promotion_is_displayed: z.boolean(),
    dismissal_duration: z.string().nullable(),
    page_paths: z.array(z.string()),
    content: z.object({
      text: z.string().optional(),
      text_translation: z.record(z.string(), z.string()).optional(),
      icon: z.string().nullish(),
      link: z
        .object({
          url: z.string().nullish(),
          label: z.string().nullish(),
          label_translation: z.record(z.string(), z.string()).optional(),
          isExternal: z.boolean().optional(),
          customContent: z.string().nullish(),
        })
        .nullish(),
      banner_background: z.union([z.string(), gradient]).nullish(),
      banner_content_style: z
        .object({
          color: z.string().nullish(),
          is_bold: z.boolean().optional(),
          align: z.enum(["left", "center", "right"]).optional(),
        })
        .nullish(),
    }),
    landing_content: z.string().nullable(),
    isDismissed: z.boolean(),
  })
  .openapi("Banner");

export const bannerListSchema = z
  .object({
    banners: z.array(bannerSchema),
    dismissed: z.array(z.object({ id: z.number().int(), expiresAt: z.number() })),
  })
  .openapi("BannerList");

export const dismissalSchema = z
  .object({ id: z.number().int(), expiresAt: z.number().openapi({ description: "Milliseconds since the epoch" }) })
  .openapi("BannerDismissal");
