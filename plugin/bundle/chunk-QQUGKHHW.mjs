import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  brainCommand
} from "./chunk-ZTOEEPF6.mjs";
import {
  appendHistory,
  lockForWrite,
  readHistory,
  rememberedDeclines
} from "./chunk-2CDRRSEX.mjs";
import {
  UsageError
} from "./chunk-YLHGQIST.mjs";

// src/usecases/declined.ts
import { resolve } from "node:path";
function declinedList(o) {
  return { declined: rememberedDeclines(readHistory(o.paths.history)) };
}
function describeDecline(r) {
  if (r.retires !== void 0) return `retiring ${r.retires} (${r.key})`;
  return `${r.key}: ${r.value ?? ""}${r.source !== void 0 ? ` from ${r.source}` : ""}`;
}
function declinedText(r, o) {
  if (r.declined.length === 0) return "No remembered declines.";
  return [
    `${r.declined.length} remembered decline${r.declined.length === 1 ? "" : "s"} (a later candidate matching one is rejected by reject-previously-declined):`,
    ...r.declined.map((d, i) => `  ${i}  ${describeDecline(d)}`),
    `Forget some: ${brainCommand(o, ["declined", "--forget", "<n\u2026>", "--confirm"])}`
  ].join("\n");
}
function forgetDeclines(o) {
  if (o.indexes.length === 0) throw new UsageError("declined --forget: expected at least one index (as brain declined numbers them)");
  const check = (list) => {
    for (const n of o.indexes) {
      if (!Number.isInteger(n) || n < 0 || n >= list.length) {
        throw new UsageError(
          `declined --forget: ${String(n)} is not a remembered decline; ${list.length === 0 ? "there are none" : `they are numbered 0\u2013${list.length - 1}`} (brain declined)`
        );
      }
    }
    return [...new Set(o.indexes)].sort((a, b) => a - b).map((n) => list[n]);
  };
  if (!o.confirm) {
    const forget = check(declinedList(o).declined);
    return { kind: "preview", forget, command: brainCommand(o, ["declined", "--forget", ...o.indexes.map(String), "--confirm"]) };
  }
  const lock = lockForWrite(o.paths, o.notice ?? (() => {
  }));
  try {
    const list = declinedList(o).declined;
    const forgotten = check(list);
    const entry = { op: "forget", at: o.now.toISOString(), today: o.today, forgotten };
    appendHistory(o.paths.history, entry);
    return { kind: "forgotten", forgotten, remaining: list.length - forgotten.length, history: resolve(o.paths.history) };
  } finally {
    lock.release();
  }
}
function forgetText(r) {
  if (r.kind === "preview") {
    return [`Would forget ${r.forget.length}:`, ...r.forget.map((d) => `  ${describeDecline(d)}`), `Nothing was written. To forget: ${r.command}`].join("\n");
  }
  return [
    `Forgot ${r.forgotten.length} remembered decline${r.forgotten.length === 1 ? "" : "s"} (recorded in ${r.history}); ${r.remaining} remain.`,
    ...r.forgotten.map((d) => `  ${describeDecline(d)}`)
  ].join("\n");
}

export {
  declinedList,
  declinedText,
  forgetDeclines,
  forgetText
};
