import type { HeadingSectionView } from "../../lib/view-models.ts";

export function HeadingSection({ heading }: { heading: HeadingSectionView }) {
  return (
    <section style={{ background: heading.background }} className="px-4 py-16">
      <h1 className="text-4xl font-bold">{heading.titleParts.join(" ")}</h1>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: heading.descriptionHtml }} />
      {heading.buttonText && heading.href && <a href={heading.href}>{heading.buttonText}</a>}
      {heading.image && <img src={heading.image} alt="" />}
    </section>
  );
}
