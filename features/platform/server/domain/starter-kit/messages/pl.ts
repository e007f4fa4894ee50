import type { KitMessages } from "./kit-messages.ts";

export const pl: KitMessages = {
  menu: {
    services: "Usługi",
    about: "O nas",
    blog: "Blog",
    help: "Pomoc",
    contact: "Kontakt",
    book: "Umów rozmowę",
    privacy: "Polityka prywatności",
    cookies: "Polityka cookies",
  },
  groups: {
    professional: {
      headline: "Fachowa porada,",
      headline2: "jasno wyjaśniona.",
      lead: "{name} pomaga podejmować decyzje z pewnością – dzięki radom, które łatwo zrozumieć i wdrożyć.",
      services: [
        {
          title: "Pierwsza konsultacja",
          text: "Słuchamy, zadajemy właściwe pytania i szczerze mówimy, jak możemy pomóc.",
        },
        { title: "Porada na miarę", text: "Jasna rekomendacja dla Twojej sytuacji i spisane kolejne kroki." },
        { title: "Stałe wsparcie", text: "Jesteśmy obok, gdy wprowadzasz plan w życie." },
      ],
    },
    care: {
      headline: "Opieka, w której",
      headline2: "liczysz się Ty.",
      lead: "{name} poświęca czas, by zrozumieć Twoje potrzeby, i dba o Ciebie od pierwszej wizyty.",
      services: [
        { title: "Konsultacje", text: "Spokojna pierwsza wizyta, by poznać Twoje potrzeby." },
        { title: "Zabiegi", text: "Opieka zaplanowana dla Ciebie i wyjaśniona przed rozpoczęciem." },
        { title: "Kontrola", text: "Odezwiemy się później i dopasujemy to, co trzeba." },
      ],
    },
    digital: {
      headline: "Technologia,",
      headline2: "która po prostu działa.",
      lead: "{name} tworzy i utrzymuje niezawodne narzędzia cyfrowe, byś mógł skupić się na swoim biznesie.",
      services: [
        { title: "Planowanie", text: "Zamieniamy Twoje cele w jasny plan z budżetem i harmonogramem." },
        { title: "Wdrożenie", text: "Staranna praca małymi krokami, z widocznym efektem co tydzień." },
        { title: "Wsparcie", text: "Monitorowanie, aktualizacje i prawdziwy człowiek, gdy potrzebujesz pomocy." },
      ],
    },
    local: {
      headline: "Dobra obsługa,",
      headline2: "blisko Ciebie.",
      lead: "{name} oferuje życzliwą i rzetelną obsługę, z jasnymi cenami i bez niespodzianek.",
      services: [
        { title: "Doradztwo", text: "Powiedz, czego potrzebujesz, a zaproponujemy najlepsze rozwiązanie." },
        { title: "Solidna robota", text: "Starannie, na czas i w obiecanej jakości." },
        { title: "Opieka po usłudze", text: "Jesteśmy do dyspozycji także po zakończeniu pracy." },
      ],
    },
  },
  home: {
    cta: "Skontaktuj się",
    offerTitle: "Co oferujemy",
    offerLead: "Trzy sposoby, w jakie {name} może Ci pomóc.",
    stepsTitle: "Jak to działa",
    steps: [
      { title: "Powiedz, czego potrzebujesz", text: "Napisz do nas lub umów krótką rozmowę w dogodnym terminie." },
      { title: "Otrzymaj jasną ofertę", text: "Prosty plan: co zrobimy i ile to kosztuje." },
      { title: "Bierzemy się do pracy", text: "Informujemy Cię na każdym etapie, aż do końca." },
    ],
    blogTitle: "Z naszego bloga",
  },
  services: {
    title: "Usługi",
    description: "Co oferuje {name} i jak z Tobą pracujemy.",
    heading: "Nasze usługi",
    text: "<p>Każdy klient jest inny. Oto, co {name} może dla Ciebie zrobić; zapytaj nas o wszystko, czego nie ma na liście.</p>",
    sectionTitle: "W czym możemy pomóc",
    cta: "Zadaj pytanie",
  },
  about: {
    title: "O nas",
    description: "Kim jesteśmy w {name} i co jest dla nas ważne.",
    heading: "O {name}",
    text: "<p>{name} powstała, by oferować obsługę, jakiej sami byśmy chcieli: uczciwą, staranną i łatwo dostępną.</p>",
    valuesTitle: "Nasze wartości",
    values: [
      { title: "Uczciwość", text: "Mówimy, co możemy zrobić, czego nie i ile to będzie kosztować." },
      { title: "Troska", text: "Każdą prośbę traktujemy jak własną." },
      { title: "Rzetelność", text: "Robimy to, co obiecaliśmy, i wtedy, kiedy obiecaliśmy." },
    ],
  },
  contact: {
    title: "Kontakt",
    description: "Napisz do {name} lub umów rozmowę: odpowiadamy na każdą wiadomość w ciągu jednego dnia roboczego.",
    heading: "Porozmawiajmy.",
    text: '<p>Napisz na <a href="mailto:{email}">{email}</a> lub umów rozmowę w dogodnym terminie. Odpowiadamy w ciągu jednego dnia roboczego.</p>',
    waysTitle: "Jak się z nami skontaktować",
    ways: [
      { title: "E-mail", text: "Napisz do nas o dowolnej porze; odpowiadamy w dni robocze." },
      { title: "Umów rozmowę", text: "Wybierz wolny termin w naszym kalendarzu, od poniedziałku do piątku." },
      { title: "Centrum pomocy", text: "Odpowiedzi na najczęstsze pytania, w dzień i w nocy." },
    ],
  },
  post: {
    title: "Witamy na naszej nowej stronie",
    description: "{name} ma nowy dom w sieci. Oto, co tu znajdziesz.",
    content:
      "<p>Witamy na nowej stronie {name}. Stworzyliśmy ją, aby łatwiej było Ci znaleźć to, czego szukasz, i skontaktować się z nami.</p><h2>Co tu znajdziesz</h2><ul><li>Nasze usługi i sposób pracy.</li><li>Centrum pomocy z odpowiedziami na częste pytania.</li><li>Kalendarz, w którym umówisz z nami rozmowę.</li></ul><p>Na tym blogu będziemy dzielić się nowościami i praktycznymi wskazówkami. Dziękujemy za odwiedziny!</p>",
  },
  privacy: {
    title: "Polityka prywatności",
    content:
      '<p>Ta polityka wyjaśnia, jak {name} przetwarza Twoje dane osobowe, gdy korzystasz z tej strony.</p><h2>Jakie dane zbieramy</h2><p>Zbieramy dane, które nam podajesz, gdy do nas piszesz, umawiasz spotkanie lub zakładasz konto: zwykle imię i nazwisko, adres e-mail i treść wiadomości.</p><h2>Do czego ich używamy</h2><p>Używamy danych wyłącznie, by Ci odpowiedzieć, świadczyć zamówioną usługę i dbać o bezpieczeństwo strony. Nie sprzedajemy Twoich danych.</p><h2>Jak długo je przechowujemy</h2><p>Przechowujemy dane tylko tak długo, jak to potrzebne do tych celów lub wymagane prawem.</p><h2>Twoje prawa</h2><p>W każdej chwili możesz poprosić o wgląd, poprawienie lub usunięcie swoich danych. Napisz na <a href="mailto:{email}">{email}</a>.</p>',
  },
  cookiePolicy: {
    title: "Polityka cookies",
    content:
      "<p>Ta strona używa plików cookies i podobnych technologii. Ta polityka wyjaśnia, jakich i dlaczego.</p><h2>Niezbędne cookies</h2><p>Utrzymują zalogowanie, chronią formularze i zapamiętują Twoje wybory. Bez nich strona nie działa.</p><h2>Statystyka i marketing</h2><p>Są używane tylko za Twoją zgodą. Wybór możesz w każdej chwili zmienić w ustawieniach cookies.</p><h2>Pytania</h2><p>Jeśli masz pytania dotyczące cookies, skontaktuj się z {name} przez stronę kontaktową.</p>",
  },
  help: {
    setTitle: "Pierwsze kroki",
    faqs: [
      {
        title: "Jak mogę się z Wami skontaktować?",
        text: "Napisz na {email} lub skorzystaj ze strony kontaktowej. Odpowiadamy w ciągu jednego dnia roboczego.",
      },
      {
        title: "Jak umówić rozmowę?",
        text: "Otwórz stronę rezerwacji i wybierz wolny termin, od poniedziałku do piątku.",
      },
      {
        title: "Czy mogę zmienić lub odwołać rezerwację?",
        text: "Tak. Użyj linku z e-maila z potwierdzeniem, aby ją przesunąć lub odwołać.",
      },
      {
        title: "Jak traktujecie moje dane?",
        text: "Tylko po to, by odpowiedzieć i świadczyć usługę. Szczegóły opisuje nasza polityka prywatności.",
      },
    ],
    articles: [
      {
        title: "Jak się z nami skontaktować",
        description: "Najszybsze sposoby kontaktu z {name}.",
        content:
          "<p>Z {name} skontaktujesz się e-mailem pod adresem {email} lub przez stronę kontaktową. Odpowiadamy na każdą wiadomość w ciągu jednego dnia roboczego.</p><p>Na dłuższą rozmowę umów się w naszym kalendarzu.</p>",
      },
      {
        title: "Umawianie rozmowy",
        description: "Wybierz termin, potwierdź i gotowe.",
        content:
          "<p>Otwórz stronę rezerwacji, wybierz wolny termin od poniedziałku do piątku i podaj swoje imię oraz adres e-mail.</p><p>Otrzymasz potwierdzenie e-mailem, z linkiem do przesunięcia lub odwołania rozmowy.</p>",
      },
      {
        title: "Twoje dane i prywatność",
        description: "Co o Tobie przechowujemy i jak poprosić o usunięcie.",
        content:
          "<p>Przechowujemy tylko to, co potrzebne, by Ci odpowiedzieć i świadczyć usługę. W każdej chwili możesz poprosić o wgląd, poprawienie lub usunięcie swoich danych.</p><p>Wszystkie szczegóły znajdziesz w polityce prywatności.</p>",
      },
    ],
  },
  meeting: {
    name: "Rozmowa wstępna",
    description: "Trzydzieści minut, by powiedzieć nam, czego potrzebujesz, i dowiedzieć się, jak możemy pomóc.",
  },
  cookieList: {
    essential: {
      title: "Niezbędne",
      text: "Potrzebne do działania strony: logowanie, bezpieczeństwo i Twoje wybory. Zawsze włączone.",
    },
    session: { title: "Sesja i bezpieczeństwo", text: "Utrzymuje zalogowanie i chroni formularze." },
    preferences: { title: "Preferencje", text: "Zapamiętuje Twój język i wybory dotyczące cookies." },
    analytics: { title: "Statystyka", text: "Pomaga nam zrozumieć, które strony są przydatne." },
    siteAnalytics: { title: "Statystyki strony", text: "Liczy odwiedziny bez identyfikowania Cię." },
    marketing: { title: "Marketing", text: "Mierzy nasze kampanie i pokazuje Ci trafne oferty." },
    campaigns: { title: "Śledzenie kampanii", text: "Mówi nam, który newsletter lub reklama Cię tu przyprowadziły." },
  },
};
