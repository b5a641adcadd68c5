/**
 * `brain review` at a terminal: one candidate at a time, one keystroke each (raw mode, no Enter):
 * a accept (which withdraws an earlier decline of that candidate), A accept this one and every
 * one after it, d decline (then a one-line reason, ended by Enter), s skip, q quit. Every line is
 * wrapped to the terminal's width between words (src/cli/wrap.ts): a word, id, path or command
 * longer than the line stands whole on a line of its own. With declines (or withdrawn ones) the batch is proposed
 * again as `brain decline` does; then, if nothing was skipped, `Apply now? [y/N]`
 * applies only on `y`, through the apply use case. The walk is pinned to the diff it showed: its
 * declines are made only on that diff (`expectedId`), and `y` applies only the diff it showed last;
 * if the pending diff changed meanwhile (a propose over MCP, another terminal), it exits 4 naming
 * both ids, and nothing is applied or declined. Ctrl-C (0x03 in raw mode) takes the interrupt
 * path (exit 130); the terminal mode is restored on every exit. Not at a terminal it prints the
 * review and exits 2, naming `brain decline` and the apply command.
 */
import { resolve } from "node:path";
import { apply, applyText } from "../../usecases/apply.js";
import { decline, declineText, type OperatorDecline } from "../../usecases/decline.js";
import { discardUnfinishedWork } from "../../usecases/context.js";
import { reviewData, reviewItemText, reviewText } from "../../usecases/review.js";
import { resolveContext, useCaseOptions } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { processOutput as io, survivePipes } from "../output.js";
import { wrapText } from "../wrap.js";

const CTRL_C = "\u0003";

class Interrupted extends Error {}

