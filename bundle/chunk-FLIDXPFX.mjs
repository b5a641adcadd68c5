import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  validateRuleFolder
} from "./chunk-I6V5A2TF.mjs";
import {
  KIND_NAMES,
  checkKindValue,
  readKindFile
} from "./chunk-6VDQEID3.mjs";
import {
  loadRuleSet
} from "./chunk-KJGFCQAV.mjs";
import {
  loadConfig,
  resolveConfig
} from "./chunk-J33QUIBE.mjs";
import {
  UsageError
} from "./chunk-NCNVRXN5.mjs";

// src/usecases/validate.ts
import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
async function validateFile(file, as, ctx) {
  if (as !== void 0 && !KIND_NAMES.includes(as)) {
    throw new UsageError(`--as: expected one of ${KIND_NAMES.join(", ")}, found "${as}"`);
  }
  if (as === "rules" && isDirectory(file)) {
    const set = loadRuleSet(file);
    const warnings = await validateRuleFolder(file, loadConfig(ctx.configFile, ctx.defaultConfig).config);
    const n = set.candidate.length + set.fact.length;
    return { file, kind: "rules", valid: true, summary: `${set.files.length} rule file${set.files.length === 1 ? "" : "s"}, ${n} rules`, warnings };
  }
  return withRuleChecks(readKindFile(file, as), file);
}
async function validateValue(kind, value, label) {
  return withRuleChecks(checkKindValue(kind, value, label), label);
}
async function withRuleChecks(checked, file) {
  let warnings = [];
  if (checked.kind === "config") {
    const config = checked.value;
    const rulesDir = config.rules ? resolve(dirname(file), config.rules) : null;
    warnings = await validateRuleFolder(rulesDir, resolveConfig(config));
  }
  return { file, kind: checked.kind, valid: true, summary: checked.summary, warnings };
}
function validatedText(v) {
  return `${v.file}: valid ${v.kind} (${v.summary})`;
}
function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export {
  validateFile,
  validateValue,
  validatedText
};
