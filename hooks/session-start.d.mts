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

/** Scaffold the data dir and print the nudge, if any. Never throws. */
export declare function main(): void;
