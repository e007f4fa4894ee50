import { useEffect, useRef, useState } from "react";
import type { HeroAnimation as AnimationName } from "../../../shared/rules/hero.ts";

/**
 * The hero's animated backgrounds (spec editing-tools §2.9), each with fixed presets. Loaded as its
 * own chunk only on pages whose hero uses one. With `prefers-reduced-motion: reduce` each draws one
 * still frame and never animates; off screen or in a hidden tab the loop stops; otherwise a canvas
 * is drawn at most 20 times a second (a third of the work of every frame, the same picture).
 */
export const PRESETS = {
  DotGrid: { dotSize: 40, gap: 28, baseColor: [224, 231, 255], activeColor: [129, 140, 248], proximity: 160 },
  LetterGlitch: {
    glitchColors: ["#2b4539", "#61dca3", "#61b3dc"],
    glitchSpeed: 50,
    fontSize: 16,
    opacity: 0.22,
    characters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ!@#$&*()-_+=/[]{};:<>,0123456789",
  },
  MagicBento: { cards: 6, glowColor: "132, 0, 255", spotlightRadius: 300 },
} as const;

export default function HeroAnimation({ name }: { name: AnimationName }) {
  if (name === "MagicBento") return <MagicBento />;
  return <CanvasAnimation name={name} />;
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

type Painter = {
  /**
   * The fewest milliseconds between two frames: both pictures change slowly (a breathing wave, letters
   * swapped every 50 ms), so 20 frames a second look the same as 60 for a third of the work. A
   * pointer move is drawn at the next frame whatever this says.
   */
  frameMs: number;
  resize(width: number, height: number): void;
  /** Draws one frame at `time` ms. */
  draw(time: number): void;
};

function CanvasAnimation({ name }: { name: "DotGrid" | "LetterGlitch" }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reduced = useReducedMotion();

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const pointer = { x: -1e4, y: -1e4 };
    const painter = name === "DotGrid" ? dotGrid(context, pointer) : letterGlitch(context);
    let frame = 0;
    let visible = true;
    let drawnAt = -Infinity;
    let pointerMoved = false;

    const resize = () => {
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      const { width, height } = canvas.getBoundingClientRect();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      painter.resize(width, height);
      painter.draw(performance.now());
    };
    const loop = (time: number) => {
      if (pointerMoved || time - drawnAt >= painter.frameMs) {
        painter.draw(time);
        drawnAt = time;
        pointerMoved = false;
      }
      frame = requestAnimationFrame(loop);
    };
    const start = () => {
      if (!reduced && visible && !document.hidden && frame === 0) frame = requestAnimationFrame(loop);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    const onPointer = (event: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      pointer.x = event.clientX - box.left;
      pointer.y = event.clientY - box.top;
      pointerMoved = true;
      if (reduced) painter.draw(performance.now());
    };

    resize();
    const resizeObserver = new ResizeObserver(resize);
    resizeObserver.observe(canvas);
    const intersection = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      if (visible) start();
      else stop();
    });
    intersection.observe(canvas);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pointermove", onPointer, { passive: true });
    start();
    return () => {
      stop();
      resizeObserver.disconnect();
      intersection.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pointermove", onPointer);
    };
  }, [name, reduced]);

  return <canvas ref={canvasRef} data-animation-canvas={name} className="h-full w-full" />;
}

/** Soft dots that swell and darken near the pointer and breathe slowly. */
function dotGrid(context: CanvasRenderingContext2D, pointer: { x: number; y: number }): Painter {
  const { dotSize, gap, baseColor, activeColor, proximity } = PRESETS.DotGrid;
  let width = 0;
  let height = 0;
  const mix = (t: number) =>
    `rgb(${baseColor.map((channel, i) => Math.round(channel + (activeColor[i]! - channel) * t)).join(", ")})`;
  return {
    frameMs: 50,
    resize(w, h) {
      width = w;
      height = h;
    },
    draw(time) {
      context.clearRect(0, 0, width, height);
      const step = dotSize + gap;
      const columns = Math.ceil(width / step) + 1;
      const rows = Math.ceil(height / step) + 1;
      const offsetX = (width - (columns - 1) * step) / 2;
      const offsetY = (height - (rows - 1) * step) / 2;
      for (let row = 0; row < rows; row += 1) {
        for (let column = 0; column < columns; column += 1) {
          const x = offsetX + column * step;
          const y = offsetY + row * step;
          const distance = Math.hypot(x - pointer.x, y - pointer.y);
          const near = Math.max(0, 1 - distance / proximity);
          const wave = (Math.sin(time / 1400 + (column + row) * 0.45) + 1) / 2;
          const radius = (dotSize / 2) * (0.18 + 0.12 * wave + 0.35 * near);
          context.globalAlpha = 0.55 + 0.45 * near;
          context.fillStyle = mix(Math.min(1, near + wave * 0.15));
          context.beginPath();
          context.arc(x, y, radius, 0, Math.PI * 2);
          context.fill();
        }
      }
      context.globalAlpha = 1;
    },
  };
}

