/**
 * The `brain` command line, importable without running it (src/cli/main.ts is the entry that
 * runs it). Every command is registered here; each action loads its module lazily (so
 * `brain --help` and `brain show` start fast), and `main` is the only place that turns errors into
 * exit statuses.
 */
import { type Command, cac } from "cac";
import { BrainError } from "../core/errors.js";
import { BRAIN_VERSION } from "../core/version.js";
import { visible } from "../core/visible-text.js";
import { parseArgv } from "./argv.js";
import { errorMessage } from "../core/error-message.js";
import { EXIT, EXIT_HELP, exitCodeFor, exitMeaning } from "./exit-codes.js";
import { json, type Output, printingTo, stdio } from "./output.js";
import { didYouMean } from "./suggest.js";
import { wrapText } from "./wrap.js";

type Action = (args: unknown[], options: Record<string, unknown>) => Promise<number>;

function lazy(load: () => Promise<{ run: Action }>): (...raw: unknown[]) => Promise<void> {
  return async (...raw) => {
    const options = raw.pop() as Record<string, unknown>;
    const { run } = await load();
    exitCode = await run(raw, options);
  };
}

let exitCode: number = EXIT.ok;

function buildCli() {
  const cli = cac("brain");
  cli
    .option("--data-dir <dir>", "Data directory (default: $BRAIN_DATA_DIR, else $XDG_DATA_HOME/brain, else ~/.local/share/brain)")
    .option("--config <file>", "Config file (default: <data-dir>/brain.config.yaml)")
    .option("--today <YYYY-MM-DD>", "The date every date-dependent result uses (default: the local date; a command that writes refuses one after tomorrow)");

  cli
    .command("init", "Create the data layout and an empty profile (never overwrites one)")
    .option("--from <fields.yaml>", "Fold a YAML map of profile fields in as static profile-field facts (provenance human)")
    .option("--json", "One JSON document: what was created")
    .example("brain init")
    .example("brain init --from docs/example/fields.yaml")
    .action(lazy(() => import("./commands/init.js")));

  cli
    .command(
      "ingest <...files>",
      "Copy records into ingest/<tributary>/ with frontmatter (a folder: its *.md files, in name order, not recursive); the same content twice is skipped",
    )
    .option("--into <tributary>", "Tributary folder under ingest/ (default: published)")
    .option("--provenance <p>", "published | human | ai-draft (published/ takes only published, the default there; required for other tributaries)")
    .option("--date <YYYY-MM-DD>", "The record's date, when it was published or said (default: the file's frontmatter date, else --today)")
    .option("--json", "One JSON document: each file, added or skipped, with its id and path")
    .example("brain ingest posts/2026-05-26-ai-governance.md")
    .example("brain ingest call-notes.md --into notes --provenance human --date 2026-06-01")
    .example("brain ingest posts/")
    .action(lazy(() => import("./commands/ingest.js")));

  cli
    .command("note <...text>", "Record a statement of yours as a human record in ingest/notes/; prints notes:<id> to cite as a source")
    .option("--date <YYYY-MM-DD>", "When you said or decided it (default: --today)")
    .option("--json", "One JSON document: status (added, or skipped when the same text is recorded), source, id, path, date")
    .example('brain note "I lead the platform team since March"')
    .example('brain note "I moved to Berlin" --date 2026-05-01 --json')
    .action(lazy(() => import("./commands/note.js")));

  cli
    .command("consolidate", "The loop: --gather, then --propose, then --apply; or --what-if (exactly one per call)")
    .option("--gather", "Read-only: new records since the last apply, the live profile with ids, thresholds, the multi-valued keys, the candidate schema")
    .option("--propose", "Classify --candidates with the rules; write brain/pending-diff.{md,json}")
    .option("--apply", "Apply the pending diff (or --diff) to the profile (the only profile writer); needs --confirm")
    .option("--candidates <file>", "With --propose: the candidates JSON written by the extracting session")
    .option("--diff <file>", "With --apply: the diff to apply (default: brain/pending-diff.json)")
    .option(
      "--expect <id>",
      "With --apply: the id of the diff whose review you read (its first 12 hex, as every printed apply line gives it, or all 64); any other diff is refused (exit 4) and nothing is written",
    )
    .option("--confirm", "With --apply: really write; without it, show what would change and exit 2")
    .option("--what-if", "Write nothing: compare what --with-config / --with-rules would decide, today and in every past batch, with what is in force")
    .option("--with-config <file>", "With --what-if: the alternative config")
    .option("--with-rules <dir>", "With --what-if: the alternative rules folder")
    .option("--limit <n>", "With --gather: list only the oldest N new records and the ingested_at it stopped at")
    .option(
      "--through <ingested_at>",
      "With --propose: read only the records ingested at or before it (as --gather printed it); never before what the last apply read",
    )
    .option("--json", "With --gather, --propose, --apply or --what-if: one JSON document")
    .example("brain consolidate --gather")
    .example("brain consolidate --gather --limit 50")
    .example("brain consolidate --propose --candidates candidates.json")
    .example("brain consolidate --apply --expect 1a2b3c4d5e6f --confirm")
    .example("brain consolidate --what-if --with-config try.config.yaml")
    .action(lazy(() => import("./commands/consolidate.js")));

  cli
    .command("show", "Print the profile (active facts; --all includes superseded and retired ones; --conflicts lists open conflicts; --stale stale facts)")
    .option("--json", "Print JSON valid against schemas/profile.schema.json")
    .option("--layer <layer>", "Only static or dynamic facts")
    .option("--key <key>", "Only facts of this key (normalized; facts stored under one of its keyAliases count as its)")
    .option("--all", "Include superseded and retired facts")
    .option("--conflicts", "Only the keys holding more than one active value (not multi-valued): what a later supersedes can settle")
    .option("--stale", "Only the active facts the fact rules flag as stale as of --today: what brain retire (or new evidence) settles")
    .option("--include-excluded", "Also the facts of keys context.exclude keeps from agents (withheld otherwise; for you, at the command line)")
    .example("brain show")
    .example("brain show --json --layer static")
    .action(lazy(() => import("./commands/show.js")));

  cli
    .command(
      "context",
      "The session context: the approved facts the session-start hook gives an agent (brain/context.md), as given in a folder; --explain says why each fact is in or out",
    )
    .option("--cwd <dir>", "The session's folder the context is given in (default: the current one); onlyIn and notIn decide")
    .option(
      "--explain",
      "Every active fact, marked shown or why not: excluded by a glob, over the budget, shown as a question (stale, conflict), not given in that folder",
    )
    .option("--refresh", "Rewrite brain/context.md from profile.md and the data dir's config (refused while profile.md holds an edit not adopted)")
    .option("--log", "The receipts of what sessions were given, newest first")
    .option("--json", "One JSON document")
    .example("brain context")
    .example("brain context --cwd ~/work/client --explain")
    .example("brain context --refresh")
    .example("brain context --log")
    .action(lazy(() => import("./commands/context.js")));

  cli
    .command(
      "recall <...words>",
      "Search the active facts by words of their key and value (case, accents and width folded); best first, excluded keys left out",
    )
    .option("--limit <n>", "At most n hits (default 10)")
    .option("--include-excluded", "Also search the keys context.exclude keeps from agents (for you, at the command line)")
    .option("--json", "The hits as a JSON array ([] when none)")
    .example("brain recall employer")
    .example("brain recall programming languages --limit 3")
    .action(lazy(() => import("./commands/recall.js")));

  cli
    .command(
      "explain <id>",
      "The life of one fact: every apply that added, bumped, promoted, superseded or retired it, the candidates about it that were rejected or declined, the declines of it the operator forgot, and a conflict's other side, with the rule that decided",
    )
    .option("--json", "One JSON document: { id, fact, events }")
    .option("--include-excluded", "Also a fact whose key context.exclude keeps from agents (withheld otherwise)")
    .example("brain explain 1a2b3c4d5e6f")
    .action(lazy(() => import("./commands/explain.js")));

  cli
    .command(
      "retire <...ids>",
      "Propose retiring facts that stopped being true: added to the pending batch, or a batch of its own (apply stays --apply --confirm)",
    )
    .option("--reason <text>", "Why the facts are no longer true (required; kept on the retired line)")
    .option("--source <human:label>", "Your statement's label (default: human:retire-<today>)")
    .option("--date <YYYY-MM-DD>", "When the facts stopped being true: the retire candidates' observed_date (default: the batch's today; not after it)")
    .option("--new", "Start a fresh batch instead of adding to the pending one (says what it drops)")
    .option("--json", "One JSON document: the proposal, as --propose --json prints it")
    .example('brain retire 1a2b3c4d5e6f --reason "the side project ended"')
    .example('brain retire 1a2b3c4d5e6f --reason "left the city" --date 2026-05-31')
    .action(lazy(() => import("./commands/retire.js")));

  // The operator decides each change: decline, remembered declines, resolve, review (docs/cli.md).
  cli
    .command("decline <...n>", "Decline candidates of the pending batch by index (0-based, as brain review shows them) and propose it again")
    .option("--reason <text>", "Why (one line): shown in the review, kept with the decline and remembered once applied")
    .option(
      "--expect <id>",
      "The id of the pending diff whose review you read (its first 12 hex or all of it): refused (exit 4) if the batch changed since, so the indexes are the ones you saw",
    )
    .option("--json", "One JSON document: the proposal, as --propose --json prints it, plus every decline and what changed")
    .example('brain decline 3 --reason "I never worked there" --expect 1a2b3c4d5e6f')
    .example("brain decline 0 4")
    .action(lazy(() => import("./commands/decline.js")));

  cli
    .command("declined [...n]", "The remembered declines (a later candidate matching one is rejected); --forget takes some back")
    .option("--forget <n>", "Forget the declines numbered n… (as listed); needs --confirm")
    .option("--confirm", "With --forget: really forget (one history line); without it, show what would be forgotten and exit 2")
    .option("--json", "One JSON document")
    .example("brain declined")
    .example("brain declined --forget 0 2 --confirm")
    .action(lazy(() => import("./commands/declined.js")));

  cli
    .command(
      "resolve <key>",
      "Propose settling an open conflict: keep one value, archive the key's other active values as superseded by it (added to the pending batch)",
    )
    .option("--keep <id>", "The id of the value that holds (required; brain show --conflicts lists them)")
    .option("--reason <text>", "Why this value holds (shown in the review)")
    .option("--source <human:label>", "Your statement's label (default: human:resolve-<today>)")
    .option("--new", "Start a fresh batch instead of adding to the pending one (says what it drops)")
    .option("--json", "One JSON document: the proposal, as --propose --json prints it")
    .example("brain resolve job-title --keep 1a2b3c4d5e6f")
    .example('brain resolve employer --keep 9f8e7d6c5b4a --reason "moved in May"')
    .action(lazy(() => import("./commands/resolve.js")));

  cli
    .command(
      "set <key> <...value>",
      "State a value yourself: a human candidate of yours (source human:set-<today>), added to the pending batch and classified as usual",
    )
    .option("--replaces <id>", "An active fact of the key that this value replaces (a seed is replaced by a seed)")
    .option("--reason <text>", "Why (one line): shown in the review")
    .option("--new", "Start a fresh batch instead of adding to the pending one (says what it drops)")
    .option("--json", "One JSON document: the proposal, as --propose --json prints it, plus the indexes it added and the batch it joined or dropped")
    .example("brain set location Lisbon")
    .example('brain set job-title Staff Engineer --replaces 1a2b3c4d5e6f --reason "promoted in May"')
    .action(lazy(() => import("./commands/set.js")));

  cli
    .command("review", "Walk the pending batch at a terminal: a accept, d decline (asks a reason), s skip, q quit; then Apply now? [y/N]")
    .example("brain review")
    .action(lazy(() => import("./commands/review.js")));

  cli
    .command(
      "validate [file]",
      "Validate one file (the kind taken from its content where distinctive, else its name, unless --as is given), or, without a file, the whole data dir",
    )
    .option("--as <kind>", "candidates | config | rules | rule-tests | diff | profile | fields")
    .option("--json", "One JSON document: the verdict and every problem")
    .example("brain validate candidates.json")
    .example("brain validate")
    .example("brain validate my-rules/candidate.yaml --as rules")
    .action(lazy(() => import("./commands/validate.js")));

  cli
    .command("status", "What the session-start hook would say, and the counts behind it")
    .option("--json", "One JSON document")
    .example("brain status")
    .action(lazy(() => import("./commands/status.js")));

  cli
    .command(
      "rules [folder]",
      "The loaded rules, or a rule folder's (file, version, name, priority, event); --check finds gaps and shadowed rules, --test runs their tests. With a folder the config is --config, else the defaults",
    )
    .option("--check", "Check the rule set against every situation the runtime can produce (exit 5 on errors)")
    .option("--test", "Run the *.test.yaml files beside the rule files (exit 5 on a failure; coverage gaps are informational)")
    .option("--strict", "With --check: warnings fail too (exit 5); with --test, coverage gaps stay informational")
    .option("--name <text>", "With --test: run only the tests whose name contains the text (case-insensitive)")
    .option("--json", "One JSON document")
    .example("brain rules")
    .example("brain rules --check")
    .example("brain rules --check my-rules --strict")
    .example('brain rules --test my-rules --name "promotes"')
    .example("brain rules --test --json")
    .action(lazy(() => import("./commands/rules.js")));

  cli
    .command("history", "Applies, rollbacks and forgotten declines, newest first; each apply with its diff's today, rolled-back ones marked")
    .option("--json", "One JSON document")
    .example("brain history")
    .action(lazy(() => import("./commands/history.js")));

  cli
    .command("adopt", "List what a hand edit of profile.md changed, by fact id; with --confirm --expect <sha>, record it as brain's (rollback undoes it)")
    .option("--confirm", "Really adopt; needs --expect with the profile sha256 brain adopt printed")
    .option("--expect <sha>", "The profile's sha256 (at least 12 hex) that brain adopt printed: a profile edited since is refused (exit 4)")
    .option("--json", "One JSON document")
    .example("brain adopt")
    .example("brain adopt --confirm --expect 1a2b3c4d5e6f")
    .action(lazy(() => import("./commands/adopt.js")));

  cli
    .command("rollback", "Restore the profile as it was before the most recent apply or adopt (itself recorded in history)")
    .option("--confirm", "Really restore; without it, show what would happen and exit 2")
    .option("--json", "One JSON document")
    .example("brain rollback --confirm")
    .action(lazy(() => import("./commands/rollback.js")));

  cli
    .command("mcp", "Serve brain to any MCP client over stdio (tools, resources, the consolidate prompt); see docs/mcp.md")
    .option("--allow-apply", "Also offer the apply tool (it still needs the pending diff's exact id and confirm: true); also BRAIN_MCP_ALLOW_APPLY=true")
    .option(
      "--allow-ingest-published",
      "Let the ingest tool store records as published (otherwise an agent ingests only human or ai-draft text); also BRAIN_MCP_ALLOW_INGEST_PUBLISHED=true",
    )
    .example("brain mcp")
    .example("brain mcp --allow-apply --data-dir ~/brain")
    .action(lazy(() => import("./commands/mcp.js")));

  cli
    .example("brain init --from fields.yaml")
    .example("brain ingest post.md")
    .example("brain consolidate --gather")
    .example("brain consolidate --propose --candidates candidates.json")
    .example("brain consolidate --apply --expect 1a2b3c4d5e6f --confirm")
    .example("brain show");
  cli.help((sections) => [...sections, { title: "Exit codes", body: EXIT_HELP }]);
  cli.version(BRAIN_VERSION);
  return cli;
}

