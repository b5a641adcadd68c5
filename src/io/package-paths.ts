import { fileURLToPath } from "node:url";

/**
 * Set by scripts/build-bundle.mjs: every module of the bundle sits directly in plugin/bundle/, one
 * level below the plugin root (plugin/rules/, plugin/schemas/, plugin/hooks/).
 * Unset under tsx (src/io/) and in the compiled dist/io/, both two levels below the package root.
 */
declare const BRAIN_BUNDLE: boolean | undefined;
const IN_BUNDLE = typeof BRAIN_BUNDLE === "boolean" && BRAIN_BUNDLE;

const ROOT = new URL(IN_BUNDLE ? "../" : "../../", import.meta.url);

export const SHIPPED_RULES_DIR = fileURLToPath(new URL("rules", ROOT));

export function schemaPath(name: string): string {
  return fileURLToPath(new URL(`schemas/${name}.schema.json`, ROOT));
}

/** A file shipped with the package, by its path from the package root (e.g. hooks/commands/consolidate.md). */
export function packagePath(relative: string): string {
  return fileURLToPath(new URL(relative, ROOT));
}

/**
 * The validators compiled at build time (scripts/build-validators.mjs, scripts/build-bundle.mjs):
 * dist/validators.cjs beside dist/io/, or plugin/bundle/validators.cjs beside every bundle module.
 */
export const PRECOMPILED_VALIDATORS = fileURLToPath(new URL(IN_BUNDLE ? "./validators.cjs" : "../validators.cjs", import.meta.url));

/**
 * The shipped rules parsed at build time (scripts/build-validators.mjs): `{ "<file>": { sha256,
 * content } }` in dist/shipped-rules.json. `loadRuleSet` uses an entry only when the file's bytes
 * still hash to its sha256, so a stale or missing cache just means parsing the YAML.
 */
export const PARSED_SHIPPED_RULES = fileURLToPath(new URL(IN_BUNDLE ? "./shipped-rules.json" : "../shipped-rules.json", import.meta.url));
