// The blob store on its own origin, speaking the part of Azure Blob Storage that @actions/artifact
// uses through SAS URLs: stage blocks, commit a block list, single-shot upload, download. Because it
// is a different origin than the REST API, the artifact download's 302 crosses origins exactly as
// on GitHub; a request that still carries Authorization is rejected and recorded as a violation.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Faults } from "./faults.ts";
import { queryObject, readBody, recordBody, recordHeaders, type Journal } from "./http.ts";
import { timestamp, type BlobRecord, type GitHubState } from "./state.ts";

export type BlobPermissions = "cw" | "r";

export interface BlobContent {
  content: Buffer;
  contentType: string;
}

/** Where artifact zips live; the in-memory store below, or a real emulator (see azurite.ts). */
export interface BlobStore {
  /** A URL that grants `permissions` on `key` for `seconds`, as the results service hands out. */
  sign(key: string, permissions: BlobPermissions, seconds: number): string;
  read(key: string): Promise<BlobContent | undefined>;
  write(key: string, content: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
}

const ACCOUNT = "devstoreaccount1";
const CONTAINER = "actions-results";
const API_VERSION = "2025-01-05";

function azureError(res: ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}\nTime:${new Date().toISOString()}</Message></Error>`;
  res.writeHead(status, { "content-type": "application/xml", "x-ms-error-code": code, "x-ms-version": API_VERSION }).end(body);
}

export class MemoryBlobStore implements BlobStore {
  private readonly key = randomBytes(32);
  private readonly state: GitHubState;
  private readonly journal: Journal;
  private readonly faults: Faults;
  private origin = "";

  constructor(state: GitHubState, journal: Journal, faults: Faults) {
    this.state = state;
    this.journal = journal;
    this.faults = faults;
  }

  /** Set once the server listens. */
  listen(origin: string): void {
    this.origin = origin;
  }

  sign(key: string, permissions: BlobPermissions, seconds: number): string {
    const path = `/${ACCOUNT}/${CONTAINER}/${key.split("/").map(encodeURIComponent).join("/")}`;
    const expiry = timestamp(new Date(Date.now() + seconds * 1000));
    const query = new URLSearchParams({ sv: API_VERSION, spr: "http", se: expiry, sr: "b", sp: permissions });
    query.set("sig", this.signature(path, permissions, expiry));
    return `${this.origin}${path}?${query.toString()}`;
  }

  read(key: string): Promise<BlobContent | undefined> {
    const blob = this.state.blobs.get(key);
    return Promise.resolve(blob?.committed ? { content: blob.content, contentType: blob.contentType } : undefined);
  }

  write(key: string, content: Buffer, contentType: string): Promise<void> {
    this.state.blobs.set(key, this.committed(content, contentType));
    return Promise.resolve();
  }

  remove(key: string): Promise<void> {
    this.state.blobs.delete(key);
    return Promise.resolve();
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.origin);
    const raw = await readBody(req);
    const route = req.method === "GET" || req.method === "HEAD" ? "blob/download" : "blob/upload";
    const fault = this.faults.take(route);
    res.on("close", () =>
      this.journal.record({
        origin: "blob",
        method: req.method ?? "GET",
        path: url.pathname,
        query: queryObject(url.searchParams),
        headers: recordHeaders(req, undefined),
        body: recordBody(raw, req.headers["content-type"]),
        status: fault?.kind === "drop-connection" ? 0 : res.statusCode,
        route,
        ...(fault ? { fault: fault.kind } : {}),
      }),
    );
    if (fault) {
      if (fault.kind === "drop-connection") res.socket?.destroy();
      else if (fault.kind === "server-error") azureError(res, fault.status, "InternalError", "Server encountered an internal error.");
      else azureError(res, 503, "ServerBusy", "Ingress is over the account limit.");
      return;
    }
    if (req.headers.authorization !== undefined) {
      this.journal.violate({
        origin: "blob",
        method: req.method ?? "GET",
        path: url.pathname,
        route,
        kind: "request",
        problems: ["a blob request carried an Authorization header: credentials must not follow the redirect to blob storage"],
      });
      return azureError(res, 400, "InvalidAuthenticationInfo", "Authentication information is not given in the correct format.");
    }
    const denied = this.authorize(url, req.method ?? "GET");
    if (denied) return azureError(res, 403, denied.code, denied.message);
    const key = url.pathname.split("/").slice(3).map(decodeURIComponent).join("/");
    if (req.method === "PUT") return this.put(url, key, raw, req, res);
    if (req.method === "GET" || req.method === "HEAD") return this.get(key, req.method, res);
    azureError(res, 405, "UnsupportedHttpVerb", `The resource doesn't support the specified HTTP verb ${req.method}.`);
  }

  private signature(path: string, permissions: string, expiry: string): string {
    return createHmac("sha256", this.key).update(`${permissions}\n${expiry}\n${path}`).digest("base64");
  }

  private authorize(url: URL, method: string): { code: string; message: string } | undefined {
    const q = url.searchParams;
    const sig = q.get("sig");
    const expiry = q.get("se") ?? "";
    const permissions = q.get("sp") ?? "";
    const forbidden = {
      code: "AuthenticationFailed",
      message: "Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.",
    };
    if (!sig)
      return {
        code: "NoAuthenticationInformation",
        message: "Server failed to authenticate the request. Please refer to the information in the www-authenticate header.",
      };
    const expected = Buffer.from(this.signature(url.pathname, permissions, expiry));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return forbidden;
    if (!(Date.parse(expiry) > Date.now())) return { ...forbidden, message: `Signed expiry time [${expiry}] must be after signed start time [${timestamp()}]` };
    const needs = method === "PUT" ? /[cw]/ : /r/;
    if (!needs.test(permissions))
      return { code: "AuthorizationPermissionMismatch", message: "This request is not authorized to perform this operation using this permission." };
    return undefined;
  }

  private put(url: URL, key: string, raw: Buffer, req: IncomingMessage, res: ServerResponse): void {
    const comp = url.searchParams.get("comp");
    const staged = this.state.blobs.get(key) ?? { ...this.committed(Buffer.alloc(0), "application/octet-stream"), committed: false };
    if (comp === "block") {
      const blockId = url.searchParams.get("blockid");
      if (!blockId) return azureError(res, 400, "MissingRequiredQueryParameter", "A query parameter that's mandatory for this request is not specified.");
      staged.blocks.set(blockId, raw);
      this.state.blobs.set(key, staged);
      res.writeHead(201, this.headers()).end();
      return;
    }
    const contentType = String(req.headers["x-ms-blob-content-type"] ?? req.headers["content-type"] ?? "application/octet-stream");
    if (comp === "blocklist") {
      const ids = [...raw.toString("utf8").matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map((m) => m[2] ?? "");
      const parts = ids.map((id) => staged.blocks.get(id));
      if (parts.some((p) => p === undefined)) return azureError(res, 400, "InvalidBlockList", "The specified block list is invalid.");
      this.state.blobs.set(key, this.committed(Buffer.concat(parts as Buffer[]), contentType));
    } else if (comp === null) {
      if (req.headers["x-ms-blob-type"] !== "BlockBlob")
        return azureError(res, 400, "MissingRequiredHeader", "An HTTP header that's mandatory for this request is not specified: x-ms-blob-type.");
      this.state.blobs.set(key, this.committed(raw, contentType));
    } else
      return azureError(res, 400, "InvalidQueryParameterValue", `Value for one of the query parameters specified in the request URI is invalid: comp=${comp}`);
    const blob = this.state.blobs.get(key) as BlobRecord;
    res
      .writeHead(201, {
        ...this.headers(),
        etag: blob.etag,
        "last-modified": new Date(blob.lastModified).toUTCString(),
        "x-ms-request-server-encrypted": "true",
      })
      .end();
  }

  private get(key: string, method: string, res: ServerResponse): void {
    const blob = this.state.blobs.get(key);
    if (!blob?.committed) return azureError(res, 404, "BlobNotFound", "The specified blob does not exist.");
    res.writeHead(200, {
      ...this.headers(),
      "content-type": blob.contentType,
      "content-length": String(blob.content.length),
      etag: blob.etag,
      "last-modified": new Date(blob.lastModified).toUTCString(),
      "x-ms-blob-type": "BlockBlob",
    });
    res.end(method === "HEAD" ? undefined : blob.content);
  }

  private committed(content: Buffer, contentType: string): BlobRecord {
    const lastModified = timestamp();
    return { content, contentType, blocks: new Map(), committed: true, lastModified, etag: `"0x${randomBytes(8).toString("hex").toUpperCase()}"` };
  }

  private headers(): Record<string, string> {
    return { "x-ms-request-id": randomBytes(16).toString("hex"), "x-ms-version": API_VERSION, date: new Date().toUTCString() };
  }
}
