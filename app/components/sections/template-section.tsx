import type { TemplateSectionView } from "../../lib/view-models.ts";

export function TemplateSection({ section }: { section: TemplateSectionView }) {
  if (section.type !== "general" || section.metrics.length === 0) return null;
  return (
    <section className="px-4 py-16" style={{ background: section.background ?? undefined }}>
      <h2 className="text-3xl font-bold" dangerouslySetInnerHTML={{ __html: section.titleHtml }} />
      <div className="grid gap-6" style={{ gridTemplateColumns: `repeat(${section.gridColumns}, minmax(0, 1fr))` }}>
        {section.metrics.map((metric) => (
          <article key={metric.id}>
            {metric.media && <img src={metric.media.src} alt="" style={{ height: section.imageHeight }} />}
            <h3 dangerouslySetInnerHTML={{ __html: metric.titleHtml }} />
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: metric.descriptionHtml }} />
          </article>
        ))}
      </div>
    </section>
  );
}
