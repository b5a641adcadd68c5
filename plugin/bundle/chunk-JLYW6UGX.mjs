import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-VNJ7AHYW.mjs";

// node_modules/imurmurhash/imurmurhash.js
var require_imurmurhash = __commonJS({
  "node_modules/imurmurhash/imurmurhash.js"(exports, module) {
    (function() {
      var cache;
      function MurmurHash3(key, seed) {
        var m = this instanceof MurmurHash3 ? this : cache;
        m.reset(seed);
        if (typeof key === "string" && key.length > 0) {
          m.hash(key);
        }
        if (m !== this) {
          return m;
        }
      }
      ;
      MurmurHash3.prototype.hash = function(key) {
        var h1, k1, i, top, len;
        len = key.length;
        this.len += len;
        k1 = this.k1;
        i = 0;
        switch (this.rem) {
          case 0:
            k1 ^= len > i ? key.charCodeAt(i++) & 65535 : 0;
          case 1:
            k1 ^= len > i ? (key.charCodeAt(i++) & 65535) << 8 : 0;
          case 2:
            k1 ^= len > i ? (key.charCodeAt(i++) & 65535) << 16 : 0;
          case 3:
            k1 ^= len > i ? (key.charCodeAt(i) & 255) << 24 : 0;
            k1 ^= len > i ? (key.charCodeAt(i++) & 65280) >> 8 : 0;
        }
        this.rem = len + this.rem & 3;
        len -= this.rem;
        if (len > 0) {
          h1 = this.h1;
          while (1) {
            k1 = k1 * 11601 + (k1 & 65535) * 3432906752 & 4294967295;
            k1 = k1 << 15 | k1 >>> 17;
            k1 = k1 * 13715 + (k1 & 65535) * 461832192 & 4294967295;
            h1 ^= k1;
            h1 = h1 << 13 | h1 >>> 19;
            h1 = h1 * 5 + 3864292196 & 4294967295;
            if (i >= len) {
              break;
            }
            k1 = key.charCodeAt(i++) & 65535 ^ (key.charCodeAt(i++) & 65535) << 8 ^ (key.charCodeAt(i++) & 65535) << 16;
            top = key.charCodeAt(i++);
            k1 ^= (top & 255) << 24 ^ (top & 65280) >> 8;
          }
          k1 = 0;
          switch (this.rem) {
            case 3:
              k1 ^= (key.charCodeAt(i + 2) & 65535) << 16;
            case 2:
              k1 ^= (key.charCodeAt(i + 1) & 65535) << 8;
            case 1:
              k1 ^= key.charCodeAt(i) & 65535;
          }
          this.h1 = h1;
        }
        this.k1 = k1;
        return this;
      };
      MurmurHash3.prototype.result = function() {
        var k1, h1;
        k1 = this.k1;
        h1 = this.h1;
        if (k1 > 0) {
          k1 = k1 * 11601 + (k1 & 65535) * 3432906752 & 4294967295;
          k1 = k1 << 15 | k1 >>> 17;
          k1 = k1 * 13715 + (k1 & 65535) * 461832192 & 4294967295;
          h1 ^= k1;
        }
        h1 ^= this.len;
        h1 ^= h1 >>> 16;
        h1 = h1 * 51819 + (h1 & 65535) * 2246770688 & 4294967295;
        h1 ^= h1 >>> 13;
        h1 = h1 * 44597 + (h1 & 65535) * 3266445312 & 4294967295;
        h1 ^= h1 >>> 16;
        return h1 >>> 0;
      };
      MurmurHash3.prototype.reset = function(seed) {
        this.h1 = typeof seed === "number" ? seed : 0;
        this.rem = this.k1 = this.len = 0;
        return this;
      };
      cache = new MurmurHash3();
      if (typeof module != "undefined") {
        module.exports = MurmurHash3;
      } else {
        this.MurmurHash3 = MurmurHash3;
      }
    })();
  }
});

// node_modules/signal-exit/dist/cjs/signals.js
var require_signals = __commonJS({
  "node_modules/signal-exit/dist/cjs/signals.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.signals = void 0;
    exports.signals = [];
    exports.signals.push("SIGHUP", "SIGINT", "SIGTERM");
    if (process.platform !== "win32") {
      exports.signals.push(
        "SIGALRM",
        "SIGABRT",
        "SIGVTALRM",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGUSR2",
        "SIGTRAP",
        "SIGSYS",
        "SIGQUIT",
        "SIGIOT"
        // should detect profiler and enable/disable accordingly.
        // see #21
        // 'SIGPROF'
      );
    }
    if (process.platform === "linux") {
      exports.signals.push("SIGIO", "SIGPOLL", "SIGPWR", "SIGSTKFLT");
    }
  }
});

