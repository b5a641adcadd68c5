import { readShippedText } from "../usecases/files.js";

/** The slash command's file: the one source of the consolidation guidance. */
const SLASH_COMMAND = "hooks/commands/consolidate.md";

const SLASH_ONLY = /<!-- slash-command only\b[\s\S]*?<!-- end slash-command only -->\n*/g;

const MCP_PREAMBLE = `You are connected to brain's MCP server. Follow brain's consolidation guidance below, using the
server's tools in place of the commands it names:

- \`brain consolidate --gather --json\` → the \`gather\` tool (a page at a time: pass its \`through\` to \`propose\`);
- \`brain validate <file> --as candidates\` → \`validate_candidates\` with the array as \`candidates\` (no scratch file needed);
- \`brain consolidate --propose --candidates <file>\` → \`propose\` with the same \`candidates\`: it returns the review
  (also the resource \`brain://pending-diff\`) and the diff id;
- \`brain retire <id…> --reason …\` → \`retire\` with \`ids\` and \`reason\` (it proposes, like \`propose\`);
- \`brain consolidate --apply … --confirm\` → \`apply\` with \`{ "diff_id": <that id>, "confirm": true }\`, only after the
  operator's explicit yes. If the server offers no \`apply\` tool (it was started without --allow-apply), give the
  operator the apply command printed at the end of the review to run themselves.
- \`brain review\` → no tool: go through the review propose returned with the operator, candidate by candidate
  (\`/N\`, as the review numbers them), in the conversation;
- \`brain decline <n…> --reason …\` → \`decline\` with \`indexes\` and \`reason\` (or \`decisions\`, each with its own
  reason): it proposes the batch again and returns the new review and diff id;
- \`brain resolve <key> --keep <id> --reason …\` → \`resolve\` with \`key\`, \`keep\` and \`reason\` (it proposes, like \`propose\`);
- \`brain declined\` → \`declined\`; forgetting a decline (\`brain declined --forget\`) stays the operator's own command.

Where the guidance names an exit status (3: invalid input, 4: stale diff), the tool answers with an error result
(\`isError\`) carrying the same message.

`;

/** The `consolidate` prompt: the slash command's guidance without its frontmatter and its slash-command-only block. */
export function consolidatePrompt(): string {
  const text = readShippedText(SLASH_COMMAND);
  const body = text.replace(/^---\n[\s\S]*?\n---\n+/, "").replace(SLASH_ONLY, "");
  return MCP_PREAMBLE + body;
}
