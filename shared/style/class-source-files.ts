import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Where Tailwind classes are written: the app's and the features' components, routes and helpers. */
const ROOTS = ["app", "features", "shared"];

/** Source files (relative to the working directory) that may hold Tailwind classes; tests and generated types left out. */
export function classSourceFiles(root = "."): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = path.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) {
        if (name !== "node_modules" && name !== "+types") walk(rel);
      } else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith(".d.ts")) {
        files.push(rel);
      }
    }
  };
  ROOTS.forEach(walk);
  return files.sort();
}
