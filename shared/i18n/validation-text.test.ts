import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiErrorText, apiFieldText, issueText, type ValidationIssue } from "./validation-text.ts";
import { createPageFormSchema } from "../schemas/page-schema.ts";
import { postFormSchema } from "../schemas/post-schema.ts";
import { PAGE_MESSAGES } from "../rules/pages.ts";

const es = { locale: "es" } as const;
const ar = { locale: "ar" } as const;
const en = { locale: "en" } as const;

/** The first issue Zod reports for `value` against `schema`: the real shape, not a hand-made one. */
function issueOf(schema: z.ZodType, value: unknown): ValidationIssue {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a problem");
  return result.error.issues[0] as ValidationIssue;
}

const arabicNumber = (value: number) => new Intl.NumberFormat("ar").format(value);

describe("issueText", () => {
  it("words every supported Zod issue kind in Spanish, numbers formatted by Intl", () => {
    const cases: Array<[z.ZodType, unknown, string]> = [
      [
        z.string().max(20_000, "must be at most 20000 characters"),
        "x".repeat(20_001),
        "Demasiado largo. Máximo de caracteres: 20.000",
      ],
      [z.string().min(3), "ab", "Demasiado corto. Mínimo de caracteres: 3"],
      [z.string().min(1, "Title is required"), "", "Obligatorio"],
      [z.number().max(1_000_000, "must be at most 1000000"), 1_000_001, "Debe ser como máximo 1.000.000"],
      [z.number().lt(10), 10, "Debe ser menor que 10"],
      [z.number().min(50), 10, "Debe ser como mínimo 50"],
      [z.number().positive(), 0, "Debe ser mayor que 0"],
      [z.array(z.string()).max(10, "at most 10 languages"), Array(11).fill("x"), "Demasiadas entradas. Máximo: 10"],
      [z.array(z.string()).min(2), [], "Muy pocas entradas. Mínimo: 2"],
      [z.email("must be an e-mail address"), "nope", "Introduzca una dirección de correo electrónico válida"],
      [z.url(), "nope", "Introduzca una dirección web válida"],
      [z.iso.date({ error: "must be a day like 2026-11-23" }), "23.11.2026", "Introduzca una fecha como 2026-11-23"],
      [z.iso.datetime(), "tomorrow", "Introduzca una fecha y hora como 2026-11-23T09:00:00Z"],
      [z.string().regex(/^org-\d+$/, "must look like org-{organization id}"), "x", "El formato no es válido"],
      [z.string({ error: "must be text" }), 3, "Debe ser un texto"],
      [z.number({ error: "must be a number" }), "3", "Debe ser un número"],
      [z.int(), 1.5, "Debe ser un número entero"],
      [z.boolean(), "yes", "Debe ser sí o no"],
      [z.array(z.string()), "a", "Debe ser una lista"],
      [z.object({}), "a", "El tipo de valor no es válido"],
      [z.enum(["lg", "xl", "2xl"], { error: "must be lg to 2xl" }), "sm", "Debe ser uno de estos: lg, xl o 2xl"],
      [z.object({}).strict(), { colour: 1 }, "No es un campo conocido"],
      [z.number().multipleOf(5), 7, "Debe ser múltiplo de 5"],
    ];
    for (const [schema, value, spanish] of cases) expect(issueText(issueOf(schema, value), es)).toBe(spanish);
  });

  it("words them in Arabic, with Arabic number formatting and list words", () => {
    expect(issueText(issueOf(z.string().max(5000), "x".repeat(5001)), ar)).toBe(
      `طويل جدًا. الحد الأقصى لعدد الأحرف: ${arabicNumber(5000)}`,
    );
    expect(issueText(issueOf(z.number().min(1).max(1_000_000), 2_000_000), ar)).toBe(
      `يجب ألا يتجاوز ${arabicNumber(1_000_000)}`,
    );
    expect(issueText(issueOf(z.array(z.number()).max(500), Array(501).fill(1)), ar)).toBe(
      `عدد العناصر كبير جدًا. الحد الأقصى: ${arabicNumber(500)}`,
    );
    expect(issueText(issueOf(z.email(), "a@"), ar)).toBe("أدخل عنوان بريد إلكتروني صالحًا");
    expect(issueText(issueOf(z.enum(["a", "b"]), "c"), ar)).toBe("يجب أن يكون أحد الخيارات التالية: a أو b");
    expect(issueText(issueOf(z.string().min(1, "is required"), ""), ar)).toBe("حقل مطلوب");
    expect(issueText(issueOf(z.number({ error: "must be a number" }), null), ar)).toBe("يجب أن يكون رقمًا");
  });

  it("keeps the schema's English message for English readers and for a rule of the schema's own", () => {
    expect(issueText(issueOf(z.string().max(300, "must be at most 300 characters"), "x".repeat(301)), en)).toBe(
      "must be at most 300 characters",
    );
    const custom = z.string().superRefine((_, ctx) => ctx.addIssue({ code: "custom", message: "Slug is reserved" }));
    expect(issueText(issueOf(custom, "admin"), es)).toBe("Slug is reserved");
    const unknownRule = z.string().refine(() => false, { message: "Nope", params: { rule: "no_such_rule" } });
    expect(issueText(issueOf(unknownRule, "x"), es)).toBe("Nope");
  });
});

