/**
 * The context of one run, from the global options (`--data-dir`, `--config`, `--today`) as the CLI
 * or an MCP client gave them.
 */
import { isIsoDate } from "../core/dates.js";
import { UsageError } from "../core/errors.js";
import { localToday } from "../../hooks/session-start.mjs";
import { layout, resolveDataDir, type Layout } from "../io/data-dir.js";
import { letSignalsIn, runInterruptCleanups } from "../io/interrupt.js";
import { brainInvocation, shellWord } from "../io/invocation.js";
import type { UseCaseOptions } from "./options.js";

export interface GlobalOptions {
  dataDir?: unknown;
  config?: unknown;
  today?: unknown;
}

export interface Context {
  paths: Layout;
  /** `--config`, when given. */
  configFile: string | undefined;
  /** `--today` or the local date: every date-dependent result uses it. */
  today: string;
  /** Wall-clock time of this run (ingested_at, history). */
  now: Date;
}

export function resolveContext(opts: GlobalOptions, now = new Date()): Context {
  const dataDir = stringOption(opts.dataDir, "--data-dir");
  const configFile = stringOption(opts.config, "--config");
  const todayFlag = stringOption(opts.today, "--today");
  if (todayFlag !== undefined && !isIsoDate(todayFlag)) {
    throw new UsageError(`--today: expected a date YYYY-MM-DD, found "${todayFlag}"`);
  }
  return { paths: layout(resolveDataDir(dataDir)), configFile, today: todayFlag ?? localToday(now), now };
}

/** `brain` (as invoked) plus the global `--data-dir` / `--config` exactly as this run was given them, for commands we suggest next. */
export function brainAsTyped(opts: GlobalOptions): string {
  const dataDir = stringOption(opts.dataDir, "--data-dir");
  const configFile = stringOption(opts.config, "--config");
  return [
    brainInvocation(),
    ...[...(dataDir === undefined ? [] : ["--data-dir", dataDir]), ...(configFile === undefined ? [] : ["--config", configFile])].map(shellWord),
  ].join(" ");
}

/**
 * A valued flag's text, exactly as typed (the CLI keeps it a string, src/cli/argv.ts). Given twice, or
 * empty, it is a usage error: `--data-dir ""` must not quietly mean the current folder.
 */
export function stringOption(value: unknown, flag: string): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) throw new UsageError(`${flag}: given ${value.length} times; expected it once`);
  if (value === true || value === "") throw new UsageError(`${flag}: expected a value, found none`);
  if (typeof value === "string") return value;
  throw new UsageError(`${flag}: expected a value, found ${String(value)}`);
}

/** What every use case is given by a shell: the context, where notices go, and Ctrl-C handled during long work. */
export function optionsWithNotices(ctx: Context, notice: (text: string) => void): UseCaseOptions {
  return { ...ctx, notice, pause: letSignalsIn };
}

/** On Ctrl-C or SIGTERM: removes this run's temp files and releases its lock (what was not finished is discarded). */
export function discardUnfinishedWork(): void {
  runInterruptCleanups();
}
