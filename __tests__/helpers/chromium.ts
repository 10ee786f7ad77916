// Debian's Chromium driven by playwright-core, for the HTML report tests: a
// page opened from file:// collects every console error or warning, page
// error, dialog and request that is not the page itself (the report makes none).
// Screenshots go to __tests__/__outputs__/screenshots/ (git-ignored).

import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { ROOT } from "./cli.ts";

const CHROMIUM = process.env.AGENT_BENCH_CHROMIUM ?? "/usr/bin/chromium";
export const SCREENSHOTS = path.join(ROOT, "__tests__/__outputs__/screenshots");

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: the HTML report must be tested in a real browser. Install it with \`apt-get install -y --no-install-recommends chromium\` (.ci/run does), or set AGENT_BENCH_CHROMIUM to its path.`,
    );
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

export interface OpenedReport {
  page: Page;
  problems: string[];
}

/** Opens a report file and waits until its script has rendered it. */
export async function openReport(browser: Browser, file: string, viewport = { width: 1280, height: 900 }): Promise<OpenedReport> {
  const page = await browser.newPage({ viewport });
  const problems: string[] = [];
  const url = pathToFileURL(file).href;
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("request", (req) => {
    if (req.url() !== url) problems.push(`request: ${req.url()}`);
  });
  page.on("dialog", (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(url);
  await page.waitForSelector("html[data-ready=true]", { state: "attached" });
  return { page, problems };
}
