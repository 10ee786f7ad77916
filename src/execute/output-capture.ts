// Where an agent's output goes while it runs: the log file, up to the
// execution's maxOutputBytes, and a bounded window (its first and last
// PARSE_WINDOW) that parsers read. An agent that prints without end
// (`yes`, a 1 GB line) must not take the run's memory or disk with it: one
// string of every chunk was a RangeError at 512 MB and the end of the run.
// Each chunk is written with a plain write(2) as it arrives: a few small
// writes per execution, to the page cache, cost less than a stream's machinery.

import { closeSync, ftruncateSync, openSync, writeSync } from "node:fs";
import type { StepCounter } from "../runners/runner.ts";

/** Kept from each end of a stream for the parsers (characters at the start, bytes at the end); output up to twice this is seen whole. */
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
  /** Bytes received. */
  private bytes = 0;
  private head = "";
  // Past the head, the last PARSE_WINDOW bytes in a ring: fixed memory, and the chunks it copies die
  // young (a ring of strings promoted every chunk to the old generation, and the heap grew with the output).
  private ring: Buffer | undefined;
  private ringPos = 0;
  private ringBytes = 0;
  private pending = "";
  private skippingLine = false;
  // Opened on the first chunk: a stream the agent never wrote to leaves no file unless it must exist.
  private fd: number | undefined;
  private fileBytes = 0;
  private writeFailed = false;
  private readonly path: string;
  private readonly options: CaptureOptions;

  constructor(path: string, options: CaptureOptions) {
    this.path = path;
    this.options = options;
  }

  write(chunk: string): void {
    if (!chunk) return;
    const bytes = Buffer.byteLength(chunk);
    this.keep(chunk, bytes);
    this.toFile(chunk, bytes);
    if (this.options.stepCounter) this.countSteps(chunk);
  }

  /** What parsers see: the whole output, or its two ends around one line saying what was cut. */
  get text(): string {
    const ring = this.ring;
    if (!ring) return this.head;
    if (this.ringBytes <= ring.length) return this.head + ring.toString("utf8", 0, this.ringBytes);
    const end = Buffer.concat([ring.subarray(this.ringPos), ring.subarray(0, this.ringPos)]).toString("utf8");
    // Whole lines on both sides of the marker, when the output has lines at all.
    const headEnd = this.head.lastIndexOf("\n");
    const tailStart = end.indexOf("\n");
    const head = headEnd >= 0 ? this.head.slice(0, headEnd + 1) : `${this.head}\n`;
    const rest = tailStart >= 0 ? end.slice(tailStart + 1) : end.replace(/^\ufffd+/, "");
    const cut = this.bytes - Buffer.byteLength(head) - Buffer.byteLength(rest) + (headEnd >= 0 ? 0 : 1);
    return `${head}${cutMarker(Math.max(0, cut))}\n${rest}`;
  }

  private keep(chunk: string, bytes: number): void {
    this.bytes += bytes;
    // Once the ring has begun, the head is closed (even a character short of full).
    if (!this.ring && this.head.length < PARSE_WINDOW) {
      let room = PARSE_WINDOW - this.head.length;
      // Never half a surrogate pair on each side.
      if (room < chunk.length && isHighSurrogate(chunk.charCodeAt(room - 1))) room--;
      this.head += chunk.slice(0, room);
      if (chunk.length <= room) return;
      chunk = chunk.slice(room);
    }
    const ring = (this.ring ??= Buffer.allocUnsafe(PARSE_WINDOW));
    const whole = Buffer.from(chunk, "utf8");
    const src = whole.length > ring.length ? whole.subarray(whole.length - ring.length) : whole;
    const first = Math.min(src.length, ring.length - this.ringPos);
    src.copy(ring, this.ringPos, 0, first);
    if (first < src.length) src.copy(ring, 0, first);
    this.ringPos = (this.ringPos + src.length) % ring.length;
    this.ringBytes += whole.length;
  }

  private toFile(chunk: string, bytes: number): void {
    const { budget } = this.options;
    // The other stream still gets what it can: its log may be the one that says what went wrong.
    if (this.writeFailed) return;
    const allowed = budget.allow(bytes);
    if (allowed === 0 && !(this.fd === undefined && this.options.keepEmpty)) return;
    try {
      this.fd ??= openSync(this.path, "w");
      if (allowed === 0) return;
      const n = allowed === bytes ? writeSync(this.fd, chunk) : writeSync(this.fd, Buffer.from(chunk).subarray(0, allowed));
      budget.written += n;
      this.fileBytes += n;
    } catch (error) {
      this.writeFailed = true;
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
    if (this.fd === undefined && this.options.keepEmpty) this.toFile("", 0);
    if (this.fd === undefined) return;
    try {
      closeSync(this.fd);
    } catch (error) {
      this.options.budget.failed(error, this.path);
    }
    this.fd = undefined;
  }
}

export function cutMarker(bytes: number): string {
  return `[agent-bench: ${bytes} bytes of output cut here; the log file keeps up to maxOutputBytes]`;
}

export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
