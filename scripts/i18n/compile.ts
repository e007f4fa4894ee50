/**
 * Compiles the message catalogue (messages/<locale>.json and messages/<area>/<locale>.json, languages
 * and areas in project.inlang/settings.json)
 * into typed, tree-shakable message functions in shared/i18n/paraglide/ (generated, not committed).
 * Every entry point runs it: `npm ci` (postinstall), `npm run build`, `npm run dev`, `npm run
 * typecheck` and Vitest's global setup. It skips the work when the inputs have not changed since the
 * last run, and replaces the output directory in one rename so two runs side by side (the type check
 * and the build in `npm test`) never read a half-written catalogue. Decision 073.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const projectPath = join(root, "project.inlang");
const outdir = join(root, "shared/i18n/paraglide");
const stampFile = join(outdir, ".inputs-hash");

/** Every messages file: `messages/<locale>.json` and each area's `messages/<area>/<locale>.json`. */
function messageFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? messageFiles(join(dir, entry.name))
        : entry.name.endsWith(".json")
          ? [join(dir, entry.name)]
          : [],
    );
}

function inputsHash(): string {
  const hash = createHash("sha256");
  const files = [
    join(projectPath, "settings.json"),
    fileURLToPath(import.meta.url),
    join(root, "node_modules/@inlang/paraglide-js/package.json"),
    ...messageFiles(join(root, "messages")),
  ];
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  return hash.digest("hex");
}

export async function compileCatalogue(): Promise<"fresh" | "compiled"> {
  const hash = inputsHash();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === hash) return "fresh";

  const [{ compileProject }, { loadProjectFromDirectory }, { default: messageFormat }] = await Promise.all([
    import("@inlang/paraglide-js"),
    import("@inlang/sdk"),
    import("@inlang/plugin-message-format"),
  ]);
  // The message-format plugin comes from node_modules, not from a CDN URL in settings.json: the
  // compile works offline and on the locked version.
  const project = await loadProjectFromDirectory({ path: projectPath, fs, providePlugins: [messageFormat] });
  const errors = await project.errors.get();
  if (errors.length > 0) throw new Error(`message catalogue: ${errors.map(String).join("\n")}`);
  const output = await compileProject({
    project,
    projectPath,
    compilerOptions: {
      // No cookie, URL or global locale: every call names its locale ({ locale }), since one server
      // process renders many sites and languages at once. Without one, a message reads English.
      strategy: ["baseLocale"],
      outputStructure: "message-modules",
      emitTsDeclarations: true,
      emitReadme: false,
      emitGitIgnore: false,
      emitPrettierIgnore: false,
      isServer: "typeof window === 'undefined'",
    },
  });
  await project.close();

  const staging = `${outdir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  for (const [file, text] of Object.entries(output)) {
    fs.mkdirSync(dirname(join(staging, file)), { recursive: true });
    fs.writeFileSync(join(staging, file), text);
  }
  fs.writeFileSync(join(staging, ".inputs-hash"), hash);
  // Another run placed the same catalogue while this one compiled: keep it, never swap under a reader.
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === hash) {
    fs.rmSync(staging, { recursive: true, force: true });
    return "fresh";
  }
  const old = `${outdir}.old-${process.pid}`;
  if (fs.existsSync(outdir)) fs.renameSync(outdir, old);
  try {
    fs.renameSync(staging, outdir);
  } catch (error) {
    // Another run placed the same catalogue first.
    if (!fs.existsSync(stampFile) || fs.readFileSync(stampFile, "utf8") !== hash) throw error;
    fs.rmSync(staging, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
  return "compiled";
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const result = await compileCatalogue();
  if (result === "compiled") console.log(`message catalogue compiled in ${Math.round(performance.now() - started)} ms`);
  // The inlang SDK keeps workers alive after close().
  process.exit(0);
}
