import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  normalizeKey
} from "./chunk-FFBGNPJR.mjs";

// src/core/candidates.ts
function candidateIssues(candidates, file) {
  const issues = [];
  candidates.forEach((c, i) => {
    if (normalizeKey(c.key).replace(/-/g, "") === "") issues.push(`${file}: /${i}/key: must not normalize to an empty key, got ${JSON.stringify(c.key)}`);
  });
  return issues;
}

export {
  candidateIssues
};