/** Single keystrokes from a raw-mode stdin, queued (a fast typist or a paste sends several in one chunk). */
class Keys {
  readonly #queue: string[] = [];
  #waiting: ((key: string) => void) | undefined;
  readonly #onData = (chunk: Buffer | string) => {
    for (const ch of chunk.toString("utf8")) {
      if (this.#waiting) {
        const w = this.#waiting;
        this.#waiting = undefined;
        w(ch);
      } else this.#queue.push(ch);
    }
  };

  readonly input: NodeJS.ReadStream;

  constructor(input: NodeJS.ReadStream) {
    this.input = input;
    input.setRawMode(true);
    input.on("data", this.#onData);
    input.resume();
  }

  /** The next keystroke; Ctrl-C throws Interrupted. */
  async key(): Promise<string> {
    const k = this.#queue.shift() ?? (await new Promise<string>((resolve) => (this.#waiting = resolve)));
    if (k === CTRL_C) throw new Interrupted();
    return k;
  }

  /** One line, echoed, ended by Enter; Backspace edits. */
  async line(write: (s: string) => void): Promise<string> {
    let text = "";
    for (;;) {
      const k = await this.key();
      if (k === "\r" || k === "\n") {
        write("\r\n");
        return text;
      }
      if (k === "\u007f" || k === "\b") {
        if (text.length > 0) {
          text = [...text].slice(0, -1).join("");
          write("\b \b");
        }
      } else if (k >= " ") {
        text += k;
        write(k);
      }
    }
  }

  /** Restores the terminal: cooked mode, stdin no longer read. */
  close(): void {
    this.input.off("data", this.#onData);
    try {
      this.input.setRawMode(false);
    } finally {
      this.input.pause();
    }
  }
}

export async function run(_args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  const o = useCaseOptions(ctx);
  const data = reviewData(o);
  const stdin = process.stdin;
  if (!stdin.isTTY || !process.stdout.isTTY) {
    io.out(reviewText(data));
    io.err(
      `brain: review needs a terminal (stdin and stdout); nothing was decided. Decline by index with: ${data.declineCommand}\n` +
        `and apply with: ${data.applyCommand}`,
    );
    return EXIT.usage;
  }
  survivePipes();
  const keys = new Keys(stdin);
  try {
    return await walk(o, data, keys, terminalScreen());
  } catch (e) {
    if (e instanceof Interrupted) {
      keys.close();
      discardUnfinishedWork();
      io.err("brain: interrupted (Ctrl-C); nothing was decided or written.");
      return EXIT.interrupted;
    }
    throw e;
  } finally {
    keys.close();
  }
}

/** How the walk writes: `say` a whole text, `ask` a prompt (the answer follows on its line), `write` raw echo. */
interface Screen {
  write(s: string): void;
  say(s?: string): void;
  ask(s: string): void;
}

/**
 * stdout in raw mode, wrapped to the terminal's width (read for every text, so a resized terminal
 * wraps at its new width). Raw mode turns "\n" into a bare line feed: every line ends "\r\n". An
 * answer said after a prompt stays on the prompt's line only when it fits there.
 */
function terminalScreen(): Screen {
  let column = 0;
  const width = () => process.stdout.columns ?? 0;
  const wrapped = (s: string) => (width() > 0 ? wrapText(s, width()) : s);
  const write = (s: string) => {
    process.stdout.write(s);
    const nl = s.lastIndexOf("\n");
    column = nl >= 0 ? s.length - nl - 1 : column + s.length;
  };
  return {
    write,
    say: (s = "") => {
      const text = wrapped(s);
      if (column > 0 && width() > 0 && column + text.split("\n")[0]!.length > width()) write("\r\n");
      write(`${text.replace(/\n/g, "\r\n")}\r\n`);
    },
    ask: (s) => write(`${wrapped(s.trimEnd()).replace(/\n/g, "\r\n")} `),
  };
}

async function walk(o: ReturnType<typeof useCaseOptions>, data: ReturnType<typeof reviewData>, keys: Keys, screen: Screen): Promise<number> {
  const { write, say, ask } = screen;
  say(`Pending diff ${data.id.slice(0, 12)} for ${data.today}: ${data.summary}.`);
  say("For each candidate: a accept, A accept it and all the rest, d decline, s skip, q quit (nothing changes).");
  say();
  const declines: OperatorDecline[] = [];
  // Accepted after an earlier decline (brain decline, or a review before): the decline is withdrawn.
  const withdrawn: number[] = [];
  let skipped = 0;
  let acceptRest = false;
  for (const item of data.items) {
    if (acceptRest) {
      if (item.declined) withdrawn.push(item.candidate);
      continue;
    }
    say(reviewItemText(item, data.items.length));
    for (;;) {
      ask("  [a]ccept [A]ccept the rest [d]ecline [s]kip [q]uit:");
      const typed = await keys.key();
      if (typed === "A") {
        const rest = data.items.length - data.items.indexOf(item);
        const withdrawing = data.items.slice(data.items.indexOf(item)).filter((i) => i.declined).length;
        if (item.declined) withdrawn.push(item.candidate);
        acceptRest = true;
        say("accept the rest");
        say(
          `  ${rest} candidate${rest === 1 ? "" : "s"} accepted, this one and every one after it${withdrawing > 0 ? ` (${withdrawing} earlier decline${withdrawing === 1 ? "" : "s"} withdrawn)` : ""}.`,
        );
        break;
      }
      const k = typed.toLowerCase();
      if (k === "a") {
        if (item.declined) withdrawn.push(item.candidate);
        say(item.declined ? "accept (the earlier decline is withdrawn)" : "accept");
        break;
      }
      if (k === "s") {
        say("skip");
        skipped++;
        break;
      }
      if (k === "q") {
        say("quit");
        say("Nothing was changed.");
        return EXIT.ok;
      }
      if (k === "d") {
        say("decline");
        ask("  reason (one line, Enter to finish; empty for none):");
        const reason = (await keys.line(write)).trim();
        declines.push(reason === "" ? { candidate: item.candidate } : { candidate: item.candidate, reason });
        break;
      }
      say(`"${k === "\r" ? "Enter" : typed}" is not one of a, A, d, s, q`);
    }
    say();
  }
  if (data.facts.length > 0) {
    say("Following from the rest (no candidate caused these):");
    for (const f of data.facts) say(`  ${f}`);
    say();
  }
  // The diff this walk showed: its declines and its `y` are for that diff and no other.
  let shown = data.id;
  let applyLater = data.applyCommand;
  if (declines.length > 0 || withdrawn.length > 0) {
    const r = await decline({ ...o, indexes: [], decisions: declines, withdraw: withdrawn, expectedId: shown });
    shown = r.id;
    applyLater = r.applyCommand;
    const changes = [
      ...(declines.length > 0 ? [`${declines.length} decline${declines.length === 1 ? "" : "s"}`] : []),
      ...(withdrawn.length > 0 ? [`${withdrawn.length} decline${withdrawn.length === 1 ? "" : "s"} withdrawn`] : []),
    ];
    say(`Proposed again with ${changes.join(" and ")}: ${r.summary}; now diff ${r.id.slice(0, 12)}.`);
    for (const line of declineText(r)) say(line);
    say(`Review: ${r.pendingMd}`);
  }
  if (skipped > 0) {
    say(`${skipped} skipped: nothing is applied. Run brain review again, or apply with: ${applyLater}`);
    return EXIT.ok;
  }
  ask("Apply now? [y/N]");
  const k = (await keys.key()).toLowerCase();
  if (k !== "y") {
    say("no");
    say(`Not applied. Apply later with: ${applyLater}`);
    return EXIT.ok;
  }
  say("yes");
  const applied = await apply({ ...o, diffFile: resolve(o.paths.pendingJson), confirm: true, expectedId: shown });
  say(applyText(applied));
  return EXIT.ok;
}
