/** Texts of the slider controls in the languages sites offer by default; others read English. */
export type SliderLabels = {
  carousel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "3 of 5" */
  position: (current: number, total: number) => string;
};

const LABELS: Record<string, SliderLabels> = {
  en: {
    carousel: "Slides",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause automatic slide show",
    play: "Start automatic slide show",
    position: (c, t) => `${c} of ${t}`,
  },
  es: {
    carousel: "Diapositivas",
    previous: "Diapositiva anterior",
    next: "Diapositiva siguiente",
    pause: "Pausar el pase automático",
    play: "Iniciar el pase automático",
    position: (c, t) => `${c} de ${t}`,
  },
  fr: {
    carousel: "Diapositives",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    pause: "Mettre en pause le défilement automatique",
    play: "Lancer le défilement automatique",
    position: (c, t) => `${c} sur ${t}`,
  },
  de: {
    carousel: "Folien",
    previous: "Vorherige Folie",
    next: "Nächste Folie",
    pause: "Automatischen Wechsel anhalten",
    play: "Automatischen Wechsel starten",
    position: (c, t) => `${c} von ${t}`,
  },
  it: {
    carousel: "Diapositive",
    previous: "Diapositiva precedente",
    next: "Diapositiva successiva",
    pause: "Metti in pausa lo scorrimento automatico",
    play: "Avvia lo scorrimento automatico",
    position: (c, t) => `${c} di ${t}`,
  },
  pt: {
    carousel: "Slides",
    previous: "Slide anterior",
    next: "Próximo slide",
    pause: "Pausar a apresentação automática",
    play: "Iniciar a apresentação automática",
    position: (c, t) => `${c} de ${t}`,
  },
  ru: {
    carousel: "Слайды",
    previous: "Предыдущий слайд",
    next: "Следующий слайд",
    pause: "Остановить автопрокрутку",
    play: "Запустить автопрокрутку",
    position: (c, t) => `${c} из ${t}`,
  },
  pl: {
    carousel: "Slajdy",
    previous: "Poprzedni slajd",
    next: "Następny slajd",
    pause: "Wstrzymaj automatyczny pokaz",
    play: "Uruchom automatyczny pokaz",
    position: (c, t) => `${c} z ${t}`,
  },
  zh: {
    carousel: "幻灯片",
    previous: "上一张",
    next: "下一张",
    pause: "暂停自动播放",
    play: "开始自动播放",
    position: (c, t) => `第 ${c} 张，共 ${t} 张`,
  },
  ja: {
    carousel: "スライド",
    previous: "前のスライド",
    next: "次のスライド",
    pause: "自動再生を一時停止",
    play: "自動再生を開始",
    position: (c, t) => `${c} / ${t}`,
  },
};

export function sliderLabels(locale: string | null | undefined): SliderLabels {
  return LABELS[locale ?? "en"] ?? LABELS.en!;
}