// node_modules/signal-exit/dist/cjs/index.js
var require_cjs = __commonJS({
  "node_modules/signal-exit/dist/cjs/index.js"(exports) {
    "use strict";
    var _a;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.unload = exports.load = exports.onExit = exports.signals = void 0;
    var signals_js_1 = require_signals();
    Object.defineProperty(exports, "signals", { enumerable: true, get: function() {
      return signals_js_1.signals;
    } });
    var processOk = (process3) => !!process3 && typeof process3 === "object" && typeof process3.removeListener === "function" && typeof process3.emit === "function" && typeof process3.reallyExit === "function" && typeof process3.listeners === "function" && typeof process3.kill === "function" && typeof process3.pid === "number" && typeof process3.on === "function";
    var kExitEmitter = /* @__PURE__ */ Symbol.for("signal-exit emitter");
    var global = globalThis;
    var ObjectDefineProperty = Object.defineProperty.bind(Object);
    var Emitter = class {
      emitted = {
        afterExit: false,
        exit: false
      };
      listeners = {
        afterExit: [],
        exit: []
      };
      count = 0;
      id = Math.random();
      constructor() {
        if (global[kExitEmitter]) {
          return global[kExitEmitter];
        }
        ObjectDefineProperty(global, kExitEmitter, {
          value: this,
          writable: false,
          enumerable: false,
          configurable: false
        });
      }
      on(ev, fn) {
        this.listeners[ev].push(fn);
      }
      removeListener(ev, fn) {
        const list = this.listeners[ev];
        const i = list.indexOf(fn);
        if (i === -1) {
          return;
        }
        if (i === 0 && list.length === 1) {
          list.length = 0;
        } else {
          list.splice(i, 1);
        }
      }
      emit(ev, code, signal) {
        if (this.emitted[ev]) {
          return false;
        }
        this.emitted[ev] = true;
        let ret = false;
        for (const fn of this.listeners[ev]) {
          ret = fn(code, signal) === true || ret;
        }
        if (ev === "exit") {
          ret = this.emit("afterExit", code, signal) || ret;
        }
        return ret;
      }
    };
    var SignalExitBase = class {
    };
    var signalExitWrap = (handler) => {
      return {
        onExit(cb, opts) {
          return handler.onExit(cb, opts);
        },
        load() {
          return handler.load();
        },
        unload() {
          return handler.unload();
        }
      };
    };
    var SignalExitFallback = class extends SignalExitBase {
      onExit() {
        return () => {
        };
      }
      load() {
      }
      unload() {
      }
    };
    var SignalExit = class extends SignalExitBase {
      // "SIGHUP" throws an `ENOSYS` error on Windows,
      // so use a supported signal instead
      /* c8 ignore start */
      #hupSig = process2.platform === "win32" ? "SIGINT" : "SIGHUP";
      /* c8 ignore stop */
      #emitter = new Emitter();
      #process;
      #originalProcessEmit;
      #originalProcessReallyExit;
      #sigListeners = {};
      #loaded = false;
      constructor(process3) {
        super();
        this.#process = process3;
        this.#sigListeners = {};
        for (const sig of signals_js_1.signals) {
          this.#sigListeners[sig] = () => {
            const listeners = this.#process.listeners(sig);
            let { count } = this.#emitter;
            const p = process3;
            if (typeof p.__signal_exit_emitter__ === "object" && typeof p.__signal_exit_emitter__.count === "number") {
              count += p.__signal_exit_emitter__.count;
            }
            if (listeners.length === count) {
              this.unload();
              const ret = this.#emitter.emit("exit", null, sig);
              const s = sig === "SIGHUP" ? this.#hupSig : sig;
              if (!ret)
                process3.kill(process3.pid, s);
            }
          };
        }
        this.#originalProcessReallyExit = process3.reallyExit;
        this.#originalProcessEmit = process3.emit;
      }
      onExit(cb, opts) {
        if (!processOk(this.#process)) {
          return () => {
          };
        }
        if (this.#loaded === false) {
          this.load();
        }
        const ev = opts?.alwaysLast ? "afterExit" : "exit";
        this.#emitter.on(ev, cb);
        return () => {
          this.#emitter.removeListener(ev, cb);
          if (this.#emitter.listeners["exit"].length === 0 && this.#emitter.listeners["afterExit"].length === 0) {
            this.unload();
          }
        };
      }
      load() {
        if (this.#loaded) {
          return;
        }
        this.#loaded = true;
        this.#emitter.count += 1;
        for (const sig of signals_js_1.signals) {
          try {
            const fn = this.#sigListeners[sig];
            if (fn)
              this.#process.on(sig, fn);
          } catch (_) {
          }
        }
        this.#process.emit = (ev, ...a) => {
          return this.#processEmit(ev, ...a);
        };
        this.#process.reallyExit = (code) => {
          return this.#processReallyExit(code);
        };
      }
      unload() {
        if (!this.#loaded) {
          return;
        }
        this.#loaded = false;
        signals_js_1.signals.forEach((sig) => {
          const listener = this.#sigListeners[sig];
          if (!listener) {
            throw new Error("Listener not defined for signal: " + sig);
          }
          try {
            this.#process.removeListener(sig, listener);
          } catch (_) {
          }
        });
        this.#process.emit = this.#originalProcessEmit;
        this.#process.reallyExit = this.#originalProcessReallyExit;
        this.#emitter.count -= 1;
      }
      #processReallyExit(code) {
        if (!processOk(this.#process)) {
          return 0;
        }
        this.#process.exitCode = code || 0;
        this.#emitter.emit("exit", this.#process.exitCode, null);
        return this.#originalProcessReallyExit.call(this.#process, this.#process.exitCode);
      }
      #processEmit(ev, ...args) {
        const og = this.#originalProcessEmit;
        if (ev === "exit" && processOk(this.#process)) {
          if (typeof args[0] === "number") {
            this.#process.exitCode = args[0];
          }
          const ret = og.call(this.#process, ev, ...args);
          this.#emitter.emit("exit", this.#process.exitCode, null);
          return ret;
        } else {
          return og.call(this.#process, ev, ...args);
        }
      }
    };
    var process2 = globalThis.process;
    _a = signalExitWrap(processOk(process2) ? new SignalExit(process2) : new SignalExitFallback()), /**
     * Called when the process is exiting, whether via signal, explicit
     * exit, or running out of stuff to do.
     *
     * If the global process object is not suitable for instrumentation,
     * then this will be a no-op.
     *
     * Returns a function that may be used to unload signal-exit.
     */
    exports.onExit = _a.onExit, /**
     * Load the listeners.  Likely you never need to call this, unless
     * doing a rather deep integration with signal-exit functionality.
     * Mostly exposed for the benefit of testing.
     *
     * @internal
     */
    exports.load = _a.load, /**
     * Unload the listeners.  Likely you never need to call this, unless
     * doing a rather deep integration with signal-exit functionality.
     * Mostly exposed for the benefit of testing.
     *
     * @internal
     */
    exports.unload = _a.unload;
  }
});

