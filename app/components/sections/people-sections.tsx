import { clsx as cn } from "clsx";
import { fieldLang } from "../../../shared/i18n/translate.ts";
import { plainText } from "../../view-models/rich-text.ts";
import { ratingLabel } from "../../labels/section-label-shape.ts";
import { useSectionLabels } from "./section-labels-context.tsx";
import { gridClasses, sectionTextStyle } from "../../view-models/section-styles.ts";
import type { PersonView, TemplateSectionView } from "../../view-models/view-models.ts";
import { renderSection } from "./section-error-boundary.tsx";
import { SectionImage } from "./section-image.tsx";
import { SectionShell } from "./section-shell.tsx";
import { Stars } from "./stars.tsx";

const LINK_NAMES = { linkedin: "LinkedIn", twitter: "X (Twitter)", github: "GitHub", portfolio: "Portfolio" } as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

function Avatar({ person, size }: { person: PersonView; size: number }) {
  return (
    <span className="relative inline-flex shrink-0" style={{ width: size, height: size }}>
      {/* Initials sit under the photo and show if it fails to load. */}
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center rounded-full bg-gray-200 font-semibold text-gray-700"
      >
        {initials(person.name)}
      </span>
      {person.image && (
        <SectionImage
          src={person.image}
          alt=""
          loading="lazy"
          width={size}
          height={size}
          className="relative rounded-full object-cover"
          style={{ width: size, height: size }}
        />
      )}
    </span>
  );
}

/** team: profiles flagged as team members, featured first (spec editing-tools §3). */
export function TeamSection({ section }: { section: TemplateSectionView }) {
  return renderSection(plainText(section.titleHtml) || section.type, () => {
    const text = sectionTextStyle(section.textStyleVariant);
    return (
      <SectionShell section={section} text={text}>
        <ul className={cn("grid gap-8", gridClasses(section.gridColumns))}>
          {section.people.map((person) => (
            <li
              key={person.id}
              data-person={person.id}
              className={cn(
                "flex flex-col items-center gap-3 rounded-2xl p-6 text-center",
                person.isFeatured ? "bg-gray-50 ring-1 ring-gray-200" : "",
              )}
            >
              <Avatar person={person} size={112} />
              <h3 className={cn("text-gray-900", text.metricTitle)}>{person.name}</h3>
              <p className="font-medium text-primary" {...fieldLang(person, "role")}>
                {person.role}
              </p>
              {person.detail && (
                <p className="text-sm text-gray-600" {...fieldLang(person, "detail")}>
                  {person.detail}
                </p>
              )}
              {person.text && (
                <p className={text.metricDescription} {...fieldLang(person, "text")}>
                  {person.text}
                </p>
              )}
              {person.skills.length > 0 && (
                <ul className="flex flex-wrap justify-center gap-2" {...fieldLang(person, "skills")}>
                  {person.skills.map((skill) => (
                    <li key={skill} className="rounded-full bg-gray-100 px-3 py-1 text-xs text-gray-700">
                      {skill}
                    </li>
                  ))}
                </ul>
              )}
              {person.links.length > 0 && (
                <p className="flex flex-wrap justify-center gap-3 text-sm">
                  {person.links.map((link) => (
                    <a
                      key={link.kind}
                      href={link.href}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="text-gray-700 underline hover:text-gray-900"
                    >
                      {LINK_NAMES[link.kind]}
                      <span className="sr-only"> — {person.name}</span>
                    </a>
                  ))}
                </p>
              )}
            </li>
          ))}
        </ul>
      </SectionShell>
    );
  });
}

/** testimonials: profiles flagged as customers, with their rating and words. */
export function TestimonialsSection({ section }: { section: TemplateSectionView }) {
  const labels = useSectionLabels();
  return renderSection(plainText(section.titleHtml) || section.type, () => {
    const text = sectionTextStyle(section.textStyleVariant);
    return (
      <SectionShell section={section} text={text}>
        <ul className={cn("grid gap-6", gridClasses(section.gridColumns))}>
          {section.people.map((person) => (
            <li key={person.id} data-person={person.id}>
              <figure
                className={cn(
                  "flex h-full flex-col gap-4 rounded-2xl border p-6 shadow-sm",
                  person.isFeatured ? "border-primary bg-white" : "border-gray-200 bg-white",
                )}
              >
                <Stars value={person.rating ?? 5} label={ratingLabel(labels, person.rating ?? 5)} />
                <blockquote className={cn("flex-1 text-gray-800", text.metricDescription)}>
                  <p {...fieldLang(person, "text")}>“{person.text}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <Avatar person={person} size={44} />
                  <span className="flex flex-col">
                    <span className="font-semibold text-gray-900">{person.name}</span>
                    {person.role && (
                      <span className="text-sm text-gray-600" {...fieldLang(person, "role")}>
                        {person.role}
                      </span>
                    )}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </SectionShell>
    );
  });
}
