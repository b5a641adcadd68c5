/**
 * The one adapter between cac and the words typed. cac parses with mri, which turns number-looking
 * values into numbers (`--into 007` → 7, `--data-dir ""` → 0) and a repeated flag into an array,
 * and cac offers no option to keep the text: its `type: [String]` only converts mri's number back
 * ("7", not "007"). So src/cli/program.ts lets cac match the command and print help, then replaces
 * cac's public `args` / `options` with these, parsed from the same words, before cac's own checks
 * (unknown option, missing value, missing argument) and the action run. Every value is the exact
 * string typed:
 * - an option declared with `<value>` takes the rest of `--name=value` or the next word (unless
 *   that starts with "-"); given twice it is an array, which `stringOption` refuses;
 * - an option declared without a value is `true`, however often it is given;
 * - words that are not options stay strings, in order; everything after `--` is positional (an
 *   argument, however it looks: `brain note -- "-5 is my lucky number"`), and cac's own `--` list
 *   stays empty, so no command has to look there.
 */
export interface DeclaredOption {
  /** Every name (`h` and `help`), camel-cased as cac keys them. */
  names: string[];
  isBoolean?: boolean;
}

export interface ParsedArgv {
  args: string[];
  options: Record<string, unknown>;
}

export function parseArgv(argv: readonly string[], declared: readonly DeclaredOption[]): ParsedArgv {
  const byName = new Map<string, DeclaredOption>();
  for (const o of declared) for (const n of o.names) byName.set(n, o);
  const args: string[] = [];
  const options: Record<string, unknown> = { "--": [] };
  const set = (name: string, value: unknown) => {
    const option = byName.get(name);
    for (const key of option?.names ?? [name]) {
      const old = options[key];
      if (old === undefined) options[key] = value;
      // A flag repeated is the flag; `--confirm=no` stays a string, which no command takes for yes.
      else if (option?.isBoolean) options[key] = old === true ? value : old;
      else options[key] = Array.isArray(old) ? [...old, value] : [old, value];
    }
  };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === "--") {
      // `brain note -- "-5 is my lucky number"`: what follows is text, never an option.
      args.push(...argv.slice(i + 1));
      break;
    }
    if (!word.startsWith("-") || word === "-") {
      args.push(word);
      continue;
    }
    if (!word.startsWith("--")) {
      // Short flags (-h, -v) carry no value here; each letter is its own flag.
      for (const letter of word.slice(1)) set(letter, true);
      continue;
    }
    const eq = word.indexOf("=");
    const name = camelCase(word.slice(2, eq < 0 ? undefined : eq));
    const option = byName.get(name);
    if (eq >= 0) {
      set(name, word.slice(eq + 1));
    } else if (option && !option.isBoolean && i + 1 < argv.length && !argv[i + 1]!.startsWith("-")) {
      set(name, argv[++i]!);
    } else {
      // A valued option with nothing after it is left `true`: cac reports the missing value.
      set(name, true);
    }
  }
  return { args, options };
}

/** `data-dir` → `dataDir`, as cac names option keys. */
function camelCase(name: string): string {
  return name.replace(/([a-z])-([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
}