/**
 * Runs one `brain` command line (`argv` as process.argv: two words, then the arguments) and returns
 * its exit status. Output goes to `output` when given (tests run the CLI in-process this way), else
 * to this process's stdout and stderr.
 *
 * With `--json`, stderr carries nothing until the end: a failing run then writes exactly one JSON
 * object, `{"error": {"exit", "message"}, "warnings": [...]}` (the messages printed on the way are
 * the warnings); a successful one writes them as its document's `warnings` (withWarnings) and
 * nothing on stderr. Without `--json`, text on a
 * terminal is wrapped to its width (src/cli/wrap.ts).
 */
export async function main(argv: string[], output: Output = stdio): Promise<number> {
  const asJson = asksForJson(argv);
  const messages: string[] = [];
  const results: string[] = [];
  const width = asJson ? undefined : output.columns;
  const run: Output = {
    out: (text) => (asJson ? results.push(text) : output.out(width ? wrapText(text, width) : text)),
    err: (text) => (asJson ? messages.push(...text.replace(/\n$/, "").split("\n")) : output.err(text)),
  };
  const { code, failure } = await printingTo(run, () => runCommand(argv, (text) => (asJson ? results.push(text) : output.out(text))));
  if (!asJson) {
    if (failure !== undefined) output.err(failure);
    return code;
  }
  if (code === EXIT.ok) {
    const document = withWarnings(results.join(""), messages);
    if (document !== undefined) {
      output.out(document);
      return code;
    }
    // Not one JSON object (e.g. --help): printed as it was, the messages as lines on stderr.
    for (const r of results) output.out(r);
    for (const m of messages) output.err(m);
    return code;
  }
  for (const r of results) output.out(r);
  // The thrown error is the message; else (a check that failed, a preview) the last message said why.
  const message = failure ?? messages.pop() ?? exitMeaning(code);
  output.err(JSON.stringify({ error: { exit: code, message: message.replace(/^brain: /, "") }, warnings: messages }));
  return code;
}

