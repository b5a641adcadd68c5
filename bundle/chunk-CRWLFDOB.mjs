import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  FILE_MODE,
  InvalidInputError
} from "./chunk-FDEB6ZN4.mjs";

// src/io/history.ts
import { appendFileSync, closeSync, fsyncSync, openSync, readFileSync, statSync, truncateSync } from "node:fs";
function readHistory(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    if (e.code === "ENOENT") return [];
    throw e;
  }
  const lines = text.split("\n");
  lines.pop();
  return lines.map((line, i) => {
    try {
      const v = JSON.parse(line);
      if ((v.op === "apply" || v.op === "rollback") && typeof v.at === "string" && typeof v.diff === "string") return v;
    } catch {
    }
    throw new InvalidInputError([`${path}:${i + 1}: expected a history entry (JSON with op, at, diff), found ${JSON.stringify(line.slice(0, 60))}`]);
  });
}
function appendHistory(path, entry) {
  cutTornTail(path);
  appendFileSync(path, `${JSON.stringify(entry)}
`, { mode: FILE_MODE });
  const fd = openSync(path, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
function cutTornTail(path) {
  let size;
  try {
    size = statSync(path).size;
  } catch {
    return;
  }
  if (size === 0) return;
  const text = readFileSync(path);
  if (text[size - 1] === 10) return;
  truncateSync(path, text.lastIndexOf(10) + 1);
}
function effectiveApplies(history) {
  const stack = [];
  for (const e of history) {
    if (e.op === "apply") stack.push(e);
    else if (stack.length > 0 && stack[stack.length - 1].diff === e.diff) stack.pop();
  }
  return stack;
}
function newSince(last) {
  if (!last) return void 0;
  return { after: last.records_through !== void 0 ? last.records_through : last.at };
}
function isNewRecord(ingestedAt, since) {
  return since === void 0 || since.after === null || ingestedAt > since.after;
}

export {
  readHistory,
  appendHistory,
  effectiveApplies,
  newSince,
  isNewRecord
};
