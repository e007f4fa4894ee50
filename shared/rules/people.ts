/** Team and customer objects of a profile (spec editing-tools §3), as stored in `profiles.team` / `.customer`. */
export type TeamObject = {
  is_team_member: boolean;
  image?: string | null;
  job_title: string;
  job_title_translation?: Record<string, string>;
  pseudonym?: string | null;
  department?: string | null;
  department_translation?: Record<string, string>;
  description?: string | null;
  description_translation?: Record<string, string>;
  bio?: string | null;
  experience_years?: number | null;
  years_of_experience?: number | null;
  education?: string | null;
  certifications?: string[];
  achievements?: string[];
  skills?: string[];
  /** Skills per locale; a locale's list replaces `skills` when it is as long. */
  skills_translation?: Record<string, string[]>;
  linkedin_url?: string | null;
  twitter_url?: string | null;
  github_url?: string | null;
  portfolio_url?: string | null;
  is_featured?: boolean;
  display_order?: number | null;
  /** Section ids; empty means every team section. */
  assigned_sections?: number[];
};

export type CustomerObject = {
  is_customer: boolean;
  image?: string | null;
  testimonial_text: string;
  testimonial_text_translation?: Record<string, string>;
  /** 1-5, default 5. */
  rating?: number | null;
  pseudonym?: string | null;
  company?: string | null;
  company_logo?: string | null;
  job_title?: string | null;
  job_title_translation?: Record<string, string>;
  project_type?: string | null;
  description?: string | null;
  testimonial_date?: string | null;
  linkedin_url?: string | null;
  is_featured?: boolean;
  display_order?: number | null;
  /** Section ids; empty means every testimonial section. */
  assigned_sections?: number[];
};

type Showable = { is_featured?: boolean; display_order?: number | null; assigned_sections?: number[] };

/** Whether a person belongs in a section: assigned to it, or assigned to none (every section). */
export function isAssignedTo(entry: Showable, sectionId: number): boolean {
  const list = entry.assigned_sections ?? [];
  return list.length === 0 || list.includes(sectionId);
}

/** Featured first, then by display_order (missing last), then by name. */
export function comparePeople<T extends { name: string; entry: Showable }>(a: T, b: T): number {
  const featured = Number(Boolean(b.entry.is_featured)) - Number(Boolean(a.entry.is_featured));
  if (featured !== 0) return featured;
  const order = (a.entry.display_order ?? Number.MAX_SAFE_INTEGER) - (b.entry.display_order ?? Number.MAX_SAFE_INTEGER);
  if (order !== 0) return order;
  return a.name.localeCompare(b.name);
}

/** A rating as 1-5 whole stars; missing or absurd values are 5 (the default). */
export function clampRating(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return 5;
  return Math.min(5, Math.max(1, Math.round(value)));
}

/** Validation texts of the team/testimonial manager (spec editing-tools §5), shared by form and API. */
export const PEOPLE_MESSAGES = {
  jobTitle: "Job title is required",
  testimonialText: "Testimonial text is required",
  rating: "Rating is required",
} as const;
