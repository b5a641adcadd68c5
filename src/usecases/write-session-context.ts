/**
 * What every writer of profile.md (init, apply, rollback, adopt) and `brain context --refresh` do to
 * keep brain/context.md in step (docs/session-context.md): render the context from the profile
 * they write and the data dir's own config (never `--config`), then, once profile.md is in place,
 * write it with a header that records both files' size and mtime. Rendering happens before the
 * profile is committed, so a config that cannot be read stops the command before it writes.
 */
import type { ContextConfig } from "../core/context-config.js";
import { sha256Hex } from "../core/hash.js";
import type { Fact } from "../core/schema-types.js";
import { contextHeaderLine, planContext, contextSourcesToCheck, type RenderedContext, renderSessionContext } from "../diff/session-context.js";
import { agentWrittenAmong } from "../io/agent-written.js";
import { fileStamp, readContextFile, rotateContextLog, writeContextFile } from "../io/context-file.js";
import type { Layout } from "../io/data-dir.js";
import type { HistoryEntry } from "../io/history.js";
import { loadConfig } from "../io/load-config.js";
import { handEditedIds } from "./hand-edit.js";

/** The context rendered for a profile about to be written. */
export interface PreparedContext {
  text: string;
  rendered: RenderedContext;
  context: ContextConfig;
  today: string;
  /** The data dir's config file as it was before it was read (null: none). */
  configStamp: { size: number; mtimeMs: number } | null;
  /** The data dir's config file (named in what the writer says). */
  configPath: string;
}

/** What a writer reports about the context it wrote (part of its outcome). */
export interface ContextWritten {
  path: string;
  shown: number;
  offered: number;
  inject: boolean;
  /** The first context with facts this data dir has: the writer says that agents now get the profile. */
  first: boolean;
  config: string;
}

/**
 * Renders the context of these facts, from the data dir's own config (stat'ed before it is read).
 * `history`: the history as it will be once the writer's line is appended (which adopts mark facts
 * "hand-edited"); default: as it is.
 */
export function prepareContext(layout: Layout, facts: readonly Fact[], today: string, history?: readonly HistoryEntry[]): PreparedContext {
  const configStamp = fileStamp(layout.config);
  const { config, context } = loadConfig(undefined, layout.config);
  const plan = planContext({ facts, config, context, today });
  const fit = { context, today };
  // Only the facts that could be shown are asked about (a mark only lengthens a line).
  const agentWritten = agentWrittenAmong(layout, contextSourcesToCheck(plan, fit));
  const handEdited = handEditedIds({ paths: layout }, history);
  const rendered = renderSessionContext(plan, { ...fit, agentWritten, handEdited });
  return { text: rendered.text, rendered, context, today, configStamp, configPath: layout.config };
}

/**
 * Writes brain/context.md for the profile now in place (its sha256 is what the writer wrote) and
 * rotates the receipts log. Call it under the data dir lock, after profile.md was written.
 */
export function writePreparedContext(layout: Layout, prepared: PreparedContext, profileSha256: string): ContextWritten {
  const profile = fileStamp(layout.profile);
  if (profile === null) throw new Error(`${layout.profile}: gone before the session context could be written`);
  const before = readContextFile(layout.context);
  const { text, context } = prepared;
  const header = contextHeaderLine({
    profile: { sha256: profileSha256, ...profile },
    config: prepared.configStamp,
    inject: context.inject,
    onlyIn: context.onlyIn,
    notIn: context.notIn,
    date: prepared.today,
    text: { sha256: sha256Hex(text), length: text.length },
  });
  writeContextFile(layout, header, text);
  rotateContextLog(layout);
  const hadFacts = before !== null && before.text !== "";
  return {
    path: layout.context,
    shown: prepared.rendered.shown,
    offered: prepared.rendered.offered,
    inject: context.inject,
    first: !hadFacts && text !== "" && context.inject,
    config: prepared.configPath,
  };
}

/**
 * Writes the context after the profile was committed. A failure here loses nothing (the old
 * context no longer matches profile.md, so the hook asks for a refresh instead of giving facts):
 * it is reported, not thrown.
 */
export function writeContextAfterCommit(layout: Layout, prepared: PreparedContext, profileSha256: string): ContextWritten | { error: string } {
  try {
    return writePreparedContext(layout, prepared, profileSha256);
  } catch (e) {
    return { error: `${layout.context}: not written (${e instanceof Error ? e.message : String(e)})` };
  }
}

/**
 * What the writer says about the context: the first time, that agents now get the profile, how
 * to see it and how to turn it off; when the write failed, what to run. Otherwise nothing.
 */
export function contextNotice(w: ContextWritten | { error: string } | undefined, brain: (args: string[]) => string): string[] {
  if (w === undefined) return [];
  if ("error" in w) return [`brain: the session context was not rewritten: ${w.error}; run: ${brain(["context", "--refresh"])}`];
  if (!w.first) return [];
  return [
    `Agents now get your approved profile at session start: ${w.shown} of ${w.offered} fact${w.offered === 1 ? "" : "s"} in ${w.path}.`,
    `See it: ${brain(["context"])}; why each fact is in or out: ${brain(["context", "--explain"])}; what sessions were given: ${brain(["context", "--log"])}.`,
    `Turn it off: context: {inject: false} in ${w.config} (or BRAIN_CONTEXT=off for one session); keep keys from agents: context: {exclude: [<key glob>]}.`,
  ];
}
