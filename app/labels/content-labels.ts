import type { Locale } from "../../shared/i18n/locales.ts";
import { UI_LOCALES, type UiLocale } from "./business-labels.ts";

/**
 * Texts of the blog, post and policy pages in the ten UI languages (spec public-site §2). Loaders
 * hand the page's language to the component as data, so visitors download no translation tables.
 */
export type ContentLabels = {
  by: string;
  published: string;
  readMore: string;
  noPosts: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** `{page}` and `{total}` are replaced. */
  pageOf: string;
  inThisSet: string;
  previousArticle: string;
  nextArticle: string;
  privacyPolicy: string;
  cookiePolicy: string;
  lastUpdated: string;
};

const LABELS: Record<UiLocale, ContentLabels> = {
  en: {
    by: "By",
    published: "Published",
    readMore: "Read more",
    noPosts: "No posts yet.",
    pagination: "Pagination",
    previousPage: "Previous page",
    nextPage: "Next page",
    pageOf: "Page {page} of {total}",
    inThisSet: "In this set",
    previousArticle: "Previous",
    nextArticle: "Next",
    privacyPolicy: "Privacy Policy",
    cookiePolicy: "Cookie Policy",
    lastUpdated: "Last updated",
  },
  es: {
    by: "Por",
    published: "Publicado",
    readMore: "Leer más",
    noPosts: "Todavía no hay publicaciones.",
    pagination: "Paginación",
    previousPage: "Página anterior",
    nextPage: "Página siguiente",
    pageOf: "Página {page} de {total}",
    inThisSet: "En esta serie",
    previousArticle: "Anterior",
    nextArticle: "Siguiente",
    privacyPolicy: "Política de privacidad",
    cookiePolicy: "Política de cookies",
    lastUpdated: "Última actualización",
  },
  fr: {
    by: "Par",
    published: "Publié le",
    readMore: "Lire la suite",
    noPosts: "Aucun article pour le moment.",
    pagination: "Pagination",
    previousPage: "Page précédente",
    nextPage: "Page suivante",
    pageOf: "Page {page} sur {total}",
    inThisSet: "Dans cette série",
    previousArticle: "Précédent",
    nextArticle: "Suivant",
    privacyPolicy: "Politique de confidentialité",
    cookiePolicy: "Politique relative aux cookies",
    lastUpdated: "Dernière mise à jour",
  },
  de: {
    by: "Von",
    published: "Veröffentlicht",
    readMore: "Weiterlesen",
    noPosts: "Noch keine Beiträge.",
    pagination: "Seitennavigation",
    previousPage: "Vorherige Seite",
    nextPage: "Nächste Seite",
    pageOf: "Seite {page} von {total}",
    inThisSet: "In dieser Reihe",
    previousArticle: "Zurück",
    nextArticle: "Weiter",
    privacyPolicy: "Datenschutzerklärung",
    cookiePolicy: "Cookie-Richtlinie",
    lastUpdated: "Zuletzt aktualisiert",
  },
  ru: {
    by: "Автор:",
    published: "Опубликовано",
    readMore: "Читать далее",
    noPosts: "Публикаций пока нет.",
    pagination: "Нумерация страниц",
    previousPage: "Предыдущая страница",
    nextPage: "Следующая страница",
    pageOf: "Страница {page} из {total}",
    inThisSet: "В этой серии",
    previousArticle: "Назад",
    nextArticle: "Далее",
    privacyPolicy: "Политика конфиденциальности",
    cookiePolicy: "Политика использования cookie",
    lastUpdated: "Последнее обновление",
  },
  it: {
    by: "Di",
    published: "Pubblicato",
    readMore: "Continua a leggere",
    noPosts: "Ancora nessun articolo.",
    pagination: "Paginazione",
    previousPage: "Pagina precedente",
    nextPage: "Pagina successiva",
    pageOf: "Pagina {page} di {total}",
    inThisSet: "In questa serie",
    previousArticle: "Precedente",
    nextArticle: "Successivo",
    privacyPolicy: "Informativa sulla privacy",
    cookiePolicy: "Informativa sui cookie",
    lastUpdated: "Ultimo aggiornamento",
  },
  pt: {
    by: "Por",
    published: "Publicado",
    readMore: "Ler mais",
    noPosts: "Ainda não há publicações.",
    pagination: "Paginação",
    previousPage: "Página anterior",
    nextPage: "Página seguinte",
    pageOf: "Página {page} de {total}",
    inThisSet: "Nesta série",
    previousArticle: "Anterior",
    nextArticle: "Seguinte",
    privacyPolicy: "Política de privacidade",
    cookiePolicy: "Política de cookies",
    lastUpdated: "Última atualização",
  },
  pl: {
    by: "Autor:",
    published: "Opublikowano",
    readMore: "Czytaj dalej",
    noPosts: "Nie ma jeszcze wpisów.",
    pagination: "Paginacja",
    previousPage: "Poprzednia strona",
    nextPage: "Następna strona",
    pageOf: "Strona {page} z {total}",
    inThisSet: "W tej serii",
    previousArticle: "Poprzedni",
    nextArticle: "Następny",
    privacyPolicy: "Polityka prywatności",
    cookiePolicy: "Polityka plików cookie",
    lastUpdated: "Ostatnia aktualizacja",
  },
  zh: {
    by: "作者：",
    published: "发布于",
    readMore: "阅读全文",
    noPosts: "暂无文章。",
    pagination: "分页",
    previousPage: "上一页",
    nextPage: "下一页",
    pageOf: "第 {page} 页，共 {total} 页",
    inThisSet: "本系列文章",
    previousArticle: "上一篇",
    nextArticle: "下一篇",
    privacyPolicy: "隐私政策",
    cookiePolicy: "Cookie 政策",
    lastUpdated: "最后更新",
  },
  ja: {
    by: "著者：",
    published: "公開日",
    readMore: "続きを読む",
    noPosts: "まだ記事はありません。",
    pagination: "ページ送り",
    previousPage: "前のページ",
    nextPage: "次のページ",
    pageOf: "{total} ページ中 {page} ページ目",
    inThisSet: "このシリーズ",
    previousArticle: "前へ",
    nextArticle: "次へ",
    privacyPolicy: "プライバシーポリシー",
    cookiePolicy: "クッキーポリシー",
    lastUpdated: "最終更新日",
  },
};

export function contentLabels(locale: Locale | string): ContentLabels {
  return (UI_LOCALES as readonly string[]).includes(locale) ? LABELS[locale as UiLocale] : LABELS.en;
}

/** One formatter per language: building an `Intl.DateTimeFormat` costs far more than using one. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as the page's language writes it, in UTC so server and browser agree. */
export function formatDate(iso: string, locale: Locale | string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    if (dateFormats.size >= 64) dateFormats.clear();
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