describe("the shared schemas' own rules", () => {
  const page = { title: "About", description: "" };
  const slugIssue = (slug: string) => {
    const result = createPageFormSchema.safeParse({ ...page, slug });
    if (result.success) throw new Error("expected a problem");
    return result.error.issues.find((issue) => issue.path[0] === "slug") as ValidationIssue;
  };

  it("words the page slug rules in Spanish by their code, the limit through Intl", () => {
    expect(issueText(slugIssue(""), es)).toBe("El slug de la página es obligatorio");
    expect(issueText(slugIssue("Über uns"), es)).toBe("El slug solo puede contener minúsculas, números y guiones");
    expect(issueText(slugIssue("admin"), es)).toBe("El propio sitio usa esta dirección. Elija otro slug.");
    expect(issueText(slugIssue("a".repeat(101)), es)).toBe("El slug debe tener como máximo 100 caracteres");
    expect(issueText(slugIssue("a".repeat(101)), ar)).toContain(arabicNumber(100));
  });

  it("keeps the rules' English texts (the API's and the spec's) for English readers", () => {
    expect(issueText(slugIssue("admin"), en)).toBe(PAGE_MESSAGES.slugReserved);
    expect(issueText(slugIssue("Über uns"), en)).toBe(PAGE_MESSAGES.slugFormat);
  });

  it("words the post form's title and slug rules", () => {
    const result = postFormSchema.safeParse({
      title: " ",
      description: "",
      subsection: "",
      slug: "login",
      metaDescription: "",
      mainPhoto: "javascript:alert(1)",
    });
    if (result.success) throw new Error("expected problems");
    const at = (field: string) =>
      issueText(result.error.issues.find((i) => i.path[0] === field) as ValidationIssue, es);
    expect(at("title")).toBe("El título es obligatorio.");
    expect(at("slug")).toBe("El propio sitio usa esta dirección. Elija otro slug.");
    expect(at("mainPhoto")).toBe(
      "Debe ser una dirección https://, http://, mailto: o tel:, o una ruta de este sitio que empiece por /",
    );
  });

  it("words a rule the API names in a 400's issues", () => {
    const body = {
      error: "section_title: Please enter a section title",
      field: "section_title",
      issues: [{ field: "section_title", code: "custom", rule: "section_title_required" }],
    };
    expect(apiFieldText(body, "section_title", es)).toBe("Introduzca un título para la sección");
    expect(apiErrorText(body, en, { status: 400 })).toBe(body.error);
  });
});

