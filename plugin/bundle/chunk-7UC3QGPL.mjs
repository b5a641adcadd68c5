import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/core/errors.ts
var BrainError = class extends Error {
  code;
  constructor(code, message) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
};
var InvalidInputError = class extends BrainError {
  issues;
  constructor(issues, hint) {
    super("INVALID_INPUT", formatIssues(issues, hint));
    this.issues = issues;
  }
};
var UsageError = class extends BrainError {
  constructor(message) {
    super("USAGE", message);
  }
};
var StaleDiffError = class extends BrainError {
  constructor(message) {
    super("STALE_DIFF", message);
  }
};
var NotFoundError = class extends BrainError {
  path;
  constructor(path, what, hint) {
    super("NOT_FOUND", `${path}: ${what} does not exist${hint ? ` \u2014 ${hint}` : ""}`);
    this.path = path;
  }
};
var LockedError = class extends BrainError {
  constructor(message) {
    super("LOCKED", message);
  }
};
var RefusedError = class extends BrainError {
  constructor(message) {
    super("REFUSED", message);
  }
};
var MAX_SHOWN_ISSUES = 20;
function formatIssues(issues, hint) {
  const shown = issues.slice(0, MAX_SHOWN_ISSUES);
  const more = issues.length - shown.length;
  const lines = [...shown];
  if (more > 0) lines.push(`\u2026 and ${more} more issue${more === 1 ? "" : "s"}`);
  if (hint) lines.push(hint);
  return lines.join("\n");
}

// src/io/interrupt.ts
import { readdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";
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
  for (const dir of [brainDir, ...["batches", "applied", "backups"].map((d) => join(brainDir, d))]) {
    let names;
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!TEMP_FILE.test(name)) continue;
      try {
        unlinkSync(join(dir, name));
      } catch {
      }
    }
  }
}
function letSignalsIn() {
  return new Promise((resolve) => setImmediate(resolve));
}

// src/cli/output.ts
var open = { stdout: true, stderr: true };
var processOutput = {
  out: (text) => {
    if (open.stdout) process.stdout.write(text.endsWith("\n") ? text : `${text}
`);
  },
  err: (text) => {
    if (open.stderr) process.stderr.write(text.endsWith("\n") ? text : `${text}
`);
  }
};
function survivePipes() {
  for (const name of ["stdout", "stderr"]) {
    process[name].on("error", () => {
      open[name] = false;
    });
  }
}
var RAW_IN_JSON = /[\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
function json(value) {
  const text = `${JSON.stringify(value, null, 2)}
`;
  return text.replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export {
  __require,
  __commonJS,
  __export,
  __toESM,
  BrainError,
  InvalidInputError,
  UsageError,
  StaleDiffError,
  NotFoundError,
  LockedError,
  RefusedError,
  onInterrupt,
  runInterruptCleanups,
  removeTempFiles,
  letSignalsIn,
  processOutput,
  survivePipes,
  json
};
