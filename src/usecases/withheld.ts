/**
 * Keys the operator keeps from agents (`context.exclude`, docs/session-context.md): every output
 * that serves stored facts withholds them and says how many it withheld. The globs of the data
 * dir's own config always count; a `--config` file's are added to them, never put in their place,
 * so pointing brain at another config cannot reveal what the operator excluded.
 */
import { resolve } from "node:path";
import { type KeyExclusion, keyExclusion } from "../core/key-glob.js";
import type { Fact, ResolvedConfig } from "../core/schema-types.js";
import { loadConfig } from "../io/load-config.js";
import type { UseCaseOptions } from "./options.js";

export interface AgentExclusion {
  /** The config in force (`--config`, else the data dir's). */
  config: ResolvedConfig;
  /** The globs that exclude keys: the data dir's, then `--config`'s. */
  exclude: string[];
  exclusion: KeyExclusion;
}

export function agentExclusion(o: Pick<UseCaseOptions, "paths" | "configFile">): AgentExclusion {
  const inForce = loadConfig(o.configFile, o.paths.config);
  const own = o.configFile !== undefined && resolve(o.configFile) !== resolve(o.paths.config) ? loadConfig(undefined, o.paths.config) : inForce;
  const exclude = [...new Set([...own.context.exclude, ...inForce.context.exclude])];
  // Both configs' aliases: a fact filed under an excluded key by either is withheld.
  const aliases = { ...own.config.keyAliases, ...inForce.config.keyAliases };
  return { config: inForce.config, exclude, exclusion: keyExclusion(exclude, aliases) };
}

/** The facts whose keys are not excluded, and how many were withheld. */
export function withholdFacts<F extends Pick<Fact, "key">>(facts: readonly F[], exclusion: KeyExclusion): { facts: F[]; withheld: number } {
  if (exclusion.globs.length === 0) return { facts: [...facts], withheld: 0 };
  const kept = facts.filter((f) => exclusion.excludedBy(f.key) === undefined);
  return { facts: kept, withheld: facts.length - kept.length };
}

/** The sentence every output says when it withheld facts (nothing when it withheld none). */
export function withheldNote(withheld: number, what = "fact"): string | undefined {
  if (withheld === 0) return undefined;
  return `${withheld} ${what}${withheld === 1 ? "" : "s"} withheld: ${withheld === 1 ? "its key is" : "their keys are"} excluded from agents (context.exclude in the config).`;
}

/** What a use case that serves stored facts is told about exclusion. */
export interface WithholdOptions extends Pick<UseCaseOptions, "paths" | "configFile"> {
  /** Serve facts of excluded keys too: the operator at the command line, never an agent. */
  includeExcluded?: boolean;
}

const NOTHING = keyExclusion([]);

/** The exclusion an output applies: none with includeExcluded, else agentExclusion's. */
export function exclusionFor(o: WithholdOptions): KeyExclusion {
  return o.includeExcluded === true ? NOTHING : agentExclusion(o).exclusion;
}
