import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  candidateIssues
} from "./chunk-3CJ4PX4P.mjs";
import {
  buildRuleSet
} from "./chunk-MTZDRWBO.mjs";
import {
  diffIdIssue
} from "./chunk-MOUAP2I4.mjs";
import {
  schemas
} from "./chunk-I7WFPCDF.mjs";
import {
  parseProfile
} from "./chunk-QDPQYILK.mjs";
import {
  MAX_DIFF_BYTES,
  MAX_INPUT_BYTES,
  decodeUtf8,
  parseJsonText,
  parseYamlText,
  readInputBytes,
  sha256Hex
} from "./chunk-4J37IU2Q.mjs";
import {
  InvalidInputError,
  UsageError
} from "./chunk-IMDQXH3F.mjs";

// src/usecases/validate.ts
import { basename, extname } from "node:path";
var VALIDATE_KINDS = ["candidates", "config", "rules", "diff", "profile", "fields"];
function validateFile(file, as) {
  if (as !== void 0 && !VALIDATE_KINDS.includes(as)) {
    throw new UsageError(`--as: expected one of ${VALIDATE_KINDS.join(", ")}, found "${as}"`);
  }
  const isDiff = as === "diff" || as === void 0 && /diff/i.test(basename(file));
  const bytes = readInputBytes(file, file, isDiff ? MAX_DIFF_BYTES : MAX_INPUT_BYTES);
  const text = decodeUtf8(bytes, file);
  if (as === "profile" && !/^\s*[[{]/.test(text) || as === void 0 && extname(file).toLowerCase() === ".md") {
    const doc = parseProfile(text, file);
    return { file, kind: "profile", valid: true, detail: ` (${doc.facts.length} facts)` };
  }
  const data = /\.ya?ml$/i.test(file) ? parseYamlText(text, file) ?? {} : parseJsonText(text, file);
  return validateValue(as ?? inferKind(file, data), data, file, bytes);
}
function validateValue(kind, data, file, bytes) {
  const result = schemas().validate(kind, data, file);
  if (!result.ok) throw new InvalidInputError(result.issues);
  return { file, kind, valid: true, detail: detail(kind, result.value, file, bytes ?? Buffer.from(JSON.stringify(data))) };
}
function validatedText(v) {
  return `${v.file}: valid ${v.kind}${v.detail}`;
}
function inferKind(file, data) {
  const name = basename(file).toLowerCase();
  for (const k of VALIDATE_KINDS) if (name.includes(k === "diff" ? "diff" : k === "rules" ? "rule" : k)) return k;
  if (Array.isArray(data)) return "candidates";
  if (data !== null && typeof data === "object") {
    const o = data;
    if ("additions" in o || "base" in o) return "diff";
    if ("facts" in o) return "profile";
    if ("scope" in o && "rules" in o) return "rules";
  }
  if (/\.ya?ml$/.test(name)) return "config";
  throw new UsageError(`${file}: cannot tell what kind of file this is; pass --as ${VALIDATE_KINDS.join("|")}`);
}
function detail(kind, value, file, bytes) {
  switch (kind) {
    case "candidates": {
      const list = value;
      const issues = candidateIssues(list, file);
      if (issues.length > 0) throw new InvalidInputError(issues);
      return ` (${list.length} candidate${list.length === 1 ? "" : "s"})`;
    }
    case "rules": {
      const content = value;
      buildRuleSet([{ path: file, file: basename(file), sha256: sha256Hex(bytes), content }], file, { requireCandidateScope: false });
      return ` (scope ${content.scope}, version ${content.version}, ${content.rules.length} rule${content.rules.length === 1 ? "" : "s"})`;
    }
    case "diff": {
      const diff = value;
      const tampered = diffIdIssue(diff, file);
      if (tampered) throw new InvalidInputError([tampered], "Propose again instead of editing a diff.");
      return ` (id ${diff.id.slice(0, 12)}, base ${diff.base.slice(0, 12)})`;
    }
    default:
      return "";
  }
}

export {
  validateFile,
  validateValue,
  validatedText
};
