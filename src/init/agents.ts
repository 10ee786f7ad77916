// The agent CLIs `agent-bench init` knows: how to recognise that a repository
// uses one, the pinned npm package a workflow installs, and the secret it needs.
// Versions are those the end-to-end tests drive (scripts/install-clis.mjs).

export interface InitAgent {
  /** The runner type in the config. */
  type: string;
  /** Files or folders (repository-relative) whose presence says the repository uses this agent. */
  markers: string[];
  /** What the workflow installs: an exact npm package version, or a shell command. */
  install: string;
  /** The environment variable the agent reads its key from; the workflow passes it from a secret. */
  secret?: string;
  /** The executable the runner starts (what must be on PATH to run it here). */
  executable?: string;
}

export const INIT_AGENTS: readonly InitAgent[] = [
  {
    type: "claude-code",
    markers: ["CLAUDE.md", ".claude"],
    install: "npm install -g @anthropic-ai/claude-code@2.1.329",
    secret: "ANTHROPIC_API_KEY",
    executable: "claude",
  },
  { type: "codex", markers: ["AGENTS.md", ".codex"], install: "npm install -g @openai/codex@0.169.0", secret: "CODEX_API_KEY", executable: "codex" },
  { type: "gemini", markers: ["GEMINI.md", ".gemini"], install: "npm install -g @google/gemini-cli@0.61.0", secret: "GEMINI_API_KEY", executable: "gemini" },
  {
    type: "opencode",
    markers: [".opencode", "opencode.json"],
    install: "npm install -g opencode-ai@1.18.33",
    secret: "ANTHROPIC_API_KEY",
    executable: "opencode",
  },
  {
    type: "copilot",
    markers: [".github/copilot-instructions.md"],
    install: "npm install -g @github/copilot@1.0.102",
    secret: "COPILOT_GITHUB_TOKEN",
    executable: "copilot",
  },
  { type: "qwen", markers: ["QWEN.md", ".qwen"], install: "npm install -g @qwen-code/qwen-code@0.24.4", secret: "OPENAI_API_KEY", executable: "qwen" },
  { type: "cursor", markers: [".cursor"], install: "curl -fsSL https://cursor.com/install | bash", secret: "CURSOR_API_KEY", executable: "cursor-agent" },
  // The in-process fake agent: runs offline, no key, nothing to install.
  { type: "scripted", markers: [], install: "" },
];

export function initAgent(type: string): InitAgent | undefined {
  return INIT_AGENTS.find((a) => a.type === type);
}

/** Folders (under the repository) that hold skills as <folder>/<name>/SKILL.md. */
export const SKILL_FOLDERS = [
  ".claude/skills",
  ".agents/skills",
  ".codex/skills",
  ".gemini/skills",
  ".opencode/skills",
  ".github/skills",
  ".qwen/skills",
  ".cursor/skills",
  "skills",
];
