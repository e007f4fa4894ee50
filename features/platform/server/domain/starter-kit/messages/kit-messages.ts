/**
 * The texts of the starter kit (decision 059), one table per UI language. `{name}` is the site's
 * name, `{email}` its contact address; nothing else is filled in. Rich texts are small HTML the
 * sanitiser keeps (p, h2, ul/ol, li, a, strong).
 */
export type Card = { title: string; text: string };
export type Article = { title: string; description: string; content: string };

/** Business types are written for in four groups (business-types.ts). */
export type GroupTexts = {
  /** The hero's first and second line. */
  headline: string;
  headline2: string;
  /** The hero's paragraph (plain text; the kit wraps it in <p>). */
  lead: string;
  /** Three things the business offers (home, services page). */
  services: [Card, Card, Card];
};

export type KitMessages = {
  menu: {
    services: string;
    about: string;
    blog: string;
    help: string;
    contact: string;
    book: string;
    privacy: string;
    cookies: string;
  };
  groups: { professional: GroupTexts; care: GroupTexts; digital: GroupTexts; local: GroupTexts };
  home: {
    cta: string;
    offerTitle: string;
    offerLead: string;
    stepsTitle: string;
    steps: [Card, Card, Card];
    blogTitle: string;
  };
  services: { title: string; description: string; heading: string; text: string; sectionTitle: string; cta: string };
  about: {
    title: string;
    description: string;
    heading: string;
    text: string;
    valuesTitle: string;
    values: [Card, Card, Card];
  };
  contact: {
    title: string;
    description: string;
    heading: string;
    text: string;
    waysTitle: string;
    ways: [Card, Card, Card];
  };
  post: Article;
  privacy: { title: string; content: string };
  cookiePolicy: { title: string; content: string };
  help: { setTitle: string; faqs: [Card, Card, Card, Card]; articles: [Article, Article, Article] };
  meeting: { name: string; description: string };
  cookieList: {
    essential: Card;
    session: Card;
    preferences: Card;
    analytics: Card;
    siteAnalytics: Card;
    marketing: Card;
    campaigns: Card;
  };
};
