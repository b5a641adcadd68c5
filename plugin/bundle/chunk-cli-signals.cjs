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
  describeSignal: () => describeSignal,
  stopOnSignals: () => stopOnSignals,
  stoppingSignal: () => stoppingSignal
});
module.exports = __toCommonJS(stdin_exports);
var import_node_os = require("node:os");
var CANDIDATES = [
  "SIGHUP",
  "SIGINT",
  "SIGQUIT",
  "SIGTERM",
  "SIGUSR2",
  "SIGALRM",
  "SIGVTALRM",
  "SIGPROF",
  "SIGXCPU",
  "SIGXFSZ",
  "SIGTRAP",
  "SIGABRT",
  "SIGSYS",
  "SIGIO",
  "SIGPWR",
  "SIGSTKFLT"
];
var PROFILED = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((flag) => flag.startsWith("--cpu-prof") || flag === "--prof");
var STOP_SIGNALS = CANDIDATES.flatMap((signal) => {
  if (signal === "SIGPROF" && PROFILED) return [];
  const number = import_node_os.constants.signals[signal];
  return number === void 0 ? [] : [{ signal, code: 128 + number }];
});
var MEANING = {
  SIGHUP: "the terminal or the client hung up",
  SIGINT: "Ctrl-C",
  SIGQUIT: "a quit from the terminal",
  SIGTERM: "asked to terminate"
};
var received;
function stoppingSignal() {
  return received;
}
function describeSignal(signal) {
  const meaning = MEANING[signal];
  return meaning === void 0 ? signal : `${signal} (${meaning})`;
}
function stopOnSignals(stop) {
  for (const { signal, code } of STOP_SIGNALS) {
    process.once(signal, () => {
      received ??= signal;
      stop(signal, code);
    });
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  describeSignal,
  stopOnSignals,
  stoppingSignal
});
// brain-digest: b3bad974a21b8129
