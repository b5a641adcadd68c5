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
- \`brain consolidate --apply --expect <id> --confirm\` → \`apply\` with \`{ "diff_id": <the full id of the diff whose
  review the operator approved>, "confirm": true }\`, only after the operator's explicit yes to that review. If the
  server offers no \`apply\` tool (it was started without --allow-apply), give the operator the apply command printed
  in the review (it carries \`--expect\` with the id they read) to run themselves; never one without \`--expect\`.
- \`brain review\` → no tool: go through the review propose returned with the operator, candidate by candidate
  (\`/N\`, as the review numbers them), in the conversation;
- \`brain decline <n…> --reason … --expect <id>\` → \`decline\` with \`indexes\`, \`reason\` (or \`decisions\`, each with
  its own reason) and \`diff_id\` (the id of the review the operator read): it proposes the batch again and returns
  the new review and diff id; a decline made here is listed as "declined over MCP";
- \`brain resolve <key> --keep <id> --reason …\` → \`resolve\` with \`key\`, \`keep\` and \`reason\` (it proposes, like \`propose\`);
- \`brain declined\` → \`declined\`; forgetting a decline (\`brain declined --forget\`) stays the operator's own command.
- \`brain init --from <fields.yaml>\`: no tool. \`init\` creates an empty profile; seeding profile fields is the
  operator's own command. What the tools \`note\`, \`ingest\`, \`retire\` and \`resolve\` add is marked agent-written in
  every review.

Where the guidance names an exit status (3: invalid input, 4: stale diff or not the diff the operator read), the tool answers with an error result
(\`isError\`) carrying the same message.

`;

/** The `consolidate` prompt: the slash command's guidance without its frontmatter and its slash-command-only block. */
export function consolidatePrompt(): string {
  const text = readShippedText(SLASH_COMMAND);
  const body = text.replace(/^---\n[\s\S]*?\n---\n+/, "").replace(SLASH_ONLY, "");
  return MCP_PREAMBLE + body;
}
