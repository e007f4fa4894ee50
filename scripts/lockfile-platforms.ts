/**
 * `node scripts/lockfile-platforms.ts`: adds to package-lock.json the platform packages that a
 * package lists as optional dependencies but that the lockfile lacks (npm/cli#4828: a lockfile
 * written on one platform can miss other platforms' native packages, and `npm ci` there fails).
 * The entries carry version, os, cpu and libc from the package name's convention and no integrity
 * (npm verifies the download against the registry's). Run it after `npm install` changes the lockfile.
 */
import { readFileSync, writeFileSync } from "node:fs";

type Entry = { version?: string; dev?: boolean; optional?: boolean; optionalDependencies?: Record<string, string> };
const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, Entry & Record<string, unknown>> };
const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/.*node_modules\//, "")));

function platformOf(name: string): Record<string, string[]> | null {
  const os = ["darwin", "linux", "win32", "freebsd", "android", "openbsd", "netbsd", "sunos", "aix"].find((value) =>
    name.includes(`-${value}-`),
  );
  const cpu = ["arm64", "x64", "ia32", "arm", "wasm32", "ppc64", "s390x", "riscv64", "loong64"].find(
    (value) => name.includes(`-${value}`) && !name.includes(`-${value}-x`),
  );
  if (name.endsWith("-wasm32-wasi")) return { cpu: ["wasm32"] };
  if (!os || !cpu) return null;
  const platform: Record<string, string[]> = { os: [os], cpu: [cpu] };
  if (os === "linux") platform.libc = [name.includes("musl") ? "musl" : "glibc"];
  return platform;
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (present.has(name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const at = key.slice(0, key.lastIndexOf("node_modules/") + "node_modules/".length) + name;
    lock.packages[at] = {
      version,
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    present.add(name);
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`lockfile-platforms: added ${added} platform package(s)`);
