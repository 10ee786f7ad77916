// Where an agent's output goes while it runs: the log file, up to the
// execution's maxOutputBytes, and a bounded window (the first and the last
// PARSE_WINDOW characters) that parsers read. An agent that prints without end
// (`yes`, a 1 GB line) must not take the run's memory or disk with it: one
// string of every chunk was a RangeError at 512 MB and the end of the run.
// Each chunk is written with a plain write(2) as it arrives: a few small
// writes per execution, to the page cache, cost less than a stream's machinery.

import { closeSync, ftruncateSync, openSync, writeSync } from "node:fs";
import type { StepCounter } from "../runners/runner.ts";

/** Characters kept from each end of a stream for the parsers; output up to twice this is seen whole. */
export const PARSE_WINDOW = 4 * 1024 * 1024;
/** A line longer than this is not counted as a step (no agent's step event is that long). */
const MAX_STEP_LINE = 1024 * 1024;
/** What is left of a log that filled the disk, so the run's own files find room. */
const KEEP_ON_DISK_FULL = 64 * 1024;

/** Shared by an execution's stdout and stderr: the cap is per execution. */
export class OutputBudget {
  /** Bytes the agent printed, counted past the cap too. */
  received = 0;
  written = 0;
  limitHit = false;
  /** The first write error (ENOSPC, EDQUOT, EIO): the execution's artifacts are incomplete. */
  writeError: { code?: string; message: string; path: string } | undefined;
  readonly maxBytes: number;
  private readonly stop: () => void;

  constructor(maxBytes: number, stop: () => void) {
    this.maxBytes = maxBytes;
    this.stop = stop;
  }

  /** How many of `bytes` more may go to disk; past the cap the agent is stopped once. */
  allow(bytes: number): number {
    this.received += bytes;
    const room = Math.max(0, this.maxBytes - this.written);
    if (bytes > room && !this.limitHit) {
      this.limitHit = true;
      this.stop();
    }
    return Math.min(bytes, room);
  }

  failed(error: unknown, path: string): void {
    if (this.writeError) return;
    const e = error as NodeJS.ErrnoException;
    this.writeError = { ...(e.code ? { code: e.code } : {}), message: e.message ?? String(error), path };
    this.stop();
  }
}

export interface CaptureOptions {
  keepEmpty: boolean;
  budget: OutputBudget;
  stepCounter?: StepCounter;
  maxSteps?: number;
  onStepLimit?: () => void;
}

export class OutputCapture {
  steps = 0;
  stepLimitHit = false;
  /** Characters received (the window keeps at most 2 × PARSE_WINDOW of them). */
  chars = 0;
  private head = "";
  private tail: string[] = [];
  private tailChars = 0;
  private pending = "";
  private skippingLine = false;
  // Opened on the first chunk: a stream the agent never wrote to leaves no file unless it must exist.
  private fd: number | undefined;
  private fileBytes = 0;
  private readonly path: string;
  private readonly options: CaptureOptions;

  constructor(path: string, options: CaptureOptions) {
    this.path = path;
    this.options = options;
  }

  write(chunk: string): void {
    if (!chunk) return;
    this.keep(chunk);
    this.toFile(chunk);
    if (this.options.stepCounter) this.countSteps(chunk);
  }

  /** What parsers see: the whole output, or its two ends around one line saying what was cut. */
  get text(): string {
    const tail = this.tail.join("");
    if (this.chars <= this.head.length + tail.length) return this.head + tail;
    const end = tail.slice(-PARSE_WINDOW);
    const cut = this.chars - this.head.length - end.length;
    // Whole lines on both sides of the marker, when the output has lines at all.
    const headEnd = this.head.lastIndexOf("\n");
    const tailStart = end.indexOf("\n");
    const head = headEnd >= 0 ? this.head.slice(0, headEnd + 1) : `${this.head}\n`;
    const rest = tailStart >= 0 ? end.slice(tailStart + 1) : end;
    const dropped = cut + (this.head.length - head.length) + (end.length - rest.length);
    return `${head}${cutMarker(Math.max(0, dropped))}\n${rest}`;
  }

  private keep(chunk: string): void {
    this.chars += chunk.length;
    if (this.head.length < PARSE_WINDOW) {
      const room = PARSE_WINDOW - this.head.length;
      this.head += chunk.slice(0, room);
      if (chunk.length <= room) return;
      chunk = chunk.slice(room);
    }
    this.tail.push(chunk);
    this.tailChars += chunk.length;
    while (this.tail.length > 1 && this.tailChars - this.tail[0]!.length >= PARSE_WINDOW) this.tailChars -= this.tail.shift()!.length;
    // One huge chunk: keep only its end (a copy, so the chunk itself can go).
    if (this.tail.length === 1 && this.tailChars > 2 * PARSE_WINDOW) {
      this.tail[0] = flat(this.tail[0]!.slice(-PARSE_WINDOW));
      this.tailChars = PARSE_WINDOW;
    }
  }

  private toFile(chunk: string): void {
    const { budget } = this.options;
    if (budget.writeError) return;
    const bytes = Buffer.byteLength(chunk);
    const allowed = budget.allow(bytes);
    if (allowed === 0 && !(this.fd === undefined && this.options.keepEmpty)) return;
    try {
      this.fd ??= openSync(this.path, "w");
      if (allowed === 0) return;
      const n = allowed === bytes ? writeSync(this.fd, chunk) : writeSync(this.fd, Buffer.from(chunk).subarray(0, allowed));
      budget.written += n;
      this.fileBytes += n;
    } catch (error) {
      budget.failed(error, this.path);
      if (this.fd !== undefined && isDiskFull(error)) {
        try {
          ftruncateSync(this.fd, Math.min(KEEP_ON_DISK_FULL, this.fileBytes));
        } catch {
          // Nothing more to free.
        }
      }
    }
  }

  private countSteps(chunk: string): void {
    let start = 0;
    for (let nl = chunk.indexOf("\n"); nl >= 0; nl = chunk.indexOf("\n", start)) {
      const piece = chunk.slice(start, nl);
      start = nl + 1;
      if (!this.skippingLine) this.countLine(this.pending + piece);
      this.pending = "";
      this.skippingLine = false;
    }
    if (this.skippingLine) return;
    this.pending += chunk.slice(start);
    if (this.pending.length > MAX_STEP_LINE) {
      this.pending = "";
      this.skippingLine = true;
    }
  }

  private countLine(line: string): void {
    const { stepCounter, maxSteps } = this.options;
    if (!stepCounter || this.stepLimitHit) return;
    this.steps = stepCounter(line);
    if (maxSteps !== undefined && this.steps > maxSteps) {
      this.stepLimitHit = true;
      this.options.onStepLimit?.();
    }
  }

  close(): void {
    if (this.pending && !this.skippingLine) this.countLine(this.pending);
    this.pending = "";
    if (this.fd === undefined && this.options.keepEmpty) this.toFile("");
    if (this.fd === undefined) return;
    try {
      closeSync(this.fd);
    } catch (error) {
      this.options.budget.failed(error, this.path);
    }
    this.fd = undefined;
  }
}

export function cutMarker(chars: number): string {
  return `[agent-bench: ${chars} characters of output cut here; the log file keeps up to maxOutputBytes]`;
}

export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

/** A string of its own, not a slice pointing into a larger one (V8 keeps the parent alive). */
function flat(text: string): string {
  return (" " + text).slice(1);
}