/** A grid of letters, some of which change character and colour every `glitchSpeed` ms. */
function letterGlitch(context: CanvasRenderingContext2D): Painter {
  const { glitchColors, glitchSpeed, fontSize, opacity, characters } = PRESETS.LetterGlitch;
  const charWidth = fontSize * 0.625;
  const lineHeight = fontSize * 1.25;
  let width = 0;
  let height = 0;
  let letters: { char: string; color: string }[] = [];
  let columns = 0;
  let last = 0;
  const randomChar = () => characters[Math.floor(Math.random() * characters.length)]!;
  const randomColor = () => glitchColors[Math.floor(Math.random() * glitchColors.length)]!;
  return {
    frameMs: glitchSpeed,
    resize(w, h) {
      width = w;
      height = h;
      columns = Math.ceil(w / charWidth);
      const rows = Math.ceil(h / lineHeight);
      letters = Array.from({ length: columns * rows }, () => ({ char: randomChar(), color: randomColor() }));
    },
    draw(time) {
      if (time - last >= glitchSpeed) {
        last = time;
        const changes = Math.max(1, Math.floor(letters.length * 0.05));
        for (let i = 0; i < changes; i += 1) {
          const letter = letters[Math.floor(Math.random() * letters.length)];
          if (letter) {
            letter.char = randomChar();
            letter.color = randomColor();
          }
        }
      }
      context.clearRect(0, 0, width, height);
      context.globalAlpha = opacity;
      context.font = `${fontSize}px ui-monospace, monospace`;
      context.textBaseline = "top";
      letters.forEach((letter, index) => {
        context.fillStyle = letter.color;
        context.fillText(letter.char, (index % columns) * charWidth, Math.floor(index / columns) * lineHeight);
      });
      context.globalAlpha = 1;
    },
  };
}

/** Bento cards with a glow that follows the pointer; the cards float gently (CSS, motion-safe only). */
function MagicBento() {
  const ref = useRef<HTMLDivElement>(null);
  const { cards, glowColor, spotlightRadius } = PRESETS.MagicBento;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onPointer = (event: PointerEvent) => {
      const box = element.getBoundingClientRect();
      element.style.setProperty("--glow-x", `${event.clientX - box.left}px`);
      element.style.setProperty("--glow-y", `${event.clientY - box.top}px`);
    };
    window.addEventListener("pointermove", onPointer, { passive: true });
    return () => window.removeEventListener("pointermove", onPointer);
  }, []);
  const spans = ["md:col-span-2 md:row-span-2", "", "", "md:col-span-2", "", "md:row-span-2"];
  return (
    <div
      ref={ref}
      data-animation-bento
      className="grid h-full w-full grid-cols-2 gap-4 p-4 opacity-60 md:grid-cols-4 md:grid-rows-3"
      style={{
        backgroundImage: `radial-gradient(${spotlightRadius}px circle at var(--glow-x, 50%) var(--glow-y, 40%), rgba(${glowColor}, 0.14), transparent 70%)`,
      }}
    >
      {Array.from({ length: cards }, (_, index) => (
        <div
          key={index}
          className={`${spans[index] ?? ""} rounded-3xl border bg-white/40 motion-safe:animate-[hero-bento-float_9s_ease-in-out_infinite]`}
          style={{
            borderColor: `rgba(${glowColor}, 0.18)`,
            boxShadow: `0 0 40px rgba(${glowColor}, 0.08)`,
            animationDelay: `${index * -1.5}s`,
          }}
        />
      ))}
      <style>{`@keyframes hero-bento-float { 0%, 100% { transform: translateY(0) } 50% { transform: translateY(-10px) } }`}</style>
    </div>
  );
}
