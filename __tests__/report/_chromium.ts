// A real headless Chromium (Debian's chromium, driven by playwright-core) for
// the HTML report's browser tests. Screenshots go to __tests__/__outputs__/screenshots/ (git-ignored).

import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { OUTPUTS } from "./_fixture.ts";

const CHROMIUM = process.env.AGENT_BENCH_CHROMIUM ?? "/usr/bin/chromium";
export const SCREENSHOTS = path.join(OUTPUTS, "screenshots");

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: the HTML report must be tested in a real browser. Install it with \`apt-get install -y --no-install-recommends chromium\` (.ci/run does), or set AGENT_BENCH_CHROMIUM to its path.`);
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}