describe("API refusals", () => {
  const tooLong = {
    error: "title: must be at most 300 characters; slug: must be text",
    field: "title",
    issues: [
      { field: "title", code: "too_big", origin: "string", maximum: 300, inclusive: true },
      { field: "slug", code: "invalid_type", expected: "string" },
    ],
  };

  it("reads the English error unchanged in English, whatever it carries", () => {
    expect(apiErrorText(tooLong, en, { status: 400 })).toBe(tooLong.error);
    expect(apiFieldText(tooLong, "title", en)).toBe("must be at most 300 characters");
    expect(apiErrorText({ error: "Too many messages" }, en, { status: 429 })).toBe("Too many messages");
  });

  it("words the first issue after its field's name, and each field's own issue at that field", () => {
    expect(apiErrorText(tooLong, es, { status: 400 })).toBe("title: Demasiado largo. Máximo de caracteres: 300");
    expect(apiFieldText(tooLong, "slug", es)).toBe("Debe ser un texto");
    expect(apiErrorText(tooLong, es, { label: (field) => (field === "title" ? "Título" : undefined) })).toBe(
      "Título: Demasiado largo. Máximo de caracteres: 300",
    );
    expect(apiErrorText(tooLong, ar, { status: 400 })).toBe(
      `title: طويل جدًا. الحد الأقصى لعدد الأحرف: ${arabicNumber(300)}`,
    );
  });

  it("words known codes, rate limits, and falls back to the English text for anything else", () => {
    expect(
      apiFieldText({ error: "A page with this slug already exists", code: "slug_taken", field: "slug" }, "slug", es),
    ).toBe("Esta dirección ya está en uso");
    expect(apiErrorText({ error: "Too many messages" }, ar, { status: 429 })).toBe(
      "محاولات كثيرة جدًا. يُرجى المحاولة لاحقًا.",
    );
    expect(apiErrorText({ error: "Section not found", code: "section_not_found" }, es, { status: 404 })).toBe(
      "Section not found",
    );
  });

  it("words a quota refusal with its limit, as the reader's language writes the number", () => {
    const pages = {
      error: "This site has reached its quota of 1500 pages",
      code: "quota_exceeded",
      quota: "pages",
      limit: 1500,
    };
    expect(apiErrorText(pages, en, { status: 403 })).toBe(pages.error);
    expect(apiErrorText(pages, es, { status: 403 })).toBe(
      "Este sitio ha alcanzado su límite de páginas. Máximo de páginas: 1500",
    );
    expect(apiErrorText({ ...pages, limit: 25_000 }, { locale: "de" }, { status: 403 })).toBe(
      "Diese Website hat ihr Seitenlimit erreicht. Höchstzahl an Seiten: 25.000",
    );
    expect(apiErrorText({ ...pages, quota: "members", limit: 5 }, ar, { status: 403 })).toBe(
      `وصل هذا الموقع إلى حد الأعضاء. الحد الأقصى لعدد الأعضاء: ${arabicNumber(5)}`,
    );
    const storage = { error: "This site has reached its storage quota of 500 MB", code: "quota_exceeded" };
    expect(apiErrorText({ ...storage, quota: "storage_mb", limit: 500 }, es, { status: 403 })).toBe(
      `Este sitio ha alcanzado su límite de almacenamiento. Almacenamiento máximo: ${new Intl.NumberFormat("es", { style: "unit", unit: "megabyte" }).format(500)}`,
    );
    expect(apiErrorText({ ...pages, quota: "bookings_per_day", limit: 40 }, { locale: "ja" }, { status: 403 })).toBe(
      "このサイトは本日の予約数の上限に達しました。1日の最大予約数：40",
    );
    // An older server's refusal without the limit: the general sentence.
    expect(apiErrorText({ error: pages.error, code: "quota_exceeded" }, es, { status: 403 })).toBe(
      "Este sitio ha alcanzado un límite de su plan",
    );
  });
});
