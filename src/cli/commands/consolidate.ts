import { UsageError } from "../../core/errors.js";
import { parseExpectedId } from "../../core/expected-id.js";
import { stringOption } from "../context.js";

const MODES = ["gather", "propose", "apply", "what-if"] as const;

/** `consolidate` takes exactly one mode flag (cac has no nested subcommands) and only that mode's options. */
export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const modes = MODES.filter((m) => opts[camel(m)] !== undefined && opts[camel(m)] !== false);
  if (modes.length !== 1) {
    throw new UsageError(
      modes.length === 0
        ? "consolidate: expected one of --gather, --propose, --apply, --what-if, found none"
        : `consolidate: expected exactly one of --gather, --propose, --apply, --what-if, found ${modes.map((m) => `--${m}`).join(" and ")}`,
    );
  }
  const mode = modes[0]!;
  if (opts[camel(mode)] !== true) throw new UsageError(`--${mode}: takes no value`);
  const allowed: Record<(typeof MODES)[number], string[]> = {
    gather: ["json", "limit"],
    propose: ["candidates", "through", "json"],
    apply: ["diff", "expect", "confirm", "json"],
    "what-if": ["with-config", "with-rules", "json"],
  };
  for (const flag of ["json", "candidates", "diff", "expect", "confirm", "limit", "through", "with-config", "with-rules"]) {
    if (opts[camel(flag)] !== undefined && !allowed[mode].includes(flag)) {
      throw new UsageError(`--${flag}: not used with --${mode}`);
    }
  }
  if (args.length > 0) throw new UsageError(`consolidate: unexpected argument "${String(args[0])}"`);
  switch (mode) {
    case "gather":
      return (await import("./consolidate-gather.js")).runGather(opts, limitOption(opts.limit));
    case "propose": {
      const candidates = stringOption(opts.candidates, "--candidates");
      if (!candidates) throw new UsageError("--propose: needs --candidates <file>");
      return (await import("./consolidate-propose.js")).runPropose(opts, candidates, stringOption(opts.through, "--through"));
    }
    case "apply": {
      const expect = stringOption(opts.expect, "--expect");
      // Default: the pending diff (resolved with the data dir by the apply command).
      return (await import("./consolidate-apply.js")).runApply(opts, {
        diffFile: stringOption(opts.diff, "--diff"),
        expectedId: expect === undefined ? undefined : parseExpectedId(expect),
        confirm: opts.confirm === true,
      });
    }
    case "what-if":
      return (await import("./consolidate-what-if.js")).runWhatIf(opts);
  }
}

/** `--limit N`: a whole number ≥ 1, as typed (cac would make "007" the number 7 and "1e3" 1000). */
function limitOption(value: unknown): number | undefined {
  const text = stringOption(value, "--limit");
  if (text === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new UsageError(`--limit: expected a whole number of records ≥ 1, found "${text}"`);
  return Number(text);
}

/** The key of a flag in the parsed options (`--what-if` → `whatIf`). */
function camel(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