// node_modules/write-file-atomic/lib/index.js
var require_lib = __commonJS({
  "node_modules/write-file-atomic/lib/index.js"(exports, module) {
    "use strict";
    module.exports = writeFile;
    module.exports.sync = writeFileSync;
    module.exports._getTmpname = getTmpname;
    module.exports._cleanupOnExit = cleanupOnExit;
    var fs = __require("fs");
    var MurmurHash3 = require_imurmurhash();
    var { onExit } = require_cjs();
    var path = __require("path");
    var { promisify } = __require("util");
    var activeFiles = {};
    var threadId = (function getId() {
      try {
        const workerThreads = __require("worker_threads");
        return workerThreads.threadId;
      } catch (e) {
        return 0;
      }
    })();
    var invocations = 0;
    function getTmpname(filename) {
      return filename + "." + MurmurHash3(__filename).hash(String(process.pid)).hash(String(threadId)).hash(String(++invocations)).result();
    }
    function cleanupOnExit(tmpfile) {
      return () => {
        try {
          fs.unlinkSync(typeof tmpfile === "function" ? tmpfile() : tmpfile);
        } catch {
        }
      };
    }
    function serializeActiveFile(absoluteName) {
      return new Promise((resolve4) => {
        if (!activeFiles[absoluteName]) {
          activeFiles[absoluteName] = [];
        }
        activeFiles[absoluteName].push(resolve4);
        if (activeFiles[absoluteName].length === 1) {
          resolve4();
        }
      });
    }
    function isChownErrOk(err) {
      if (err.code === "ENOSYS") {
        return true;
      }
      const nonroot = !process.getuid || process.getuid() !== 0;
      if (nonroot) {
        if (err.code === "EINVAL" || err.code === "EPERM") {
          return true;
        }
      }
      return false;
    }
    async function writeFileAsync(filename, data, options = {}) {
      if (typeof options === "string") {
        options = { encoding: options };
      }
      let fd;
      let tmpfile;
      const removeOnExitHandler = onExit(cleanupOnExit(() => tmpfile));
      const absoluteName = path.resolve(filename);
      try {
        await serializeActiveFile(absoluteName);
        const truename = await promisify(fs.realpath)(filename).catch(() => filename);
        tmpfile = getTmpname(truename);
        if (!options.mode || !options.chown) {
          const stats = await promisify(fs.stat)(truename).catch(() => {
          });
          if (stats) {
            if (options.mode == null) {
              options.mode = stats.mode;
            }
            if (options.chown == null && process.getuid) {
              options.chown = { uid: stats.uid, gid: stats.gid };
            }
          }
        }
        fd = await promisify(fs.open)(tmpfile, "w", options.mode);
        if (options.tmpfileCreated) {
          await options.tmpfileCreated(tmpfile);
        }
        if (ArrayBuffer.isView(data)) {
          await promisify(fs.write)(fd, data, 0, data.length, 0);
        } else if (data != null) {
          await promisify(fs.write)(fd, String(data), 0, String(options.encoding || "utf8"));
        }
        if (options.fsync !== false) {
          await promisify(fs.fsync)(fd);
        }
        await promisify(fs.close)(fd);
        fd = null;
        if (options.chown) {
          await promisify(fs.chown)(tmpfile, options.chown.uid, options.chown.gid).catch((err) => {
            if (!isChownErrOk(err)) {
              throw err;
            }
          });
        }
        if (options.mode) {
          await promisify(fs.chmod)(tmpfile, options.mode).catch((err) => {
            if (!isChownErrOk(err)) {
              throw err;
            }
          });
        }
        await promisify(fs.rename)(tmpfile, truename);
      } finally {
        if (fd) {
          await promisify(fs.close)(fd).catch(
            /* istanbul ignore next */
            () => {
            }
          );
        }
        removeOnExitHandler();
        await promisify(fs.unlink)(tmpfile).catch(() => {
        });
        activeFiles[absoluteName].shift();
        if (activeFiles[absoluteName].length > 0) {
          activeFiles[absoluteName][0]();
        } else {
          delete activeFiles[absoluteName];
        }
      }
    }
    async function writeFile(filename, data, options, callback) {
      if (options instanceof Function) {
        callback = options;
        options = {};
      }
      const promise = writeFileAsync(filename, data, options);
      if (callback) {
        try {
          const result = await promise;
          return callback(result);
        } catch (err) {
          return callback(err);
        }
      }
      return promise;
    }
    function writeFileSync(filename, data, options) {
      if (typeof options === "string") {
        options = { encoding: options };
      } else if (!options) {
        options = {};
      }
      try {
        filename = fs.realpathSync(filename);
      } catch (ex) {
      }
      const tmpfile = getTmpname(filename);
      if (!options.mode || !options.chown) {
        try {
          const stats = fs.statSync(filename);
          options = Object.assign({}, options);
          if (!options.mode) {
            options.mode = stats.mode;
          }
          if (!options.chown && process.getuid) {
            options.chown = { uid: stats.uid, gid: stats.gid };
          }
        } catch (ex) {
        }
      }
      let fd;
      const cleanup = cleanupOnExit(tmpfile);
      const removeOnExitHandler = onExit(cleanup);
      let threw = true;
      try {
        fd = fs.openSync(tmpfile, "w", options.mode || 438);
        if (options.tmpfileCreated) {
          options.tmpfileCreated(tmpfile);
        }
        if (ArrayBuffer.isView(data)) {
          fs.writeSync(fd, data, 0, data.length, 0);
        } else if (data != null) {
          fs.writeSync(fd, String(data), 0, String(options.encoding || "utf8"));
        }
        if (options.fsync !== false) {
          fs.fsyncSync(fd);
        }
        fs.closeSync(fd);
        fd = null;
        if (options.chown) {
          try {
            fs.chownSync(tmpfile, options.chown.uid, options.chown.gid);
          } catch (err) {
            if (!isChownErrOk(err)) {
              throw err;
            }
          }
        }
        if (options.mode) {
          try {
            fs.chmodSync(tmpfile, options.mode);
          } catch (err) {
            if (!isChownErrOk(err)) {
              throw err;
            }
          }
        }
        fs.renameSync(tmpfile, filename);
        threw = false;
      } finally {
        if (fd) {
          try {
            fs.closeSync(fd);
          } catch (ex) {
          }
        }
        removeOnExitHandler();
        if (threw) {
          cleanup();
        }
      }
    }
  }
});

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