/**
 * The successful run's one JSON document with the run's messages as its last member, `warnings`
 * (an empty array when there were none). The document is spliced rather than parsed and written
 * again, so a large one (a propose at 100k) costs no second serialization: `json()` writes an
 * object with two-space indentation, so `\n  "warnings": ` can only be a top-level member. Undefined
 * when the output is not one such object, or already carries its own `warnings` (validate's findings)
 * while messages were printed besides.
 */
function withWarnings(text: string, messages: readonly string[]): string | undefined {
  if (text === "{}\n") return json({ warnings: messages });
  if (!text.startsWith("{\n") || !text.endsWith("\n}\n")) return undefined;
  if (/\n {2}"warnings": /.test(text)) return messages.length === 0 ? text : undefined;
  const list = json(messages).trimEnd().replace(/\n/g, "\n  ");
  return `${text.slice(0, -3)},\n  "warnings": ${list}\n}\n`;
}

/** The line a run stopped by a signal ends with: with `--json`, the one JSON error object. */
export function interruptedLine(argv: readonly string[], signal: string, code: number): string {
  const message = `interrupted (${signal}); the command stopped, and what it had not finished writing was discarded.`;
  return asksForJson(argv) ? JSON.stringify({ error: { exit: code, message }, warnings: [] }) : `brain: ${message}`;
}

