import { isIsoDate } from "../core/dates.js";
import { UsageError } from "../core/errors.js";
import { layout, resolveDataDir, type Layout } from "../io/data-dir.js";

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
  /** `brain` plus the global flags this run was given, for commands we suggest next. */
  brain: string;
}

export function resolveContext(opts: GlobalOptions, now = new Date()): Context {
  const dataDir = stringOption(opts.dataDir, "--data-dir");
  const configFile = stringOption(opts.config, "--config");
  const todayFlag = stringOption(opts.today, "--today");
  if (todayFlag !== undefined && !isIsoDate(todayFlag)) {
    throw new UsageError(`--today: expected a date YYYY-MM-DD, found "${todayFlag}"`);
  }
  const flags = [
    dataDir === undefined ? "" : ` --data-dir ${shellQuote(dataDir)}`,
    configFile === undefined ? "" : ` --config ${shellQuote(configFile)}`,
  ].join("");
  return { paths: layout(resolveDataDir(dataDir)), configFile, today: todayFlag ?? localDate(now), now, brain: `brain${flags}` };
}

/** A flag's value as text; cac parses number-looking values as numbers and repeated flags as arrays. */
export function stringOption(value: unknown, flag: string): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) throw new UsageError(`${flag}: expected one value, found ${value.length}`);
  if (value === true || value === "") throw new UsageError(`${flag}: expected a value, found none`);
  if (typeof value === "string" || typeof value === "number") return String(value);
  throw new UsageError(`${flag}: expected a value, found ${String(value)}`);
}

export function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function shellQuote(s: string): string {
  return /^[\w./:@%+=-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}
