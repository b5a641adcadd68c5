import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  buildRuleSet
} from "./chunk-WMZ3IMH4.mjs";
import {
  PARSED_SHIPPED_RULES,
  SHIPPED_RULES_DIR,
  schemas
} from "./chunk-OLHRGSO2.mjs";
import {
  decodeUtf8,
  parseYamlText,
  readInputBytes,
  sha256Hex
} from "./chunk-NBGDC34C.mjs";
import {
  InvalidInputError,
  NotFoundError
} from "./chunk-YLHGQIST.mjs";

// src/io/load-rules.ts
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
function isRuleFileName(name) {
  return /\.ya?ml$/.test(name) && !/\.test\.ya?ml$/.test(name);
}
function loadRuleSet(dir, missingHint = "fix `rules:` in the config") {
  const folder = dir ?? SHIPPED_RULES_DIR;
  let names;
  try {
    names = readdirSync(folder).filter(isRuleFileName).sort();
  } catch (e) {
    if (e.code === "ENOENT") throw new NotFoundError(folder, "the rules folder", missingHint);
    throw e;
  }
  const issues = [];
  const files = [];
  const parsed = folder === SHIPPED_RULES_DIR ? parsedShippedRules() : void 0;
  for (const name of names) {
    const path = join(folder, name);
    try {
      const bytes = readInputBytes(path, path);
      const sha256 = sha256Hex(bytes);
      const cached = parsed?.[name];
      const raw = cached?.sha256 === sha256 ? cached.content : parseYamlText(decodeUtf8(bytes, path), path);
      const result = schemas().validate("rules", raw, path);
      if (!result.ok) {
        issues.push(...result.issues);
        continue;
      }
      files.push({ path, file: basename(path), sha256, content: result.value });
    } catch (e) {
      if (e instanceof InvalidInputError) issues.push(...e.issues);
      else throw e;
    }
  }
  if (issues.length > 0) throw new InvalidInputError(issues, "No rules were applied; nothing was changed. See docs/rules.md.");
  return buildRuleSet(files, folder);
}
function parsedShippedRules() {
  try {
    const value = JSON.parse(readFileSync(PARSED_SHIPPED_RULES, "utf8"));
    return value !== null && typeof value === "object" ? value : void 0;
  } catch {
    return void 0;
  }
}

export {
  loadRuleSet
};
