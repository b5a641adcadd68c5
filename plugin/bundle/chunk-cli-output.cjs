var __brainUrl = require("node:url").pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  brainAsTyped: () => brainAsTyped,
  brainInvocation: () => brainInvocation,
  discardUnfinishedWork: () => discardUnfinishedWork,
  json: () => json,
  onInterrupt: () => onInterrupt,
  optionsWithNotices: () => optionsWithNotices,
  printingTo: () => printingTo,
  processOutput: () => processOutput,
  removeTempFiles: () => removeTempFiles,
  resolveContext: () => resolveContext,
  shellWord: () => shellWord,
  stdio: () => stdio,
  stringOption: () => stringOption,
  survivePipes: () => survivePipes
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_path2 = require("node:path");
var import_node_fs2 = require("node:fs");
var import_node_module = require("node:module");
var cleanups = /* @__PURE__ */ new Set();
function onInterrupt(cleanup) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
function runInterruptCleanups() {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
    }
  }
}
var TEMP_FILE = /\.(md|json|jsonl)\.\d+$/;
function removeTempFiles(brainDir) {
  for (const dir of [brainDir, ...["batches", "applied", "backups"].map((d) => (0, import_node_path.join)(brainDir, d))]) {
    let names;
    try {
      names = (0, import_node_fs.readdirSync)(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!TEMP_FILE.test(name)) continue;
      try {
        (0, import_node_fs.unlinkSync)((0, import_node_path.join)(dir, name));
      } catch {
      }
    }
  }
}
function letSignalsIn() {
  return new Promise((resolve2) => setImmediate(resolve2));
}
function brainInvocation(env = process.env, script = process.argv[1]) {
  const explicit = env.BRAIN_INVOCATION?.trim();
  if (explicit) return explicit;
  if (script !== void 0 && BUNDLE_ENTRIES.has((0, import_node_path2.basename)(script))) return `node ${shellWord((0, import_node_path2.resolve)(script))}`;
  return "brain";
}
var BUNDLE_ENTRIES = /* @__PURE__ */ new Set(["brain.cjs", "brain.mjs"]);
function shellWord(s) {
  return /^[\w./:@%+=-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}
function resolveContext(opts, now = /* @__PURE__ */ new Date()) {
  const dataDir = stringOption(opts.dataDir, "--data-dir");
  const configFile = stringOption(opts.config, "--config");
  const todayFlag = stringOption(opts.today, "--today");
  if (todayFlag !== void 0 && !(0, import_chunk_hooks_session_start.isIsoDate)(todayFlag)) {
    throw new import_chunk_hooks_session_start.UsageError(`--today: expected a date YYYY-MM-DD, found "${todayFlag}"`);
  }
  return { paths: (0, import_chunk_hooks_session_start.layout)((0, import_chunk_hooks_session_start.resolveDataDir)(dataDir)), configFile, today: todayFlag ?? (0, import_chunk_hooks_session_start.localToday)(now), now };
}
function brainAsTyped(opts) {
  const dataDir = stringOption(opts.dataDir, "--data-dir");
  const configFile = stringOption(opts.config, "--config");
  return [
    brainInvocation(),
    ...[...dataDir === void 0 ? [] : ["--data-dir", dataDir], ...configFile === void 0 ? [] : ["--config", configFile]].map(shellWord)
  ].join(" ");
}
function stringOption(value, flag) {
  if (value === void 0) return void 0;
  if (Array.isArray(value)) throw new import_chunk_hooks_session_start.UsageError(`${flag}: given ${value.length} times; expected it once`);
  if (value === true || value === "") throw new import_chunk_hooks_session_start.UsageError(`${flag}: expected a value, found none`);
  if (typeof value === "string") return value;
  throw new import_chunk_hooks_session_start.UsageError(`${flag}: expected a value, found ${String(value)}`);
}
function optionsWithNotices(ctx, notice) {
  return { ...ctx, notice, pause: letSignalsIn };
}
function discardUnfinishedWork() {
  runInterruptCleanups();
}
var require2 = (0, import_node_module.createRequire)(__brainUrl);
var open = { 1: true, 2: true };
var stdio = {
  get columns() {
    return onTerminal(1) ? process.stdout.columns : void 0;
  },
  out: (text) => writeText(1, text.endsWith("\n") ? text : `${text}
`),
  err: (text) => writeText(2, text.endsWith("\n") ? text : `${text}
`)
};
function writeText(fd, text) {
  if (!open[fd]) return;
  const bytes = Buffer.from(text, "utf8");
  let done = 0;
  while (done < bytes.length) {
    try {
      done += (0, import_node_fs2.writeSync)(fd, bytes, done, bytes.length - done);
    } catch (e) {
      if (e.code === "EAGAIN") {
        Atomics.wait(PAUSE, 0, 0, 1);
        continue;
      }
      open[fd] = false;
      return;
    }
  }
}
var PAUSE = new Int32Array(new SharedArrayBuffer(4));
function onTerminal(fd, isatty = ttyIsatty) {
  try {
    if (!(0, import_node_fs2.fstatSync)(fd).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  return isatty(fd);
}
function ttyIsatty(fd) {
  return require2("node:tty").isatty(fd);
}
var current = stdio;
var processOutput = {
  out: (text) => current.out(text),
  err: (text) => current.err(text)
};
async function printingTo(to, work) {
  const before = current;
  current = to;
  try {
    return await work();
  } finally {
    current = before;
  }
}
function survivePipes() {
  for (const [name, fd] of [
    ["stdout", 1],
    ["stderr", 2]
  ]) {
    process[name].on("error", () => {
      open[fd] = false;
    });
  }
}
var RAW_IN_JSON = new RegExp(`(?![\\u0000-\\u001f])${import_chunk_hooks_session_start.KEY_FORBIDDEN_CHAR.source}`, "gu");
function json(value) {
  const text = `${JSON.stringify(value, null, 2)}
`;
  return text.replace(
    RAW_IN_JSON,
    (c) => c.split("").map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")
  );
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  brainAsTyped,
  brainInvocation,
  discardUnfinishedWork,
  json,
  onInterrupt,
  optionsWithNotices,
  printingTo,
  processOutput,
  removeTempFiles,
  resolveContext,
  shellWord,
  stdio,
  stringOption,
  survivePipes
});
// brain-digest: 40f700359afad866