// src/core/dates.ts
var DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isIsoDate(text) {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}
var DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysInMonth(year, month) {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS[month - 1] ?? 0;
}
function daysBetween(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5);
}
function maxDate(a, b) {
  return a >= b ? a : b;
}
function minDate(a, b) {
  return a <= b ? a : b;
}

// hooks/session-start.mjs
import { closeSync, constants, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var DEFAULT_THRESHOLDS = Object.freeze({ minNewPublished: 1, minDaysSinceRun: 1 });
var LAYOUT = Object.freeze({
  config: "brain.config.yaml",
  brain: "brain",
  profile: "brain/profile.md",
  state: "brain/consolidation-state.json",
  pendingMd: "brain/pending-diff.md",
  pendingJson: "brain/pending-diff.json",
  history: "brain/history.jsonl",
  backups: "brain/backups",
  batches: "brain/batches",
  applied: "brain/applied",
  journal: "brain/journal",
  lock: "brain/.lock",
  ingest: "ingest",
  published: "ingest/published"
});
var DIR_MODE = 448;
var SCAFFOLD = Object.freeze([LAYOUT.brain, LAYOUT.journal, LAYOUT.published]);
var MAX_OUTPUT_CHARS = 9999;
var DAY_MS = 864e5;
var DATE_RE2 = /^(\d{4})-(\d{2})-(\d{2})$/;
function resolveDataDir(env = process.env, home = homedir()) {
  const explicit = nonEmpty(env.BRAIN_DATA_DIR);
  if (explicit !== void 0) return resolve(explicit);
  const xdg = nonEmpty(env.XDG_DATA_HOME);
  if (xdg !== void 0) return resolve(xdg, "brain");
  return resolve(home, ".local", "share", "brain");
}
function localToday(now = /* @__PURE__ */ new Date()) {
  const y = String(now.getFullYear()).padStart(4, "0");
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
function countPublishedRecords(publishedDir) {
  let names;
  try {
    names = readdirSync(publishedDir);
  } catch {
    return 0;
  }
  let count = 0;
  for (const name of names) {
    if (name.length > 3 && name.endsWith(".md") && name.charCodeAt(0) !== 46) count += 1;
  }
  return count;
}
function computeNudge({ dataDir, today = localToday(), thresholds, state: given, brain = "brain", inPlugin = false }) {
  const profileExists = safeExists(join(dataDir, LAYOUT.profile));
  const publishedCount = countPublishedRecords(join(dataDir, LAYOUT.published));
  const read = given === void 0 ? readState(join(dataDir, LAYOUT.state)) : parseState(given);
  const state = thresholds === void 0 ? read : { ...read, thresholds: { ...thresholds } };
  const newPublished = Math.max(0, publishedCount - state.publishedCount);
  const lastRunDay = state.lastRun === null ? null : dayNumber(state.lastRun);
  const todayDay = dayNumber(today);
  const daysSinceRun = lastRunDay === null || todayDay === null ? null : todayDay - lastRunDay;
  let message = null;
  if (!profileExists) {
    message = `brain: no profile yet \u2014 run: ${inPlugin ? "/brain:init" : `${brain} init`}`;
  } else if (isDue(newPublished, state.lastRun, daysSinceRun, state.thresholds)) {
    const records = `${newPublished} new published record${newPublished === 1 ? "" : "s"}`;
    const gather = inPlugin ? "/brain:consolidate" : `${brain} consolidate --gather`;
    message = state.lastRun === null ? `brain: ${records} and no consolidation yet \u2014 run: ${gather}` : `brain: ${records} since the last consolidation (${ago(daysSinceRun ?? 0)}) \u2014 run: ${gather}`;
  }
  return {
    dataDir,
    profileExists,
    publishedCount,
    newPublished,
    lastRun: state.lastRun,
    daysSinceRun,
    thresholds: state.thresholds,
    message
  };
}
function main() {
  try {
    const dataDir = resolveDataDir();
    for (const dir of SCAFFOLD) {
      try {
        mkdirSync(join(dataDir, dir), { recursive: true, mode: DIR_MODE });
      } catch {
      }
    }
    const inPlugin = nonEmpty(process.env.CLAUDE_PLUGIN_ROOT) !== void 0;
    const { message } = computeNudge({ dataDir, today: localToday(), inPlugin });
    if (message) process.stdout.write(`${message.slice(0, MAX_OUTPUT_CHARS)}
`);
  } catch {
  }
}
function isDue(newPublished, lastRun, daysSinceRun, thresholds) {
  if (newPublished < 1 || newPublished < thresholds.minNewPublished) return false;
  if (lastRun === null) return true;
  return daysSinceRun !== null && daysSinceRun >= thresholds.minDaysSinceRun;
}
function ago(days) {
  if (days === 0) return "today";
  if (days === 1) return "1 day ago";
  return `${days} days ago`;
}
function readState(file) {
  let raw;
  try {
    raw = JSON.parse(readRegularText(file));
  } catch {
    raw = void 0;
  }
  return parseState(raw);
}
function parseState(raw) {
  const obj = isPlainObject(raw) ? raw : {};
  const nudge = isPlainObject(obj.nudge) ? obj.nudge : {};
  const thresholds = {
    minNewPublished: isCount(nudge.minNewPublished) ? nudge.minNewPublished : DEFAULT_THRESHOLDS.minNewPublished,
    minDaysSinceRun: isCount(nudge.minDaysSinceRun) ? nudge.minDaysSinceRun : DEFAULT_THRESHOLDS.minDaysSinceRun
  };
  const ran = typeof obj.last_run === "string" && dayNumber(obj.last_run) !== null && isCount(obj.published_count);
  return ran ? { lastRun: (
    /** @type {string} */
    obj.last_run
  ), publishedCount: (
    /** @type {number} */
    obj.published_count
  ), thresholds } : { lastRun: null, publishedCount: 0, thresholds };
}
function readRegularText(file) {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw new Error(`${file}: not a regular file`);
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}
function dayNumber(ymd) {
  const m = DATE_RE2.exec(ymd);
  if (m === null) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const date = new Date(Date.UTC(2e3, mo - 1, d));
  date.setUTCFullYear(y);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return Math.round(date.getTime() / DAY_MS);
}
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function isCount(v) {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}
function nonEmpty(v) {
  return typeof v === "string" && v !== "" ? v : void 0;
}
function safeExists(file) {
  try {
    return existsSync(file);
  } catch {
    return false;
  }
}
function isDirectRun() {
  try {
    const entry = process.argv[1];
    return entry !== void 0 && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}
if (isDirectRun()) {
  process.stdout.on("error", () => {
  });
  process.on("uncaughtException", () => {
    process.exitCode = 0;
  });
  main();
  process.exitCode = 0;
}

// src/io/data-dir.ts
import { mkdirSync as mkdirSync3 } from "node:fs";
import { join as join2, resolve as resolve2 } from "node:path";

// src/io/atomic-write.ts
var import_write_file_atomic = __toESM(require_lib(), 1);
import { closeSync as closeSync2, fchmodSync, fchownSync, fsyncSync, mkdirSync as mkdirSync2, openSync as openSync2, realpathSync as realpathSync2, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname } from "node:path";

// src/core/utf8-builder.ts
var Utf8Builder = class {
  #sink;
  #chunk = Buffer.allocUnsafe(1 << 20);
  #used = 0;
  constructor(sink) {
    this.#sink = sink;
  }
  put(piece) {
    if (this.#chunk.length - this.#used < piece.length * 3) {
      this.flush();
      if (this.#chunk.length < piece.length * 3) this.#chunk = Buffer.allocUnsafe(piece.length * 3);
    }
    this.#used += this.#chunk.write(piece, this.#used);
  }
  /** Hands what was put since the last flush to the sink (which must use it before the next put). */
  flush() {
    if (this.#used === 0) return;
    this.#sink(this.#chunk.subarray(0, this.#used));
    this.#used = 0;
  }
};

// src/io/atomic-write.ts
var FILE_MODE = 384;
var DIR_MODE2 = 448;
function writeAtomic(path, data) {
  mkdirSync2(dirname(path), { recursive: true, mode: DIR_MODE2 });
  import_write_file_atomic.default.sync(path, data, { fsync: true, mode: FILE_MODE });
  fsyncDir(dirname(path));
}
var streams = 0;
function writeAtomicStream(path, produce) {
  commitStaged(stageStream(path, produce));
}
function stageStream(path, produce) {
  mkdirSync2(dirname(path), { recursive: true, mode: DIR_MODE2 });
  let target = path;
  try {
    target = realpathSync2(path);
  } catch {
  }
  const temp = `${target}.${process.pid}${String(++streams).padStart(4, "0")}`;
  const hash = createHash("sha256");
  const fd = openSync2(temp, "w", FILE_MODE);
  let done = false;
  try {
    try {
      keepOwner(fd, target);
      fchmodSync(fd, FILE_MODE);
      const out = new Utf8Builder((chunk) => {
        hash.update(chunk);
        for (let at = 0; at < chunk.length; ) at += writeSync(fd, chunk, at, chunk.length - at);
      });
      produce(out);
      out.flush();
      fsyncSync(fd);
    } finally {
      closeSync2(fd);
    }
    done = true;
  } finally {
    if (!done) rmSync(temp, { force: true });
  }
  return { temp, target, sha256: hash.digest("hex") };
}
function commitStaged(staged) {
  try {
    renameSync(staged.temp, staged.target);
  } catch (e) {
    discardStaged(staged);
    throw e;
  }
  fsyncDir(dirname(staged.target));
}
function discardStaged(staged) {
  rmSync(staged.temp, { force: true });
}
function keepOwner(fd, target) {
  let st;
  try {
    st = statSync(target);
  } catch {
    return;
  }
  try {
    fchownSync(fd, st.uid, st.gid);
  } catch {
  }
}
function fsyncDir(dir) {
  let fd;
  try {
    fd = openSync2(dir, "r");
    fsyncSync(fd);
  } catch {
  } finally {
    if (fd !== void 0) closeSync2(fd);
  }
}

// src/io/data-dir.ts
function resolveDataDir2(flag, env = process.env, home) {
  if (flag) return resolve2(flag);
  return resolveDataDir(env, home);
}
function layout(dataDir) {
  const paths = { dataDir };
  for (const key of Object.keys(LAYOUT)) paths[key] = join2(dataDir, LAYOUT[key]);
  return paths;
}
function ensureLayout(l) {
  for (const dir of [l.brain, l.journal, l.backups, l.published]) mkdirSync3(dir, { recursive: true, mode: DIR_MODE2 });
}

// src/io/interrupt.ts
import { readdirSync as readdirSync2, unlinkSync } from "node:fs";
import { join as join3 } from "node:path";
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
  for (const dir of [brainDir, ...["batches", "applied", "backups"].map((d) => join3(brainDir, d))]) {
    let names;
    try {
      names = readdirSync2(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!TEMP_FILE.test(name)) continue;
      try {
        unlinkSync(join3(dir, name));
      } catch {
      }
    }
  }
}
function letSignalsIn() {
  return new Promise((resolve4) => setImmediate(resolve4));
}

// src/io/invocation.ts
import { basename, resolve as resolve3 } from "node:path";
function brainInvocation(env = process.env, script = process.argv[1]) {
  const explicit = env.BRAIN_INVOCATION?.trim();
  if (explicit) return explicit;
  if (script !== void 0 && basename(script) === "brain.mjs") return `node ${shellWord(resolve3(script))}`;
  return "brain";
}
function shellWord(s) {
  return /^[\w./:@%+=-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}

// src/usecases/context.ts
function resolveContext(opts, now = /* @__PURE__ */ new Date()) {
  const dataDir = stringOption(opts.dataDir, "--data-dir");
  const configFile = stringOption(opts.config, "--config");
  const todayFlag = stringOption(opts.today, "--today");
  if (todayFlag !== void 0 && !isIsoDate(todayFlag)) {
    throw new UsageError(`--today: expected a date YYYY-MM-DD, found "${todayFlag}"`);
  }
  return { paths: layout(resolveDataDir2(dataDir)), configFile, today: todayFlag ?? localToday(now), now };
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
  if (Array.isArray(value)) throw new UsageError(`${flag}: given ${value.length} times; expected it once`);
  if (value === true || value === "") throw new UsageError(`${flag}: expected a value, found none`);
  if (typeof value === "string") return value;
  throw new UsageError(`${flag}: expected a value, found ${String(value)}`);
}
function useCaseOptions(ctx, notice) {
  return { ...ctx, notice, pause: letSignalsIn };
}
function discardUnfinishedWork() {
  runInterruptCleanups();
}

// src/core/invisible-ranges.ts
var KEY_FORBIDDEN = [
  [0, 31],
  [127, 159],
  [173, 173],
  [847, 847],
  [1536, 1541],
  [1564, 1564],
  [1757, 1757],
  [1807, 1807],
  [2192, 2193],
  [2274, 2274],
  [4447, 4448],
  [6068, 6069],
  [6155, 6159],
  [8203, 8207],
  [8232, 8238],
  [8288, 8303],
  [12644, 12644],
  [65024, 65039],
  [65279, 65279],
  [65440, 65440],
  [65520, 65531],
  [69821, 69821],
  [69837, 69837],
  [78896, 78911],
  [113824, 113827],
  [119155, 119162],
  [917504, 921599]
];
var VALUE_FORBIDDEN = [
  [0, 31],
  [127, 159],
  [173, 173],
  [847, 847],
  [1536, 1541],
  [1564, 1564],
  [1757, 1757],
  [1807, 1807],
  [2192, 2193],
  [2274, 2274],
  [4447, 4448],
  [6068, 6069],
  [6155, 6159],
  [8203, 8203],
  [8206, 8207],
  [8232, 8238],
  [8288, 8303],
  [12644, 12644],
  [65279, 65279],
  [65440, 65440],
  [65520, 65531],
  [69821, 69821],
  [69837, 69837],
  [78896, 78911],
  [113824, 113827],
  [119155, 119162],
  [917504, 917535],
  [917632, 917759],
  [918e3, 921599]
];

// src/core/visible-text.ts
var classOf = (ranges) => ranges.map(([lo, hi]) => lo === hi ? `\\u{${lo.toString(16)}}` : `\\u{${lo.toString(16)}}-\\u{${hi.toString(16)}}`).join("");
var KEY_CLASS = classOf(KEY_FORBIDDEN);
var VALUE_CLASS = classOf(VALUE_FORBIDDEN);
var LONE_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";
var KEY_FORBIDDEN_CHAR = new RegExp(`[${KEY_CLASS}]`, "u");
var VALUE_FORBIDDEN_CHAR = new RegExp(`[${VALUE_CLASS}]`, "u");
var KEY_ALL = new RegExp(`[${KEY_CLASS}]|${LONE_SURROGATE}`, "gu");
var VALUE_ALL = new RegExp(`[${VALUE_CLASS}]|${LONE_SURROGATE}`, "gu");
var TEXT_ALL = new RegExp(`(?![\\n\\t])(?:[${VALUE_CLASS}]|${LONE_SURROGATE})`, "gu");
var u4 = (cp) => `\\u${cp.toString(16).padStart(4, "0")}`;
var MAY_HOLD = new RegExp(
  `[${KEY_FORBIDDEN.filter(([lo]) => lo <= 65535).map(([lo, hi]) => `${u4(lo)}-${u4(hi)}`).join("")}\\ud800-\\udfff]`
);
var escaped = (c) => `\\u{${c.codePointAt(0).toString(16)}}`;
function visible(s) {
  if (!MAY_HOLD.test(s)) return s;
  return s.replace(KEY_ALL, escaped);
}
function visibleValue(s) {
  if (!MAY_HOLD.test(s)) return s;
  return s.replace(VALUE_ALL, escaped);
}
function visibleText(s) {
  if (!MAY_HOLD.test(s)) return s;
  return s.replace(TEXT_ALL, escaped);
}

// src/cli/output.ts
var open = { stdout: true, stderr: true };
var stdio = {
  get columns() {
    return process.stdout.isTTY ? process.stdout.columns : void 0;
  },
  out: (text) => {
    if (open.stdout) process.stdout.write(text.endsWith("\n") ? text : `${text}
`);
  },
  err: (text) => {
    if (open.stderr) process.stderr.write(text.endsWith("\n") ? text : `${text}
`);
  }
};
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
  for (const name of ["stdout", "stderr"]) {
    process[name].on("error", () => {
      open[name] = false;
    });
  }
}
var RAW_IN_JSON = new RegExp(`(?![\\u0000-\\u001f])${KEY_FORBIDDEN_CHAR.source}`, "gu");
function json(value) {
  const text = `${JSON.stringify(value, null, 2)}
`;
  return text.replace(
    RAW_IN_JSON,
    (c) => c.split("").map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")
  );
}

export {
  isIsoDate,
  daysBetween,
  maxDate,
  minDate,
  BrainError,
  InvalidInputError,
  UsageError,
  StaleDiffError,
  NotFoundError,
  LockedError,
  RefusedError,
  DEFAULT_THRESHOLDS,
  countPublishedRecords,
  computeNudge,
  FILE_MODE,
  writeAtomic,
  writeAtomicStream,
  stageStream,
  commitStaged,
  discardStaged,
  ensureLayout,
  onInterrupt,
  removeTempFiles,
  brainInvocation,
  shellWord,
  resolveContext,
  brainAsTyped,
  stringOption,
  useCaseOptions,
  discardUnfinishedWork,
  KEY_FORBIDDEN_CHAR,
  VALUE_FORBIDDEN_CHAR,
  visible,
  visibleValue,
  visibleText,
  stdio,
  processOutput,
  printingTo,
  survivePipes,
  json
};
/*! Bundled license information:

imurmurhash/imurmurhash.js:
  (**
   * @preserve
   * JS Implementation of incremental MurmurHash3 (r150) (as of May 10, 2013)
   *
   * @author <a href="mailto:jensyt@gmail.com">Jens Taylor</a>
   * @see http://github.com/homebrewing/brauhaus-diff
   * @author <a href="mailto:gary.court@gmail.com">Gary Court</a>
   * @see http://github.com/garycourt/murmurhash-js
   * @author <a href="mailto:aappleby@gmail.com">Austin Appleby</a>
   * @see http://sites.google.com/site/murmurhash/
   *)
*/
