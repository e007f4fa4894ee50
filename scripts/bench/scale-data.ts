/**
 * The data of `npm run bench -- --scale` (decision 044): 1,000 organizations × 50 pages in
 * PostgreSQL, each organization with a heading and a template section (three metrics) per page,
 * page records, 10 blog posts, 5 menu items, and two languages (English and Spanish, every text
 * translated). Written with set-based SQL (generate_series), so the whole corpus takes seconds, into
 * its own database (created when missing; migrations applied by the app's migrator). Hosts:
 * `s{n}.scale.localhost`, n = 1…organizations. Run again, it keeps what is there when complete.
 */
import postgres from "postgres";
import { openDatabase } from "../../server/db/client.ts";

export const SCALE_HOST = (n: number) => `s${n}.scale.localhost`;

/** The database of `url` is created when missing (connecting to `postgres` on the same server). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${JSON.stringify(name)}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const sql = postgres(admin.href, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select 1 as present from pg_database where datname = ${name}`;
    if (!row) await sql.unsafe(`create database ${name}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export async function generateScaleData(options: {
  url: string;
  organizations: number;
  pages: number;
  log?: (message: string) => void;
}): Promise<{ organizations: number; pages: number; created: boolean; seconds: number }> {
  const { url, organizations: count, pages } = options;
  const log = options.log ?? (() => {});
  const started = performance.now();
  await ensureDatabase(url);
  const database = openDatabase({ url, max: 1 });
  await database.migrate();
  await database.close();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await sql<{ n: number }[]>`
      select count(*)::int as n from organizations where name like 'Scale %'`;
    if (existing!.n === count) {
      log(`scale data present (${count} organizations)`);
      return { organizations: count, pages, created: false, seconds: 0 };
    }
    log(`generating ${count} organizations × ${pages} pages`);
    await sql.begin(async (tx) => {
      await tx`delete from organizations where name like 'Scale %'`;
      await tx`
        insert into organizations (name, type, settings)
        select 'Scale ' || g, 'services', jsonb_build_object(
          'language', 'en', 'supported_locales', jsonb_build_array('en', 'es'), 'with_language_switch', true,
          'site', 'Scale Site ' || g, 'primary_color', 'emerald', 'primary_shade', 600,
          'require_email_verification', false)
        from generate_series(1, ${count}::int) g`;
      // n = the organization's number (its name), o = its id.
      await tx`
        create temporary table scale_orgs on commit drop as
        select id as o, substr(name, 7)::int as n from organizations where name like 'Scale %'`;
      await tx`
        insert into domains (host, organization_id, is_primary)
        select 's' || n || '.scale.localhost', o, true from scale_orgs`;
      // Page p: /home for p = 1, /page-p otherwise; pages 2… also have a page record (title, description).
      await tx`
        create temporary table scale_pages on commit drop as
        select o, n, p, case when p = 1 then '/home' else '/page-' || p end as url_page
        from scale_orgs, generate_series(1, ${pages}::int) p`;
      await tx`
        insert into blog_posts (organization_id, slug, title, title_translation, description, description_translation, content)
        select o, 'page-' || p, 'Page ' || p || ' of site ' || n, jsonb_build_object('es', 'Página ' || p || ' del sitio ' || n),
          'What page ' || p || ' is about.', jsonb_build_object('es', 'De qué trata la página ' || p || '.'), null
        from scale_pages where p > 1`;
      await tx`
        insert into heading_sections (organization_id, url_page, "order", name, name_translation, name_part_2,
          name_part_2_translation, description_text, description_text_translation, button_text, button_text_translation, url)
        select o, url_page, 0, 'Site ' || n || ', page ' || p, jsonb_build_object('es', 'Sitio ' || n || ', página ' || p),
          'made simple', jsonb_build_object('es', 'hecho simple'),
          '<p>Everything about page ' || p || ' of site ' || n || ', in a few clear words.</p>',
          jsonb_build_object('es', '<p>Todo sobre la página ' || p || ' del sitio ' || n || ', en pocas palabras.</p>'),
          'Contact us', jsonb_build_object('es', 'Contáctenos'), 'contact'
        from scale_pages`;
      await tx`
        insert into template_sections (organization_id, url_page, "order", section_title, section_title_translation,
          section_description, section_description_translation, section_type, grid_columns)
        select o, url_page, 1, 'What we do on page ' || p, jsonb_build_object('es', 'Lo que hacemos en la página ' || p),
          '<p>Three things site ' || n || ' does well.</p>', jsonb_build_object('es', '<p>Tres cosas que el sitio ' || n || ' hace bien.</p>'),
          'general', 3
        from scale_pages`;
      await tx`
        insert into metrics (organization_id, title, title_translation, description, description_translation)
        select s.organization_id, 'Point ' || m || ' of section ' || s.id,
          jsonb_build_object('es', 'Punto ' || m || ' de la sección ' || s.id),
          '<p>A short explanation of point ' || m || ', with enough words to look like a real card.</p>',
          jsonb_build_object('es', '<p>Una breve explicación del punto ' || m || ', con palabras suficientes.</p>')
        from template_sections s join scale_orgs on s.organization_id = o, generate_series(1, 3) m
        order by s.id, m`;
      // Metrics were inserted in section order, three each: the k-th metric of an organization goes
      // to its ((k - 1) / 3)-th section.
      await tx`
        insert into template_section_metrics (organization_id, section_id, metric_id, "order")
        select m.organization_id, s.id, m.id, (m.k - 1) % 3
        from (select id, organization_id, row_number() over (partition by organization_id order by id) as k
              from metrics where organization_id in (select o from scale_orgs)) m
        join (select id, organization_id, row_number() over (partition by organization_id order by id) as k
              from template_sections where organization_id in (select o from scale_orgs)) s
          on s.organization_id = m.organization_id and s.k = (m.k - 1) / 3 + 1`;
      await tx`
        insert into blog_posts (organization_id, slug, title, title_translation, description, description_translation,
          content, content_translation, display_as_blog_post, author_name, created_on)
        select o, 'post-' || q, 'News ' || q || ' from site ' || n, jsonb_build_object('es', 'Noticia ' || q || ' del sitio ' || n),
          'A short summary of news ' || q || '.', jsonb_build_object('es', 'Un breve resumen de la noticia ' || q || '.'),
          '<p>' || repeat('The body of a post, long enough to be read for a minute. ', 20) || '</p>',
          jsonb_build_object('es', '<p>' || repeat('El cuerpo de una entrada, lo bastante largo. ', 20) || '</p>'),
          true, 'Editor ' || n, now() - make_interval(days => q)
        from scale_orgs, generate_series(1, 10) q`;
      await tx`
        insert into menu_items (organization_id, display_name, display_name_translation, url_name, "order", is_displayed_on_footer)
        select o, 'Page ' || (i + 1), jsonb_build_object('es', 'Página ' || (i + 1)), 'page-' || (i + 1), i * 10, i <= 2
        from scale_orgs, generate_series(1, 5) i`;
    });
    await sql`analyze`;
    const seconds = (performance.now() - started) / 1000;
    log(`scale data generated in ${seconds.toFixed(1)} s`);
    return { organizations: count, pages, created: true, seconds };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The addresses one organization serves: its pages and blog in both languages (Spanish under /es). */
export function scalePaths(pages: number): string[] {
  const paths: string[] = [];
  for (let p = 1; p <= pages; p++) {
    const path = p === 1 ? "/" : `/page-${p}`;
    paths.push(path, p === 1 ? "/es" : `/es${path}`);
  }
  paths.push("/blog", "/es/blog", "/post-1", "/es/post-1");
  return paths;
}
