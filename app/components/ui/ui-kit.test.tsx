import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button.tsx";
import { characterCount } from "./character-count.ts";
import { cn } from "./cn.ts";
import * as styles from "./styles.ts";
import { arrowKeyDelta, clampDrag, MIN_DIALOG_SIZE, resizeFrom } from "./dialog-geometry.ts";
import { Textarea } from "./textarea.tsx";
import { typedConfirmation } from "./typed-confirmation.ts";

describe("cn", () => {
  it("joins conditional classes and lets a later Tailwind class override an earlier one", () => {
    expect(cn("px-2 py-1", null, undefined, { hidden: false, "font-bold": true }, "px-4")).toBe("py-1 font-bold px-4");
  });

  it("keeps classes of different properties", () => {
    expect(cn("text-sm", "text-red-700")).toBe("text-sm text-red-700");
  });

  it("lets a caller's class override a button variant's", () => {
    expect(cn(buttonVariants({ variant: "default" }), "bg-red-500")).not.toContain("bg-gray-900");
  });
});

describe("characterCount", () => {
  it("counts the characters remaining", () => {
    expect(characterCount(40, 160)).toEqual({ remaining: 120, warning: false, text: "120 characters remaining" });
  });

  it("warns only below 10% remaining", () => {
    expect(characterCount(144, 160).warning).toBe(false); // 16 left = exactly 10%
    expect(characterCount(145, 160).warning).toBe(true); // 15 left
    expect(characterCount(90, 100).warning).toBe(false);
    expect(characterCount(91, 100).warning).toBe(true);
  });

  it("never reports a negative count", () => {
    expect(characterCount(200, 160).remaining).toBe(0);
  });
});

describe("Textarea", () => {
  it("shows the remaining characters of a controlled value, orange below 10%", () => {
    const calm = renderToString(<Textarea aria-label="Bio" value={"a".repeat(10)} maxLength={100} readOnly />);
    expect(calm).toContain("90 characters remaining");
    expect(calm).not.toContain("data-warning");
    const warned = renderToString(<Textarea aria-label="Bio" value={"a".repeat(95)} maxLength={100} readOnly />);
    expect(warned).toContain("5 characters remaining");
    expect(warned).toContain('data-warning="true"');
    expect(warned).toContain("text-orange-700");
  });

  it("ties the counter to the field for screen readers", () => {
    const html = renderToString(<Textarea aria-label="Bio" defaultValue="abc" maxLength={10} />);
    const counterId = /<p id="([^"]+)"[^>]*data-slot="character-count"/.exec(html)?.[1];
    expect(counterId).toBeTruthy();
    expect(html).toContain(`aria-describedby="${counterId}"`);
    expect(html).toContain("7 characters remaining");
  });

  it("has no counter without maxLength", () => {
    expect(renderToString(<Textarea aria-label="Bio" defaultValue="abc" />)).not.toContain("remaining");
  });
});

describe("typedConfirmation", () => {
  it("matches only the exact text", () => {
    expect(typedConfirmation("Our Team", "Our Team")).toEqual({ matches: true, error: null });
    expect(typedConfirmation("our team", "Our Team").matches).toBe(false);
    expect(typedConfirmation("Our Team ", "Our Team").matches).toBe(false);
  });

  it("says what to type on a mismatch, and nothing before typing", () => {
    expect(typedConfirmation("", "Our Team")).toEqual({ matches: false, error: null });
    expect(typedConfirmation("Our", "Our Team").error).toBe("Text doesn't match. Please type exactly: Our Team");
  });

  it("says it in the person's UI language", () => {
    expect(typedConfirmation("Our", "Our Team", { locale: "es" }).error).toBe(
      "El texto no coincide. Escriba exactamente: Our Team",
    );
    expect(typedConfirmation("Our", "Our Team", { locale: "ar" }).error).toBe(
      "النص غير مطابق. يُرجى كتابة ما يلي بالضبط: Our Team",
    );
  });
});

describe("dialog geometry", () => {
  const viewport = { width: 1000, height: 800 };
  const box = { left: 200, top: 100, width: 600, height: 500 };

  it("moves freely inside the viewport", () => {
    expect(clampDrag(box, { x: 50, y: -40 }, viewport)).toEqual({ x: 50, y: -40 });
  });

  it("keeps the title bar on screen", () => {
    expect(clampDrag(box, { x: 0, y: -500 }, viewport).y).toBe(-100); // top edge stops at 0
    expect(clampDrag(box, { x: 5000, y: 0 }, viewport).x).toBe(1000 - 48 - 200);
    expect(clampDrag(box, { x: -5000, y: 0 }, viewport).x).toBe(48 - 800);
    expect(clampDrag(box, { x: 0, y: 5000 }, viewport).y).toBe(800 - 48 - 100);
  });

  it("resizes within the minimum and the viewport", () => {
    expect(resizeFrom({ width: 600, height: 500 }, { x: 40, y: -20 }, viewport)).toEqual({ width: 640, height: 480 });
    expect(resizeFrom({ width: 600, height: 500 }, { x: -1000, y: -1000 }, viewport)).toEqual(MIN_DIALOG_SIZE);
    expect(resizeFrom({ width: 600, height: 500 }, { x: 1000, y: 1000 }, viewport)).toEqual({
      width: 1000,
      height: 800,
    });
  });

  it("maps arrow keys to steps, bigger with Shift", () => {
    expect(arrowKeyDelta("ArrowLeft", false)).toEqual({ x: -10, y: 0 });
    expect(arrowKeyDelta("ArrowDown", true)).toEqual({ x: 0, y: 50 });
    expect(arrowKeyDelta("Enter", false)).toBeNull();
  });
});

describe("plain controls (the clsx-only kit for visitor code)", () => {
  it("render the same classes as the full kit's Button, Input and Label", async () => {
    const plain = await import("./plain-controls.tsx");
    const { Button } = await import("./button.tsx");
    const { Input } = await import("./input.tsx");
    const { Label } = await import("./label.tsx");
    const classOf = (html: string) => /class="([^"]*)"/.exec(html)?.[1];
    expect(classOf(renderToString(<plain.Button variant="outline" size="sm" />))).toBe(
      classOf(renderToString(<Button variant="outline" size="sm" />)),
    );
    expect(classOf(renderToString(<plain.Input />))).toBe(classOf(renderToString(<Input />)));
    expect(classOf(renderToString(<plain.Label />))).toBe(classOf(renderToString(<Label />)));
  });

  it("have no class that fights another, so joining them without tailwind-merge is exact", async () => {
    for (const variant of Object.keys(styles.buttonVariantClasses) as styles.ButtonVariant[]) {
      for (const size of Object.keys(styles.buttonSizeClasses) as styles.ButtonSize[]) {
        const classes = styles.buttonClasses({ variant, size });
        expect(cn(classes), `${variant} ${size}`).toBe(classes);
      }
    }
    for (const size of Object.values(styles.inputSizeClasses)) {
      expect(cn(styles.inputBase, size)).toBe(`${styles.inputBase} ${size}`);
    }
  });

  it("offer the organization's colour and a 16 px input for the public site's forms", async () => {
    const plain = await import("./plain-controls.tsx");
    expect(renderToString(<plain.Button variant="brand" />)).toContain("bg-primary");
    expect(renderToString(<plain.Input inputSize="lg" />)).toContain("text-base");
    expect(renderToString(<plain.Input inputSize="lg" />)).not.toContain("text-sm");
  });
});
