// The <head> of every page agent-bench writes: a Content-Security-Policy that
// allows only the page's own style and script (by hash), no base, no forms,
// no referrer.

import { createHash } from "node:crypto";
import { escapeHtml } from "../sanitize.ts";

/** The document up to <body>: a Content-Security-Policy that allows exactly this stylesheet (and script) and no request. */
export function htmlHead(page: { title: string; style: string; script?: string; generator?: string }): string[] {
  const csp = [
    "default-src 'none'",
    ...(page.script ? [`script-src '${hash(page.script)}'`] : []),
    `style-src '${hash(page.style)}'`,
    "img-src data:",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    ...(page.generator ? [`<meta name="generator" content="agent-bench ${escapeHtml(page.generator)}">`] : []),
    `<title>${escapeHtml(page.title)}</title>`,
    `<style>${page.style}</style>`,
    "</head>",
  ];
}

function hash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}
