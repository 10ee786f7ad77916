// The project whose treatment __tests__/fixtures/treatment/plain.json records, as the build before
// variants entered the manifest wrote it: a run without variants must keep that manifest and hash.

import { execFileSync } from "node:child_process";
import { chmodSync } from "node:fs";
import { tempProject, type TempProject } from "../helpers/project.ts";

export function plainProject(): TempProject {
  const project = tempProject({
    ".claude/skills/greet/SKILL.md": "---\nname: greet\ndescription: greet things\n---\nSay hi.\n",
    "CLAUDE.md": "be thorough\n",
    "AGENTS.md": "be kind\n",
    "agent.sh": "echo hello\n",
    "agent-bench.config.json": JSON.stringify({
      runners: { agent: { type: "command", command: ["sh", "./agent.sh"], env: { TOKEN: "x" } }, other: { type: "command", command: ["echo", "hi"] } },
    }),
    "suite.jsonl": '{"id":"hello","input":"hi","assert":{"type":"contains","value":"hello"}}\n',
  });
  chmodSync(project.file("agent.sh"), 0o755);
  execFileSync("sh", ["-c", "git init -q -b main && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm fixture"], { cwd: project.dir });
  return project;
}
