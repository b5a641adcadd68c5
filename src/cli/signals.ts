/**
 * The signals brain stops on, and which one stopped it. Every catchable signal whose default action
 * ends a process is handled, so no command — and no `brain mcp` server, which an MCP host may
 * SIGHUP or SIGTERM at any time — ever ends without saying why. Left to Node's default:
 * SIGUSR1 (Node starts its inspector; nothing stops), SIGPIPE (Node ignores it), and SIGBUS,
 * SIGFPE, SIGSEGV and SIGILL (a real one leaves no state in which JavaScript can run safely).
 * SIGKILL and SIGSTOP cannot be caught by any process.
 */
import { constants } from "node:os";

const CANDIDATES = [
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
  "SIGSTKFLT",
] as const satisfies readonly NodeJS.Signals[];

/**
 * V8's sampling profiler (`node --cpu-prof`, `--prof`; NODE_OPTIONS may carry them on newer Node)
 * ticks with SIGPROF: brain then leaves SIGPROF to it, or the first tick would stop brain
 * (docs/performance.md, "Profiling").
 */
const PROFILED = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((flag) => flag.startsWith("--cpu-prof") || flag === "--prof");

/** The signals of CANDIDATES this platform has, each with its exit status (128 + its number, as shells report it). */
const STOP_SIGNALS: readonly { signal: NodeJS.Signals; code: number }[] = CANDIDATES.flatMap((signal) => {
  if (signal === "SIGPROF" && PROFILED) return [];
  const number = (constants.signals as Partial<Record<NodeJS.Signals, number>>)[signal];
  return number === undefined ? [] : [{ signal, code: 128 + number }];
});

/** What a signal usually means, for the line that says why brain stopped. */
const MEANING: Partial<Record<NodeJS.Signals, string>> = {
  SIGHUP: "the terminal or the client hung up",
  SIGINT: "Ctrl-C",
  SIGQUIT: "a quit from the terminal",
  SIGTERM: "asked to terminate",
};

let received: NodeJS.Signals | undefined;

/** The signal that is stopping this process, if one is. */
export function stoppingSignal(): NodeJS.Signals | undefined {
  return received;
}

/** `SIGHUP (the terminal or the client hung up)`. */
export function describeSignal(signal: NodeJS.Signals): string {
  const meaning = MEANING[signal];
  return meaning === undefined ? signal : `${signal} (${meaning})`;
}

/**
 * On the first stop signal, records it (stoppingSignal) and calls `stop` with it and its exit
 * status; `stop` ends the process.
 */
export function stopOnSignals(stop: (signal: NodeJS.Signals, code: number) => void): void {
  for (const { signal, code } of STOP_SIGNALS) {
    process.once(signal, () => {
      received ??= signal;
      stop(signal, code);
    });
  }
}