/** `--json` among the options (before any `--`), however the rest parses. */
function asksForJson(argv: readonly string[]): boolean {
  const words = argv.slice(2);
  const end = words.indexOf("--");
  return (end < 0 ? words : words.slice(0, end)).includes("--json");
}

/** The exit status and, when it failed with an error, that error's message (the caller prints it). */
async function runCommand(argv: string[], printHelp: (text: string) => void): Promise<{ code: number; failure?: string }> {
  const cli = buildCli();
  // cac prints help and the version with console.info; they go where the run's output goes, unwrapped.
  const info = console.info;
  console.info = (...parts: unknown[]) => printHelp(parts.map(String).join(" "));
  try {
    exitCode = EXIT.ok;
    cli.parse(argv, { run: false });
    // cac matched the command and printed any --help/--version; the values its parser (mri) gave
    // are replaced by the same words parsed as typed (see argv.ts for why), before cac's own checks.
    const typed = parseArgv(argv.slice(2), [...cli.globalCommand.options, ...(cli.matchedCommand?.options ?? [])]);
    const named = typed.args[0] === undefined ? undefined : cli.commands.find((c) => c.isMatched(typed.args[0]!));
    cli.matchedCommand = named;
    cli.args = named ? typed.args.slice(1) : typed.args;
    cli.options = typed.options;
    if (cli.options.help || cli.options.version) return { code: EXIT.ok };
    if (!cli.matchedCommand) {
      if (cli.args.length === 0) {
        // cac checks unknown options only for a matched command; `brain --frob` must not print help and exit 0.
        cli.globalCommand.checkUnknownOptions();
        cli.outputHelp();
        return { code: EXIT.ok };
      }
      const option = unknownOptionBefore(argv.slice(2), cli.globalCommand.options);
      if (option !== undefined) {
        // `brain --data-dri x show`: "x" was the mistyped option's value, not a command.
        const hint = didYouMean(option, optionNames(cli.globalCommand.options));
        return { code: EXIT.usage, failure: `brain: Unknown option \`${visible(option)}\`${hint}\nSee: brain --help` };
      }
      const typo = String(cli.args[0]);
      const hint = didYouMean(
        typo,
        cli.commands.map((c) => c.name),
      );
      return { code: EXIT.usage, failure: `brain: unknown command "${visible(typo)}"${hint} — see brain --help` };
    }
    await cli.runMatchedCommand();
    return { code: exitCode };
  } catch (e) {
    return report(e, cli.matchedCommand, cli.globalCommand.options);
  } finally {
    console.info = info;
  }
}

