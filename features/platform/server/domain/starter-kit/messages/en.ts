import type { KitMessages } from "./kit-messages.ts";

export const en: KitMessages = {
  menu: {
    services: "Services",
    about: "About",
    blog: "Blog",
    help: "Help",
    contact: "Contact",
    book: "Book a call",
    privacy: "Privacy Policy",
    cookies: "Cookie Policy",
  },
  groups: {
    professional: {
      headline: "Expert advice,",
      headline2: "clearly explained.",
      lead: "{name} helps you make confident decisions, with advice you can understand and act on.",
      services: [
        {
          title: "First consultation",
          text: "We listen, ask the right questions and tell you honestly how we can help.",
        },
        {
          title: "Tailored advice",
          text: "A clear recommendation for your situation, with the next steps written down.",
        },
        { title: "Ongoing support", text: "We stay at your side while you put the plan into practice." },
      ],
    },
    care: {
      headline: "Care that",
      headline2: "puts you first.",
      lead: "{name} takes the time to understand what you need, and looks after you from the first visit.",
      services: [
        { title: "Consultations", text: "An unhurried first appointment to understand your needs." },
        { title: "Treatments", text: "Care planned around you, explained before we begin." },
        { title: "Follow-up", text: "We check in afterwards and adjust whatever needs adjusting." },
      ],
    },
    digital: {
      headline: "Technology",
      headline2: "that simply works.",
      lead: "{name} builds and runs reliable digital tools, so you can focus on your business.",
      services: [
        { title: "Planning", text: "We turn your goals into a clear plan, a budget and a schedule." },
        { title: "Building", text: "Careful work in short steps, with something to see every week." },
        { title: "Support", text: "Monitoring, updates and a real person when you need help." },
      ],
    },
    local: {
      headline: "Good service,",
      headline2: "close to you.",
      lead: "{name} offers friendly, reliable service, with clear prices and no surprises.",
      services: [
        { title: "Advice", text: "Tell us what you need and we suggest the best way to do it." },
        { title: "Quality work", text: "Done carefully, on time and to the standard we promised." },
        { title: "After care", text: "We are still here after the job is done, if anything comes up." },
      ],
    },
  },
  home: {
    cta: "Get in touch",
    offerTitle: "What we offer",
    offerLead: "Three ways {name} can help you.",
    stepsTitle: "How it works",
    steps: [
      { title: "Tell us what you need", text: "Write to us or book a short call at a time that suits you." },
      { title: "Get a clear proposal", text: "You receive a simple plan with what we will do and what it costs." },
      { title: "We get to work", text: "We keep you informed at every step until the job is done." },
    ],
    blogTitle: "From our blog",
  },
  services: {
    title: "Services",
    description: "What {name} offers, and how we work with you.",
    heading: "Our services",
    text: "<p>Every client is different. Here is what {name} can do for you; ask us about anything that is not on the list.</p>",
    sectionTitle: "What we can do for you",
    cta: "Ask us a question",
  },
  about: {
    title: "About us",
    description: "Who we are at {name}, and what we care about.",
    heading: "About {name}",
    text: "<p>{name} was founded to offer a service we would want for ourselves: honest, careful and easy to reach.</p>",
    valuesTitle: "What we value",
    values: [
      { title: "Honesty", text: "We say what we can do, what we cannot, and what it will cost." },
      { title: "Care", text: "We treat every request as if it were our own." },
      { title: "Reliability", text: "We do what we promised, when we promised it." },
    ],
  },
  contact: {
    title: "Contact",
    description: "Write to {name} or book a call: we answer every message within one working day.",
    heading: "Let’s talk.",
    text: '<p>Write to <a href="mailto:{email}">{email}</a>, or book a call at a time that suits you. We answer within one working day.</p>',
    waysTitle: "Ways to reach us",
    ways: [
      { title: "E-mail", text: "Send us a message at any time; we reply on working days." },
      { title: "Book a call", text: "Choose a free slot in our calendar, Monday to Friday." },
      { title: "Help center", text: "Answers to the most common questions, available day and night." },
    ],
  },
  post: {
    title: "Welcome to our new website",
    description: "{name} has a new home on the web. Here is what you will find on it.",
    content:
      "<p>Welcome to the new website of {name}. We built it to make it easier for you to find what you need and to reach us.</p><h2>What you will find here</h2><ul><li>Our services, and how we work.</li><li>A help center with answers to common questions.</li><li>A calendar where you can book a call with us.</li></ul><p>We will share news and practical tips on this blog. Thank you for visiting!</p>",
  },
  privacy: {
    title: "Privacy Policy",
    content:
      '<p>This policy explains how {name} handles your personal data when you use this website.</p><h2>What we collect</h2><p>We collect the data you give us when you write to us, book a meeting or create an account: usually your name, your e-mail address and your message.</p><h2>Why we use it</h2><p>We use your data only to answer you, to provide the service you asked for and to keep this website secure. We do not sell your data.</p><h2>How long we keep it</h2><p>We keep your data only as long as we need it for these purposes or as the law requires.</p><h2>Your rights</h2><p>You may ask to see, correct or delete your data at any time. Write to <a href="mailto:{email}">{email}</a>.</p>',
  },
  cookiePolicy: {
    title: "Cookie Policy",
    content:
      "<p>This website uses cookies and similar technologies. This policy explains which ones and why.</p><h2>Essential cookies</h2><p>They keep you signed in, protect forms and remember your choices. The website cannot work without them.</p><h2>Analytics and marketing</h2><p>These are used only if you agree. You can change your choice at any time in the cookie settings.</p><h2>Questions</h2><p>If you have a question about cookies, contact {name} through the contact page.</p>",
  },
  help: {
    setTitle: "Getting started",
    faqs: [
      {
        title: "How can I contact you?",
        text: "Write to {email} or use the contact page. We answer within one working day.",
      },
      { title: "How do I book a call?", text: "Open the booking page and choose a free time, Monday to Friday." },
      {
        title: "Can I change or cancel a booking?",
        text: "Yes. Use the link in your confirmation e-mail to move or cancel it.",
      },
      {
        title: "How do you handle my data?",
        text: "Only to answer you and provide our service. Our privacy policy explains the details.",
      },
    ],
    articles: [
      {
        title: "How to get in touch",
        description: "The quickest ways to reach {name}.",
        content:
          "<p>You can reach {name} by e-mail at {email} or through the contact page. We answer every message within one working day.</p><p>For a longer conversation, book a call in our calendar.</p>",
      },
      {
        title: "Booking a call",
        description: "Choose a time, confirm, and you are done.",
        content:
          "<p>Open the booking page, choose a free time from Monday to Friday and enter your name and e-mail address.</p><p>You receive a confirmation by e-mail, with a link to move or cancel the call.</p>",
      },
      {
        title: "Your data and privacy",
        description: "What we keep about you, and how to ask us to delete it.",
        content:
          "<p>We keep only what we need to answer you and to provide our service. You can ask us to show, correct or delete your data at any time.</p><p>The privacy policy gives the full details.</p>",
      },
    ],
  },
  meeting: {
    name: "Introductory call",
    description: "Thirty minutes to tell us what you need and find out how we can help.",
  },
  cookieList: {
    essential: {
      title: "Essential",
      text: "Needed for the site to work: sign-in, security and your choices. Always on.",
    },
    session: { title: "Session and security", text: "Keeps you signed in and protects forms." },
    preferences: { title: "Preferences", text: "Remembers your language and cookie choices." },
    analytics: { title: "Analytics", text: "Helps us understand which pages are useful." },
    siteAnalytics: { title: "Site analytics", text: "Counts visits without identifying you." },
    marketing: { title: "Marketing", text: "Measures our campaigns and shows you relevant offers." },
    campaigns: { title: "Campaign tracking", text: "Tells us which newsletter or advert brought you here." },
  },
};
