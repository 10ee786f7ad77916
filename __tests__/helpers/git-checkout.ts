// A folder as actions/checkout leaves it: a git repository whose one commit holds every file.
// (A bare .git/HEAD is no repository: the default workspace would warn that git cannot read it.)
import { execFileSync } from "node:child_process";

export function commitCheckout(dir: string): void {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", ...args], { cwd: dir, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "--allow-empty", "-m", "checkout");
}
