export interface NudgeThresholds {
  /** New published records since the last apply before the hook nudges. */
  readonly minNewPublished: number;
  /** Days since the last apply before the hook nudges (ignored when never run). */
  readonly minDaysSinceRun: number;
}

export interface Nudge {
  /** The data directory the numbers were read from (absolute when it came from `resolveDataDir`). */
  dataDir: string;
  /** Whether `brain/profile.md` exists (it is never read). */
  profileExists: boolean;
  /** `*.md` records in `ingest/published/` now; 0 when the folder is missing or unreadable. */
  publishedCount: number;
  /** `max(0, publishedCount − published_count at the last apply)`; all records when never run. */
  newPublished: number;
  /** `last_run` from the sidecar, or null when never run (or the sidecar cannot be trusted). */
  lastRun: string | null;
  /** Whole days from `lastRun` to `today`; null when never run. Negative if `lastRun` is after `today`. */
  daysSinceRun: number | null;
  /** Thresholds from the sidecar's `nudge`, each falling back to its default when unusable. */
  thresholds: NudgeThresholds;
  /** The one line the hook prints, or null when there is nothing to say. */
  message: string | null;
}

export declare const DEFAULT_THRESHOLDS: Readonly<NudgeThresholds>;

/** The most the hook reads of any file (the sidecar); a larger one counts as malformed. */
export declare const MAX_HOOK_READ_BYTES: number;

/** Paths under a data dir, relative to it (the one home of these names). */
export declare const LAYOUT: Readonly<{
  config: string;
  brain: string;
  profile: string;
  state: string;
  pendingMd: string;
  pendingJson: string;
  history: string;
  backups: string;
  batches: string;
  applied: string;
  journal: string;
  lock: string;
  ingest: string;
  published: string;
  context: string;
  contextLog: string;
  contextLogOld: string;
}>;

/** The mode of every folder brain or the hook creates (0o700). */
export declare const DIR_MODE: number;

/** The folders the hook creates when missing, relative to the data dir. */
export declare const SCAFFOLD: readonly string[];

/** `BRAIN_DATA_DIR` > `$XDG_DATA_HOME/brain` > `<home>/.local/share/brain`; empty strings count as unset. */
export declare function resolveDataDir(env?: Readonly<Record<string, string | undefined>>, home?: string): string;

/** Local calendar date as `YYYY-MM-DD`. */
export declare function localToday(now?: Date): string;

/** Non-hidden `*.md` names in a folder, by one plain readdir; 0 when missing or unreadable. */
export declare function countPublishedRecords(publishedDir: string): number;

/**
 * Pure read of the data dir (creates nothing, never throws); `today` defaults to `localToday()`;
 * `thresholds`, when given, replace the sidecar's; `state`, when given, is read in place of the
 * sidecar file (the sidecar an interrupted apply was writing); `brain` names the CLI in the message
 * (default `brain`); `inPlugin` names the plugin's slash commands instead.
 */
export declare function computeNudge(options: {
  dataDir: string;
  today?: string;
  thresholds?: NudgeThresholds;
  state?: unknown;
  brain?: string;
  inPlugin?: boolean;
}): Nudge;

/** A file's size and `Math.floor(mtimeMs)`, or null when it does not exist. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
}

/** brain/context.md's first line, parsed (docs/session-context.md). */
export interface ContextFileHeader {
  profile: FileStamp & { sha256: string };
  config: FileStamp | null;
  inject: boolean;
  onlyIn: string[];
  notIn: string[];
  date: string;
  text: { sha256: string; length: number };
}

/** What Claude Code's SessionStart JSON says of the session (each field null when absent). */
export interface HookInput {
  cwd: string | null;
  session_id: string | null;
  source: string | null;
}

/** The most bytes of brain/context.md the hook reads. */
export declare const CONTEXT_MAX_BYTES: number;

export declare function parseHookInput(text: string): HookInput | null;

/** stdin as the hook's JSON, when stdin is not a terminal: at most 64 KiB within `waitMs` (200). */
export declare function readHookInput(waitMs?: number): Promise<HookInput | null>;

/** A stream's bytes until its end, or null after `waitMs`, past 64 KiB or on an error. */
export declare function readStream(stream: NodeJS.ReadableStream, waitMs: number): Promise<Buffer | null>;

export declare function fileStamp(path: string): FileStamp | null;

/** brain/context.md's header and text, or null when missing, not regular, over 16 KiB or not brain's. */
export declare function readContextFile(path: string): { header: ContextFileHeader; text: string } | null;

/** `dir` is `folder` or inside it, at path-component boundaries. */
export declare function isInsideFolder(dir: string, folder: string): boolean;

/** Whether a session in `cwd` is given the context under these folders (`~` expanded, real paths). */
export declare function placeAllows(options: {
  cwd: string | null;
  onlyIn: readonly string[];
  notIn: readonly string[];
  home?: string;
}): { given: true } | { given: false; why: string };

export type SessionContextResult =
  | { kind: "none"; why: string }
  | { kind: "refresh"; line: string }
  | { kind: "context"; text: string; header: ContextFileHeader };

/** What the hook gives a session about the profile (docs/session-context.md); `onRequest` skips inject, BRAIN_CONTEXT, onlyIn and notIn. */
export declare function sessionContext(options: {
  dataDir: string;
  cwd: string | null;
  env?: Readonly<Record<string, string | undefined>>;
  home?: string;
  inPlugin?: boolean;
  brain?: string;
  onRequest?: boolean;
}): SessionContextResult;

export interface ContextReceiptLine {
  at: string;
  session_id: string | null;
  source: string | null;
  cwd: string | null;
  sha256: string;
  length: number;
}

/** Appends one receipt to brain/context-log.jsonl (failures ignored). */
export declare function appendReceipt(dataDir: string, receipt: ContextReceiptLine): void;

/** Everything the hook prints for this input (nudge, then context or refresh line); appends the receipt of a context given. */
export declare function hookOutput(options: {
  dataDir: string;
  input: HookInput | null;
  env?: Readonly<Record<string, string | undefined>>;
  home?: string;
  today?: string;
  now?: Date;
  inPlugin?: boolean;
  brain?: string;
}): string;

/** Scaffolds the data dir `env` names (inPlugin from CLAUDE_PLUGIN_ROOT) and returns what the hook prints for this input. */
export declare function sessionStart(options: {
  input: HookInput | null;
  env?: Readonly<Record<string, string | undefined>>;
  home?: string;
  today?: string;
  now?: Date;
}): string;

/** Scaffold the data dir, read stdin, print the nudge and the context. Never throws. */
export declare function main(): Promise<void>;
