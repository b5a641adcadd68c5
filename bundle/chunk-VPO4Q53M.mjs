import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  indexArgs
} from "./chunk-MZESO6DH.mjs";
import "./chunk-BM6ECOAB.mjs";
import "./chunk-HUJLIEFJ.mjs";
import "./chunk-QQBDDPGZ.mjs";
import "./chunk-BHPDLPVF.mjs";
import "./chunk-W66KUFE4.mjs";
import {
  brainCommand
} from "./chunk-EY764APB.mjs";
import "./chunk-DYD7VGSZ.mjs";
import "./chunk-XSDDXLNL.mjs";
import "./chunk-OHHH6UOM.mjs";
import "./chunk-3QMI35OJ.mjs";
import "./chunk-JZ4O3ZQS.mjs";
import "./chunk-DCPSKG7Q.mjs";
import "./chunk-F2KIGZ4R.mjs";
import "./chunk-I26IK4LJ.mjs";
import "./chunk-HDN7XO3X.mjs";
import {
  appendHistory,
  lockForWrite,
  readHistory,
  rememberedDeclines
} from "./chunk-XZ77DS73.mjs";
import "./chunk-XVLFAMMA.mjs";
import "./chunk-3LGNM56W.mjs";
import "./chunk-WMZ3IMH4.mjs";
import "./chunk-ZUUES7LK.mjs";
import "./chunk-CR4IPG4Q.mjs";
import "./chunk-NK7G2TRU.mjs";
import "./chunk-RVHZD4ZS.mjs";
import "./chunk-OLHRGSO2.mjs";
import "./chunk-YHHDMM3X.mjs";
import "./chunk-CTCMY2YG.mjs";
import "./chunk-NBGDC34C.mjs";
import {
  useCaseOptions
} from "./chunk-6NWEV2YO.mjs";
import {
  EXIT
} from "./chunk-LDCXC2BS.mjs";
import {
  UsageError,
  json,
  processOutput,
  resolveContext
} from "./chunk-YLHGQIST.mjs";
import "./chunk-VNJ7AHYW.mjs";

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

// src/cli/commands/declined.ts
async function run(args, opts) {
  const ctx = resolveContext(opts);
  const o = useCaseOptions(ctx);
  if (opts.forget === void 0) {
    const r2 = declinedList(o);
    processOutput.out(opts.json === true ? json(r2) : declinedText(r2, o));
    return EXIT.ok;
  }
  const r = forgetDeclines({ ...o, indexes: indexArgs([opts.forget, ...args], "declined --forget"), confirm: opts.confirm === true });
  if (r.kind === "preview") processOutput.err("brain: nothing was written \u2014 add --confirm to forget.");
  processOutput.out(opts.json === true ? json(r) : forgetText(r));
  return r.kind === "preview" ? EXIT.usage : EXIT.ok;
}
export {
  run
};
