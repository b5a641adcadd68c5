import { fileURLToPath } from "node:url";

// src/io/ and dist/io/ are both two levels below the package root, so the same relative URL
// works under tsx (development, tests) and from the compiled binary.
const ROOT = new URL("../../", import.meta.url);

export const SHIPPED_RULES_DIR = fileURLToPath(new URL("rules", ROOT));

export function schemaPath(name: string): string {
  return fileURLToPath(new URL(`schemas/${name}.schema.json`, ROOT));
}