function report(e: unknown, command: Command | undefined, globalOptions: Command["options"]): { code: number; failure: string } {
  const usageHint = `\nSee: brain ${command ? `${command.name} ` : ""}--help`;
  if (e instanceof Error && e.name === "CACError") {
    return { code: EXIT.usage, failure: `brain: ${visible(e.message)}${optionHint(e.message, [...(command?.options ?? []), ...globalOptions])}${usageHint}` };
  }
  const code = e instanceof BrainError ? exitCodeFor(e.code) : EXIT.error;
  return { code, failure: `${errorMessage(e, true)}${code === EXIT.usage ? usageHint : ""}` };
}

/** For cac's "Unknown option `--jsno`": the closest option the command (or brain) takes. */
function optionHint(message: string, options: Command["options"]): string {
  const typed = /^Unknown option `--?([^`]+)`/.exec(message)?.[1];
  if (typed === undefined) return "";
  const kebab = typed.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return didYouMean(`--${kebab}`, optionNames(options));
}

/** `--data-dir`, `--help`, …: the long names of these options. */
function optionNames(options: Command["options"]): string[] {
  return options.flatMap(longNames);
}

/** The long names of one option (`--data-dir`). */
function longNames(option: Command["options"][number]): string[] {
  return [...option.rawName.matchAll(/--([\w-]+)/g)].map((m) => `--${m[1]}`);
}

/**
 * The first `--option` before the first word that is not an option (nor a global option's value)
 * that brain does not take there, as typed (without `=value`).
 */
function unknownOptionBefore(words: readonly string[], globals: Command["options"]): string | undefined {
  const known = new Map(globals.flatMap((o) => longNames(o).map((name): [string, boolean] => [name, o.isBoolean === true])));
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === "--" || !word.startsWith("-")) return undefined;
    if (!word.startsWith("--")) continue;
    const name = word.split("=", 1)[0]!;
    const isBoolean = known.get(name);
    if (isBoolean === undefined) return name;
    if (!isBoolean && !word.includes("=")) i++;
  }
  return undefined;
}
