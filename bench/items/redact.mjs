// Secret redaction over what a run uploads: an 8 MB log with 50 secrets
// (each with its encoded forms: JSON, URL, HTML, base64 at three offsets, …,
// about 800 needles), planted 200 times, one stretch interleaved with a
// terminal escape. The redactor's one-pass matcher (Aho–Corasick,
// src/github/needle-matcher.ts) against the same needles as one regular
// expression alternation. docs/performance.md.

import { Redactor } from "../../src/github/redact.ts";
import { secretForms } from "../../src/github/secret-forms.ts";
import { row, atMost } from "../lib/table.mjs";

const ITEM = "redact";

function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function text(bytes, secrets, random) {
  const words = ["agent", "tool_use", '{"type":"assistant"}', "Bash", "npm test", "ok", "\\n", "src/index.ts", "passed", "0123456789"];
  const parts = [];
  let size = 0;
  let planted = 0;
  while (size < bytes) {
    const piece = random() < 0.0005 && planted < 200 ? ` ${secrets[planted++ % secrets.length]} ` : `${words[Math.floor(random() * words.length)]} `;
    parts.push(piece);
    size += piece.length;
  }
  return { text: parts.join(""), planted };
}

function timeIt(fn, reps) {
  const times = [];
  let result;
  for (let i = 0; i < reps; i++) {
    const start = process.hrtime.bigint();
    result = fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], result };
}

export async function redact({ quick = false } = {}) {
  const random = seeded(33);
  const secrets = Array.from({ length: 50 }, (_, i) => `${Math.floor(random() * 1e12).toString(36)}-k${i}&<x>"q`);
  const megabytes = quick ? 2 : 8;
  const { text: log, planted } = text(megabytes * 1024 * 1024, secrets, random);
  const redactor = new Redactor(secrets);
  const needles = [...new Set(secrets.flatMap(secretForms))].sort((a, b) => b.length - a.length);
  const alternation = new RegExp(needles.map((n) => n.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")).join("|"), "gu");
  const reps = quick ? 3 : 5;
  const ours = timeIt(() => redactor.redact(log), reps);
  const regex = timeIt(() => log.replace(alternation, "***"), reps);
  const perMb = ours.ms / megabytes;
  if (ours.result.count < planted) throw new Error(`redacted ${ours.result.count} of ${planted} planted secrets`);
  return {
    rows: [
      row(ITEM, `${megabytes} MB log, 50 secrets (${needles.length} forms), ${planted} planted: redactor`, ours.ms, "ms"),
      row(ITEM, "redactor, per MB", perMb, "ms", atMost(100, "ms", perMb)),
      row(ITEM, "the same forms as one RegExp alternation", regex.ms, "ms"),
    ],
    details: { megabytes, secrets: secrets.length, needles: needles.length, planted, redactorMs: ours.ms, alternationMs: regex.ms },
  };
}
