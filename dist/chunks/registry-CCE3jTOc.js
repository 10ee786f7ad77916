import fs, { existsSync, realpathSync, readFileSync, mkdirSync, symlinkSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import { c as configError, e as errorMessage } from './suggest-A8yN1XQm.js';
import os from 'node:os';
import { S as SKILL_CONFIDENCE_ORDER, t as tokenize } from './session-B_q7XYQ7.js';
import { a as strictObject, u as union, r as record, e as unknown, s as string$1, b as array, n as number, _ as _enum, c as boolean, p as parseDuration, l as literal } from './duration-CiOeO4A6.js';
import { y as api, z as rememberSourceMap, A as originalPosition, j as jsonPathProblem, q as queryJsonPath } from './api-Be5dOacp.js';
import require$$12, { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { gunzipSync, inflateSync, brotliDecompressSync, zstdDecompressSync } from 'node:zlib';
import fsPromises, { readFile, writeFile, mkdir } from 'node:fs/promises';
import { d as didYouMean } from './did-you-mean-DZ5c_a6k.js';
import require$$0 from 'process';
import require$$0$1 from 'buffer';
import require$$2, { createRequire } from 'node:module';
import { g as getDefaultExportFromCjs } from './_commonjsHelpers-Bgu_3bK-.js';
import fs__default from 'fs';
import os__default from 'os';
import path__default from 'path';
import require$$1 from 'node:url';
import require$$0$2 from 'node:assert';
import process$1 from 'node:process';
import require$$10 from 'node:v8';
import require$$0$3 from 'node:util';
import tty from 'node:tty';
import require$$5 from 'node:perf_hooks';
import vm from 'node:vm';

// Turns zod issues into configuration errors that name the file, the line
// when we know it, the key path, what is allowed and the key a typo meant.
function keyPath(path) {
    let out = "";
    for (const part of path) {
        if (typeof part === "number")
            out += `[${part}]`;
        else
            out += out === "" ? String(part) : `.${String(part)}`;
    }
    return out;
}
function describe(issue, known) {
    switch (issue.code) {
        case "unrecognized_keys":
            return issue.keys.map((k) => `unknown key "${k}"${didYouMean(k, known)}`).join(", ");
        case "invalid_value":
            return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
        case "invalid_key":
            return issue.issues[0]?.message ?? issue.message;
        case "invalid_type":
            if (/received undefined$/.test(issue.message))
                return `required (${issue.expected === "record" ? "an object" : issue.expected})`;
            return `expected ${issue.expected}${"input" in issue && issue.input !== undefined ? `, got ${typeName(issue.input)}` : ""}`;
        default:
            return issue.message;
    }
}
function typeName(value) {
    if (value === null)
        return "null";
    if (Array.isArray(value))
        return "an array";
    return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`;
}
/** One line per problem: "file:line: key.path: what is wrong (did you mean …)". */
function issueLines(issues, ctx) {
    return issues.map((issue) => {
        const full = [...(ctx.prefix ?? []), ...issue.path];
        const keyed = issue.code === "unrecognized_keys" ? [...full, issue.keys[0]] : full;
        const line = ctx.lineOf?.(keyed) ?? ctx.lineOf?.(full);
        const where = line ? `${ctx.file}:${line}` : ctx.file;
        const key = keyPath(full);
        const known = [...(ctx.schema ? keysAt(ctx.schema, issue.path) : []), ...(issue.path.length === 0 ? (ctx.extraKeys ?? []) : [])];
        const extra = ctx.allowed?.(full, issue);
        return `${where}: ${key ? `${key}: ` : ""}${describe(issue, known)}${extra ? ` (${extra})` : ""}`;
    });
}
function issuesToError(issues, ctx) {
    return problemsError(issueLines(issues, ctx));
}
/** Every problem found, in one error: the first on the error's line, the rest below it. */
function problemsError(lines, hint = "fix the keys above; docs/configuration.md lists every key, docs/runners.md each runner type's") {
    // In the order of the file: the first line to fix comes first.
    const lineNo = (l) => Number(/^[^\n]*?:(\d+): /.exec(l)?.[1] ?? 0);
    const shown = [...lines].sort((a, b) => lineNo(a) - lineNo(b)).slice(0, 20);
    const more = lines.length > shown.length ? `\n  …and ${lines.length - shown.length} more` : "";
    const head = lines.length > 1 ? `${lines.length} problems:\n  ${shown.join("\n  ")}` : shown[0];
    return configError(`${head}${more}`, { hint });
}
/** The keys of the object schema at `path` (records and optional wrappers are looked through). */
function keysAt(schema, path) {
    let node = unwrap(schema);
    for (const part of path) {
        const def = node?._zod.def;
        if (!def)
            return [];
        if (def.type === "object")
            node = unwrap(def.shape[String(part)]);
        else if (def.type === "record")
            node = unwrap(def.valueType);
        else if (def.type === "array")
            node = unwrap(def.element);
        else
            return [];
    }
    const def = node?._zod.def;
    return def?.type === "object" ? Object.keys(def.shape) : [];
}
function unwrap(schema) {
    let node = schema;
    for (let i = 0; node && i < 10; i++) {
        const def = node._zod.def;
        if ((def.type === "optional" || def.type === "nullable" || def.type === "default") && def.innerType)
            node = def.innerType;
        else if (def.type === "pipe" && def.in)
            node = def.in;
        else
            break;
    }
    return node;
}

var dist = {};

var composer = {};

var directives = {};

var identity = {};

var hasRequiredIdentity;

function requireIdentity () {
	if (hasRequiredIdentity) return identity;
	hasRequiredIdentity = 1;

	const ALIAS = Symbol.for('yaml.alias');
	const DOC = Symbol.for('yaml.document');
	const MAP = Symbol.for('yaml.map');
	const PAIR = Symbol.for('yaml.pair');
	const SCALAR = Symbol.for('yaml.scalar');
	const SEQ = Symbol.for('yaml.seq');
	const NODE_TYPE = Symbol.for('yaml.node.type');
	const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
	const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
	const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
	const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
	const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
	const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
	function isCollection(node) {
	    if (node && typeof node === 'object')
	        switch (node[NODE_TYPE]) {
	            case MAP:
	            case SEQ:
	                return true;
	        }
	    return false;
	}
	function isNode(node) {
	    if (node && typeof node === 'object')
	        switch (node[NODE_TYPE]) {
	            case ALIAS:
	            case MAP:
	            case SCALAR:
	            case SEQ:
	                return true;
	        }
	    return false;
	}
	const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

	identity.ALIAS = ALIAS;
	identity.DOC = DOC;
	identity.MAP = MAP;
	identity.NODE_TYPE = NODE_TYPE;
	identity.PAIR = PAIR;
	identity.SCALAR = SCALAR;
	identity.SEQ = SEQ;
	identity.hasAnchor = hasAnchor;
	identity.isAlias = isAlias;
	identity.isCollection = isCollection;
	identity.isDocument = isDocument;
	identity.isMap = isMap;
	identity.isNode = isNode;
	identity.isPair = isPair;
	identity.isScalar = isScalar;
	identity.isSeq = isSeq;
	return identity;
}

var visit = {};

var hasRequiredVisit;

function requireVisit () {
	if (hasRequiredVisit) return visit;
	hasRequiredVisit = 1;

	var identity = requireIdentity();

	const BREAK = Symbol('break visit');
	const SKIP = Symbol('skip children');
	const REMOVE = Symbol('remove node');
	/**
	 * Apply a visitor to an AST node or document.
	 *
	 * Walks through the tree (depth-first) starting from `node`, calling a
	 * `visitor` function with three arguments:
	 *   - `key`: For sequence values and map `Pair`, the node's index in the
	 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
	 *     `null` for the root node.
	 *   - `node`: The current node.
	 *   - `path`: The ancestry of the current node.
	 *
	 * The return value of the visitor may be used to control the traversal:
	 *   - `undefined` (default): Do nothing and continue
	 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
	 *     sibling
	 *   - `visit.BREAK`: Terminate traversal completely
	 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
	 *   - `Node`: Replace the current node, then continue by visiting it
	 *   - `number`: While iterating the items of a sequence or map, set the index
	 *     of the next step. This is useful especially if the index of the current
	 *     node has changed.
	 *
	 * If `visitor` is a single function, it will be called with all values
	 * encountered in the tree, including e.g. `null` values. Alternatively,
	 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
	 * `Alias` and `Scalar` node. To define the same visitor function for more than
	 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
	 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
	 * specific defined one will be used for each node.
	 */
	function visit$1(node, visitor) {
	    const visitor_ = initVisitor(visitor);
	    if (identity.isDocument(node)) {
	        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
	        if (cd === REMOVE)
	            node.contents = null;
	    }
	    else
	        visit_(null, node, visitor_, Object.freeze([]));
	}
	// Without the `as symbol` casts, TS declares these in the `visit`
	// namespace using `var`, but then complains about that because
	// `unique symbol` must be `const`.
	/** Terminate visit traversal completely */
	visit$1.BREAK = BREAK;
	/** Do not visit the children of the current node */
	visit$1.SKIP = SKIP;
	/** Remove the current node */
	visit$1.REMOVE = REMOVE;
	function visit_(key, node, visitor, path) {
	    const ctrl = callVisitor(key, node, visitor, path);
	    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
	        replaceNode(key, path, ctrl);
	        return visit_(key, ctrl, visitor, path);
	    }
	    if (typeof ctrl !== 'symbol') {
	        if (identity.isCollection(node)) {
	            path = Object.freeze(path.concat(node));
	            for (let i = 0; i < node.items.length; ++i) {
	                const ci = visit_(i, node.items[i], visitor, path);
	                if (typeof ci === 'number')
	                    i = ci - 1;
	                else if (ci === BREAK)
	                    return BREAK;
	                else if (ci === REMOVE) {
	                    node.items.splice(i, 1);
	                    i -= 1;
	                }
	            }
	        }
	        else if (identity.isPair(node)) {
	            path = Object.freeze(path.concat(node));
	            const ck = visit_('key', node.key, visitor, path);
	            if (ck === BREAK)
	                return BREAK;
	            else if (ck === REMOVE)
	                node.key = null;
	            const cv = visit_('value', node.value, visitor, path);
	            if (cv === BREAK)
	                return BREAK;
	            else if (cv === REMOVE)
	                node.value = null;
	        }
	    }
	    return ctrl;
	}
	/**
	 * Apply an async visitor to an AST node or document.
	 *
	 * Walks through the tree (depth-first) starting from `node`, calling a
	 * `visitor` function with three arguments:
	 *   - `key`: For sequence values and map `Pair`, the node's index in the
	 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
	 *     `null` for the root node.
	 *   - `node`: The current node.
	 *   - `path`: The ancestry of the current node.
	 *
	 * The return value of the visitor may be used to control the traversal:
	 *   - `Promise`: Must resolve to one of the following values
	 *   - `undefined` (default): Do nothing and continue
	 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
	 *     sibling
	 *   - `visit.BREAK`: Terminate traversal completely
	 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
	 *   - `Node`: Replace the current node, then continue by visiting it
	 *   - `number`: While iterating the items of a sequence or map, set the index
	 *     of the next step. This is useful especially if the index of the current
	 *     node has changed.
	 *
	 * If `visitor` is a single function, it will be called with all values
	 * encountered in the tree, including e.g. `null` values. Alternatively,
	 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
	 * `Alias` and `Scalar` node. To define the same visitor function for more than
	 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
	 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
	 * specific defined one will be used for each node.
	 */
	async function visitAsync(node, visitor) {
	    const visitor_ = initVisitor(visitor);
	    if (identity.isDocument(node)) {
	        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
	        if (cd === REMOVE)
	            node.contents = null;
	    }
	    else
	        await visitAsync_(null, node, visitor_, Object.freeze([]));
	}
	// Without the `as symbol` casts, TS declares these in the `visit`
	// namespace using `var`, but then complains about that because
	// `unique symbol` must be `const`.
	/** Terminate visit traversal completely */
	visitAsync.BREAK = BREAK;
	/** Do not visit the children of the current node */
	visitAsync.SKIP = SKIP;
	/** Remove the current node */
	visitAsync.REMOVE = REMOVE;
	async function visitAsync_(key, node, visitor, path) {
	    const ctrl = await callVisitor(key, node, visitor, path);
	    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
	        replaceNode(key, path, ctrl);
	        return visitAsync_(key, ctrl, visitor, path);
	    }
	    if (typeof ctrl !== 'symbol') {
	        if (identity.isCollection(node)) {
	            path = Object.freeze(path.concat(node));
	            for (let i = 0; i < node.items.length; ++i) {
	                const ci = await visitAsync_(i, node.items[i], visitor, path);
	                if (typeof ci === 'number')
	                    i = ci - 1;
	                else if (ci === BREAK)
	                    return BREAK;
	                else if (ci === REMOVE) {
	                    node.items.splice(i, 1);
	                    i -= 1;
	                }
	            }
	        }
	        else if (identity.isPair(node)) {
	            path = Object.freeze(path.concat(node));
	            const ck = await visitAsync_('key', node.key, visitor, path);
	            if (ck === BREAK)
	                return BREAK;
	            else if (ck === REMOVE)
	                node.key = null;
	            const cv = await visitAsync_('value', node.value, visitor, path);
	            if (cv === BREAK)
	                return BREAK;
	            else if (cv === REMOVE)
	                node.value = null;
	        }
	    }
	    return ctrl;
	}
	function initVisitor(visitor) {
	    if (typeof visitor === 'object' &&
	        (visitor.Collection || visitor.Node || visitor.Value)) {
	        return Object.assign({
	            Alias: visitor.Node,
	            Map: visitor.Node,
	            Scalar: visitor.Node,
	            Seq: visitor.Node
	        }, visitor.Value && {
	            Map: visitor.Value,
	            Scalar: visitor.Value,
	            Seq: visitor.Value
	        }, visitor.Collection && {
	            Map: visitor.Collection,
	            Seq: visitor.Collection
	        }, visitor);
	    }
	    return visitor;
	}
	function callVisitor(key, node, visitor, path) {
	    if (typeof visitor === 'function')
	        return visitor(key, node, path);
	    if (identity.isMap(node))
	        return visitor.Map?.(key, node, path);
	    if (identity.isSeq(node))
	        return visitor.Seq?.(key, node, path);
	    if (identity.isPair(node))
	        return visitor.Pair?.(key, node, path);
	    if (identity.isScalar(node))
	        return visitor.Scalar?.(key, node, path);
	    if (identity.isAlias(node))
	        return visitor.Alias?.(key, node, path);
	    return undefined;
	}
	function replaceNode(key, path, node) {
	    const parent = path[path.length - 1];
	    if (identity.isCollection(parent)) {
	        parent.items[key] = node;
	    }
	    else if (identity.isPair(parent)) {
	        if (key === 'key')
	            parent.key = node;
	        else
	            parent.value = node;
	    }
	    else if (identity.isDocument(parent)) {
	        parent.contents = node;
	    }
	    else {
	        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
	        throw new Error(`Cannot replace node with ${pt} parent`);
	    }
	}

	visit.visit = visit$1;
	visit.visitAsync = visitAsync;
	return visit;
}

var hasRequiredDirectives;

function requireDirectives () {
	if (hasRequiredDirectives) return directives;
	hasRequiredDirectives = 1;

	var identity = requireIdentity();
	var visit = requireVisit();

	const escapeChars = {
	    '!': '%21',
	    ',': '%2C',
	    '[': '%5B',
	    ']': '%5D',
	    '{': '%7B',
	    '}': '%7D'
	};
	const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
	class Directives {
	    constructor(yaml, tags) {
	        /**
	         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
	         * included in the document's stringified representation.
	         */
	        this.docStart = null;
	        /** The doc-end marker `...`.  */
	        this.docEnd = false;
	        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
	        this.tags = Object.assign({}, Directives.defaultTags, tags);
	    }
	    clone() {
	        const copy = new Directives(this.yaml, this.tags);
	        copy.docStart = this.docStart;
	        return copy;
	    }
	    /**
	     * During parsing, get a Directives instance for the current document and
	     * update the stream state according to the current version's spec.
	     */
	    atDocument() {
	        const res = new Directives(this.yaml, this.tags);
	        switch (this.yaml.version) {
	            case '1.1':
	                this.atNextDocument = true;
	                break;
	            case '1.2':
	                this.atNextDocument = false;
	                this.yaml = {
	                    explicit: Directives.defaultYaml.explicit,
	                    version: '1.2'
	                };
	                this.tags = Object.assign({}, Directives.defaultTags);
	                break;
	        }
	        return res;
	    }
	    /**
	     * @param onError - May be called even if the action was successful
	     * @returns `true` on success
	     */
	    add(line, onError) {
	        if (this.atNextDocument) {
	            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
	            this.tags = Object.assign({}, Directives.defaultTags);
	            this.atNextDocument = false;
	        }
	        const parts = line.trim().split(/[ \t]+/);
	        const name = parts.shift();
	        switch (name) {
	            case '%TAG': {
	                if (parts.length !== 2) {
	                    onError(0, '%TAG directive should contain exactly two parts');
	                    if (parts.length < 2)
	                        return false;
	                }
	                const [handle, prefix] = parts;
	                this.tags[handle] = prefix;
	                return true;
	            }
	            case '%YAML': {
	                this.yaml.explicit = true;
	                if (parts.length !== 1) {
	                    onError(0, '%YAML directive should contain exactly one part');
	                    return false;
	                }
	                const [version] = parts;
	                if (version === '1.1' || version === '1.2') {
	                    this.yaml.version = version;
	                    return true;
	                }
	                else {
	                    const isValid = /^\d+\.\d+$/.test(version);
	                    onError(6, `Unsupported YAML version ${version}`, isValid);
	                    return false;
	                }
	            }
	            default:
	                onError(0, `Unknown directive ${name}`, true);
	                return false;
	        }
	    }
	    /**
	     * Resolves a tag, matching handles to those defined in %TAG directives.
	     *
	     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
	     *   `'!local'` tag, or `null` if unresolvable.
	     */
	    tagName(source, onError) {
	        if (source === '!')
	            return '!'; // non-specific tag
	        if (source[0] !== '!') {
	            onError(`Not a valid tag: ${source}`);
	            return null;
	        }
	        if (source[1] === '<') {
	            const verbatim = source.slice(2, -1);
	            if (verbatim === '!' || verbatim === '!!') {
	                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
	                return null;
	            }
	            if (source[source.length - 1] !== '>')
	                onError('Verbatim tags must end with a >');
	            return verbatim;
	        }
	        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
	        if (!suffix)
	            onError(`The ${source} tag has no suffix`);
	        const prefix = this.tags[handle];
	        if (prefix) {
	            try {
	                return prefix + decodeURIComponent(suffix);
	            }
	            catch (error) {
	                onError(String(error));
	                return null;
	            }
	        }
	        if (handle === '!')
	            return source; // local tag
	        onError(`Could not resolve tag: ${source}`);
	        return null;
	    }
	    /**
	     * Given a fully resolved tag, returns its printable string form,
	     * taking into account current tag prefixes and defaults.
	     */
	    tagString(tag) {
	        for (const [handle, prefix] of Object.entries(this.tags)) {
	            if (tag.startsWith(prefix))
	                return handle + escapeTagName(tag.substring(prefix.length));
	        }
	        return tag[0] === '!' ? tag : `!<${tag}>`;
	    }
	    toString(doc) {
	        const lines = this.yaml.explicit
	            ? [`%YAML ${this.yaml.version || '1.2'}`]
	            : [];
	        const tagEntries = Object.entries(this.tags);
	        let tagNames;
	        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
	            const tags = {};
	            visit.visit(doc.contents, (_key, node) => {
	                if (identity.isNode(node) && node.tag)
	                    tags[node.tag] = true;
	            });
	            tagNames = Object.keys(tags);
	        }
	        else
	            tagNames = [];
	        for (const [handle, prefix] of tagEntries) {
	            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
	                continue;
	            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
	                lines.push(`%TAG ${handle} ${prefix}`);
	        }
	        return lines.join('\n');
	    }
	}
	Directives.defaultYaml = { explicit: false, version: '1.2' };
	Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

	directives.Directives = Directives;
	return directives;
}

var Document = {};

var Alias = {};

var anchors = {};

var hasRequiredAnchors;

function requireAnchors () {
	if (hasRequiredAnchors) return anchors;
	hasRequiredAnchors = 1;

	var identity = requireIdentity();
	var visit = requireVisit();

	/**
	 * Verify that the input string is a valid anchor.
	 *
	 * Will throw on errors.
	 */
	function anchorIsValid(anchor) {
	    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
	        const sa = JSON.stringify(anchor);
	        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
	        throw new Error(msg);
	    }
	    return true;
	}
	function anchorNames(root) {
	    const anchors = new Set();
	    visit.visit(root, {
	        Value(_key, node) {
	            if (node.anchor)
	                anchors.add(node.anchor);
	        }
	    });
	    return anchors;
	}
	/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
	function findNewAnchor(prefix, exclude) {
	    for (let i = 1; true; ++i) {
	        const name = `${prefix}${i}`;
	        if (!exclude.has(name))
	            return name;
	    }
	}
	function createNodeAnchors(doc, prefix) {
	    const aliasObjects = [];
	    const sourceObjects = new Map();
	    let prevAnchors = null;
	    return {
	        onAnchor: (source) => {
	            aliasObjects.push(source);
	            prevAnchors ?? (prevAnchors = anchorNames(doc));
	            const anchor = findNewAnchor(prefix, prevAnchors);
	            prevAnchors.add(anchor);
	            return anchor;
	        },
	        /**
	         * With circular references, the source node is only resolved after all
	         * of its child nodes are. This is why anchors are set only after all of
	         * the nodes have been created.
	         */
	        setAnchors: () => {
	            for (const source of aliasObjects) {
	                const ref = sourceObjects.get(source);
	                if (typeof ref === 'object' &&
	                    ref.anchor &&
	                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
	                    ref.node.anchor = ref.anchor;
	                }
	                else {
	                    const error = new Error('Failed to resolve repeated object (this should not happen)');
	                    error.source = source;
	                    throw error;
	                }
	            }
	        },
	        sourceObjects
	    };
	}

	anchors.anchorIsValid = anchorIsValid;
	anchors.anchorNames = anchorNames;
	anchors.createNodeAnchors = createNodeAnchors;
	anchors.findNewAnchor = findNewAnchor;
	return anchors;
}

var Node = {};

var applyReviver = {};

var hasRequiredApplyReviver;

function requireApplyReviver () {
	if (hasRequiredApplyReviver) return applyReviver;
	hasRequiredApplyReviver = 1;

	/**
	 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
	 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
	 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
	 *
	 * Includes extensions for handling Map and Set objects.
	 */
	function applyReviver$1(reviver, obj, key, val) {
	    if (val && typeof val === 'object') {
	        if (Array.isArray(val)) {
	            for (let i = 0, len = val.length; i < len; ++i) {
	                const v0 = val[i];
	                const v1 = applyReviver$1(reviver, val, String(i), v0);
	                // eslint-disable-next-line @typescript-eslint/no-array-delete
	                if (v1 === undefined)
	                    delete val[i];
	                else if (v1 !== v0)
	                    val[i] = v1;
	            }
	        }
	        else if (val instanceof Map) {
	            for (const k of Array.from(val.keys())) {
	                const v0 = val.get(k);
	                const v1 = applyReviver$1(reviver, val, k, v0);
	                if (v1 === undefined)
	                    val.delete(k);
	                else if (v1 !== v0)
	                    val.set(k, v1);
	            }
	        }
	        else if (val instanceof Set) {
	            for (const v0 of Array.from(val)) {
	                const v1 = applyReviver$1(reviver, val, v0, v0);
	                if (v1 === undefined)
	                    val.delete(v0);
	                else if (v1 !== v0) {
	                    val.delete(v0);
	                    val.add(v1);
	                }
	            }
	        }
	        else {
	            for (const [k, v0] of Object.entries(val)) {
	                const v1 = applyReviver$1(reviver, val, k, v0);
	                if (v1 === undefined)
	                    delete val[k];
	                else if (v1 !== v0)
	                    val[k] = v1;
	            }
	        }
	    }
	    return reviver.call(obj, key, val);
	}

	applyReviver.applyReviver = applyReviver$1;
	return applyReviver;
}

var toJS = {};

var hasRequiredToJS;

function requireToJS () {
	if (hasRequiredToJS) return toJS;
	hasRequiredToJS = 1;

	var identity = requireIdentity();

	/**
	 * Recursively convert any node or its contents to native JavaScript
	 *
	 * @param value - The input value
	 * @param arg - If `value` defines a `toJSON()` method, use this
	 *   as its first argument
	 * @param ctx - Conversion context, originally set in Document#toJS(). If
	 *   `{ keep: true }` is not set, output should be suitable for JSON
	 *   stringification.
	 */
	function toJS$1(value, arg, ctx) {
	    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
	    if (Array.isArray(value))
	        return value.map((v, i) => toJS$1(v, String(i), ctx));
	    if (value && typeof value.toJSON === 'function') {
	        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
	        if (!ctx || !identity.hasAnchor(value))
	            return value.toJSON(arg, ctx);
	        const data = { aliasCount: 0, count: 1, res: undefined };
	        ctx.anchors.set(value, data);
	        ctx.onCreate = res => {
	            data.res = res;
	            delete ctx.onCreate;
	        };
	        const res = value.toJSON(arg, ctx);
	        if (ctx.onCreate)
	            ctx.onCreate(res);
	        return res;
	    }
	    if (typeof value === 'bigint' && !ctx?.keep)
	        return Number(value);
	    return value;
	}

	toJS.toJS = toJS$1;
	return toJS;
}

var hasRequiredNode;

function requireNode () {
	if (hasRequiredNode) return Node;
	hasRequiredNode = 1;

	var applyReviver = requireApplyReviver();
	var identity = requireIdentity();
	var toJS = requireToJS();

	class NodeBase {
	    constructor(type) {
	        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
	    }
	    /** Create a copy of this node.  */
	    clone() {
	        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
	        if (this.range)
	            copy.range = this.range.slice();
	        return copy;
	    }
	    /** A plain JavaScript representation of this node. */
	    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
	        if (!identity.isDocument(doc))
	            throw new TypeError('A document argument is required');
	        const ctx = {
	            anchors: new Map(),
	            doc,
	            keep: true,
	            mapAsMap: mapAsMap === true,
	            mapKeyWarned: false,
	            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
	        };
	        const res = toJS.toJS(this, '', ctx);
	        if (typeof onAnchor === 'function')
	            for (const { count, res } of ctx.anchors.values())
	                onAnchor(res, count);
	        return typeof reviver === 'function'
	            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
	            : res;
	    }
	}

	Node.NodeBase = NodeBase;
	return Node;
}

var hasRequiredAlias;

function requireAlias () {
	if (hasRequiredAlias) return Alias;
	hasRequiredAlias = 1;

	var anchors = requireAnchors();
	var visit = requireVisit();
	var identity = requireIdentity();
	var Node = requireNode();
	var toJS = requireToJS();

	let Alias$1 = class Alias extends Node.NodeBase {
	    constructor(source) {
	        super(identity.ALIAS);
	        this.source = source;
	        Object.defineProperty(this, 'tag', {
	            set() {
	                throw new Error('Alias nodes cannot have tags');
	            }
	        });
	    }
	    /**
	     * Resolve the value of this alias within `doc`, finding the last
	     * instance of the `source` anchor before this node.
	     */
	    resolve(doc, ctx) {
	        if (ctx?.maxAliasCount === 0)
	            throw new ReferenceError('Alias resolution is disabled');
	        let nodes;
	        if (ctx?.aliasResolveCache) {
	            nodes = ctx.aliasResolveCache;
	        }
	        else {
	            nodes = [];
	            visit.visit(doc, {
	                Node: (_key, node) => {
	                    if (identity.isAlias(node) || identity.hasAnchor(node))
	                        nodes.push(node);
	                }
	            });
	            if (ctx)
	                ctx.aliasResolveCache = nodes;
	        }
	        let found = undefined;
	        for (const node of nodes) {
	            if (node === this)
	                break;
	            if (node.anchor === this.source)
	                found = node;
	        }
	        if (found && ctx) {
	            const { anchors, doc, maxAliasCount } = ctx;
	            let data = anchors.get(found);
	            if (!data) {
	                // Resolve anchors for Node.prototype.toJS()
	                toJS.toJS(found, null, ctx);
	                data = anchors.get(found);
	            }
	            /* istanbul ignore if */
	            if (data?.res === undefined) {
	                const msg = 'This should not happen: Alias anchor was not resolved?';
	                throw new ReferenceError(msg);
	            }
	            if (maxAliasCount >= 0) {
	                data.count += 1;
	                if (data.aliasCount === 0)
	                    data.aliasCount = getAliasCount(doc, found, anchors);
	                if (data.count * data.aliasCount > maxAliasCount) {
	                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
	                    throw new ReferenceError(msg);
	                }
	            }
	        }
	        return found;
	    }
	    toJSON(_arg, ctx) {
	        if (!ctx)
	            return { source: this.source };
	        const source = this.resolve(ctx.doc, ctx);
	        if (!source) {
	            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
	            throw new ReferenceError(msg);
	        }
	        return ctx.anchors.get(source).res;
	    }
	    toString(ctx, _onComment, _onChompKeep) {
	        const src = `*${this.source}`;
	        if (ctx) {
	            anchors.anchorIsValid(this.source);
	            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
	                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
	                throw new Error(msg);
	            }
	            if (ctx.implicitKey)
	                return `${src} `;
	        }
	        return src;
	    }
	};
	function getAliasCount(doc, node, anchors) {
	    if (identity.isAlias(node)) {
	        const source = node.resolve(doc);
	        const anchor = anchors && source && anchors.get(source);
	        return anchor ? anchor.count * anchor.aliasCount : 0;
	    }
	    else if (identity.isCollection(node)) {
	        let count = 0;
	        for (const item of node.items) {
	            const c = getAliasCount(doc, item, anchors);
	            if (c > count)
	                count = c;
	        }
	        return count;
	    }
	    else if (identity.isPair(node)) {
	        const kc = getAliasCount(doc, node.key, anchors);
	        const vc = getAliasCount(doc, node.value, anchors);
	        return Math.max(kc, vc);
	    }
	    return 1;
	}

	Alias.Alias = Alias$1;
	return Alias;
}

var Collection = {};

var createNode = {};

var Scalar = {};

var hasRequiredScalar;

function requireScalar () {
	if (hasRequiredScalar) return Scalar;
	hasRequiredScalar = 1;

	var identity = requireIdentity();
	var Node = requireNode();
	var toJS = requireToJS();

	const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
	let Scalar$1 = class Scalar extends Node.NodeBase {
	    constructor(value) {
	        super(identity.SCALAR);
	        this.value = value;
	    }
	    toJSON(arg, ctx) {
	        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
	    }
	    toString() {
	        return String(this.value);
	    }
	};
	Scalar$1.BLOCK_FOLDED = 'BLOCK_FOLDED';
	Scalar$1.BLOCK_LITERAL = 'BLOCK_LITERAL';
	Scalar$1.PLAIN = 'PLAIN';
	Scalar$1.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
	Scalar$1.QUOTE_SINGLE = 'QUOTE_SINGLE';

	Scalar.Scalar = Scalar$1;
	Scalar.isScalarValue = isScalarValue;
	return Scalar;
}

var hasRequiredCreateNode;

function requireCreateNode () {
	if (hasRequiredCreateNode) return createNode;
	hasRequiredCreateNode = 1;

	var Alias = requireAlias();
	var identity = requireIdentity();
	var Scalar = requireScalar();

	const defaultTagPrefix = 'tag:yaml.org,2002:';
	function findTagObject(value, tagName, tags) {
	    if (tagName) {
	        const match = tags.filter(t => t.tag === tagName);
	        const tagObj = match.find(t => !t.format) ?? match[0];
	        if (!tagObj)
	            throw new Error(`Tag ${tagName} not found`);
	        return tagObj;
	    }
	    return tags.find(t => t.identify?.(value) && !t.format);
	}
	function createNode$1(value, tagName, ctx) {
	    if (identity.isDocument(value))
	        value = value.contents;
	    if (identity.isNode(value))
	        return value;
	    if (identity.isPair(value)) {
	        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
	        map.items.push(value);
	        return map;
	    }
	    if (value instanceof String ||
	        value instanceof Number ||
	        value instanceof Boolean ||
	        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
	    ) {
	        // https://tc39.es/ecma262/#sec-serializejsonproperty
	        value = value.valueOf();
	    }
	    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
	    // Detect duplicate references to the same object & use Alias nodes for all
	    // after first. The `ref` wrapper allows for circular references to resolve.
	    let ref = undefined;
	    if (aliasDuplicateObjects && value && typeof value === 'object') {
	        ref = sourceObjects.get(value);
	        if (ref) {
	            ref.anchor ?? (ref.anchor = onAnchor(value));
	            return new Alias.Alias(ref.anchor);
	        }
	        else {
	            ref = { anchor: null, node: null };
	            sourceObjects.set(value, ref);
	        }
	    }
	    if (tagName?.startsWith('!!'))
	        tagName = defaultTagPrefix + tagName.slice(2);
	    let tagObj = findTagObject(value, tagName, schema.tags);
	    if (!tagObj) {
	        if (value && typeof value.toJSON === 'function') {
	            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
	            value = value.toJSON();
	        }
	        if (!value || typeof value !== 'object') {
	            const node = new Scalar.Scalar(value);
	            if (ref)
	                ref.node = node;
	            return node;
	        }
	        tagObj =
	            value instanceof Map
	                ? schema[identity.MAP]
	                : Symbol.iterator in Object(value)
	                    ? schema[identity.SEQ]
	                    : schema[identity.MAP];
	    }
	    if (onTagObj) {
	        onTagObj(tagObj);
	        delete ctx.onTagObj;
	    }
	    const node = tagObj?.createNode
	        ? tagObj.createNode(ctx.schema, value, ctx)
	        : typeof tagObj?.nodeClass?.from === 'function'
	            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
	            : new Scalar.Scalar(value);
	    if (tagName)
	        node.tag = tagName;
	    else if (!tagObj.default)
	        node.tag = tagObj.tag;
	    if (ref)
	        ref.node = node;
	    return node;
	}

	createNode.createNode = createNode$1;
	return createNode;
}

var hasRequiredCollection;

function requireCollection () {
	if (hasRequiredCollection) return Collection;
	hasRequiredCollection = 1;

	var createNode = requireCreateNode();
	var identity = requireIdentity();
	var Node = requireNode();

	function collectionFromPath(schema, path, value) {
	    let v = value;
	    for (let i = path.length - 1; i >= 0; --i) {
	        const k = path[i];
	        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
	            const a = [];
	            a[k] = v;
	            v = a;
	        }
	        else {
	            v = new Map([[k, v]]);
	        }
	    }
	    return createNode.createNode(v, undefined, {
	        aliasDuplicateObjects: false,
	        keepUndefined: false,
	        onAnchor: () => {
	            throw new Error('This should not happen, please report a bug.');
	        },
	        schema,
	        sourceObjects: new Map()
	    });
	}
	// Type guard is intentionally a little wrong so as to be more useful,
	// as it does not cover untypable empty non-string iterables (e.g. []).
	const isEmptyPath = (path) => path == null ||
	    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
	let Collection$1 = class Collection extends Node.NodeBase {
	    constructor(type, schema) {
	        super(type);
	        Object.defineProperty(this, 'schema', {
	            value: schema,
	            configurable: true,
	            enumerable: false,
	            writable: true
	        });
	    }
	    /**
	     * Create a copy of this collection.
	     *
	     * @param schema - If defined, overwrites the original's schema
	     */
	    clone(schema) {
	        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
	        if (schema)
	            copy.schema = schema;
	        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
	        if (this.range)
	            copy.range = this.range.slice();
	        return copy;
	    }
	    /**
	     * Adds a value to the collection. For `!!map` and `!!omap` the value must
	     * be a Pair instance or a `{ key, value }` object, which may not have a key
	     * that already exists in the map.
	     */
	    addIn(path, value) {
	        if (isEmptyPath(path))
	            this.add(value);
	        else {
	            const [key, ...rest] = path;
	            const node = this.get(key, true);
	            if (identity.isCollection(node))
	                node.addIn(rest, value);
	            else if (node === undefined && this.schema)
	                this.set(key, collectionFromPath(this.schema, rest, value));
	            else
	                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
	        }
	    }
	    /**
	     * Removes a value from the collection.
	     * @returns `true` if the item was found and removed.
	     */
	    deleteIn(path) {
	        const [key, ...rest] = path;
	        if (rest.length === 0)
	            return this.delete(key);
	        const node = this.get(key, true);
	        if (identity.isCollection(node))
	            return node.deleteIn(rest);
	        else
	            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
	    }
	    /**
	     * Returns item at `key`, or `undefined` if not found. By default unwraps
	     * scalar values from their surrounding node; to disable set `keepScalar` to
	     * `true` (collections are always returned intact).
	     */
	    getIn(path, keepScalar) {
	        const [key, ...rest] = path;
	        const node = this.get(key, true);
	        if (rest.length === 0)
	            return !keepScalar && identity.isScalar(node) ? node.value : node;
	        else
	            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
	    }
	    hasAllNullValues(allowScalar) {
	        return this.items.every(node => {
	            if (!identity.isPair(node))
	                return false;
	            const n = node.value;
	            return (n == null ||
	                (allowScalar &&
	                    identity.isScalar(n) &&
	                    n.value == null &&
	                    !n.commentBefore &&
	                    !n.comment &&
	                    !n.tag));
	        });
	    }
	    /**
	     * Checks if the collection includes a value with the key `key`.
	     */
	    hasIn(path) {
	        const [key, ...rest] = path;
	        if (rest.length === 0)
	            return this.has(key);
	        const node = this.get(key, true);
	        return identity.isCollection(node) ? node.hasIn(rest) : false;
	    }
	    /**
	     * Sets a value in this collection. For `!!set`, `value` needs to be a
	     * boolean to add/remove the item from the set.
	     */
	    setIn(path, value) {
	        const [key, ...rest] = path;
	        if (rest.length === 0) {
	            this.set(key, value);
	        }
	        else {
	            const node = this.get(key, true);
	            if (identity.isCollection(node))
	                node.setIn(rest, value);
	            else if (node === undefined && this.schema)
	                this.set(key, collectionFromPath(this.schema, rest, value));
	            else
	                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
	        }
	    }
	};

	Collection.Collection = Collection$1;
	Collection.collectionFromPath = collectionFromPath;
	Collection.isEmptyPath = isEmptyPath;
	return Collection;
}

var Pair = {};

var stringifyPair = {};

var stringify = {};

var stringifyComment = {};

var hasRequiredStringifyComment;

function requireStringifyComment () {
	if (hasRequiredStringifyComment) return stringifyComment;
	hasRequiredStringifyComment = 1;

	/**
	 * Stringifies a comment.
	 *
	 * Empty comment lines are left empty,
	 * lines consisting of a single space are replaced by `#`,
	 * and all other lines are prefixed with a `#`.
	 */
	const stringifyComment$1 = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
	function indentComment(comment, indent) {
	    if (/^\n+$/.test(comment))
	        return comment.substring(1);
	    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
	}
	const lineComment = (str, indent, comment) => str.endsWith('\n')
	    ? indentComment(comment, indent)
	    : comment.includes('\n')
	        ? '\n' + indentComment(comment, indent)
	        : (str.endsWith(' ') ? '' : ' ') + comment;

	stringifyComment.indentComment = indentComment;
	stringifyComment.lineComment = lineComment;
	stringifyComment.stringifyComment = stringifyComment$1;
	return stringifyComment;
}

var stringifyString = {};

var foldFlowLines = {};

var hasRequiredFoldFlowLines;

function requireFoldFlowLines () {
	if (hasRequiredFoldFlowLines) return foldFlowLines;
	hasRequiredFoldFlowLines = 1;

	const FOLD_FLOW = 'flow';
	const FOLD_BLOCK = 'block';
	const FOLD_QUOTED = 'quoted';
	/**
	 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
	 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
	 * terminated with `\n` and started with `indent`.
	 */
	function foldFlowLines$1(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
	    if (!lineWidth || lineWidth < 0)
	        return text;
	    if (lineWidth < minContentWidth)
	        minContentWidth = 0;
	    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
	    if (text.length <= endStep)
	        return text;
	    const folds = [];
	    const escapedFolds = {};
	    let end = lineWidth - indent.length;
	    if (typeof indentAtStart === 'number') {
	        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
	            folds.push(0);
	        else
	            end = lineWidth - indentAtStart;
	    }
	    let split = undefined;
	    let prev = undefined;
	    let overflow = false;
	    let i = -1;
	    let escStart = -1;
	    let escEnd = -1;
	    if (mode === FOLD_BLOCK) {
	        i = consumeMoreIndentedLines(text, i, indent.length);
	        if (i !== -1)
	            end = i + endStep;
	    }
	    for (let ch; (ch = text[(i += 1)]);) {
	        if (mode === FOLD_QUOTED && ch === '\\') {
	            escStart = i;
	            switch (text[i + 1]) {
	                case 'x':
	                    i += 3;
	                    break;
	                case 'u':
	                    i += 5;
	                    break;
	                case 'U':
	                    i += 9;
	                    break;
	                default:
	                    i += 1;
	            }
	            escEnd = i;
	        }
	        if (ch === '\n') {
	            if (mode === FOLD_BLOCK)
	                i = consumeMoreIndentedLines(text, i, indent.length);
	            end = i + indent.length + endStep;
	            split = undefined;
	        }
	        else {
	            if (ch === ' ' &&
	                prev &&
	                prev !== ' ' &&
	                prev !== '\n' &&
	                prev !== '\t') {
	                // space surrounded by non-space can be replaced with newline + indent
	                const next = text[i + 1];
	                if (next && next !== ' ' && next !== '\n' && next !== '\t')
	                    split = i;
	            }
	            if (i >= end) {
	                if (split) {
	                    folds.push(split);
	                    end = split + endStep;
	                    split = undefined;
	                }
	                else if (mode === FOLD_QUOTED) {
	                    // white-space collected at end may stretch past lineWidth
	                    while (prev === ' ' || prev === '\t') {
	                        prev = ch;
	                        ch = text[(i += 1)];
	                        overflow = true;
	                    }
	                    // Account for newline escape, but don't break preceding escape
	                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
	                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
	                    if (escapedFolds[j])
	                        return text;
	                    folds.push(j);
	                    escapedFolds[j] = true;
	                    end = j + endStep;
	                    split = undefined;
	                }
	                else {
	                    overflow = true;
	                }
	            }
	        }
	        prev = ch;
	    }
	    if (overflow && onOverflow)
	        onOverflow();
	    if (folds.length === 0)
	        return text;
	    if (onFold)
	        onFold();
	    let res = text.slice(0, folds[0]);
	    for (let i = 0; i < folds.length; ++i) {
	        const fold = folds[i];
	        const end = folds[i + 1] || text.length;
	        if (fold === 0)
	            res = `\n${indent}${text.slice(0, end)}`;
	        else {
	            if (mode === FOLD_QUOTED && escapedFolds[fold])
	                res += `${text[fold]}\\`;
	            res += `\n${indent}${text.slice(fold + 1, end)}`;
	        }
	    }
	    return res;
	}
	/**
	 * Presumes `i + 1` is at the start of a line
	 * @returns index of last newline in more-indented block
	 */
	function consumeMoreIndentedLines(text, i, indent) {
	    let end = i;
	    let start = i + 1;
	    let ch = text[start];
	    while (ch === ' ' || ch === '\t') {
	        if (i < start + indent) {
	            ch = text[++i];
	        }
	        else {
	            do {
	                ch = text[++i];
	            } while (ch && ch !== '\n');
	            end = i;
	            start = i + 1;
	            ch = text[start];
	        }
	    }
	    return end;
	}

	foldFlowLines.FOLD_BLOCK = FOLD_BLOCK;
	foldFlowLines.FOLD_FLOW = FOLD_FLOW;
	foldFlowLines.FOLD_QUOTED = FOLD_QUOTED;
	foldFlowLines.foldFlowLines = foldFlowLines$1;
	return foldFlowLines;
}

var hasRequiredStringifyString;

function requireStringifyString () {
	if (hasRequiredStringifyString) return stringifyString;
	hasRequiredStringifyString = 1;

	var Scalar = requireScalar();
	var foldFlowLines = requireFoldFlowLines();

	const getFoldOptions = (ctx, isBlock) => ({
	    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
	    lineWidth: ctx.options.lineWidth,
	    minContentWidth: ctx.options.minContentWidth
	});
	// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
	// presume that's starting a new document.
	const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
	function lineLengthOverLimit(str, lineWidth, indentLength) {
	    if (!lineWidth || lineWidth < 0)
	        return false;
	    const limit = lineWidth - indentLength;
	    const strLen = str.length;
	    if (strLen <= limit)
	        return false;
	    for (let i = 0, start = 0; i < strLen; ++i) {
	        if (str[i] === '\n') {
	            if (i - start > limit)
	                return true;
	            start = i + 1;
	            if (strLen - start <= limit)
	                return false;
	        }
	    }
	    return true;
	}
	function doubleQuotedString(value, ctx) {
	    const json = JSON.stringify(value);
	    if (ctx.options.doubleQuotedAsJSON)
	        return json;
	    const { implicitKey } = ctx;
	    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
	    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
	    let str = '';
	    let start = 0;
	    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
	        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
	            // space before newline needs to be escaped to not be folded
	            str += json.slice(start, i) + '\\ ';
	            i += 1;
	            start = i;
	            ch = '\\';
	        }
	        if (ch === '\\')
	            switch (json[i + 1]) {
	                case 'u':
	                    {
	                        str += json.slice(start, i);
	                        const code = json.substr(i + 2, 4);
	                        switch (code) {
	                            case '0000':
	                                str += '\\0';
	                                break;
	                            case '0007':
	                                str += '\\a';
	                                break;
	                            case '000b':
	                                str += '\\v';
	                                break;
	                            case '001b':
	                                str += '\\e';
	                                break;
	                            case '0085':
	                                str += '\\N';
	                                break;
	                            case '00a0':
	                                str += '\\_';
	                                break;
	                            case '2028':
	                                str += '\\L';
	                                break;
	                            case '2029':
	                                str += '\\P';
	                                break;
	                            default:
	                                if (code.substr(0, 2) === '00')
	                                    str += '\\x' + code.substr(2);
	                                else
	                                    str += json.substr(i, 6);
	                        }
	                        i += 5;
	                        start = i + 1;
	                    }
	                    break;
	                case 'n':
	                    if (implicitKey ||
	                        json[i + 2] === '"' ||
	                        json.length < minMultiLineLength) {
	                        i += 1;
	                    }
	                    else {
	                        // folding will eat first newline
	                        str += json.slice(start, i) + '\n\n';
	                        while (json[i + 2] === '\\' &&
	                            json[i + 3] === 'n' &&
	                            json[i + 4] !== '"') {
	                            str += '\n';
	                            i += 2;
	                        }
	                        str += indent;
	                        // space after newline needs to be escaped to not be folded
	                        if (json[i + 2] === ' ')
	                            str += '\\';
	                        i += 1;
	                        start = i + 1;
	                    }
	                    break;
	                default:
	                    i += 1;
	            }
	    }
	    str = start ? str + json.slice(start) : json;
	    return implicitKey
	        ? str
	        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
	}
	function singleQuotedString(value, ctx) {
	    if (ctx.options.singleQuote === false ||
	        (ctx.implicitKey && value.includes('\n')) ||
	        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
	    )
	        return doubleQuotedString(value, ctx);
	    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
	    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
	    return ctx.implicitKey
	        ? res
	        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
	}
	function quotedString(value, ctx) {
	    const { singleQuote } = ctx.options;
	    let qs;
	    if (singleQuote === false)
	        qs = doubleQuotedString;
	    else {
	        const hasDouble = value.includes('"');
	        const hasSingle = value.includes("'");
	        if (hasDouble && !hasSingle)
	            qs = singleQuotedString;
	        else if (hasSingle && !hasDouble)
	            qs = doubleQuotedString;
	        else
	            qs = singleQuote ? singleQuotedString : doubleQuotedString;
	    }
	    return qs(value, ctx);
	}
	// The negative lookbehind avoids a polynomial search,
	// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
	let blockEndNewlines;
	try {
	    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
	}
	catch {
	    blockEndNewlines = /\n+(?!\n|$)/g;
	}
	function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
	    const { blockQuote, commentString, lineWidth } = ctx.options;
	    // 1. Block can't end in whitespace unless the last line is non-empty.
	    // 2. Strings consisting of only whitespace are best rendered explicitly.
	    if (!blockQuote || /\n[\t ]+$/.test(value)) {
	        return quotedString(value, ctx);
	    }
	    const indent = ctx.indent ||
	        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
	    const literal = blockQuote === 'literal'
	        ? true
	        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
	            ? false
	            : type === Scalar.Scalar.BLOCK_LITERAL
	                ? true
	                : !lineLengthOverLimit(value, lineWidth, indent.length);
	    if (!value)
	        return literal ? '|\n' : '>\n';
	    // determine chomping from whitespace at value end
	    let chomp;
	    let endStart;
	    for (endStart = value.length; endStart > 0; --endStart) {
	        const ch = value[endStart - 1];
	        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
	            break;
	    }
	    let end = value.substring(endStart);
	    const endNlPos = end.indexOf('\n');
	    if (endNlPos === -1) {
	        chomp = '-'; // strip
	    }
	    else if (value === end || endNlPos !== end.length - 1) {
	        chomp = '+'; // keep
	        if (onChompKeep)
	            onChompKeep();
	    }
	    else {
	        chomp = ''; // clip
	    }
	    if (end) {
	        value = value.slice(0, -end.length);
	        if (end[end.length - 1] === '\n')
	            end = end.slice(0, -1);
	        end = end.replace(blockEndNewlines, `$&${indent}`);
	    }
	    // determine indent indicator from whitespace at value start
	    let startWithSpace = false;
	    let startEnd;
	    let startNlPos = -1;
	    for (startEnd = 0; startEnd < value.length; ++startEnd) {
	        const ch = value[startEnd];
	        if (ch === ' ')
	            startWithSpace = true;
	        else if (ch === '\n')
	            startNlPos = startEnd;
	        else
	            break;
	    }
	    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
	    if (start) {
	        value = value.substring(start.length);
	        start = start.replace(/\n+/g, `$&${indent}`);
	    }
	    const indentSize = indent ? '2' : '1'; // root is at -1
	    // Leading | or > is added later
	    let header = (startWithSpace ? indentSize : '') + chomp;
	    if (comment) {
	        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
	        if (onComment)
	            onComment();
	    }
	    if (!literal) {
	        const foldedValue = value
	            .replace(/\n+/g, '\n$&')
	            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
	            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
	            .replace(/\n+/g, `$&${indent}`);
	        let literalFallback = false;
	        const foldOptions = getFoldOptions(ctx, true);
	        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
	            foldOptions.onOverflow = () => {
	                literalFallback = true;
	            };
	        }
	        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
	        if (!literalFallback)
	            return `>${header}\n${indent}${body}`;
	    }
	    value = value.replace(/\n+/g, `$&${indent}`);
	    return `|${header}\n${indent}${start}${value}${end}`;
	}
	function plainString(item, ctx, onComment, onChompKeep) {
	    const { type, value } = item;
	    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
	    if ((implicitKey && value.includes('\n')) ||
	        (inFlow && /[[\]{},]/.test(value))) {
	        return quotedString(value, ctx);
	    }
	    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
	        // not allowed:
	        // - '-' or '?'
	        // - start with an indicator character (except [?:-]) or /[?-] /
	        // - '\n ', ': ' or ' \n' anywhere
	        // - '#' not preceded by a non-space char
	        // - end with ' ' or ':'
	        return implicitKey || inFlow || !value.includes('\n')
	            ? quotedString(value, ctx)
	            : blockString(item, ctx, onComment, onChompKeep);
	    }
	    if (!implicitKey &&
	        !inFlow &&
	        type !== Scalar.Scalar.PLAIN &&
	        value.includes('\n')) {
	        // Where allowed & type not set explicitly, prefer block style for multiline strings
	        return blockString(item, ctx, onComment, onChompKeep);
	    }
	    if (containsDocumentMarker(value)) {
	        if (indent === '') {
	            ctx.forceBlockIndent = true;
	            return blockString(item, ctx, onComment, onChompKeep);
	        }
	        else if (implicitKey && indent === indentStep) {
	            return quotedString(value, ctx);
	        }
	    }
	    const str = value.replace(/\n+/g, `$&\n${indent}`);
	    // Verify that output will be parsed as a string, as e.g. plain numbers and
	    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
	    // and others in v1.1.
	    if (actualString) {
	        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
	        const { compat, tags } = ctx.doc.schema;
	        if (tags.some(test) || compat?.some(test))
	            return quotedString(value, ctx);
	    }
	    return implicitKey
	        ? str
	        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
	}
	function stringifyString$1(item, ctx, onComment, onChompKeep) {
	    const { implicitKey, inFlow } = ctx;
	    const ss = typeof item.value === 'string'
	        ? item
	        : Object.assign({}, item, { value: String(item.value) });
	    let { type } = item;
	    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
	        // force double quotes on control characters & unpaired surrogates
	        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
	            type = Scalar.Scalar.QUOTE_DOUBLE;
	    }
	    const _stringify = (_type) => {
	        switch (_type) {
	            case Scalar.Scalar.BLOCK_FOLDED:
	            case Scalar.Scalar.BLOCK_LITERAL:
	                return implicitKey || inFlow
	                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
	                    : blockString(ss, ctx, onComment, onChompKeep);
	            case Scalar.Scalar.QUOTE_DOUBLE:
	                return doubleQuotedString(ss.value, ctx);
	            case Scalar.Scalar.QUOTE_SINGLE:
	                return singleQuotedString(ss.value, ctx);
	            case Scalar.Scalar.PLAIN:
	                return plainString(ss, ctx, onComment, onChompKeep);
	            default:
	                return null;
	        }
	    };
	    let res = _stringify(type);
	    if (res === null) {
	        const { defaultKeyType, defaultStringType } = ctx.options;
	        const t = (implicitKey && defaultKeyType) || defaultStringType;
	        res = _stringify(t);
	        if (res === null)
	            throw new Error(`Unsupported default string type ${t}`);
	    }
	    return res;
	}

	stringifyString.stringifyString = stringifyString$1;
	return stringifyString;
}

var hasRequiredStringify;

function requireStringify () {
	if (hasRequiredStringify) return stringify;
	hasRequiredStringify = 1;

	var anchors = requireAnchors();
	var identity = requireIdentity();
	var stringifyComment = requireStringifyComment();
	var stringifyString = requireStringifyString();

	function createStringifyContext(doc, options) {
	    const opt = Object.assign({
	        blockQuote: true,
	        commentString: stringifyComment.stringifyComment,
	        defaultKeyType: null,
	        defaultStringType: 'PLAIN',
	        directives: null,
	        doubleQuotedAsJSON: false,
	        doubleQuotedMinMultiLineLength: 40,
	        falseStr: 'false',
	        flowCollectionPadding: true,
	        indentSeq: true,
	        lineWidth: 80,
	        minContentWidth: 20,
	        nullStr: 'null',
	        simpleKeys: false,
	        singleQuote: null,
	        trailingComma: false,
	        trueStr: 'true',
	        verifyAliasOrder: true
	    }, doc.schema.toStringOptions, options);
	    let inFlow;
	    switch (opt.collectionStyle) {
	        case 'block':
	            inFlow = false;
	            break;
	        case 'flow':
	            inFlow = true;
	            break;
	        default:
	            inFlow = null;
	    }
	    return {
	        anchors: new Set(),
	        doc,
	        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
	        indent: '',
	        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
	        inFlow,
	        options: opt
	    };
	}
	function getTagObject(tags, item) {
	    if (item.tag) {
	        const match = tags.filter(t => t.tag === item.tag);
	        if (match.length > 0)
	            return match.find(t => t.format === item.format) ?? match[0];
	    }
	    let tagObj = undefined;
	    let obj;
	    if (identity.isScalar(item)) {
	        obj = item.value;
	        let match = tags.filter(t => t.identify?.(obj));
	        if (match.length > 1) {
	            const testMatch = match.filter(t => t.test);
	            if (testMatch.length > 0)
	                match = testMatch;
	        }
	        tagObj =
	            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
	    }
	    else {
	        obj = item;
	        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
	    }
	    if (!tagObj) {
	        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
	        throw new Error(`Tag not resolved for ${name} value`);
	    }
	    return tagObj;
	}
	// needs to be called before value stringifier to allow for circular anchor refs
	function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
	    if (!doc.directives)
	        return '';
	    const props = [];
	    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
	    if (anchor && anchors.anchorIsValid(anchor)) {
	        anchors$1.add(anchor);
	        props.push(`&${anchor}`);
	    }
	    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
	    if (tag)
	        props.push(doc.directives.tagString(tag));
	    return props.join(' ');
	}
	function stringify$1(item, ctx, onComment, onChompKeep) {
	    if (identity.isPair(item))
	        return item.toString(ctx, onComment, onChompKeep);
	    if (identity.isAlias(item)) {
	        if (ctx.doc.directives)
	            return item.toString(ctx);
	        if (ctx.resolvedAliases?.has(item)) {
	            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
	        }
	        else {
	            if (ctx.resolvedAliases)
	                ctx.resolvedAliases.add(item);
	            else
	                ctx.resolvedAliases = new Set([item]);
	            item = item.resolve(ctx.doc);
	        }
	    }
	    let tagObj = undefined;
	    const node = identity.isNode(item)
	        ? item
	        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
	    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
	    const props = stringifyProps(node, tagObj, ctx);
	    if (props.length > 0)
	        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
	    const str = typeof tagObj.stringify === 'function'
	        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
	        : identity.isScalar(node)
	            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
	            : node.toString(ctx, onComment, onChompKeep);
	    if (!props)
	        return str;
	    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
	        ? `${props} ${str}`
	        : `${props}\n${ctx.indent}${str}`;
	}

	stringify.createStringifyContext = createStringifyContext;
	stringify.stringify = stringify$1;
	return stringify;
}

var hasRequiredStringifyPair;

function requireStringifyPair () {
	if (hasRequiredStringifyPair) return stringifyPair;
	hasRequiredStringifyPair = 1;

	var identity = requireIdentity();
	var Scalar = requireScalar();
	var stringify = requireStringify();
	var stringifyComment = requireStringifyComment();

	function stringifyPair$1({ key, value }, ctx, onComment, onChompKeep) {
	    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
	    let keyComment = (identity.isNode(key) && key.comment) || null;
	    if (simpleKeys) {
	        if (keyComment) {
	            throw new Error('With simple keys, key nodes cannot have comments');
	        }
	        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
	            const msg = 'With simple keys, collection cannot be used as a key value';
	            throw new Error(msg);
	        }
	    }
	    let explicitKey = !simpleKeys &&
	        (!key ||
	            (keyComment && value == null && !ctx.inFlow) ||
	            identity.isCollection(key) ||
	            (identity.isScalar(key)
	                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
	                : typeof key === 'object'));
	    ctx = Object.assign({}, ctx, {
	        allNullValues: false,
	        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
	        indent: indent + indentStep
	    });
	    let keyCommentDone = false;
	    let chompKeep = false;
	    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
	    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
	        if (simpleKeys)
	            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
	        explicitKey = true;
	    }
	    if (ctx.inFlow) {
	        if (allNullValues || value == null) {
	            if (keyCommentDone && onComment)
	                onComment();
	            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
	        }
	    }
	    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
	        str = `? ${str}`;
	        if (keyComment && !keyCommentDone) {
	            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
	        }
	        else if (chompKeep && onChompKeep)
	            onChompKeep();
	        return str;
	    }
	    if (keyCommentDone)
	        keyComment = null;
	    if (explicitKey) {
	        if (keyComment)
	            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
	        str = `? ${str}\n${indent}:`;
	    }
	    else {
	        str = `${str}:`;
	        if (keyComment)
	            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
	    }
	    let vsb, vcb, valueComment;
	    if (identity.isNode(value)) {
	        vsb = !!value.spaceBefore;
	        vcb = value.commentBefore;
	        valueComment = value.comment;
	    }
	    else {
	        vsb = false;
	        vcb = null;
	        valueComment = null;
	        if (value && typeof value === 'object')
	            value = doc.createNode(value);
	    }
	    ctx.implicitKey = false;
	    if (!explicitKey && !keyComment && identity.isScalar(value))
	        ctx.indentAtStart = str.length + 1;
	    chompKeep = false;
	    if (!indentSeq &&
	        indentStep.length >= 2 &&
	        !ctx.inFlow &&
	        !explicitKey &&
	        identity.isSeq(value) &&
	        !value.flow &&
	        !value.tag &&
	        !value.anchor) {
	        // If indentSeq === false, consider '- ' as part of indentation where possible
	        ctx.indent = ctx.indent.substring(2);
	    }
	    let valueCommentDone = false;
	    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
	    let ws = ' ';
	    if (keyComment || vsb || vcb) {
	        ws = vsb ? '\n' : '';
	        if (vcb) {
	            const cs = commentString(vcb);
	            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
	        }
	        if (valueStr === '' && !ctx.inFlow) {
	            if (ws === '\n' && valueComment)
	                ws = '\n\n';
	        }
	        else {
	            ws += `\n${ctx.indent}`;
	        }
	    }
	    else if (!explicitKey && identity.isCollection(value)) {
	        const vs0 = valueStr[0];
	        const nl0 = valueStr.indexOf('\n');
	        const hasNewline = nl0 !== -1;
	        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
	        if (hasNewline || !flow) {
	            let hasPropsLine = false;
	            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
	                let sp0 = valueStr.indexOf(' ');
	                if (vs0 === '&' &&
	                    sp0 !== -1 &&
	                    sp0 < nl0 &&
	                    valueStr[sp0 + 1] === '!') {
	                    sp0 = valueStr.indexOf(' ', sp0 + 1);
	                }
	                if (sp0 === -1 || nl0 < sp0)
	                    hasPropsLine = true;
	            }
	            if (!hasPropsLine)
	                ws = `\n${ctx.indent}`;
	        }
	    }
	    else if (valueStr === '' || valueStr[0] === '\n') {
	        ws = '';
	    }
	    str += ws + valueStr;
	    if (ctx.inFlow) {
	        if (valueCommentDone && onComment)
	            onComment();
	    }
	    else if (valueComment && !valueCommentDone) {
	        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
	    }
	    else if (chompKeep && onChompKeep) {
	        onChompKeep();
	    }
	    return str;
	}

	stringifyPair.stringifyPair = stringifyPair$1;
	return stringifyPair;
}

var addPairToJSMap = {};

var log = {};

var hasRequiredLog;

function requireLog () {
	if (hasRequiredLog) return log;
	hasRequiredLog = 1;

	var node_process = require$$0;

	function debug(logLevel, ...messages) {
	    if (logLevel === 'debug')
	        console.log(...messages);
	}
	function warn(logLevel, warning) {
	    if (logLevel === 'debug' || logLevel === 'warn') {
	        if (typeof node_process.emitWarning === 'function')
	            node_process.emitWarning(warning);
	        else
	            console.warn(warning);
	    }
	}

	log.debug = debug;
	log.warn = warn;
	return log;
}

var merge$3 = {};

var hasRequiredMerge;

function requireMerge () {
	if (hasRequiredMerge) return merge$3;
	hasRequiredMerge = 1;

	var identity = requireIdentity();
	var Scalar = requireScalar();

	// If the value associated with a merge key is a single mapping node, each of
	// its key/value pairs is inserted into the current mapping, unless the key
	// already exists in it. If the value associated with the merge key is a
	// sequence, then this sequence is expected to contain mapping nodes and each
	// of these nodes is merged in turn according to its order in the sequence.
	// Keys in mapping nodes earlier in the sequence override keys specified in
	// later mapping nodes. -- http://yaml.org/type/merge.html
	const MERGE_KEY = '<<';
	const merge = {
	    identify: value => value === MERGE_KEY ||
	        (typeof value === 'symbol' && value.description === MERGE_KEY),
	    default: 'key',
	    tag: 'tag:yaml.org,2002:merge',
	    test: /^<<$/,
	    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
	        addToJSMap: addMergeToJSMap
	    }),
	    stringify: () => MERGE_KEY
	};
	const isMergeKey = (ctx, key) => (merge.identify(key) ||
	    (identity.isScalar(key) &&
	        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
	        merge.identify(key.value))) &&
	    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
	function addMergeToJSMap(ctx, map, value) {
	    const source = resolveAliasValue(ctx, value);
	    if (identity.isSeq(source))
	        for (const it of source.items)
	            mergeValue(ctx, map, it);
	    else if (Array.isArray(source))
	        for (const it of source)
	            mergeValue(ctx, map, it);
	    else
	        mergeValue(ctx, map, source);
	}
	function mergeValue(ctx, map, value) {
	    const source = resolveAliasValue(ctx, value);
	    if (!identity.isMap(source))
	        throw new Error('Merge sources must be maps or map aliases');
	    const srcMap = source.toJSON(null, ctx, Map);
	    for (const [key, value] of srcMap) {
	        if (map instanceof Map) {
	            if (!map.has(key))
	                map.set(key, value);
	        }
	        else if (map instanceof Set) {
	            map.add(key);
	        }
	        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
	            Object.defineProperty(map, key, {
	                value,
	                writable: true,
	                enumerable: true,
	                configurable: true
	            });
	        }
	    }
	    return map;
	}
	function resolveAliasValue(ctx, value) {
	    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
	}

	merge$3.addMergeToJSMap = addMergeToJSMap;
	merge$3.isMergeKey = isMergeKey;
	merge$3.merge = merge;
	return merge$3;
}

var hasRequiredAddPairToJSMap;

function requireAddPairToJSMap () {
	if (hasRequiredAddPairToJSMap) return addPairToJSMap;
	hasRequiredAddPairToJSMap = 1;

	var log = requireLog();
	var merge = requireMerge();
	var stringify = requireStringify();
	var identity = requireIdentity();
	var toJS = requireToJS();

	function addPairToJSMap$1(ctx, map, { key, value }) {
	    if (identity.isNode(key) && key.addToJSMap)
	        key.addToJSMap(ctx, map, value);
	    // TODO: Should drop this special case for bare << handling
	    else if (merge.isMergeKey(ctx, key))
	        merge.addMergeToJSMap(ctx, map, value);
	    else {
	        const jsKey = toJS.toJS(key, '', ctx);
	        if (map instanceof Map) {
	            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
	        }
	        else if (map instanceof Set) {
	            map.add(jsKey);
	        }
	        else {
	            const stringKey = stringifyKey(key, jsKey, ctx);
	            const jsValue = toJS.toJS(value, stringKey, ctx);
	            if (stringKey in map)
	                Object.defineProperty(map, stringKey, {
	                    value: jsValue,
	                    writable: true,
	                    enumerable: true,
	                    configurable: true
	                });
	            else
	                map[stringKey] = jsValue;
	        }
	    }
	    return map;
	}
	function stringifyKey(key, jsKey, ctx) {
	    if (jsKey === null)
	        return '';
	    // eslint-disable-next-line @typescript-eslint/no-base-to-string
	    if (typeof jsKey !== 'object')
	        return String(jsKey);
	    if (identity.isNode(key) && ctx?.doc) {
	        const strCtx = stringify.createStringifyContext(ctx.doc, {});
	        strCtx.anchors = new Set();
	        for (const node of ctx.anchors.keys())
	            strCtx.anchors.add(node.anchor);
	        strCtx.inFlow = true;
	        strCtx.inStringifyKey = true;
	        const strKey = key.toString(strCtx);
	        if (!ctx.mapKeyWarned) {
	            let jsonStr = JSON.stringify(strKey);
	            if (jsonStr.length > 40)
	                jsonStr = jsonStr.substring(0, 36) + '..."';
	            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
	            ctx.mapKeyWarned = true;
	        }
	        return strKey;
	    }
	    return JSON.stringify(jsKey);
	}

	addPairToJSMap.addPairToJSMap = addPairToJSMap$1;
	return addPairToJSMap;
}

var hasRequiredPair;

function requirePair () {
	if (hasRequiredPair) return Pair;
	hasRequiredPair = 1;

	var createNode = requireCreateNode();
	var stringifyPair = requireStringifyPair();
	var addPairToJSMap = requireAddPairToJSMap();
	var identity = requireIdentity();

	function createPair(key, value, ctx) {
	    const k = createNode.createNode(key, undefined, ctx);
	    const v = createNode.createNode(value, undefined, ctx);
	    return new Pair$1(k, v);
	}
	let Pair$1 = class Pair {
	    constructor(key, value = null) {
	        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
	        this.key = key;
	        this.value = value;
	    }
	    clone(schema) {
	        let { key, value } = this;
	        if (identity.isNode(key))
	            key = key.clone(schema);
	        if (identity.isNode(value))
	            value = value.clone(schema);
	        return new Pair(key, value);
	    }
	    toJSON(_, ctx) {
	        const pair = ctx?.mapAsMap ? new Map() : {};
	        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
	    }
	    toString(ctx, onComment, onChompKeep) {
	        return ctx?.doc
	            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
	            : JSON.stringify(this);
	    }
	};

	Pair.Pair = Pair$1;
	Pair.createPair = createPair;
	return Pair;
}

var Schema = {};

var map = {};

var YAMLMap = {};

var stringifyCollection = {};

var hasRequiredStringifyCollection;

function requireStringifyCollection () {
	if (hasRequiredStringifyCollection) return stringifyCollection;
	hasRequiredStringifyCollection = 1;

	var identity = requireIdentity();
	var stringify = requireStringify();
	var stringifyComment = requireStringifyComment();

	function stringifyCollection$1(collection, ctx, options) {
	    const flow = ctx.inFlow ?? collection.flow;
	    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
	    return stringify(collection, ctx, options);
	}
	function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
	    const { indent, options: { commentString } } = ctx;
	    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
	    let chompKeep = false; // flag for the preceding node's status
	    const lines = [];
	    for (let i = 0; i < items.length; ++i) {
	        const item = items[i];
	        let comment = null;
	        if (identity.isNode(item)) {
	            if (!chompKeep && item.spaceBefore)
	                lines.push('');
	            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
	            if (item.comment)
	                comment = item.comment;
	        }
	        else if (identity.isPair(item)) {
	            const ik = identity.isNode(item.key) ? item.key : null;
	            if (ik) {
	                if (!chompKeep && ik.spaceBefore)
	                    lines.push('');
	                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
	            }
	        }
	        chompKeep = false;
	        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
	        if (comment)
	            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
	        if (chompKeep && comment)
	            chompKeep = false;
	        lines.push(blockItemPrefix + str);
	    }
	    let str;
	    if (lines.length === 0) {
	        str = flowChars.start + flowChars.end;
	    }
	    else {
	        str = lines[0];
	        for (let i = 1; i < lines.length; ++i) {
	            const line = lines[i];
	            str += line ? `\n${indent}${line}` : '\n';
	        }
	    }
	    if (comment) {
	        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
	        if (onComment)
	            onComment();
	    }
	    else if (chompKeep && onChompKeep)
	        onChompKeep();
	    return str;
	}
	function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
	    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
	    itemIndent += indentStep;
	    const itemCtx = Object.assign({}, ctx, {
	        indent: itemIndent,
	        inFlow: true,
	        type: null
	    });
	    let reqNewline = false;
	    let linesAtValue = 0;
	    const lines = [];
	    for (let i = 0; i < items.length; ++i) {
	        const item = items[i];
	        let comment = null;
	        if (identity.isNode(item)) {
	            if (item.spaceBefore)
	                lines.push('');
	            addCommentBefore(ctx, lines, item.commentBefore, false);
	            if (item.comment)
	                comment = item.comment;
	        }
	        else if (identity.isPair(item)) {
	            const ik = identity.isNode(item.key) ? item.key : null;
	            if (ik) {
	                if (ik.spaceBefore)
	                    lines.push('');
	                addCommentBefore(ctx, lines, ik.commentBefore, false);
	                if (ik.comment)
	                    reqNewline = true;
	            }
	            const iv = identity.isNode(item.value) ? item.value : null;
	            if (iv) {
	                if (iv.comment)
	                    comment = iv.comment;
	                if (iv.commentBefore)
	                    reqNewline = true;
	            }
	            else if (item.value == null && ik?.comment) {
	                comment = ik.comment;
	            }
	        }
	        if (comment)
	            reqNewline = true;
	        let str = stringify.stringify(item, itemCtx, () => (comment = null));
	        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
	        if (i < items.length - 1) {
	            str += ',';
	        }
	        else if (ctx.options.trailingComma) {
	            if (ctx.options.lineWidth > 0) {
	                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
	                    (str.length + 2) >
	                    ctx.options.lineWidth);
	            }
	            if (reqNewline) {
	                str += ',';
	            }
	        }
	        if (comment)
	            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
	        lines.push(str);
	        linesAtValue = lines.length;
	    }
	    const { start, end } = flowChars;
	    if (lines.length === 0) {
	        return start + end;
	    }
	    else {
	        if (!reqNewline) {
	            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
	            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
	        }
	        if (reqNewline) {
	            let str = start;
	            for (const line of lines)
	                str += line ? `\n${indentStep}${indent}${line}` : '\n';
	            return `${str}\n${indent}${end}`;
	        }
	        else {
	            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
	        }
	    }
	}
	function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
	    if (comment && chompKeep)
	        comment = comment.replace(/^\n+/, '');
	    if (comment) {
	        const ic = stringifyComment.indentComment(commentString(comment), indent);
	        lines.push(ic.trimStart()); // Avoid double indent on first line
	    }
	}

	stringifyCollection.stringifyCollection = stringifyCollection$1;
	return stringifyCollection;
}

var hasRequiredYAMLMap;

function requireYAMLMap () {
	if (hasRequiredYAMLMap) return YAMLMap;
	hasRequiredYAMLMap = 1;

	var stringifyCollection = requireStringifyCollection();
	var addPairToJSMap = requireAddPairToJSMap();
	var Collection = requireCollection();
	var identity = requireIdentity();
	var Pair = requirePair();
	var Scalar = requireScalar();

	function findPair(items, key) {
	    const k = identity.isScalar(key) ? key.value : key;
	    for (const it of items) {
	        if (identity.isPair(it)) {
	            if (it.key === key || it.key === k)
	                return it;
	            if (identity.isScalar(it.key) && it.key.value === k)
	                return it;
	        }
	    }
	    return undefined;
	}
	let YAMLMap$1 = class YAMLMap extends Collection.Collection {
	    static get tagName() {
	        return 'tag:yaml.org,2002:map';
	    }
	    constructor(schema) {
	        super(identity.MAP, schema);
	        this.items = [];
	    }
	    /**
	     * A generic collection parsing method that can be extended
	     * to other node classes that inherit from YAMLMap
	     */
	    static from(schema, obj, ctx) {
	        const { keepUndefined, replacer } = ctx;
	        const map = new this(schema);
	        const add = (key, value) => {
	            if (typeof replacer === 'function')
	                value = replacer.call(obj, key, value);
	            else if (Array.isArray(replacer) && !replacer.includes(key))
	                return;
	            if (value !== undefined || keepUndefined)
	                map.items.push(Pair.createPair(key, value, ctx));
	        };
	        if (obj instanceof Map) {
	            for (const [key, value] of obj)
	                add(key, value);
	        }
	        else if (obj && typeof obj === 'object') {
	            for (const key of Object.keys(obj))
	                add(key, obj[key]);
	        }
	        if (typeof schema.sortMapEntries === 'function') {
	            map.items.sort(schema.sortMapEntries);
	        }
	        return map;
	    }
	    /**
	     * Adds a value to the collection.
	     *
	     * @param overwrite - If not set `true`, using a key that is already in the
	     *   collection will throw. Otherwise, overwrites the previous value.
	     */
	    add(pair, overwrite) {
	        let _pair;
	        if (identity.isPair(pair))
	            _pair = pair;
	        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
	            // In TypeScript, this never happens.
	            _pair = new Pair.Pair(pair, pair?.value);
	        }
	        else
	            _pair = new Pair.Pair(pair.key, pair.value);
	        const prev = findPair(this.items, _pair.key);
	        const sortEntries = this.schema?.sortMapEntries;
	        if (prev) {
	            if (!overwrite)
	                throw new Error(`Key ${_pair.key} already set`);
	            // For scalars, keep the old node & its comments and anchors
	            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
	                prev.value.value = _pair.value;
	            else
	                prev.value = _pair.value;
	        }
	        else if (sortEntries) {
	            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
	            if (i === -1)
	                this.items.push(_pair);
	            else
	                this.items.splice(i, 0, _pair);
	        }
	        else {
	            this.items.push(_pair);
	        }
	    }
	    delete(key) {
	        const it = findPair(this.items, key);
	        if (!it)
	            return false;
	        const del = this.items.splice(this.items.indexOf(it), 1);
	        return del.length > 0;
	    }
	    get(key, keepScalar) {
	        const it = findPair(this.items, key);
	        const node = it?.value;
	        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
	    }
	    has(key) {
	        return !!findPair(this.items, key);
	    }
	    set(key, value) {
	        this.add(new Pair.Pair(key, value), true);
	    }
	    /**
	     * @param ctx - Conversion context, originally set in Document#toJS()
	     * @param {Class} Type - If set, forces the returned collection type
	     * @returns Instance of Type, Map, or Object
	     */
	    toJSON(_, ctx, Type) {
	        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
	        if (ctx?.onCreate)
	            ctx.onCreate(map);
	        for (const item of this.items)
	            addPairToJSMap.addPairToJSMap(ctx, map, item);
	        return map;
	    }
	    toString(ctx, onComment, onChompKeep) {
	        if (!ctx)
	            return JSON.stringify(this);
	        for (const item of this.items) {
	            if (!identity.isPair(item))
	                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
	        }
	        if (!ctx.allNullValues && this.hasAllNullValues(false))
	            ctx = Object.assign({}, ctx, { allNullValues: true });
	        return stringifyCollection.stringifyCollection(this, ctx, {
	            blockItemPrefix: '',
	            flowChars: { start: '{', end: '}' },
	            itemIndent: ctx.indent || '',
	            onChompKeep,
	            onComment
	        });
	    }
	};

	YAMLMap.YAMLMap = YAMLMap$1;
	YAMLMap.findPair = findPair;
	return YAMLMap;
}

var hasRequiredMap;

function requireMap () {
	if (hasRequiredMap) return map;
	hasRequiredMap = 1;

	var identity = requireIdentity();
	var YAMLMap = requireYAMLMap();

	const map$1 = {
	    collection: 'map',
	    default: true,
	    nodeClass: YAMLMap.YAMLMap,
	    tag: 'tag:yaml.org,2002:map',
	    resolve(map, onError) {
	        if (!identity.isMap(map))
	            onError('Expected a mapping for this tag');
	        return map;
	    },
	    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
	};

	map.map = map$1;
	return map;
}

var seq = {};

var YAMLSeq = {};

var hasRequiredYAMLSeq;

function requireYAMLSeq () {
	if (hasRequiredYAMLSeq) return YAMLSeq;
	hasRequiredYAMLSeq = 1;

	var createNode = requireCreateNode();
	var stringifyCollection = requireStringifyCollection();
	var Collection = requireCollection();
	var identity = requireIdentity();
	var Scalar = requireScalar();
	var toJS = requireToJS();

	let YAMLSeq$1 = class YAMLSeq extends Collection.Collection {
	    static get tagName() {
	        return 'tag:yaml.org,2002:seq';
	    }
	    constructor(schema) {
	        super(identity.SEQ, schema);
	        this.items = [];
	    }
	    add(value) {
	        this.items.push(value);
	    }
	    /**
	     * Removes a value from the collection.
	     *
	     * `key` must contain a representation of an integer for this to succeed.
	     * It may be wrapped in a `Scalar`.
	     *
	     * @returns `true` if the item was found and removed.
	     */
	    delete(key) {
	        const idx = asItemIndex(key);
	        if (typeof idx !== 'number')
	            return false;
	        const del = this.items.splice(idx, 1);
	        return del.length > 0;
	    }
	    get(key, keepScalar) {
	        const idx = asItemIndex(key);
	        if (typeof idx !== 'number')
	            return undefined;
	        const it = this.items[idx];
	        return !keepScalar && identity.isScalar(it) ? it.value : it;
	    }
	    /**
	     * Checks if the collection includes a value with the key `key`.
	     *
	     * `key` must contain a representation of an integer for this to succeed.
	     * It may be wrapped in a `Scalar`.
	     */
	    has(key) {
	        const idx = asItemIndex(key);
	        return typeof idx === 'number' && idx < this.items.length;
	    }
	    /**
	     * Sets a value in this collection. For `!!set`, `value` needs to be a
	     * boolean to add/remove the item from the set.
	     *
	     * If `key` does not contain a representation of an integer, this will throw.
	     * It may be wrapped in a `Scalar`.
	     */
	    set(key, value) {
	        const idx = asItemIndex(key);
	        if (typeof idx !== 'number')
	            throw new Error(`Expected a valid index, not ${key}.`);
	        const prev = this.items[idx];
	        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
	            prev.value = value;
	        else
	            this.items[idx] = value;
	    }
	    toJSON(_, ctx) {
	        const seq = [];
	        if (ctx?.onCreate)
	            ctx.onCreate(seq);
	        let i = 0;
	        for (const item of this.items)
	            seq.push(toJS.toJS(item, String(i++), ctx));
	        return seq;
	    }
	    toString(ctx, onComment, onChompKeep) {
	        if (!ctx)
	            return JSON.stringify(this);
	        return stringifyCollection.stringifyCollection(this, ctx, {
	            blockItemPrefix: '- ',
	            flowChars: { start: '[', end: ']' },
	            itemIndent: (ctx.indent || '') + '  ',
	            onChompKeep,
	            onComment
	        });
	    }
	    static from(schema, obj, ctx) {
	        const { replacer } = ctx;
	        const seq = new this(schema);
	        if (obj && Symbol.iterator in Object(obj)) {
	            let i = 0;
	            for (let it of obj) {
	                if (typeof replacer === 'function') {
	                    const key = obj instanceof Set ? it : String(i++);
	                    it = replacer.call(obj, key, it);
	                }
	                seq.items.push(createNode.createNode(it, undefined, ctx));
	            }
	        }
	        return seq;
	    }
	};
	function asItemIndex(key) {
	    let idx = identity.isScalar(key) ? key.value : key;
	    if (idx && typeof idx === 'string')
	        idx = Number(idx);
	    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
	        ? idx
	        : null;
	}

	YAMLSeq.YAMLSeq = YAMLSeq$1;
	return YAMLSeq;
}

var hasRequiredSeq;

function requireSeq () {
	if (hasRequiredSeq) return seq;
	hasRequiredSeq = 1;

	var identity = requireIdentity();
	var YAMLSeq = requireYAMLSeq();

	const seq$1 = {
	    collection: 'seq',
	    default: true,
	    nodeClass: YAMLSeq.YAMLSeq,
	    tag: 'tag:yaml.org,2002:seq',
	    resolve(seq, onError) {
	        if (!identity.isSeq(seq))
	            onError('Expected a sequence for this tag');
	        return seq;
	    },
	    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
	};

	seq.seq = seq$1;
	return seq;
}

var string = {};

var hasRequiredString;

function requireString () {
	if (hasRequiredString) return string;
	hasRequiredString = 1;

	var stringifyString = requireStringifyString();

	const string$1 = {
	    identify: value => typeof value === 'string',
	    default: true,
	    tag: 'tag:yaml.org,2002:str',
	    resolve: str => str,
	    stringify(item, ctx, onComment, onChompKeep) {
	        ctx = Object.assign({ actualString: true }, ctx);
	        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
	    }
	};

	string.string = string$1;
	return string;
}

var tags = {};

var _null = {};

var hasRequired_null;

function require_null () {
	if (hasRequired_null) return _null;
	hasRequired_null = 1;

	var Scalar = requireScalar();

	const nullTag = {
	    identify: value => value == null,
	    createNode: () => new Scalar.Scalar(null),
	    default: true,
	    tag: 'tag:yaml.org,2002:null',
	    test: /^(?:~|[Nn]ull|NULL)?$/,
	    resolve: () => new Scalar.Scalar(null),
	    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
	        ? source
	        : ctx.options.nullStr
	};

	_null.nullTag = nullTag;
	return _null;
}

var bool$1 = {};

var hasRequiredBool$1;

function requireBool$1 () {
	if (hasRequiredBool$1) return bool$1;
	hasRequiredBool$1 = 1;

	var Scalar = requireScalar();

	const boolTag = {
	    identify: value => typeof value === 'boolean',
	    default: true,
	    tag: 'tag:yaml.org,2002:bool',
	    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
	    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
	    stringify({ source, value }, ctx) {
	        if (source && boolTag.test.test(source)) {
	            const sv = source[0] === 't' || source[0] === 'T';
	            if (value === sv)
	                return source;
	        }
	        return value ? ctx.options.trueStr : ctx.options.falseStr;
	    }
	};

	bool$1.boolTag = boolTag;
	return bool$1;
}

var float$1 = {};

var stringifyNumber = {};

var hasRequiredStringifyNumber;

function requireStringifyNumber () {
	if (hasRequiredStringifyNumber) return stringifyNumber;
	hasRequiredStringifyNumber = 1;

	function stringifyNumber$1({ format, minFractionDigits, tag, value }) {
	    if (typeof value === 'bigint')
	        return String(value);
	    const num = typeof value === 'number' ? value : Number(value);
	    if (!isFinite(num))
	        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
	    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
	    if (!format &&
	        minFractionDigits &&
	        (!tag || tag === 'tag:yaml.org,2002:float') &&
	        /^-?\d/.test(n) &&
	        !n.includes('e')) {
	        let i = n.indexOf('.');
	        if (i < 0) {
	            i = n.length;
	            n += '.';
	        }
	        let d = minFractionDigits - (n.length - i - 1);
	        while (d-- > 0)
	            n += '0';
	    }
	    return n;
	}

	stringifyNumber.stringifyNumber = stringifyNumber$1;
	return stringifyNumber;
}

var hasRequiredFloat$1;

function requireFloat$1 () {
	if (hasRequiredFloat$1) return float$1;
	hasRequiredFloat$1 = 1;

	var Scalar = requireScalar();
	var stringifyNumber = requireStringifyNumber();

	const floatNaN = {
	    identify: value => typeof value === 'number',
	    default: true,
	    tag: 'tag:yaml.org,2002:float',
	    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
	    resolve: str => str.slice(-3).toLowerCase() === 'nan'
	        ? NaN
	        : str[0] === '-'
	            ? Number.NEGATIVE_INFINITY
	            : Number.POSITIVE_INFINITY,
	    stringify: stringifyNumber.stringifyNumber
	};
	const floatExp = {
	    identify: value => typeof value === 'number',
	    default: true,
	    tag: 'tag:yaml.org,2002:float',
	    format: 'EXP',
	    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
	    resolve: str => parseFloat(str),
	    stringify(node) {
	        const num = Number(node.value);
	        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
	    }
	};
	const float = {
	    identify: value => typeof value === 'number',
	    default: true,
	    tag: 'tag:yaml.org,2002:float',
	    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
	    resolve(str) {
	        const node = new Scalar.Scalar(parseFloat(str));
	        const dot = str.indexOf('.');
	        if (dot !== -1 && str[str.length - 1] === '0')
	            node.minFractionDigits = str.length - dot - 1;
	        return node;
	    },
	    stringify: stringifyNumber.stringifyNumber
	};

	float$1.float = float;
	float$1.floatExp = floatExp;
	float$1.floatNaN = floatNaN;
	return float$1;
}

var int$1 = {};

var hasRequiredInt$1;

function requireInt$1 () {
	if (hasRequiredInt$1) return int$1;
	hasRequiredInt$1 = 1;

	var stringifyNumber = requireStringifyNumber();

	const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
	const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
	function intStringify(node, radix, prefix) {
	    const { value } = node;
	    if (intIdentify(value) && value >= 0)
	        return prefix + value.toString(radix);
	    return stringifyNumber.stringifyNumber(node);
	}
	const intOct = {
	    identify: value => intIdentify(value) && value >= 0,
	    default: true,
	    tag: 'tag:yaml.org,2002:int',
	    format: 'OCT',
	    test: /^0o[0-7]+$/,
	    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
	    stringify: node => intStringify(node, 8, '0o')
	};
	const int = {
	    identify: intIdentify,
	    default: true,
	    tag: 'tag:yaml.org,2002:int',
	    test: /^[-+]?[0-9]+$/,
	    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
	    stringify: stringifyNumber.stringifyNumber
	};
	const intHex = {
	    identify: value => intIdentify(value) && value >= 0,
	    default: true,
	    tag: 'tag:yaml.org,2002:int',
	    format: 'HEX',
	    test: /^0x[0-9a-fA-F]+$/,
	    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
	    stringify: node => intStringify(node, 16, '0x')
	};

	int$1.int = int;
	int$1.intHex = intHex;
	int$1.intOct = intOct;
	return int$1;
}

var schema$2 = {};

var hasRequiredSchema$3;

function requireSchema$3 () {
	if (hasRequiredSchema$3) return schema$2;
	hasRequiredSchema$3 = 1;

	var map = requireMap();
	var _null = require_null();
	var seq = requireSeq();
	var string = requireString();
	var bool = requireBool$1();
	var float = requireFloat$1();
	var int = requireInt$1();

	const schema = [
	    map.map,
	    seq.seq,
	    string.string,
	    _null.nullTag,
	    bool.boolTag,
	    int.intOct,
	    int.int,
	    int.intHex,
	    float.floatNaN,
	    float.floatExp,
	    float.float
	];

	schema$2.schema = schema;
	return schema$2;
}

var schema$1 = {};

var hasRequiredSchema$2;

function requireSchema$2 () {
	if (hasRequiredSchema$2) return schema$1;
	hasRequiredSchema$2 = 1;

	var Scalar = requireScalar();
	var map = requireMap();
	var seq = requireSeq();

	function intIdentify(value) {
	    return typeof value === 'bigint' || Number.isInteger(value);
	}
	const stringifyJSON = ({ value }) => JSON.stringify(value);
	const jsonScalars = [
	    {
	        identify: value => typeof value === 'string',
	        default: true,
	        tag: 'tag:yaml.org,2002:str',
	        resolve: str => str,
	        stringify: stringifyJSON
	    },
	    {
	        identify: value => value == null,
	        createNode: () => new Scalar.Scalar(null),
	        default: true,
	        tag: 'tag:yaml.org,2002:null',
	        test: /^null$/,
	        resolve: () => null,
	        stringify: stringifyJSON
	    },
	    {
	        identify: value => typeof value === 'boolean',
	        default: true,
	        tag: 'tag:yaml.org,2002:bool',
	        test: /^true$|^false$/,
	        resolve: str => str === 'true',
	        stringify: stringifyJSON
	    },
	    {
	        identify: intIdentify,
	        default: true,
	        tag: 'tag:yaml.org,2002:int',
	        test: /^-?(?:0|[1-9][0-9]*)$/,
	        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
	        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
	    },
	    {
	        identify: value => typeof value === 'number',
	        default: true,
	        tag: 'tag:yaml.org,2002:float',
	        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
	        resolve: str => parseFloat(str),
	        stringify: stringifyJSON
	    }
	];
	const jsonError = {
	    default: true,
	    tag: '',
	    test: /^/,
	    resolve(str, onError) {
	        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
	        return str;
	    }
	};
	const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

	schema$1.schema = schema;
	return schema$1;
}

var binary = {};

var hasRequiredBinary;

function requireBinary () {
	if (hasRequiredBinary) return binary;
	hasRequiredBinary = 1;

	var node_buffer = require$$0$1;
	var Scalar = requireScalar();
	var stringifyString = requireStringifyString();

	const binary$1 = {
	    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
	    default: false,
	    tag: 'tag:yaml.org,2002:binary',
	    /**
	     * Returns a Buffer in node and an Uint8Array in browsers
	     *
	     * To use the resulting buffer as an image, you'll want to do something like:
	     *
	     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
	     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
	     */
	    resolve(src, onError) {
	        if (typeof node_buffer.Buffer === 'function') {
	            return node_buffer.Buffer.from(src, 'base64');
	        }
	        else if (typeof atob === 'function') {
	            // On IE 11, atob() can't handle newlines
	            const str = atob(src.replace(/[\n\r]/g, ''));
	            const buffer = new Uint8Array(str.length);
	            for (let i = 0; i < str.length; ++i)
	                buffer[i] = str.charCodeAt(i);
	            return buffer;
	        }
	        else {
	            onError('This environment does not support reading binary tags; either Buffer or atob is required');
	            return src;
	        }
	    },
	    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
	        if (!value)
	            return '';
	        const buf = value; // checked earlier by binary.identify()
	        let str;
	        if (typeof node_buffer.Buffer === 'function') {
	            str =
	                buf instanceof node_buffer.Buffer
	                    ? buf.toString('base64')
	                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
	        }
	        else if (typeof btoa === 'function') {
	            let s = '';
	            for (let i = 0; i < buf.length; ++i)
	                s += String.fromCharCode(buf[i]);
	            str = btoa(s);
	        }
	        else {
	            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
	        }
	        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
	        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
	            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
	            const n = Math.ceil(str.length / lineWidth);
	            const lines = new Array(n);
	            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
	                lines[i] = str.substr(o, lineWidth);
	            }
	            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
	        }
	        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
	    }
	};

	binary.binary = binary$1;
	return binary;
}

var omap = {};

var pairs = {};

var hasRequiredPairs;

function requirePairs () {
	if (hasRequiredPairs) return pairs;
	hasRequiredPairs = 1;

	var identity = requireIdentity();
	var Pair = requirePair();
	var Scalar = requireScalar();
	var YAMLSeq = requireYAMLSeq();

	function resolvePairs(seq, onError) {
	    if (identity.isSeq(seq)) {
	        for (let i = 0; i < seq.items.length; ++i) {
	            let item = seq.items[i];
	            if (identity.isPair(item))
	                continue;
	            else if (identity.isMap(item)) {
	                if (item.items.length > 1)
	                    onError('Each pair must have its own sequence indicator');
	                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
	                if (item.commentBefore)
	                    pair.key.commentBefore = pair.key.commentBefore
	                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
	                        : item.commentBefore;
	                if (item.comment) {
	                    const cn = pair.value ?? pair.key;
	                    cn.comment = cn.comment
	                        ? `${item.comment}\n${cn.comment}`
	                        : item.comment;
	                }
	                item = pair;
	            }
	            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
	        }
	    }
	    else
	        onError('Expected a sequence for this tag');
	    return seq;
	}
	function createPairs(schema, iterable, ctx) {
	    const { replacer } = ctx;
	    const pairs = new YAMLSeq.YAMLSeq(schema);
	    pairs.tag = 'tag:yaml.org,2002:pairs';
	    let i = 0;
	    if (iterable && Symbol.iterator in Object(iterable))
	        for (let it of iterable) {
	            if (typeof replacer === 'function')
	                it = replacer.call(iterable, String(i++), it);
	            let key, value;
	            if (Array.isArray(it)) {
	                if (it.length === 2) {
	                    key = it[0];
	                    value = it[1];
	                }
	                else
	                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
	            }
	            else if (it && it instanceof Object) {
	                const keys = Object.keys(it);
	                if (keys.length === 1) {
	                    key = keys[0];
	                    value = it[key];
	                }
	                else {
	                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
	                }
	            }
	            else {
	                key = it;
	            }
	            pairs.items.push(Pair.createPair(key, value, ctx));
	        }
	    return pairs;
	}
	const pairs$1 = {
	    collection: 'seq',
	    default: false,
	    tag: 'tag:yaml.org,2002:pairs',
	    resolve: resolvePairs,
	    createNode: createPairs
	};

	pairs.createPairs = createPairs;
	pairs.pairs = pairs$1;
	pairs.resolvePairs = resolvePairs;
	return pairs;
}

var hasRequiredOmap;

function requireOmap () {
	if (hasRequiredOmap) return omap;
	hasRequiredOmap = 1;

	var identity = requireIdentity();
	var toJS = requireToJS();
	var YAMLMap = requireYAMLMap();
	var YAMLSeq = requireYAMLSeq();
	var pairs = requirePairs();

	class YAMLOMap extends YAMLSeq.YAMLSeq {
	    constructor() {
	        super();
	        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
	        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
	        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
	        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
	        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
	        this.tag = YAMLOMap.tag;
	    }
	    /**
	     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
	     * but TypeScript won't allow widening the signature of a child method.
	     */
	    toJSON(_, ctx) {
	        if (!ctx)
	            return super.toJSON(_);
	        const map = new Map();
	        if (ctx?.onCreate)
	            ctx.onCreate(map);
	        for (const pair of this.items) {
	            let key, value;
	            if (identity.isPair(pair)) {
	                key = toJS.toJS(pair.key, '', ctx);
	                value = toJS.toJS(pair.value, key, ctx);
	            }
	            else {
	                key = toJS.toJS(pair, '', ctx);
	            }
	            if (map.has(key))
	                throw new Error('Ordered maps must not include duplicate keys');
	            map.set(key, value);
	        }
	        return map;
	    }
	    static from(schema, iterable, ctx) {
	        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
	        const omap = new this();
	        omap.items = pairs$1.items;
	        return omap;
	    }
	}
	YAMLOMap.tag = 'tag:yaml.org,2002:omap';
	const omap$1 = {
	    collection: 'seq',
	    identify: value => value instanceof Map,
	    nodeClass: YAMLOMap,
	    default: false,
	    tag: 'tag:yaml.org,2002:omap',
	    resolve(seq, onError) {
	        const pairs$1 = pairs.resolvePairs(seq, onError);
	        const seenKeys = [];
	        for (const { key } of pairs$1.items) {
	            if (identity.isScalar(key)) {
	                if (seenKeys.includes(key.value)) {
	                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
	                }
	                else {
	                    seenKeys.push(key.value);
	                }
	            }
	        }
	        return Object.assign(new YAMLOMap(), pairs$1);
	    },
	    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
	};

	omap.YAMLOMap = YAMLOMap;
	omap.omap = omap$1;
	return omap;
}

var schema = {};

var bool = {};

var hasRequiredBool;

function requireBool () {
	if (hasRequiredBool) return bool;
	hasRequiredBool = 1;

	var Scalar = requireScalar();

	function boolStringify({ value, source }, ctx) {
	    const boolObj = value ? trueTag : falseTag;
	    if (source && boolObj.test.test(source))
	        return source;
	    return value ? ctx.options.trueStr : ctx.options.falseStr;
	}
	const trueTag = {
	    identify: value => value === true,
	    default: true,
	    tag: 'tag:yaml.org,2002:bool',
	    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
	    resolve: () => new Scalar.Scalar(true),
	    stringify: boolStringify
	};
	const falseTag = {
	    identify: value => value === false,
	    default: true,
	    tag: 'tag:yaml.org,2002:bool',
	    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
	    resolve: () => new Scalar.Scalar(false),
	    stringify: boolStringify
	};

	bool.falseTag = falseTag;
	bool.trueTag = trueTag;
	return bool;
}

var float = {};

var hasRequiredFloat;

function requireFloat () {
	if (hasRequiredFloat) return float;
	hasRequiredFloat = 1;

	var Scalar = requireScalar();
	var stringifyNumber = requireStringifyNumber();

	const floatNaN = {
	    identify: value => typeof value === 'number',
	    default: true,
	    tag: 'tag:yaml.org,2002:float',
	    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
	    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
	        ? NaN
	        : str[0] === '-'
	            ? Number.NEGATIVE_INFINITY
	            : Number.POSITIVE_INFINITY,
	    stringify: stringifyNumber.stringifyNumber
	};
	const floatExp = {
	    identify: value => typeof value === 'number',
	    default: true,
	    tag: 'tag:yaml.org,2002:float',
	    format: 'EXP',
	    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
	    resolve: (str) => parseFloat(str.replace(/_/g, '')),
	    stringify(node) {
	        const num = Number(node.value);
	        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
	    }
	};
	const float$1 = {
	    identify: value => typeof value === 'number',
	    default: true,
	    tag: 'tag:yaml.org,2002:float',
	    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
	    resolve(str) {
	        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
	        const dot = str.indexOf('.');
	        if (dot !== -1) {
	            const f = str.substring(dot + 1).replace(/_/g, '');
	            if (f[f.length - 1] === '0')
	                node.minFractionDigits = f.length;
	        }
	        return node;
	    },
	    stringify: stringifyNumber.stringifyNumber
	};

	float.float = float$1;
	float.floatExp = floatExp;
	float.floatNaN = floatNaN;
	return float;
}

var int = {};

var hasRequiredInt;

function requireInt () {
	if (hasRequiredInt) return int;
	hasRequiredInt = 1;

	var stringifyNumber = requireStringifyNumber();

	const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
	function intResolve(str, offset, radix, { intAsBigInt }) {
	    const sign = str[0];
	    if (sign === '-' || sign === '+')
	        offset += 1;
	    str = str.substring(offset).replace(/_/g, '');
	    if (intAsBigInt) {
	        switch (radix) {
	            case 2:
	                str = `0b${str}`;
	                break;
	            case 8:
	                str = `0o${str}`;
	                break;
	            case 16:
	                str = `0x${str}`;
	                break;
	        }
	        const n = BigInt(str);
	        return sign === '-' ? BigInt(-1) * n : n;
	    }
	    const n = parseInt(str, radix);
	    return sign === '-' ? -1 * n : n;
	}
	function intStringify(node, radix, prefix) {
	    const { value } = node;
	    if (intIdentify(value)) {
	        const str = value.toString(radix);
	        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
	    }
	    return stringifyNumber.stringifyNumber(node);
	}
	const intBin = {
	    identify: intIdentify,
	    default: true,
	    tag: 'tag:yaml.org,2002:int',
	    format: 'BIN',
	    test: /^[-+]?0b[0-1_]+$/,
	    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
	    stringify: node => intStringify(node, 2, '0b')
	};
	const intOct = {
	    identify: intIdentify,
	    default: true,
	    tag: 'tag:yaml.org,2002:int',
	    format: 'OCT',
	    test: /^[-+]?0[0-7_]+$/,
	    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
	    stringify: node => intStringify(node, 8, '0')
	};
	const int$1 = {
	    identify: intIdentify,
	    default: true,
	    tag: 'tag:yaml.org,2002:int',
	    test: /^[-+]?[0-9][0-9_]*$/,
	    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
	    stringify: stringifyNumber.stringifyNumber
	};
	const intHex = {
	    identify: intIdentify,
	    default: true,
	    tag: 'tag:yaml.org,2002:int',
	    format: 'HEX',
	    test: /^[-+]?0x[0-9a-fA-F_]+$/,
	    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
	    stringify: node => intStringify(node, 16, '0x')
	};

	int.int = int$1;
	int.intBin = intBin;
	int.intHex = intHex;
	int.intOct = intOct;
	return int;
}

var set = {};

var hasRequiredSet;

function requireSet () {
	if (hasRequiredSet) return set;
	hasRequiredSet = 1;

	var identity = requireIdentity();
	var Pair = requirePair();
	var YAMLMap = requireYAMLMap();

	class YAMLSet extends YAMLMap.YAMLMap {
	    constructor(schema) {
	        super(schema);
	        this.tag = YAMLSet.tag;
	    }
	    add(key) {
	        let pair;
	        if (identity.isPair(key))
	            pair = key;
	        else if (key &&
	            typeof key === 'object' &&
	            'key' in key &&
	            'value' in key &&
	            key.value === null)
	            pair = new Pair.Pair(key.key, null);
	        else
	            pair = new Pair.Pair(key, null);
	        const prev = YAMLMap.findPair(this.items, pair.key);
	        if (!prev)
	            this.items.push(pair);
	    }
	    /**
	     * If `keepPair` is `true`, returns the Pair matching `key`.
	     * Otherwise, returns the value of that Pair's key.
	     */
	    get(key, keepPair) {
	        const pair = YAMLMap.findPair(this.items, key);
	        return !keepPair && identity.isPair(pair)
	            ? identity.isScalar(pair.key)
	                ? pair.key.value
	                : pair.key
	            : pair;
	    }
	    set(key, value) {
	        if (typeof value !== 'boolean')
	            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
	        const prev = YAMLMap.findPair(this.items, key);
	        if (prev && !value) {
	            this.items.splice(this.items.indexOf(prev), 1);
	        }
	        else if (!prev && value) {
	            this.items.push(new Pair.Pair(key));
	        }
	    }
	    toJSON(_, ctx) {
	        return super.toJSON(_, ctx, Set);
	    }
	    toString(ctx, onComment, onChompKeep) {
	        if (!ctx)
	            return JSON.stringify(this);
	        if (this.hasAllNullValues(true))
	            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
	        else
	            throw new Error('Set items must all have null values');
	    }
	    static from(schema, iterable, ctx) {
	        const { replacer } = ctx;
	        const set = new this(schema);
	        if (iterable && Symbol.iterator in Object(iterable))
	            for (let value of iterable) {
	                if (typeof replacer === 'function')
	                    value = replacer.call(iterable, value, value);
	                set.items.push(Pair.createPair(value, null, ctx));
	            }
	        return set;
	    }
	}
	YAMLSet.tag = 'tag:yaml.org,2002:set';
	const set$1 = {
	    collection: 'map',
	    identify: value => value instanceof Set,
	    nodeClass: YAMLSet,
	    default: false,
	    tag: 'tag:yaml.org,2002:set',
	    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
	    resolve(map, onError) {
	        if (identity.isMap(map)) {
	            if (map.hasAllNullValues(true))
	                return Object.assign(new YAMLSet(), map);
	            else
	                onError('Set items must all have null values');
	        }
	        else
	            onError('Expected a mapping for this tag');
	        return map;
	    }
	};

	set.YAMLSet = YAMLSet;
	set.set = set$1;
	return set;
}

var timestamp = {};

var hasRequiredTimestamp;

function requireTimestamp () {
	if (hasRequiredTimestamp) return timestamp;
	hasRequiredTimestamp = 1;

	var stringifyNumber = requireStringifyNumber();

	/** Internal types handle bigint as number, because TS can't figure it out. */
	function parseSexagesimal(str, asBigInt) {
	    const sign = str[0];
	    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
	    const num = (n) => asBigInt ? BigInt(n) : Number(n);
	    const res = parts
	        .replace(/_/g, '')
	        .split(':')
	        .reduce((res, p) => res * num(60) + num(p), num(0));
	    return (sign === '-' ? num(-1) * res : res);
	}
	/**
	 * hhhh:mm:ss.sss
	 *
	 * Internal types handle bigint as number, because TS can't figure it out.
	 */
	function stringifySexagesimal(node) {
	    let { value } = node;
	    let num = (n) => n;
	    if (typeof value === 'bigint')
	        num = n => BigInt(n);
	    else if (isNaN(value) || !isFinite(value))
	        return stringifyNumber.stringifyNumber(node);
	    let sign = '';
	    if (value < 0) {
	        sign = '-';
	        value *= num(-1);
	    }
	    const _60 = num(60);
	    const parts = [value % _60]; // seconds, including ms
	    if (value < 60) {
	        parts.unshift(0); // at least one : is required
	    }
	    else {
	        value = (value - parts[0]) / _60;
	        parts.unshift(value % _60); // minutes
	        if (value >= 60) {
	            value = (value - parts[0]) / _60;
	            parts.unshift(value); // hours
	        }
	    }
	    return (sign +
	        parts
	            .map(n => String(n).padStart(2, '0'))
	            .join(':')
	            .replace(/000000\d*$/, '') // % 60 may introduce error
	    );
	}
	const intTime = {
	    identify: value => typeof value === 'bigint' || Number.isInteger(value),
	    default: true,
	    tag: 'tag:yaml.org,2002:int',
	    format: 'TIME',
	    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
	    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
	    stringify: stringifySexagesimal
	};
	const floatTime = {
	    identify: value => typeof value === 'number',
	    default: true,
	    tag: 'tag:yaml.org,2002:float',
	    format: 'TIME',
	    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
	    resolve: str => parseSexagesimal(str, false),
	    stringify: stringifySexagesimal
	};
	const timestamp$1 = {
	    identify: value => value instanceof Date,
	    default: true,
	    tag: 'tag:yaml.org,2002:timestamp',
	    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
	    // may be omitted altogether, resulting in a date format. In such a case, the time part is
	    // assumed to be 00:00:00Z (start of day, UTC).
	    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
	        '(?:' + // time is optional
	        '(?:t|T|[ \\t]+)' + // t | T | whitespace
	        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
	        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
	        ')?$'),
	    resolve(str) {
	        const match = str.match(timestamp$1.test);
	        if (!match)
	            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
	        const [, year, month, day, hour, minute, second] = match.map(Number);
	        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
	        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
	        const tz = match[8];
	        if (tz && tz !== 'Z') {
	            let d = parseSexagesimal(tz, false);
	            if (Math.abs(d) < 30)
	                d *= 60;
	            date -= 60000 * d;
	        }
	        return new Date(date);
	    },
	    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
	};

	timestamp.floatTime = floatTime;
	timestamp.intTime = intTime;
	timestamp.timestamp = timestamp$1;
	return timestamp;
}

var hasRequiredSchema$1;

function requireSchema$1 () {
	if (hasRequiredSchema$1) return schema;
	hasRequiredSchema$1 = 1;

	var map = requireMap();
	var _null = require_null();
	var seq = requireSeq();
	var string = requireString();
	var binary = requireBinary();
	var bool = requireBool();
	var float = requireFloat();
	var int = requireInt();
	var merge = requireMerge();
	var omap = requireOmap();
	var pairs = requirePairs();
	var set = requireSet();
	var timestamp = requireTimestamp();

	const schema$1 = [
	    map.map,
	    seq.seq,
	    string.string,
	    _null.nullTag,
	    bool.trueTag,
	    bool.falseTag,
	    int.intBin,
	    int.intOct,
	    int.int,
	    int.intHex,
	    float.floatNaN,
	    float.floatExp,
	    float.float,
	    binary.binary,
	    merge.merge,
	    omap.omap,
	    pairs.pairs,
	    set.set,
	    timestamp.intTime,
	    timestamp.floatTime,
	    timestamp.timestamp
	];

	schema.schema = schema$1;
	return schema;
}

var hasRequiredTags;

function requireTags () {
	if (hasRequiredTags) return tags;
	hasRequiredTags = 1;

	var map = requireMap();
	var _null = require_null();
	var seq = requireSeq();
	var string = requireString();
	var bool = requireBool$1();
	var float = requireFloat$1();
	var int = requireInt$1();
	var schema = requireSchema$3();
	var schema$1 = requireSchema$2();
	var binary = requireBinary();
	var merge = requireMerge();
	var omap = requireOmap();
	var pairs = requirePairs();
	var schema$2 = requireSchema$1();
	var set = requireSet();
	var timestamp = requireTimestamp();

	const schemas = new Map([
	    ['core', schema.schema],
	    ['failsafe', [map.map, seq.seq, string.string]],
	    ['json', schema$1.schema],
	    ['yaml11', schema$2.schema],
	    ['yaml-1.1', schema$2.schema]
	]);
	const tagsByName = {
	    binary: binary.binary,
	    bool: bool.boolTag,
	    float: float.float,
	    floatExp: float.floatExp,
	    floatNaN: float.floatNaN,
	    floatTime: timestamp.floatTime,
	    int: int.int,
	    intHex: int.intHex,
	    intOct: int.intOct,
	    intTime: timestamp.intTime,
	    map: map.map,
	    merge: merge.merge,
	    null: _null.nullTag,
	    omap: omap.omap,
	    pairs: pairs.pairs,
	    seq: seq.seq,
	    set: set.set,
	    timestamp: timestamp.timestamp
	};
	const coreKnownTags = {
	    'tag:yaml.org,2002:binary': binary.binary,
	    'tag:yaml.org,2002:merge': merge.merge,
	    'tag:yaml.org,2002:omap': omap.omap,
	    'tag:yaml.org,2002:pairs': pairs.pairs,
	    'tag:yaml.org,2002:set': set.set,
	    'tag:yaml.org,2002:timestamp': timestamp.timestamp
	};
	function getTags(customTags, schemaName, addMergeTag) {
	    const schemaTags = schemas.get(schemaName);
	    if (schemaTags && !customTags) {
	        return addMergeTag && !schemaTags.includes(merge.merge)
	            ? schemaTags.concat(merge.merge)
	            : schemaTags.slice();
	    }
	    let tags = schemaTags;
	    if (!tags) {
	        if (Array.isArray(customTags))
	            tags = [];
	        else {
	            const keys = Array.from(schemas.keys())
	                .filter(key => key !== 'yaml11')
	                .map(key => JSON.stringify(key))
	                .join(', ');
	            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
	        }
	    }
	    if (Array.isArray(customTags)) {
	        for (const tag of customTags)
	            tags = tags.concat(tag);
	    }
	    else if (typeof customTags === 'function') {
	        tags = customTags(tags.slice());
	    }
	    if (addMergeTag)
	        tags = tags.concat(merge.merge);
	    return tags.reduce((tags, tag) => {
	        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
	        if (!tagObj) {
	            const tagName = JSON.stringify(tag);
	            const keys = Object.keys(tagsByName)
	                .map(key => JSON.stringify(key))
	                .join(', ');
	            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
	        }
	        if (!tags.includes(tagObj))
	            tags.push(tagObj);
	        return tags;
	    }, []);
	}

	tags.coreKnownTags = coreKnownTags;
	tags.getTags = getTags;
	return tags;
}

var hasRequiredSchema;

function requireSchema () {
	if (hasRequiredSchema) return Schema;
	hasRequiredSchema = 1;

	var identity = requireIdentity();
	var map = requireMap();
	var seq = requireSeq();
	var string = requireString();
	var tags = requireTags();

	const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
	let Schema$1 = class Schema {
	    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
	        this.compat = Array.isArray(compat)
	            ? tags.getTags(compat, 'compat')
	            : compat
	                ? tags.getTags(null, compat)
	                : null;
	        this.name = (typeof schema === 'string' && schema) || 'core';
	        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
	        this.tags = tags.getTags(customTags, this.name, merge);
	        this.toStringOptions = toStringDefaults ?? null;
	        Object.defineProperty(this, identity.MAP, { value: map.map });
	        Object.defineProperty(this, identity.SCALAR, { value: string.string });
	        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
	        // Used by createMap()
	        this.sortMapEntries =
	            typeof sortMapEntries === 'function'
	                ? sortMapEntries
	                : sortMapEntries === true
	                    ? sortMapEntriesByKey
	                    : null;
	    }
	    clone() {
	        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
	        copy.tags = this.tags.slice();
	        return copy;
	    }
	};

	Schema.Schema = Schema$1;
	return Schema;
}

var stringifyDocument = {};

var hasRequiredStringifyDocument;

function requireStringifyDocument () {
	if (hasRequiredStringifyDocument) return stringifyDocument;
	hasRequiredStringifyDocument = 1;

	var identity = requireIdentity();
	var stringify = requireStringify();
	var stringifyComment = requireStringifyComment();

	function stringifyDocument$1(doc, options) {
	    const lines = [];
	    let hasDirectives = options.directives === true;
	    if (options.directives !== false && doc.directives) {
	        const dir = doc.directives.toString(doc);
	        if (dir) {
	            lines.push(dir);
	            hasDirectives = true;
	        }
	        else if (doc.directives.docStart)
	            hasDirectives = true;
	    }
	    if (hasDirectives)
	        lines.push('---');
	    const ctx = stringify.createStringifyContext(doc, options);
	    const { commentString } = ctx.options;
	    if (doc.commentBefore) {
	        if (lines.length !== 1)
	            lines.unshift('');
	        const cs = commentString(doc.commentBefore);
	        lines.unshift(stringifyComment.indentComment(cs, ''));
	    }
	    let chompKeep = false;
	    let contentComment = null;
	    if (doc.contents) {
	        if (identity.isNode(doc.contents)) {
	            if (doc.contents.spaceBefore && hasDirectives)
	                lines.push('');
	            if (doc.contents.commentBefore) {
	                const cs = commentString(doc.contents.commentBefore);
	                lines.push(stringifyComment.indentComment(cs, ''));
	            }
	            // top-level block scalars need to be indented if followed by a comment
	            ctx.forceBlockIndent = !!doc.comment;
	            contentComment = doc.contents.comment;
	        }
	        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
	        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
	        if (contentComment)
	            body += stringifyComment.lineComment(body, '', commentString(contentComment));
	        if ((body[0] === '|' || body[0] === '>') &&
	            lines[lines.length - 1] === '---') {
	            // Top-level block scalars with a preceding doc marker ought to use the
	            // same line for their header.
	            lines[lines.length - 1] = `--- ${body}`;
	        }
	        else
	            lines.push(body);
	    }
	    else {
	        lines.push(stringify.stringify(doc.contents, ctx));
	    }
	    if (doc.directives?.docEnd) {
	        if (doc.comment) {
	            const cs = commentString(doc.comment);
	            if (cs.includes('\n')) {
	                lines.push('...');
	                lines.push(stringifyComment.indentComment(cs, ''));
	            }
	            else {
	                lines.push(`... ${cs}`);
	            }
	        }
	        else {
	            lines.push('...');
	        }
	    }
	    else {
	        let dc = doc.comment;
	        if (dc && chompKeep)
	            dc = dc.replace(/^\n+/, '');
	        if (dc) {
	            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
	                lines.push('');
	            lines.push(stringifyComment.indentComment(commentString(dc), ''));
	        }
	    }
	    return lines.join('\n') + '\n';
	}

	stringifyDocument.stringifyDocument = stringifyDocument$1;
	return stringifyDocument;
}

var hasRequiredDocument;

function requireDocument () {
	if (hasRequiredDocument) return Document;
	hasRequiredDocument = 1;

	var Alias = requireAlias();
	var Collection = requireCollection();
	var identity = requireIdentity();
	var Pair = requirePair();
	var toJS = requireToJS();
	var Schema = requireSchema();
	var stringifyDocument = requireStringifyDocument();
	var anchors = requireAnchors();
	var applyReviver = requireApplyReviver();
	var createNode = requireCreateNode();
	var directives = requireDirectives();

	let Document$1 = class Document {
	    constructor(value, replacer, options) {
	        /** A comment before this Document */
	        this.commentBefore = null;
	        /** A comment immediately after this Document */
	        this.comment = null;
	        /** Errors encountered during parsing. */
	        this.errors = [];
	        /** Warnings encountered during parsing. */
	        this.warnings = [];
	        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
	        let _replacer = null;
	        if (typeof replacer === 'function' || Array.isArray(replacer)) {
	            _replacer = replacer;
	        }
	        else if (options === undefined && replacer) {
	            options = replacer;
	            replacer = undefined;
	        }
	        const opt = Object.assign({
	            intAsBigInt: false,
	            keepSourceTokens: false,
	            logLevel: 'warn',
	            prettyErrors: true,
	            strict: true,
	            stringKeys: false,
	            uniqueKeys: true,
	            version: '1.2'
	        }, options);
	        this.options = opt;
	        let { version } = opt;
	        if (options?._directives) {
	            this.directives = options._directives.atDocument();
	            if (this.directives.yaml.explicit)
	                version = this.directives.yaml.version;
	        }
	        else
	            this.directives = new directives.Directives({ version });
	        this.setSchema(version, options);
	        // @ts-expect-error We can't really know that this matches Contents.
	        this.contents =
	            value === undefined ? null : this.createNode(value, _replacer, options);
	    }
	    /**
	     * Create a deep copy of this Document and its contents.
	     *
	     * Custom Node values that inherit from `Object` still refer to their original instances.
	     */
	    clone() {
	        const copy = Object.create(Document.prototype, {
	            [identity.NODE_TYPE]: { value: identity.DOC }
	        });
	        copy.commentBefore = this.commentBefore;
	        copy.comment = this.comment;
	        copy.errors = this.errors.slice();
	        copy.warnings = this.warnings.slice();
	        copy.options = Object.assign({}, this.options);
	        if (this.directives)
	            copy.directives = this.directives.clone();
	        copy.schema = this.schema.clone();
	        // @ts-expect-error We can't really know that this matches Contents.
	        copy.contents = identity.isNode(this.contents)
	            ? this.contents.clone(copy.schema)
	            : this.contents;
	        if (this.range)
	            copy.range = this.range.slice();
	        return copy;
	    }
	    /** Adds a value to the document. */
	    add(value) {
	        if (assertCollection(this.contents))
	            this.contents.add(value);
	    }
	    /** Adds a value to the document. */
	    addIn(path, value) {
	        if (assertCollection(this.contents))
	            this.contents.addIn(path, value);
	    }
	    /**
	     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
	     *
	     * If `node` already has an anchor, `name` is ignored.
	     * Otherwise, the `node.anchor` value will be set to `name`,
	     * or if an anchor with that name is already present in the document,
	     * `name` will be used as a prefix for a new unique anchor.
	     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
	     */
	    createAlias(node, name) {
	        if (!node.anchor) {
	            const prev = anchors.anchorNames(this);
	            node.anchor =
	                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
	                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
	        }
	        return new Alias.Alias(node.anchor);
	    }
	    createNode(value, replacer, options) {
	        let _replacer = undefined;
	        if (typeof replacer === 'function') {
	            value = replacer.call({ '': value }, '', value);
	            _replacer = replacer;
	        }
	        else if (Array.isArray(replacer)) {
	            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
	            const asStr = replacer.filter(keyToStr).map(String);
	            if (asStr.length > 0)
	                replacer = replacer.concat(asStr);
	            _replacer = replacer;
	        }
	        else if (options === undefined && replacer) {
	            options = replacer;
	            replacer = undefined;
	        }
	        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
	        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
	        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
	        anchorPrefix || 'a');
	        const ctx = {
	            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
	            keepUndefined: keepUndefined ?? false,
	            onAnchor,
	            onTagObj,
	            replacer: _replacer,
	            schema: this.schema,
	            sourceObjects
	        };
	        const node = createNode.createNode(value, tag, ctx);
	        if (flow && identity.isCollection(node))
	            node.flow = true;
	        setAnchors();
	        return node;
	    }
	    /**
	     * Convert a key and a value into a `Pair` using the current schema,
	     * recursively wrapping all values as `Scalar` or `Collection` nodes.
	     */
	    createPair(key, value, options = {}) {
	        const k = this.createNode(key, null, options);
	        const v = this.createNode(value, null, options);
	        return new Pair.Pair(k, v);
	    }
	    /**
	     * Removes a value from the document.
	     * @returns `true` if the item was found and removed.
	     */
	    delete(key) {
	        return assertCollection(this.contents) ? this.contents.delete(key) : false;
	    }
	    /**
	     * Removes a value from the document.
	     * @returns `true` if the item was found and removed.
	     */
	    deleteIn(path) {
	        if (Collection.isEmptyPath(path)) {
	            if (this.contents == null)
	                return false;
	            // @ts-expect-error Presumed impossible if Strict extends false
	            this.contents = null;
	            return true;
	        }
	        return assertCollection(this.contents)
	            ? this.contents.deleteIn(path)
	            : false;
	    }
	    /**
	     * Returns item at `key`, or `undefined` if not found. By default unwraps
	     * scalar values from their surrounding node; to disable set `keepScalar` to
	     * `true` (collections are always returned intact).
	     */
	    get(key, keepScalar) {
	        return identity.isCollection(this.contents)
	            ? this.contents.get(key, keepScalar)
	            : undefined;
	    }
	    /**
	     * Returns item at `path`, or `undefined` if not found. By default unwraps
	     * scalar values from their surrounding node; to disable set `keepScalar` to
	     * `true` (collections are always returned intact).
	     */
	    getIn(path, keepScalar) {
	        if (Collection.isEmptyPath(path))
	            return !keepScalar && identity.isScalar(this.contents)
	                ? this.contents.value
	                : this.contents;
	        return identity.isCollection(this.contents)
	            ? this.contents.getIn(path, keepScalar)
	            : undefined;
	    }
	    /**
	     * Checks if the document includes a value with the key `key`.
	     */
	    has(key) {
	        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
	    }
	    /**
	     * Checks if the document includes a value at `path`.
	     */
	    hasIn(path) {
	        if (Collection.isEmptyPath(path))
	            return this.contents !== undefined;
	        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
	    }
	    /**
	     * Sets a value in this document. For `!!set`, `value` needs to be a
	     * boolean to add/remove the item from the set.
	     */
	    set(key, value) {
	        if (this.contents == null) {
	            // @ts-expect-error We can't really know that this matches Contents.
	            this.contents = Collection.collectionFromPath(this.schema, [key], value);
	        }
	        else if (assertCollection(this.contents)) {
	            this.contents.set(key, value);
	        }
	    }
	    /**
	     * Sets a value in this document. For `!!set`, `value` needs to be a
	     * boolean to add/remove the item from the set.
	     */
	    setIn(path, value) {
	        if (Collection.isEmptyPath(path)) {
	            // @ts-expect-error We can't really know that this matches Contents.
	            this.contents = value;
	        }
	        else if (this.contents == null) {
	            // @ts-expect-error We can't really know that this matches Contents.
	            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
	        }
	        else if (assertCollection(this.contents)) {
	            this.contents.setIn(path, value);
	        }
	    }
	    /**
	     * Change the YAML version and schema used by the document.
	     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
	     * It also requires the `schema` option to be given as a `Schema` instance value.
	     *
	     * Overrides all previously set schema options.
	     */
	    setSchema(version, options = {}) {
	        if (typeof version === 'number')
	            version = String(version);
	        let opt;
	        switch (version) {
	            case '1.1':
	                if (this.directives)
	                    this.directives.yaml.version = '1.1';
	                else
	                    this.directives = new directives.Directives({ version: '1.1' });
	                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
	                break;
	            case '1.2':
	            case 'next':
	                if (this.directives)
	                    this.directives.yaml.version = version;
	                else
	                    this.directives = new directives.Directives({ version });
	                opt = { resolveKnownTags: true, schema: 'core' };
	                break;
	            case null:
	                if (this.directives)
	                    delete this.directives;
	                opt = null;
	                break;
	            default: {
	                const sv = JSON.stringify(version);
	                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
	            }
	        }
	        // Not using `instanceof Schema` to allow for duck typing
	        if (options.schema instanceof Object)
	            this.schema = options.schema;
	        else if (opt)
	            this.schema = new Schema.Schema(Object.assign(opt, options));
	        else
	            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
	    }
	    // json & jsonArg are only used from toJSON()
	    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
	        const ctx = {
	            anchors: new Map(),
	            doc: this,
	            keep: !json,
	            mapAsMap: mapAsMap === true,
	            mapKeyWarned: false,
	            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
	        };
	        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
	        if (typeof onAnchor === 'function')
	            for (const { count, res } of ctx.anchors.values())
	                onAnchor(res, count);
	        return typeof reviver === 'function'
	            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
	            : res;
	    }
	    /**
	     * A JSON representation of the document `contents`.
	     *
	     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
	     *   property name.
	     */
	    toJSON(jsonArg, onAnchor) {
	        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
	    }
	    /** A YAML representation of the document. */
	    toString(options = {}) {
	        if (this.errors.length > 0)
	            throw new Error('Document with errors cannot be stringified');
	        if ('indent' in options &&
	            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
	            const s = JSON.stringify(options.indent);
	            throw new Error(`"indent" option must be a positive integer, not ${s}`);
	        }
	        return stringifyDocument.stringifyDocument(this, options);
	    }
	};
	function assertCollection(contents) {
	    if (identity.isCollection(contents))
	        return true;
	    throw new Error('Expected a YAML collection as document contents');
	}

	Document.Document = Document$1;
	return Document;
}

var errors = {};

var hasRequiredErrors;

function requireErrors () {
	if (hasRequiredErrors) return errors;
	hasRequiredErrors = 1;

	class YAMLError extends Error {
	    constructor(name, pos, code, message) {
	        super();
	        this.name = name;
	        this.code = code;
	        this.message = message;
	        this.pos = pos;
	    }
	}
	class YAMLParseError extends YAMLError {
	    constructor(pos, code, message) {
	        super('YAMLParseError', pos, code, message);
	    }
	}
	class YAMLWarning extends YAMLError {
	    constructor(pos, code, message) {
	        super('YAMLWarning', pos, code, message);
	    }
	}
	const prettifyError = (src, lc) => (error) => {
	    if (error.pos[0] === -1)
	        return;
	    error.linePos = error.pos.map(pos => lc.linePos(pos));
	    const { line, col } = error.linePos[0];
	    error.message += ` at line ${line}, column ${col}`;
	    let ci = col - 1;
	    let lineStr = src
	        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
	        .replace(/[\n\r]+$/, '');
	    // Trim to max 80 chars, keeping col position near the middle
	    if (ci >= 60 && lineStr.length > 80) {
	        const trimStart = Math.min(ci - 39, lineStr.length - 79);
	        lineStr = '…' + lineStr.substring(trimStart);
	        ci -= trimStart - 1;
	    }
	    if (lineStr.length > 80)
	        lineStr = lineStr.substring(0, 79) + '…';
	    // Include previous line in context if pointing at line start
	    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
	        // Regexp won't match if start is trimmed
	        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
	        if (prev.length > 80)
	            prev = prev.substring(0, 79) + '…\n';
	        lineStr = prev + lineStr;
	    }
	    if (/[^ ]/.test(lineStr)) {
	        let count = 1;
	        const end = error.linePos[1];
	        if (end?.line === line && end.col > col) {
	            count = Math.max(1, Math.min(end.col - col, 80 - ci));
	        }
	        const pointer = ' '.repeat(ci) + '^'.repeat(count);
	        error.message += `:\n\n${lineStr}\n${pointer}\n`;
	    }
	};

	errors.YAMLError = YAMLError;
	errors.YAMLParseError = YAMLParseError;
	errors.YAMLWarning = YAMLWarning;
	errors.prettifyError = prettifyError;
	return errors;
}

var composeDoc = {};

var composeNode = {};

var composeCollection = {};

var resolveBlockMap = {};

var resolveProps = {};

var hasRequiredResolveProps;

function requireResolveProps () {
	if (hasRequiredResolveProps) return resolveProps;
	hasRequiredResolveProps = 1;

	function resolveProps$1(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
	    let spaceBefore = false;
	    let atNewline = startOnNewline;
	    let hasSpace = startOnNewline;
	    let comment = '';
	    let commentSep = '';
	    let hasNewline = false;
	    let reqSpace = false;
	    let tab = null;
	    let anchor = null;
	    let tag = null;
	    let newlineAfterProp = null;
	    let comma = null;
	    let found = null;
	    let start = null;
	    for (const token of tokens) {
	        if (reqSpace) {
	            if (token.type !== 'space' &&
	                token.type !== 'newline' &&
	                token.type !== 'comma')
	                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
	            reqSpace = false;
	        }
	        if (tab) {
	            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
	                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
	            }
	            tab = null;
	        }
	        switch (token.type) {
	            case 'space':
	                // At the doc level, tabs at line start may be parsed
	                // as leading white space rather than indentation.
	                // In a flow collection, only the parser handles indent.
	                if (!flow &&
	                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
	                    token.source.includes('\t')) {
	                    tab = token;
	                }
	                hasSpace = true;
	                break;
	            case 'comment': {
	                if (!hasSpace)
	                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
	                const cb = token.source.substring(1) || ' ';
	                if (!comment)
	                    comment = cb;
	                else
	                    comment += commentSep + cb;
	                commentSep = '';
	                atNewline = false;
	                break;
	            }
	            case 'newline':
	                if (atNewline) {
	                    if (comment)
	                        comment += token.source;
	                    else if (!found || indicator !== 'seq-item-ind')
	                        spaceBefore = true;
	                }
	                else
	                    commentSep += token.source;
	                atNewline = true;
	                hasNewline = true;
	                if (anchor || tag)
	                    newlineAfterProp = token;
	                hasSpace = true;
	                break;
	            case 'anchor':
	                if (anchor)
	                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
	                if (token.source.endsWith(':'))
	                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
	                anchor = token;
	                start ?? (start = token.offset);
	                atNewline = false;
	                hasSpace = false;
	                reqSpace = true;
	                break;
	            case 'tag': {
	                if (tag)
	                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
	                tag = token;
	                start ?? (start = token.offset);
	                atNewline = false;
	                hasSpace = false;
	                reqSpace = true;
	                break;
	            }
	            case indicator:
	                // Could here handle preceding comments differently
	                if (anchor || tag)
	                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
	                if (found)
	                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
	                found = token;
	                atNewline =
	                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
	                hasSpace = false;
	                break;
	            case 'comma':
	                if (flow) {
	                    if (comma)
	                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
	                    comma = token;
	                    atNewline = false;
	                    hasSpace = false;
	                    break;
	                }
	            // else fallthrough
	            default:
	                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
	                atNewline = false;
	                hasSpace = false;
	        }
	    }
	    const last = tokens[tokens.length - 1];
	    const end = last ? last.offset + last.source.length : offset;
	    if (reqSpace &&
	        next &&
	        next.type !== 'space' &&
	        next.type !== 'newline' &&
	        next.type !== 'comma' &&
	        (next.type !== 'scalar' || next.source !== '')) {
	        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
	    }
	    if (tab &&
	        ((atNewline && tab.indent <= parentIndent) ||
	            next?.type === 'block-map' ||
	            next?.type === 'block-seq'))
	        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
	    return {
	        comma,
	        found,
	        spaceBefore,
	        comment,
	        hasNewline,
	        anchor,
	        tag,
	        newlineAfterProp,
	        end,
	        start: start ?? end
	    };
	}

	resolveProps.resolveProps = resolveProps$1;
	return resolveProps;
}

var utilContainsNewline = {};

var hasRequiredUtilContainsNewline;

function requireUtilContainsNewline () {
	if (hasRequiredUtilContainsNewline) return utilContainsNewline;
	hasRequiredUtilContainsNewline = 1;

	function containsNewline(key) {
	    if (!key)
	        return null;
	    switch (key.type) {
	        case 'alias':
	        case 'scalar':
	        case 'double-quoted-scalar':
	        case 'single-quoted-scalar':
	            if (key.source.includes('\n'))
	                return true;
	            if (key.end)
	                for (const st of key.end)
	                    if (st.type === 'newline')
	                        return true;
	            return false;
	        case 'flow-collection':
	            for (const it of key.items) {
	                for (const st of it.start)
	                    if (st.type === 'newline')
	                        return true;
	                if (it.sep)
	                    for (const st of it.sep)
	                        if (st.type === 'newline')
	                            return true;
	                if (containsNewline(it.key) || containsNewline(it.value))
	                    return true;
	            }
	            return false;
	        default:
	            return true;
	    }
	}

	utilContainsNewline.containsNewline = containsNewline;
	return utilContainsNewline;
}

var utilFlowIndentCheck = {};

var hasRequiredUtilFlowIndentCheck;

function requireUtilFlowIndentCheck () {
	if (hasRequiredUtilFlowIndentCheck) return utilFlowIndentCheck;
	hasRequiredUtilFlowIndentCheck = 1;

	var utilContainsNewline = requireUtilContainsNewline();

	function flowIndentCheck(indent, fc, onError) {
	    if (fc?.type === 'flow-collection') {
	        const end = fc.end[0];
	        if (end.indent === indent &&
	            (end.source === ']' || end.source === '}') &&
	            utilContainsNewline.containsNewline(fc)) {
	            const msg = 'Flow end indicator should be more indented than parent';
	            onError(end, 'BAD_INDENT', msg, true);
	        }
	    }
	}

	utilFlowIndentCheck.flowIndentCheck = flowIndentCheck;
	return utilFlowIndentCheck;
}

var utilMapIncludes = {};

var hasRequiredUtilMapIncludes;

function requireUtilMapIncludes () {
	if (hasRequiredUtilMapIncludes) return utilMapIncludes;
	hasRequiredUtilMapIncludes = 1;

	var identity = requireIdentity();

	function mapIncludes(ctx, items, search) {
	    const { uniqueKeys } = ctx.options;
	    if (uniqueKeys === false)
	        return false;
	    const isEqual = typeof uniqueKeys === 'function'
	        ? uniqueKeys
	        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
	    return items.some(pair => isEqual(pair.key, search));
	}

	utilMapIncludes.mapIncludes = mapIncludes;
	return utilMapIncludes;
}

var hasRequiredResolveBlockMap;

function requireResolveBlockMap () {
	if (hasRequiredResolveBlockMap) return resolveBlockMap;
	hasRequiredResolveBlockMap = 1;

	var Pair = requirePair();
	var YAMLMap = requireYAMLMap();
	var resolveProps = requireResolveProps();
	var utilContainsNewline = requireUtilContainsNewline();
	var utilFlowIndentCheck = requireUtilFlowIndentCheck();
	var utilMapIncludes = requireUtilMapIncludes();

	const startColMsg = 'All mapping items must start at the same column';
	function resolveBlockMap$1({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
	    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
	    const map = new NodeClass(ctx.schema);
	    if (ctx.atRoot)
	        ctx.atRoot = false;
	    let offset = bm.offset;
	    let commentEnd = null;
	    for (const collItem of bm.items) {
	        const { start, key, sep, value } = collItem;
	        // key properties
	        const keyProps = resolveProps.resolveProps(start, {
	            indicator: 'explicit-key-ind',
	            next: key ?? sep?.[0],
	            offset,
	            onError,
	            parentIndent: bm.indent,
	            startOnNewline: true
	        });
	        const implicitKey = !keyProps.found;
	        if (implicitKey) {
	            if (key) {
	                if (key.type === 'block-seq')
	                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
	                else if ('indent' in key && key.indent !== bm.indent)
	                    onError(offset, 'BAD_INDENT', startColMsg);
	            }
	            if (!keyProps.anchor && !keyProps.tag && !sep) {
	                commentEnd = keyProps.end;
	                if (keyProps.comment) {
	                    if (map.comment)
	                        map.comment += '\n' + keyProps.comment;
	                    else
	                        map.comment = keyProps.comment;
	                }
	                continue;
	            }
	            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
	                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
	            }
	        }
	        else if (keyProps.found?.indent !== bm.indent) {
	            onError(offset, 'BAD_INDENT', startColMsg);
	        }
	        // key value
	        ctx.atKey = true;
	        const keyStart = keyProps.end;
	        const keyNode = key
	            ? composeNode(ctx, key, keyProps, onError)
	            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
	        if (ctx.schema.compat)
	            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
	        ctx.atKey = false;
	        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
	            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
	        // value properties
	        const valueProps = resolveProps.resolveProps(sep ?? [], {
	            indicator: 'map-value-ind',
	            next: value,
	            offset: keyNode.range[2],
	            onError,
	            parentIndent: bm.indent,
	            startOnNewline: !key || key.type === 'block-scalar'
	        });
	        offset = valueProps.end;
	        if (valueProps.found) {
	            if (implicitKey) {
	                if (value?.type === 'block-map' && !valueProps.hasNewline)
	                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
	                if (ctx.options.strict &&
	                    keyProps.start < valueProps.found.offset - 1024)
	                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
	            }
	            // value value
	            const valueNode = value
	                ? composeNode(ctx, value, valueProps, onError)
	                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
	            if (ctx.schema.compat)
	                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
	            offset = valueNode.range[2];
	            const pair = new Pair.Pair(keyNode, valueNode);
	            if (ctx.options.keepSourceTokens)
	                pair.srcToken = collItem;
	            map.items.push(pair);
	        }
	        else {
	            // key with no value
	            if (implicitKey)
	                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
	            if (valueProps.comment) {
	                if (keyNode.comment)
	                    keyNode.comment += '\n' + valueProps.comment;
	                else
	                    keyNode.comment = valueProps.comment;
	            }
	            const pair = new Pair.Pair(keyNode);
	            if (ctx.options.keepSourceTokens)
	                pair.srcToken = collItem;
	            map.items.push(pair);
	        }
	    }
	    if (commentEnd && commentEnd < offset)
	        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
	    map.range = [bm.offset, offset, commentEnd ?? offset];
	    return map;
	}

	resolveBlockMap.resolveBlockMap = resolveBlockMap$1;
	return resolveBlockMap;
}

var resolveBlockSeq = {};

var hasRequiredResolveBlockSeq;

function requireResolveBlockSeq () {
	if (hasRequiredResolveBlockSeq) return resolveBlockSeq;
	hasRequiredResolveBlockSeq = 1;

	var YAMLSeq = requireYAMLSeq();
	var resolveProps = requireResolveProps();
	var utilFlowIndentCheck = requireUtilFlowIndentCheck();

	function resolveBlockSeq$1({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
	    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
	    const seq = new NodeClass(ctx.schema);
	    if (ctx.atRoot)
	        ctx.atRoot = false;
	    if (ctx.atKey)
	        ctx.atKey = false;
	    let offset = bs.offset;
	    let commentEnd = null;
	    for (const { start, value } of bs.items) {
	        const props = resolveProps.resolveProps(start, {
	            indicator: 'seq-item-ind',
	            next: value,
	            offset,
	            onError,
	            parentIndent: bs.indent,
	            startOnNewline: true
	        });
	        if (!props.found) {
	            if (props.anchor || props.tag || value) {
	                if (value?.type === 'block-seq')
	                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
	                else
	                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
	            }
	            else {
	                commentEnd = props.end;
	                if (props.comment)
	                    seq.comment = props.comment;
	                continue;
	            }
	        }
	        const node = value
	            ? composeNode(ctx, value, props, onError)
	            : composeEmptyNode(ctx, props.end, start, null, props, onError);
	        if (ctx.schema.compat)
	            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
	        offset = node.range[2];
	        seq.items.push(node);
	    }
	    seq.range = [bs.offset, offset, commentEnd ?? offset];
	    return seq;
	}

	resolveBlockSeq.resolveBlockSeq = resolveBlockSeq$1;
	return resolveBlockSeq;
}

var resolveFlowCollection = {};

var resolveEnd = {};

var hasRequiredResolveEnd;

function requireResolveEnd () {
	if (hasRequiredResolveEnd) return resolveEnd;
	hasRequiredResolveEnd = 1;

	function resolveEnd$1(end, offset, reqSpace, onError) {
	    let comment = '';
	    if (end) {
	        let hasSpace = false;
	        let sep = '';
	        for (const token of end) {
	            const { source, type } = token;
	            switch (type) {
	                case 'space':
	                    hasSpace = true;
	                    break;
	                case 'comment': {
	                    if (reqSpace && !hasSpace)
	                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
	                    const cb = source.substring(1) || ' ';
	                    if (!comment)
	                        comment = cb;
	                    else
	                        comment += sep + cb;
	                    sep = '';
	                    break;
	                }
	                case 'newline':
	                    if (comment)
	                        sep += source;
	                    hasSpace = true;
	                    break;
	                default:
	                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
	            }
	            offset += source.length;
	        }
	    }
	    return { comment, offset };
	}

	resolveEnd.resolveEnd = resolveEnd$1;
	return resolveEnd;
}

var hasRequiredResolveFlowCollection;

function requireResolveFlowCollection () {
	if (hasRequiredResolveFlowCollection) return resolveFlowCollection;
	hasRequiredResolveFlowCollection = 1;

	var identity = requireIdentity();
	var Pair = requirePair();
	var YAMLMap = requireYAMLMap();
	var YAMLSeq = requireYAMLSeq();
	var resolveEnd = requireResolveEnd();
	var resolveProps = requireResolveProps();
	var utilContainsNewline = requireUtilContainsNewline();
	var utilMapIncludes = requireUtilMapIncludes();

	const blockMsg = 'Block collections are not allowed within flow collections';
	const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
	function resolveFlowCollection$1({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
	    const isMap = fc.start.source === '{';
	    const fcName = isMap ? 'flow map' : 'flow sequence';
	    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
	    const coll = new NodeClass(ctx.schema);
	    coll.flow = true;
	    const atRoot = ctx.atRoot;
	    if (atRoot)
	        ctx.atRoot = false;
	    if (ctx.atKey)
	        ctx.atKey = false;
	    let offset = fc.offset + fc.start.source.length;
	    for (let i = 0; i < fc.items.length; ++i) {
	        const collItem = fc.items[i];
	        const { start, key, sep, value } = collItem;
	        const props = resolveProps.resolveProps(start, {
	            flow: fcName,
	            indicator: 'explicit-key-ind',
	            next: key ?? sep?.[0],
	            offset,
	            onError,
	            parentIndent: fc.indent,
	            startOnNewline: false
	        });
	        if (!props.found) {
	            if (!props.anchor && !props.tag && !sep && !value) {
	                if (i === 0 && props.comma)
	                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
	                else if (i < fc.items.length - 1)
	                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
	                if (props.comment) {
	                    if (coll.comment)
	                        coll.comment += '\n' + props.comment;
	                    else
	                        coll.comment = props.comment;
	                }
	                offset = props.end;
	                continue;
	            }
	            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
	                onError(key, // checked by containsNewline()
	                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
	        }
	        if (i === 0) {
	            if (props.comma)
	                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
	        }
	        else {
	            if (!props.comma)
	                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
	            if (props.comment) {
	                let prevItemComment = '';
	                loop: for (const st of start) {
	                    switch (st.type) {
	                        case 'comma':
	                        case 'space':
	                            break;
	                        case 'comment':
	                            prevItemComment = st.source.substring(1);
	                            break loop;
	                        default:
	                            break loop;
	                    }
	                }
	                if (prevItemComment) {
	                    let prev = coll.items[coll.items.length - 1];
	                    if (identity.isPair(prev))
	                        prev = prev.value ?? prev.key;
	                    if (prev.comment)
	                        prev.comment += '\n' + prevItemComment;
	                    else
	                        prev.comment = prevItemComment;
	                    props.comment = props.comment.substring(prevItemComment.length + 1);
	                }
	            }
	        }
	        if (!isMap && !sep && !props.found) {
	            // item is a value in a seq
	            // → key & sep are empty, start does not include ? or :
	            const valueNode = value
	                ? composeNode(ctx, value, props, onError)
	                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
	            coll.items.push(valueNode);
	            offset = valueNode.range[2];
	            if (isBlock(value))
	                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
	        }
	        else {
	            // item is a key+value pair
	            // key value
	            ctx.atKey = true;
	            const keyStart = props.end;
	            const keyNode = key
	                ? composeNode(ctx, key, props, onError)
	                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
	            if (isBlock(key))
	                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
	            ctx.atKey = false;
	            // value properties
	            const valueProps = resolveProps.resolveProps(sep ?? [], {
	                flow: fcName,
	                indicator: 'map-value-ind',
	                next: value,
	                offset: keyNode.range[2],
	                onError,
	                parentIndent: fc.indent,
	                startOnNewline: false
	            });
	            if (valueProps.found) {
	                if (!isMap && !props.found && ctx.options.strict) {
	                    if (sep)
	                        for (const st of sep) {
	                            if (st === valueProps.found)
	                                break;
	                            if (st.type === 'newline') {
	                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
	                                break;
	                            }
	                        }
	                    if (props.start < valueProps.found.offset - 1024)
	                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
	                }
	            }
	            else if (value) {
	                if ('source' in value && value.source?.[0] === ':')
	                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
	                else
	                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
	            }
	            // value value
	            const valueNode = value
	                ? composeNode(ctx, value, valueProps, onError)
	                : valueProps.found
	                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
	                    : null;
	            if (valueNode) {
	                if (isBlock(value))
	                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
	            }
	            else if (valueProps.comment) {
	                if (keyNode.comment)
	                    keyNode.comment += '\n' + valueProps.comment;
	                else
	                    keyNode.comment = valueProps.comment;
	            }
	            const pair = new Pair.Pair(keyNode, valueNode);
	            if (ctx.options.keepSourceTokens)
	                pair.srcToken = collItem;
	            if (isMap) {
	                const map = coll;
	                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
	                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
	                map.items.push(pair);
	            }
	            else {
	                const map = new YAMLMap.YAMLMap(ctx.schema);
	                map.flow = true;
	                map.items.push(pair);
	                const endRange = (valueNode ?? keyNode).range;
	                map.range = [keyNode.range[0], endRange[1], endRange[2]];
	                coll.items.push(map);
	            }
	            offset = valueNode ? valueNode.range[2] : valueProps.end;
	        }
	    }
	    const expectedEnd = isMap ? '}' : ']';
	    const [ce, ...ee] = fc.end;
	    let cePos = offset;
	    if (ce?.source === expectedEnd)
	        cePos = ce.offset + ce.source.length;
	    else {
	        const name = fcName[0].toUpperCase() + fcName.substring(1);
	        const msg = atRoot
	            ? `${name} must end with a ${expectedEnd}`
	            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
	        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
	        if (ce && ce.source.length !== 1)
	            ee.unshift(ce);
	    }
	    if (ee.length > 0) {
	        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
	        if (end.comment) {
	            if (coll.comment)
	                coll.comment += '\n' + end.comment;
	            else
	                coll.comment = end.comment;
	        }
	        coll.range = [fc.offset, cePos, end.offset];
	    }
	    else {
	        coll.range = [fc.offset, cePos, cePos];
	    }
	    return coll;
	}

	resolveFlowCollection.resolveFlowCollection = resolveFlowCollection$1;
	return resolveFlowCollection;
}

var hasRequiredComposeCollection;

function requireComposeCollection () {
	if (hasRequiredComposeCollection) return composeCollection;
	hasRequiredComposeCollection = 1;

	var identity = requireIdentity();
	var Scalar = requireScalar();
	var YAMLMap = requireYAMLMap();
	var YAMLSeq = requireYAMLSeq();
	var resolveBlockMap = requireResolveBlockMap();
	var resolveBlockSeq = requireResolveBlockSeq();
	var resolveFlowCollection = requireResolveFlowCollection();

	function resolveCollection(CN, ctx, token, onError, tagName, tag) {
	    const coll = token.type === 'block-map'
	        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
	        : token.type === 'block-seq'
	            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
	            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
	    const Coll = coll.constructor;
	    // If we got a tagName matching the class, or the tag name is '!',
	    // then use the tagName from the node class used to create it.
	    if (tagName === '!' || tagName === Coll.tagName) {
	        coll.tag = Coll.tagName;
	        return coll;
	    }
	    if (tagName)
	        coll.tag = tagName;
	    return coll;
	}
	function composeCollection$1(CN, ctx, token, props, onError) {
	    const tagToken = props.tag;
	    const tagName = !tagToken
	        ? null
	        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
	    if (token.type === 'block-seq') {
	        const { anchor, newlineAfterProp: nl } = props;
	        const lastProp = anchor && tagToken
	            ? anchor.offset > tagToken.offset
	                ? anchor
	                : tagToken
	            : (anchor ?? tagToken);
	        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
	            const message = 'Missing newline after block sequence props';
	            onError(lastProp, 'MISSING_CHAR', message);
	        }
	    }
	    const expType = token.type === 'block-map'
	        ? 'map'
	        : token.type === 'block-seq'
	            ? 'seq'
	            : token.start.source === '{'
	                ? 'map'
	                : 'seq';
	    // shortcut: check if it's a generic YAMLMap or YAMLSeq
	    // before jumping into the custom tag logic.
	    if (!tagToken ||
	        !tagName ||
	        tagName === '!' ||
	        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
	        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
	        return resolveCollection(CN, ctx, token, onError, tagName);
	    }
	    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
	    if (!tag) {
	        const kt = ctx.schema.knownTags[tagName];
	        if (kt?.collection === expType) {
	            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
	            tag = kt;
	        }
	        else {
	            if (kt) {
	                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
	            }
	            else {
	                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
	            }
	            return resolveCollection(CN, ctx, token, onError, tagName);
	        }
	    }
	    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
	    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
	    const node = identity.isNode(res)
	        ? res
	        : new Scalar.Scalar(res);
	    node.range = coll.range;
	    node.tag = tagName;
	    if (tag?.format)
	        node.format = tag.format;
	    return node;
	}

	composeCollection.composeCollection = composeCollection$1;
	return composeCollection;
}

var composeScalar = {};

var resolveBlockScalar = {};

var hasRequiredResolveBlockScalar;

function requireResolveBlockScalar () {
	if (hasRequiredResolveBlockScalar) return resolveBlockScalar;
	hasRequiredResolveBlockScalar = 1;

	var Scalar = requireScalar();

	function resolveBlockScalar$1(ctx, scalar, onError) {
	    const start = scalar.offset;
	    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
	    if (!header)
	        return { value: '', type: null, comment: '', range: [start, start, start] };
	    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
	    const lines = scalar.source ? splitLines(scalar.source) : [];
	    // determine the end of content & start of chomping
	    let chompStart = lines.length;
	    for (let i = lines.length - 1; i >= 0; --i) {
	        const content = lines[i][1];
	        if (content === '' || content === '\r')
	            chompStart = i;
	        else
	            break;
	    }
	    // shortcut for empty contents
	    if (chompStart === 0) {
	        const value = header.chomp === '+' && lines.length > 0
	            ? '\n'.repeat(Math.max(1, lines.length - 1))
	            : '';
	        let end = start + header.length;
	        if (scalar.source)
	            end += scalar.source.length;
	        return { value, type, comment: header.comment, range: [start, end, end] };
	    }
	    // find the indentation level to trim from start
	    let trimIndent = scalar.indent + header.indent;
	    let offset = scalar.offset + header.length;
	    let contentStart = 0;
	    for (let i = 0; i < chompStart; ++i) {
	        const [indent, content] = lines[i];
	        if (content === '' || content === '\r') {
	            if (header.indent === 0 && indent.length > trimIndent)
	                trimIndent = indent.length;
	        }
	        else {
	            if (indent.length < trimIndent) {
	                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
	                onError(offset + indent.length, 'MISSING_CHAR', message);
	            }
	            if (header.indent === 0)
	                trimIndent = indent.length;
	            contentStart = i;
	            if (trimIndent === 0 && !ctx.atRoot) {
	                const message = 'Block scalar values in collections must be indented';
	                onError(offset, 'BAD_INDENT', message);
	            }
	            break;
	        }
	        offset += indent.length + content.length + 1;
	    }
	    // include trailing more-indented empty lines in content
	    for (let i = lines.length - 1; i >= chompStart; --i) {
	        if (lines[i][0].length > trimIndent)
	            chompStart = i + 1;
	    }
	    let value = '';
	    let sep = '';
	    let prevMoreIndented = false;
	    // leading whitespace is kept intact
	    for (let i = 0; i < contentStart; ++i)
	        value += lines[i][0].slice(trimIndent) + '\n';
	    for (let i = contentStart; i < chompStart; ++i) {
	        let [indent, content] = lines[i];
	        offset += indent.length + content.length + 1;
	        const crlf = content[content.length - 1] === '\r';
	        if (crlf)
	            content = content.slice(0, -1);
	        /* istanbul ignore if already caught in lexer */
	        if (content && indent.length < trimIndent) {
	            const src = header.indent
	                ? 'explicit indentation indicator'
	                : 'first line';
	            const message = `Block scalar lines must not be less indented than their ${src}`;
	            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
	            indent = '';
	        }
	        if (type === Scalar.Scalar.BLOCK_LITERAL) {
	            value += sep + indent.slice(trimIndent) + content;
	            sep = '\n';
	        }
	        else if (indent.length > trimIndent || content[0] === '\t') {
	            // more-indented content within a folded block
	            if (sep === ' ')
	                sep = '\n';
	            else if (!prevMoreIndented && sep === '\n')
	                sep = '\n\n';
	            value += sep + indent.slice(trimIndent) + content;
	            sep = '\n';
	            prevMoreIndented = true;
	        }
	        else if (content === '') {
	            // empty line
	            if (sep === '\n')
	                value += '\n';
	            else
	                sep = '\n';
	        }
	        else {
	            value += sep + content;
	            sep = ' ';
	            prevMoreIndented = false;
	        }
	    }
	    switch (header.chomp) {
	        case '-':
	            break;
	        case '+':
	            for (let i = chompStart; i < lines.length; ++i)
	                value += '\n' + lines[i][0].slice(trimIndent);
	            if (value[value.length - 1] !== '\n')
	                value += '\n';
	            break;
	        default:
	            value += '\n';
	    }
	    const end = start + header.length + scalar.source.length;
	    return { value, type, comment: header.comment, range: [start, end, end] };
	}
	function parseBlockScalarHeader({ offset, props }, strict, onError) {
	    /* istanbul ignore if should not happen */
	    if (props[0].type !== 'block-scalar-header') {
	        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
	        return null;
	    }
	    const { source } = props[0];
	    const mode = source[0];
	    let indent = 0;
	    let chomp = '';
	    let error = -1;
	    for (let i = 1; i < source.length; ++i) {
	        const ch = source[i];
	        if (!chomp && (ch === '-' || ch === '+'))
	            chomp = ch;
	        else {
	            const n = Number(ch);
	            if (!indent && n)
	                indent = n;
	            else if (error === -1)
	                error = offset + i;
	        }
	    }
	    if (error !== -1)
	        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
	    let hasSpace = false;
	    let comment = '';
	    let length = source.length;
	    for (let i = 1; i < props.length; ++i) {
	        const token = props[i];
	        switch (token.type) {
	            case 'space':
	                hasSpace = true;
	            // fallthrough
	            case 'newline':
	                length += token.source.length;
	                break;
	            case 'comment':
	                if (strict && !hasSpace) {
	                    const message = 'Comments must be separated from other tokens by white space characters';
	                    onError(token, 'MISSING_CHAR', message);
	                }
	                length += token.source.length;
	                comment = token.source.substring(1);
	                break;
	            case 'error':
	                onError(token, 'UNEXPECTED_TOKEN', token.message);
	                length += token.source.length;
	                break;
	            /* istanbul ignore next should not happen */
	            default: {
	                const message = `Unexpected token in block scalar header: ${token.type}`;
	                onError(token, 'UNEXPECTED_TOKEN', message);
	                const ts = token.source;
	                if (ts && typeof ts === 'string')
	                    length += ts.length;
	            }
	        }
	    }
	    return { mode, indent, chomp, comment, length };
	}
	/** @returns Array of lines split up as `[indent, content]` */
	function splitLines(source) {
	    const split = source.split(/\n( *)/);
	    const first = split[0];
	    const m = first.match(/^( *)/);
	    const line0 = m?.[1]
	        ? [m[1], first.slice(m[1].length)]
	        : ['', first];
	    const lines = [line0];
	    for (let i = 1; i < split.length; i += 2)
	        lines.push([split[i], split[i + 1]]);
	    return lines;
	}

	resolveBlockScalar.resolveBlockScalar = resolveBlockScalar$1;
	return resolveBlockScalar;
}

var resolveFlowScalar = {};

var hasRequiredResolveFlowScalar;

function requireResolveFlowScalar () {
	if (hasRequiredResolveFlowScalar) return resolveFlowScalar;
	hasRequiredResolveFlowScalar = 1;

	var Scalar = requireScalar();
	var resolveEnd = requireResolveEnd();

	function resolveFlowScalar$1(scalar, strict, onError) {
	    const { offset, type, source, end } = scalar;
	    let _type;
	    let value;
	    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
	    switch (type) {
	        case 'scalar':
	            _type = Scalar.Scalar.PLAIN;
	            value = plainValue(source, _onError);
	            break;
	        case 'single-quoted-scalar':
	            _type = Scalar.Scalar.QUOTE_SINGLE;
	            value = singleQuotedValue(source, _onError);
	            break;
	        case 'double-quoted-scalar':
	            _type = Scalar.Scalar.QUOTE_DOUBLE;
	            value = doubleQuotedValue(source, _onError);
	            break;
	        /* istanbul ignore next should not happen */
	        default:
	            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
	            return {
	                value: '',
	                type: null,
	                comment: '',
	                range: [offset, offset + source.length, offset + source.length]
	            };
	    }
	    const valueEnd = offset + source.length;
	    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
	    return {
	        value,
	        type: _type,
	        comment: re.comment,
	        range: [offset, valueEnd, re.offset]
	    };
	}
	function plainValue(source, onError) {
	    let badChar = '';
	    switch (source[0]) {
	        /* istanbul ignore next should not happen */
	        case '\t':
	            badChar = 'a tab character';
	            break;
	        case ',':
	            badChar = 'flow indicator character ,';
	            break;
	        case '%':
	            badChar = 'directive indicator character %';
	            break;
	        case '|':
	        case '>': {
	            badChar = `block scalar indicator ${source[0]}`;
	            break;
	        }
	        case '@':
	        case '`': {
	            badChar = `reserved character ${source[0]}`;
	            break;
	        }
	    }
	    if (badChar)
	        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
	    return unfoldLines(source);
	}
	function singleQuotedValue(source, onError) {
	    if (source[source.length - 1] !== "'" || source.length === 1)
	        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
	    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
	}
	function unfoldLines(source) {
	    const line = /(.*?)\r?\n/sy;
	    let match = line.exec(source);
	    if (!match)
	        return source;
	    /**
	     * The negative lookbehinds in these RegExps are to
	     * prevent causing a polynomial search time in certain cases.
	     *
	     * The try-catch is for Safari < 16.4 and other old browsers:
	     * https://caniuse.com/js-regexp-lookbehind
	     */
	    let trimEnd, trimBoth;
	    try {
	        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
	        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
	    }
	    catch {
	        trimEnd = /[ \t]+$/;
	        trimBoth = /^[ \t]+|[ \t]+$/g;
	    }
	    let res = match[1].replace(trimEnd, '');
	    let sep = ' ';
	    let pos = line.lastIndex;
	    while ((match = line.exec(source))) {
	        const lm = match[1].replace(trimBoth, '');
	        if (lm === '') {
	            if (sep === '\n')
	                res += sep;
	            else
	                sep = '\n';
	        }
	        else {
	            res += sep + lm;
	            sep = ' ';
	        }
	        pos = line.lastIndex;
	    }
	    const last = /[ \t]*(.*)/sy;
	    last.lastIndex = pos;
	    match = last.exec(source);
	    return res + sep + (match?.[1] ?? '');
	}
	function doubleQuotedValue(source, onError) {
	    let res = '';
	    for (let i = 1; i < source.length - 1; ++i) {
	        const ch = source[i];
	        if (ch === '\r' && source[i + 1] === '\n')
	            continue;
	        if (ch === '\n') {
	            const { fold, offset } = foldNewline(source, i);
	            res += fold;
	            i = offset;
	        }
	        else if (ch === '\\') {
	            let next = source[++i];
	            const cc = escapeCodes[next];
	            if (cc)
	                res += cc;
	            else if (next === '\n') {
	                // skip escaped newlines, but still trim the following line
	                next = source[i + 1];
	                while (next === ' ' || next === '\t')
	                    next = source[++i + 1];
	            }
	            else if (next === '\r' && source[i + 1] === '\n') {
	                // skip escaped CRLF newlines, but still trim the following line
	                next = source[++i + 1];
	                while (next === ' ' || next === '\t')
	                    next = source[++i + 1];
	            }
	            else if (next === 'x' || next === 'u' || next === 'U') {
	                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
	                res += parseCharCode(source, i + 1, length, onError);
	                i += length;
	            }
	            else {
	                const raw = source.substr(i - 1, 2);
	                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
	                res += raw;
	            }
	        }
	        else if (ch === ' ' || ch === '\t') {
	            // trim trailing whitespace
	            const wsStart = i;
	            let next = source[i + 1];
	            while (next === ' ' || next === '\t')
	                next = source[++i + 1];
	            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
	                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
	        }
	        else {
	            res += ch;
	        }
	    }
	    if (source[source.length - 1] !== '"' || source.length === 1)
	        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
	    return res;
	}
	/**
	 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
	 * Presumes `source[offset] === '\n'`
	 */
	function foldNewline(source, offset) {
	    let fold = '';
	    let ch = source[offset + 1];
	    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
	        if (ch === '\r' && source[offset + 2] !== '\n')
	            break;
	        if (ch === '\n')
	            fold += '\n';
	        offset += 1;
	        ch = source[offset + 1];
	    }
	    if (!fold)
	        fold = ' ';
	    return { fold, offset };
	}
	const escapeCodes = {
	    '0': '\0', // null character
	    a: '\x07', // bell character
	    b: '\b', // backspace
	    e: '\x1b', // escape character
	    f: '\f', // form feed
	    n: '\n', // line feed
	    r: '\r', // carriage return
	    t: '\t', // horizontal tab
	    v: '\v', // vertical tab
	    N: '\u0085', // Unicode next line
	    _: '\u00a0', // Unicode non-breaking space
	    L: '\u2028', // Unicode line separator
	    P: '\u2029', // Unicode paragraph separator
	    ' ': ' ',
	    '"': '"',
	    '/': '/',
	    '\\': '\\',
	    '\t': '\t'
	};
	function parseCharCode(source, offset, length, onError) {
	    const cc = source.substr(offset, length);
	    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
	    const code = ok ? parseInt(cc, 16) : NaN;
	    try {
	        return String.fromCodePoint(code);
	    }
	    catch {
	        const raw = source.substr(offset - 2, length + 2);
	        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
	        return raw;
	    }
	}

	resolveFlowScalar.resolveFlowScalar = resolveFlowScalar$1;
	return resolveFlowScalar;
}

var hasRequiredComposeScalar;

function requireComposeScalar () {
	if (hasRequiredComposeScalar) return composeScalar;
	hasRequiredComposeScalar = 1;

	var identity = requireIdentity();
	var Scalar = requireScalar();
	var resolveBlockScalar = requireResolveBlockScalar();
	var resolveFlowScalar = requireResolveFlowScalar();

	function composeScalar$1(ctx, token, tagToken, onError) {
	    const { value, type, comment, range } = token.type === 'block-scalar'
	        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
	        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
	    const tagName = tagToken
	        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
	        : null;
	    let tag;
	    if (ctx.options.stringKeys && ctx.atKey) {
	        tag = ctx.schema[identity.SCALAR];
	    }
	    else if (tagName)
	        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
	    else if (token.type === 'scalar')
	        tag = findScalarTagByTest(ctx, value, token, onError);
	    else
	        tag = ctx.schema[identity.SCALAR];
	    let scalar;
	    try {
	        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
	        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
	    }
	    catch (error) {
	        const msg = error instanceof Error ? error.message : String(error);
	        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
	        scalar = new Scalar.Scalar(value);
	    }
	    scalar.range = range;
	    scalar.source = value;
	    if (type)
	        scalar.type = type;
	    if (tagName)
	        scalar.tag = tagName;
	    if (tag.format)
	        scalar.format = tag.format;
	    if (comment)
	        scalar.comment = comment;
	    return scalar;
	}
	function findScalarTagByName(schema, value, tagName, tagToken, onError) {
	    if (tagName === '!')
	        return schema[identity.SCALAR]; // non-specific tag
	    const matchWithTest = [];
	    for (const tag of schema.tags) {
	        if (!tag.collection && tag.tag === tagName) {
	            if (tag.default && tag.test)
	                matchWithTest.push(tag);
	            else
	                return tag;
	        }
	    }
	    for (const tag of matchWithTest)
	        if (tag.test?.test(value))
	            return tag;
	    const kt = schema.knownTags[tagName];
	    if (kt && !kt.collection) {
	        // Ensure that the known tag is available for stringifying,
	        // but does not get used by default.
	        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
	        return kt;
	    }
	    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
	    return schema[identity.SCALAR];
	}
	function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
	    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
	        tag.test?.test(value)) || schema[identity.SCALAR];
	    if (schema.compat) {
	        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
	            schema[identity.SCALAR];
	        if (tag.tag !== compat.tag) {
	            const ts = directives.tagString(tag.tag);
	            const cs = directives.tagString(compat.tag);
	            const msg = `Value may be parsed as either ${ts} or ${cs}`;
	            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
	        }
	    }
	    return tag;
	}

	composeScalar.composeScalar = composeScalar$1;
	return composeScalar;
}

var utilEmptyScalarPosition = {};

var hasRequiredUtilEmptyScalarPosition;

function requireUtilEmptyScalarPosition () {
	if (hasRequiredUtilEmptyScalarPosition) return utilEmptyScalarPosition;
	hasRequiredUtilEmptyScalarPosition = 1;

	function emptyScalarPosition(offset, before, pos) {
	    if (before) {
	        pos ?? (pos = before.length);
	        for (let i = pos - 1; i >= 0; --i) {
	            let st = before[i];
	            switch (st.type) {
	                case 'space':
	                case 'comment':
	                case 'newline':
	                    offset -= st.source.length;
	                    continue;
	            }
	            // Technically, an empty scalar is immediately after the last non-empty
	            // node, but it's more useful to place it after any whitespace.
	            st = before[++i];
	            while (st?.type === 'space') {
	                offset += st.source.length;
	                st = before[++i];
	            }
	            break;
	        }
	    }
	    return offset;
	}

	utilEmptyScalarPosition.emptyScalarPosition = emptyScalarPosition;
	return utilEmptyScalarPosition;
}

var hasRequiredComposeNode;

function requireComposeNode () {
	if (hasRequiredComposeNode) return composeNode;
	hasRequiredComposeNode = 1;

	var Alias = requireAlias();
	var identity = requireIdentity();
	var composeCollection = requireComposeCollection();
	var composeScalar = requireComposeScalar();
	var resolveEnd = requireResolveEnd();
	var utilEmptyScalarPosition = requireUtilEmptyScalarPosition();

	const CN = { composeNode: composeNode$1, composeEmptyNode };
	function composeNode$1(ctx, token, props, onError) {
	    const atKey = ctx.atKey;
	    const { spaceBefore, comment, anchor, tag } = props;
	    let node;
	    let isSrcToken = true;
	    switch (token.type) {
	        case 'alias':
	            node = composeAlias(ctx, token, onError);
	            if (anchor || tag)
	                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
	            break;
	        case 'scalar':
	        case 'single-quoted-scalar':
	        case 'double-quoted-scalar':
	        case 'block-scalar':
	            node = composeScalar.composeScalar(ctx, token, tag, onError);
	            if (anchor)
	                node.anchor = anchor.source.substring(1);
	            break;
	        case 'block-map':
	        case 'block-seq':
	        case 'flow-collection':
	            try {
	                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
	                if (anchor)
	                    node.anchor = anchor.source.substring(1);
	            }
	            catch (error) {
	                // Almost certainly here due to a stack overflow
	                const message = error instanceof Error ? error.message : String(error);
	                onError(token, 'RESOURCE_EXHAUSTION', message);
	            }
	            break;
	        default: {
	            const message = token.type === 'error'
	                ? token.message
	                : `Unsupported token (type: ${token.type})`;
	            onError(token, 'UNEXPECTED_TOKEN', message);
	            isSrcToken = false;
	        }
	    }
	    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
	    if (anchor && node.anchor === '')
	        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
	    if (atKey &&
	        ctx.options.stringKeys &&
	        (!identity.isScalar(node) ||
	            typeof node.value !== 'string' ||
	            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
	        const msg = 'With stringKeys, all keys must be strings';
	        onError(tag ?? token, 'NON_STRING_KEY', msg);
	    }
	    if (spaceBefore)
	        node.spaceBefore = true;
	    if (comment) {
	        if (token.type === 'scalar' && token.source === '')
	            node.comment = comment;
	        else
	            node.commentBefore = comment;
	    }
	    // @ts-expect-error Type checking misses meaning of isSrcToken
	    if (ctx.options.keepSourceTokens && isSrcToken)
	        node.srcToken = token;
	    return node;
	}
	function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
	    const token = {
	        type: 'scalar',
	        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
	        indent: -1,
	        source: ''
	    };
	    const node = composeScalar.composeScalar(ctx, token, tag, onError);
	    if (anchor) {
	        node.anchor = anchor.source.substring(1);
	        if (node.anchor === '')
	            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
	    }
	    if (spaceBefore)
	        node.spaceBefore = true;
	    if (comment) {
	        node.comment = comment;
	        node.range[2] = end;
	    }
	    return node;
	}
	function composeAlias({ options }, { offset, source, end }, onError) {
	    const alias = new Alias.Alias(source.substring(1));
	    if (alias.source === '')
	        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
	    if (alias.source.endsWith(':'))
	        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
	    const valueEnd = offset + source.length;
	    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
	    alias.range = [offset, valueEnd, re.offset];
	    if (re.comment)
	        alias.comment = re.comment;
	    return alias;
	}

	composeNode.composeEmptyNode = composeEmptyNode;
	composeNode.composeNode = composeNode$1;
	return composeNode;
}

var hasRequiredComposeDoc;

function requireComposeDoc () {
	if (hasRequiredComposeDoc) return composeDoc;
	hasRequiredComposeDoc = 1;

	var Document = requireDocument();
	var composeNode = requireComposeNode();
	var resolveEnd = requireResolveEnd();
	var resolveProps = requireResolveProps();

	function composeDoc$1(options, directives, { offset, start, value, end }, onError) {
	    const opts = Object.assign({ _directives: directives }, options);
	    const doc = new Document.Document(undefined, opts);
	    const ctx = {
	        atKey: false,
	        atRoot: true,
	        directives: doc.directives,
	        options: doc.options,
	        schema: doc.schema
	    };
	    const props = resolveProps.resolveProps(start, {
	        indicator: 'doc-start',
	        next: value ?? end?.[0],
	        offset,
	        onError,
	        parentIndent: 0,
	        startOnNewline: true
	    });
	    if (props.found) {
	        doc.directives.docStart = true;
	        if (value &&
	            (value.type === 'block-map' || value.type === 'block-seq') &&
	            !props.hasNewline)
	            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
	    }
	    // @ts-expect-error If Contents is set, let's trust the user
	    doc.contents = value
	        ? composeNode.composeNode(ctx, value, props, onError)
	        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
	    const contentEnd = doc.contents.range[2];
	    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
	    if (re.comment)
	        doc.comment = re.comment;
	    doc.range = [offset, contentEnd, re.offset];
	    return doc;
	}

	composeDoc.composeDoc = composeDoc$1;
	return composeDoc;
}

var hasRequiredComposer;

function requireComposer () {
	if (hasRequiredComposer) return composer;
	hasRequiredComposer = 1;

	var node_process = require$$0;
	var directives = requireDirectives();
	var Document = requireDocument();
	var errors = requireErrors();
	var identity = requireIdentity();
	var composeDoc = requireComposeDoc();
	var resolveEnd = requireResolveEnd();

	function getErrorPos(src) {
	    if (typeof src === 'number')
	        return [src, src + 1];
	    if (Array.isArray(src))
	        return src.length === 2 ? src : [src[0], src[1]];
	    const { offset, source } = src;
	    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
	}
	function parsePrelude(prelude) {
	    let comment = '';
	    let atComment = false;
	    let afterEmptyLine = false;
	    for (let i = 0; i < prelude.length; ++i) {
	        const source = prelude[i];
	        switch (source[0]) {
	            case '#':
	                comment +=
	                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
	                        (source.substring(1) || ' ');
	                atComment = true;
	                afterEmptyLine = false;
	                break;
	            case '%':
	                if (prelude[i + 1]?.[0] !== '#')
	                    i += 1;
	                atComment = false;
	                break;
	            default:
	                // This may be wrong after doc-end, but in that case it doesn't matter
	                if (!atComment)
	                    afterEmptyLine = true;
	                atComment = false;
	        }
	    }
	    return { comment, afterEmptyLine };
	}
	/**
	 * Compose a stream of CST nodes into a stream of YAML Documents.
	 *
	 * ```ts
	 * import { Composer, Parser } from 'yaml'
	 *
	 * const src: string = ...
	 * const tokens = new Parser().parse(src)
	 * const docs = new Composer().compose(tokens)
	 * ```
	 */
	class Composer {
	    constructor(options = {}) {
	        this.doc = null;
	        this.atDirectives = false;
	        this.prelude = [];
	        this.errors = [];
	        this.warnings = [];
	        this.onError = (source, code, message, warning) => {
	            const pos = getErrorPos(source);
	            if (warning)
	                this.warnings.push(new errors.YAMLWarning(pos, code, message));
	            else
	                this.errors.push(new errors.YAMLParseError(pos, code, message));
	        };
	        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
	        this.directives = new directives.Directives({ version: options.version || '1.2' });
	        this.options = options;
	    }
	    decorate(doc, afterDoc) {
	        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
	        //console.log({ dc: doc.comment, prelude, comment })
	        if (comment) {
	            const dc = doc.contents;
	            if (afterDoc) {
	                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
	            }
	            else if (afterEmptyLine || doc.directives.docStart || !dc) {
	                doc.commentBefore = comment;
	            }
	            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
	                let it = dc.items[0];
	                if (identity.isPair(it))
	                    it = it.key;
	                const cb = it.commentBefore;
	                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
	            }
	            else {
	                const cb = dc.commentBefore;
	                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
	            }
	        }
	        if (afterDoc) {
	            for (let i = 0; i < this.errors.length; ++i)
	                doc.errors.push(this.errors[i]);
	            for (let i = 0; i < this.warnings.length; ++i)
	                doc.warnings.push(this.warnings[i]);
	        }
	        else {
	            doc.errors = this.errors;
	            doc.warnings = this.warnings;
	        }
	        this.prelude = [];
	        this.errors = [];
	        this.warnings = [];
	    }
	    /**
	     * Current stream status information.
	     *
	     * Mostly useful at the end of input for an empty stream.
	     */
	    streamInfo() {
	        return {
	            comment: parsePrelude(this.prelude).comment,
	            directives: this.directives,
	            errors: this.errors,
	            warnings: this.warnings
	        };
	    }
	    /**
	     * Compose tokens into documents.
	     *
	     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
	     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
	     */
	    *compose(tokens, forceDoc = false, endOffset = -1) {
	        for (const token of tokens)
	            yield* this.next(token);
	        yield* this.end(forceDoc, endOffset);
	    }
	    /** Advance the composer by one CST token. */
	    *next(token) {
	        if (node_process.env.LOG_STREAM)
	            console.dir(token, { depth: null });
	        switch (token.type) {
	            case 'directive':
	                this.directives.add(token.source, (offset, message, warning) => {
	                    const pos = getErrorPos(token);
	                    pos[0] += offset;
	                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
	                });
	                this.prelude.push(token.source);
	                this.atDirectives = true;
	                break;
	            case 'document': {
	                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
	                if (this.atDirectives && !doc.directives.docStart)
	                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
	                this.decorate(doc, false);
	                if (this.doc)
	                    yield this.doc;
	                this.doc = doc;
	                this.atDirectives = false;
	                break;
	            }
	            case 'byte-order-mark':
	            case 'space':
	                break;
	            case 'comment':
	            case 'newline':
	                this.prelude.push(token.source);
	                break;
	            case 'error': {
	                const msg = token.source
	                    ? `${token.message}: ${JSON.stringify(token.source)}`
	                    : token.message;
	                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
	                if (this.atDirectives || !this.doc)
	                    this.errors.push(error);
	                else
	                    this.doc.errors.push(error);
	                break;
	            }
	            case 'doc-end': {
	                if (!this.doc) {
	                    const msg = 'Unexpected doc-end without preceding document';
	                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
	                    break;
	                }
	                this.doc.directives.docEnd = true;
	                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
	                this.decorate(this.doc, true);
	                if (end.comment) {
	                    const dc = this.doc.comment;
	                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
	                }
	                this.doc.range[2] = end.offset;
	                break;
	            }
	            default:
	                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
	        }
	    }
	    /**
	     * Call at end of input to yield any remaining document.
	     *
	     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
	     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
	     */
	    *end(forceDoc = false, endOffset = -1) {
	        if (this.doc) {
	            this.decorate(this.doc, true);
	            yield this.doc;
	            this.doc = null;
	        }
	        else if (forceDoc) {
	            const opts = Object.assign({ _directives: this.directives }, this.options);
	            const doc = new Document.Document(undefined, opts);
	            if (this.atDirectives)
	                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
	            doc.range = [0, endOffset, endOffset];
	            this.decorate(doc, false);
	            yield doc;
	        }
	    }
	}

	composer.Composer = Composer;
	return composer;
}

var cst = {};

var cstScalar = {};

var hasRequiredCstScalar;

function requireCstScalar () {
	if (hasRequiredCstScalar) return cstScalar;
	hasRequiredCstScalar = 1;

	var resolveBlockScalar = requireResolveBlockScalar();
	var resolveFlowScalar = requireResolveFlowScalar();
	var errors = requireErrors();
	var stringifyString = requireStringifyString();

	function resolveAsScalar(token, strict = true, onError) {
	    if (token) {
	        const _onError = (pos, code, message) => {
	            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
	            if (onError)
	                onError(offset, code, message);
	            else
	                throw new errors.YAMLParseError([offset, offset + 1], code, message);
	        };
	        switch (token.type) {
	            case 'scalar':
	            case 'single-quoted-scalar':
	            case 'double-quoted-scalar':
	                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
	            case 'block-scalar':
	                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
	        }
	    }
	    return null;
	}
	/**
	 * Create a new scalar token with `value`
	 *
	 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
	 * as this function does not support any schema operations and won't check for such conflicts.
	 *
	 * @param value The string representation of the value, which will have its content properly indented.
	 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
	 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
	 * @param context.indent The indent level of the token.
	 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
	 * @param context.offset The offset position of the token.
	 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
	 */
	function createScalarToken(value, context) {
	    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
	    const source = stringifyString.stringifyString({ type, value }, {
	        implicitKey,
	        indent: indent > 0 ? ' '.repeat(indent) : '',
	        inFlow,
	        options: { blockQuote: true, lineWidth: -1 }
	    });
	    const end = context.end ?? [
	        { type: 'newline', offset: -1, indent, source: '\n' }
	    ];
	    switch (source[0]) {
	        case '|':
	        case '>': {
	            const he = source.indexOf('\n');
	            const head = source.substring(0, he);
	            const body = source.substring(he + 1) + '\n';
	            const props = [
	                { type: 'block-scalar-header', offset, indent, source: head }
	            ];
	            if (!addEndtoBlockProps(props, end))
	                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
	            return { type: 'block-scalar', offset, indent, props, source: body };
	        }
	        case '"':
	            return { type: 'double-quoted-scalar', offset, indent, source, end };
	        case "'":
	            return { type: 'single-quoted-scalar', offset, indent, source, end };
	        default:
	            return { type: 'scalar', offset, indent, source, end };
	    }
	}
	/**
	 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
	 *
	 * Best efforts are made to retain any comments previously associated with the `token`,
	 * though all contents within a collection's `items` will be overwritten.
	 *
	 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
	 * as this function does not support any schema operations and won't check for such conflicts.
	 *
	 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
	 * @param value The string representation of the value, which will have its content properly indented.
	 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
	 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
	 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
	 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
	 */
	function setScalarValue(token, value, context = {}) {
	    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
	    let indent = 'indent' in token ? token.indent : null;
	    if (afterKey && typeof indent === 'number')
	        indent += 2;
	    if (!type)
	        switch (token.type) {
	            case 'single-quoted-scalar':
	                type = 'QUOTE_SINGLE';
	                break;
	            case 'double-quoted-scalar':
	                type = 'QUOTE_DOUBLE';
	                break;
	            case 'block-scalar': {
	                const header = token.props[0];
	                if (header.type !== 'block-scalar-header')
	                    throw new Error('Invalid block scalar header');
	                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
	                break;
	            }
	            default:
	                type = 'PLAIN';
	        }
	    const source = stringifyString.stringifyString({ type, value }, {
	        implicitKey: implicitKey || indent === null,
	        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
	        inFlow,
	        options: { blockQuote: true, lineWidth: -1 }
	    });
	    switch (source[0]) {
	        case '|':
	        case '>':
	            setBlockScalarValue(token, source);
	            break;
	        case '"':
	            setFlowScalarValue(token, source, 'double-quoted-scalar');
	            break;
	        case "'":
	            setFlowScalarValue(token, source, 'single-quoted-scalar');
	            break;
	        default:
	            setFlowScalarValue(token, source, 'scalar');
	    }
	}
	function setBlockScalarValue(token, source) {
	    const he = source.indexOf('\n');
	    const head = source.substring(0, he);
	    const body = source.substring(he + 1) + '\n';
	    if (token.type === 'block-scalar') {
	        const header = token.props[0];
	        if (header.type !== 'block-scalar-header')
	            throw new Error('Invalid block scalar header');
	        header.source = head;
	        token.source = body;
	    }
	    else {
	        const { offset } = token;
	        const indent = 'indent' in token ? token.indent : -1;
	        const props = [
	            { type: 'block-scalar-header', offset, indent, source: head }
	        ];
	        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
	            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
	        for (const key of Object.keys(token))
	            if (key !== 'type' && key !== 'offset')
	                delete token[key];
	        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
	    }
	}
	/** @returns `true` if last token is a newline */
	function addEndtoBlockProps(props, end) {
	    if (end)
	        for (const st of end)
	            switch (st.type) {
	                case 'space':
	                case 'comment':
	                    props.push(st);
	                    break;
	                case 'newline':
	                    props.push(st);
	                    return true;
	            }
	    return false;
	}
	function setFlowScalarValue(token, source, type) {
	    switch (token.type) {
	        case 'scalar':
	        case 'double-quoted-scalar':
	        case 'single-quoted-scalar':
	            token.type = type;
	            token.source = source;
	            break;
	        case 'block-scalar': {
	            const end = token.props.slice(1);
	            let oa = source.length;
	            if (token.props[0].type === 'block-scalar-header')
	                oa -= token.props[0].source.length;
	            for (const tok of end)
	                tok.offset += oa;
	            delete token.props;
	            Object.assign(token, { type, source, end });
	            break;
	        }
	        case 'block-map':
	        case 'block-seq': {
	            const offset = token.offset + source.length;
	            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
	            delete token.items;
	            Object.assign(token, { type, source, end: [nl] });
	            break;
	        }
	        default: {
	            const indent = 'indent' in token ? token.indent : -1;
	            const end = 'end' in token && Array.isArray(token.end)
	                ? token.end.filter(st => st.type === 'space' ||
	                    st.type === 'comment' ||
	                    st.type === 'newline')
	                : [];
	            for (const key of Object.keys(token))
	                if (key !== 'type' && key !== 'offset')
	                    delete token[key];
	            Object.assign(token, { type, indent, source, end });
	        }
	    }
	}

	cstScalar.createScalarToken = createScalarToken;
	cstScalar.resolveAsScalar = resolveAsScalar;
	cstScalar.setScalarValue = setScalarValue;
	return cstScalar;
}

var cstStringify = {};

var hasRequiredCstStringify;

function requireCstStringify () {
	if (hasRequiredCstStringify) return cstStringify;
	hasRequiredCstStringify = 1;

	/**
	 * Stringify a CST document, token, or collection item
	 *
	 * Fair warning: This applies no validation whatsoever, and
	 * simply concatenates the sources in their logical order.
	 */
	const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
	function stringifyToken(token) {
	    switch (token.type) {
	        case 'block-scalar': {
	            let res = '';
	            for (const tok of token.props)
	                res += stringifyToken(tok);
	            return res + token.source;
	        }
	        case 'block-map':
	        case 'block-seq': {
	            let res = '';
	            for (const item of token.items)
	                res += stringifyItem(item);
	            return res;
	        }
	        case 'flow-collection': {
	            let res = token.start.source;
	            for (const item of token.items)
	                res += stringifyItem(item);
	            for (const st of token.end)
	                res += st.source;
	            return res;
	        }
	        case 'document': {
	            let res = stringifyItem(token);
	            if (token.end)
	                for (const st of token.end)
	                    res += st.source;
	            return res;
	        }
	        default: {
	            let res = token.source;
	            if ('end' in token && token.end)
	                for (const st of token.end)
	                    res += st.source;
	            return res;
	        }
	    }
	}
	function stringifyItem({ start, key, sep, value }) {
	    let res = '';
	    for (const st of start)
	        res += st.source;
	    if (key)
	        res += stringifyToken(key);
	    if (sep)
	        for (const st of sep)
	            res += st.source;
	    if (value)
	        res += stringifyToken(value);
	    return res;
	}

	cstStringify.stringify = stringify;
	return cstStringify;
}

var cstVisit = {};

var hasRequiredCstVisit;

function requireCstVisit () {
	if (hasRequiredCstVisit) return cstVisit;
	hasRequiredCstVisit = 1;

	const BREAK = Symbol('break visit');
	const SKIP = Symbol('skip children');
	const REMOVE = Symbol('remove item');
	/**
	 * Apply a visitor to a CST document or item.
	 *
	 * Walks through the tree (depth-first) starting from the root, calling a
	 * `visitor` function with two arguments when entering each item:
	 *   - `item`: The current item, which included the following members:
	 *     - `start: SourceToken[]` – Source tokens before the key or value,
	 *       possibly including its anchor or tag.
	 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
	 *       the key before the `:` separator is empty.
	 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
	 *       which should include the `:` map value indicator if `value` is set.
	 *     - `value?: Token` – The value of a sequence item, or of a map pair.
	 *   - `path`: The steps from the root to the current node, as an array of
	 *     `['key' | 'value', number]` tuples.
	 *
	 * The return value of the visitor may be used to control the traversal:
	 *   - `undefined` (default): Do nothing and continue
	 *   - `visit.SKIP`: Do not visit the children of this token, continue with
	 *      next sibling
	 *   - `visit.BREAK`: Terminate traversal completely
	 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
	 *   - `number`: Set the index of the next step. This is useful especially if
	 *     the index of the current token has changed.
	 *   - `function`: Define the next visitor for this item. After the original
	 *     visitor is called on item entry, next visitors are called after handling
	 *     a non-empty `key` and when exiting the item.
	 */
	function visit(cst, visitor) {
	    if ('type' in cst && cst.type === 'document')
	        cst = { start: cst.start, value: cst.value };
	    _visit(Object.freeze([]), cst, visitor);
	}
	// Without the `as symbol` casts, TS declares these in the `visit`
	// namespace using `var`, but then complains about that because
	// `unique symbol` must be `const`.
	/** Terminate visit traversal completely */
	visit.BREAK = BREAK;
	/** Do not visit the children of the current item */
	visit.SKIP = SKIP;
	/** Remove the current item */
	visit.REMOVE = REMOVE;
	/** Find the item at `path` from `cst` as the root */
	visit.itemAtPath = (cst, path) => {
	    let item = cst;
	    for (const [field, index] of path) {
	        const tok = item?.[field];
	        if (tok && 'items' in tok) {
	            item = tok.items[index];
	        }
	        else
	            return undefined;
	    }
	    return item;
	};
	/**
	 * Get the immediate parent collection of the item at `path` from `cst` as the root.
	 *
	 * Throws an error if the collection is not found, which should never happen if the item itself exists.
	 */
	visit.parentCollection = (cst, path) => {
	    const parent = visit.itemAtPath(cst, path.slice(0, -1));
	    const field = path[path.length - 1][0];
	    const coll = parent?.[field];
	    if (coll && 'items' in coll)
	        return coll;
	    throw new Error('Parent collection not found');
	};
	function _visit(path, item, visitor) {
	    let ctrl = visitor(item, path);
	    if (typeof ctrl === 'symbol')
	        return ctrl;
	    for (const field of ['key', 'value']) {
	        const token = item[field];
	        if (token && 'items' in token) {
	            for (let i = 0; i < token.items.length; ++i) {
	                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
	                if (typeof ci === 'number')
	                    i = ci - 1;
	                else if (ci === BREAK)
	                    return BREAK;
	                else if (ci === REMOVE) {
	                    token.items.splice(i, 1);
	                    i -= 1;
	                }
	            }
	            if (typeof ctrl === 'function' && field === 'key')
	                ctrl = ctrl(item, path);
	        }
	    }
	    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
	}

	cstVisit.visit = visit;
	return cstVisit;
}

var hasRequiredCst;

function requireCst () {
	if (hasRequiredCst) return cst;
	hasRequiredCst = 1;

	var cstScalar = requireCstScalar();
	var cstStringify = requireCstStringify();
	var cstVisit = requireCstVisit();

	/** The byte order mark */
	const BOM = '\u{FEFF}';
	/** Start of doc-mode */
	const DOCUMENT = '\x02'; // C0: Start of Text
	/** Unexpected end of flow-mode */
	const FLOW_END = '\x18'; // C0: Cancel
	/** Next token is a scalar value */
	const SCALAR = '\x1f'; // C0: Unit Separator
	/** @returns `true` if `token` is a flow or block collection */
	const isCollection = (token) => !!token && 'items' in token;
	/** @returns `true` if `token` is a flow or block scalar; not an alias */
	const isScalar = (token) => !!token &&
	    (token.type === 'scalar' ||
	        token.type === 'single-quoted-scalar' ||
	        token.type === 'double-quoted-scalar' ||
	        token.type === 'block-scalar');
	/* istanbul ignore next */
	/** Get a printable representation of a lexer token */
	function prettyToken(token) {
	    switch (token) {
	        case BOM:
	            return '<BOM>';
	        case DOCUMENT:
	            return '<DOC>';
	        case FLOW_END:
	            return '<FLOW_END>';
	        case SCALAR:
	            return '<SCALAR>';
	        default:
	            return JSON.stringify(token);
	    }
	}
	/** Identify the type of a lexer token. May return `null` for unknown tokens. */
	function tokenType(source) {
	    switch (source) {
	        case BOM:
	            return 'byte-order-mark';
	        case DOCUMENT:
	            return 'doc-mode';
	        case FLOW_END:
	            return 'flow-error-end';
	        case SCALAR:
	            return 'scalar';
	        case '---':
	            return 'doc-start';
	        case '...':
	            return 'doc-end';
	        case '':
	        case '\n':
	        case '\r\n':
	            return 'newline';
	        case '-':
	            return 'seq-item-ind';
	        case '?':
	            return 'explicit-key-ind';
	        case ':':
	            return 'map-value-ind';
	        case '{':
	            return 'flow-map-start';
	        case '}':
	            return 'flow-map-end';
	        case '[':
	            return 'flow-seq-start';
	        case ']':
	            return 'flow-seq-end';
	        case ',':
	            return 'comma';
	    }
	    switch (source[0]) {
	        case ' ':
	        case '\t':
	            return 'space';
	        case '#':
	            return 'comment';
	        case '%':
	            return 'directive-line';
	        case '*':
	            return 'alias';
	        case '&':
	            return 'anchor';
	        case '!':
	            return 'tag';
	        case "'":
	            return 'single-quoted-scalar';
	        case '"':
	            return 'double-quoted-scalar';
	        case '|':
	        case '>':
	            return 'block-scalar-header';
	    }
	    return null;
	}

	cst.createScalarToken = cstScalar.createScalarToken;
	cst.resolveAsScalar = cstScalar.resolveAsScalar;
	cst.setScalarValue = cstScalar.setScalarValue;
	cst.stringify = cstStringify.stringify;
	cst.visit = cstVisit.visit;
	cst.BOM = BOM;
	cst.DOCUMENT = DOCUMENT;
	cst.FLOW_END = FLOW_END;
	cst.SCALAR = SCALAR;
	cst.isCollection = isCollection;
	cst.isScalar = isScalar;
	cst.prettyToken = prettyToken;
	cst.tokenType = tokenType;
	return cst;
}

var lexer = {};

var hasRequiredLexer;

function requireLexer () {
	if (hasRequiredLexer) return lexer;
	hasRequiredLexer = 1;

	var cst = requireCst();

	/*
	START -> stream

	stream
	  directive -> line-end -> stream
	  indent + line-end -> stream
	  [else] -> line-start

	line-end
	  comment -> line-end
	  newline -> .
	  input-end -> END

	line-start
	  doc-start -> doc
	  doc-end -> stream
	  [else] -> indent -> block-start

	block-start
	  seq-item-start -> block-start
	  explicit-key-start -> block-start
	  map-value-start -> block-start
	  [else] -> doc

	doc
	  line-end -> line-start
	  spaces -> doc
	  anchor -> doc
	  tag -> doc
	  flow-start -> flow -> doc
	  flow-end -> error -> doc
	  seq-item-start -> error -> doc
	  explicit-key-start -> error -> doc
	  map-value-start -> doc
	  alias -> doc
	  quote-start -> quoted-scalar -> doc
	  block-scalar-header -> line-end -> block-scalar(min) -> line-start
	  [else] -> plain-scalar(false, min) -> doc

	flow
	  line-end -> flow
	  spaces -> flow
	  anchor -> flow
	  tag -> flow
	  flow-start -> flow -> flow
	  flow-end -> .
	  seq-item-start -> error -> flow
	  explicit-key-start -> flow
	  map-value-start -> flow
	  alias -> flow
	  quote-start -> quoted-scalar -> flow
	  comma -> flow
	  [else] -> plain-scalar(true, 0) -> flow

	quoted-scalar
	  quote-end -> .
	  [else] -> quoted-scalar

	block-scalar(min)
	  newline + peek(indent < min) -> .
	  [else] -> block-scalar(min)

	plain-scalar(is-flow, min)
	  scalar-end(is-flow) -> .
	  peek(newline + (indent < min)) -> .
	  [else] -> plain-scalar(min)
	*/
	function isEmpty(ch) {
	    switch (ch) {
	        case undefined:
	        case ' ':
	        case '\n':
	        case '\r':
	        case '\t':
	            return true;
	        default:
	            return false;
	    }
	}
	const hexDigits = new Set('0123456789ABCDEFabcdef');
	const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
	const flowIndicatorChars = new Set(',[]{}');
	const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
	const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
	/**
	 * Splits an input string into lexical tokens, i.e. smaller strings that are
	 * easily identifiable by `tokens.tokenType()`.
	 *
	 * Lexing starts always in a "stream" context. Incomplete input may be buffered
	 * until a complete token can be emitted.
	 *
	 * In addition to slices of the original input, the following control characters
	 * may also be emitted:
	 *
	 * - `\x02` (Start of Text): A document starts with the next token
	 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
	 * - `\x1f` (Unit Separator): Next token is a scalar value
	 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
	 */
	class Lexer {
	    constructor() {
	        /**
	         * Flag indicating whether the end of the current buffer marks the end of
	         * all input
	         */
	        this.atEnd = false;
	        /**
	         * Explicit indent set in block scalar header, as an offset from the current
	         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
	         * explicitly set.
	         */
	        this.blockScalarIndent = -1;
	        /**
	         * Block scalars that include a + (keep) chomping indicator in their header
	         * include trailing empty lines, which are otherwise excluded from the
	         * scalar's contents.
	         */
	        this.blockScalarKeep = false;
	        /** Current input */
	        this.buffer = '';
	        /**
	         * Flag noting whether the map value indicator : can immediately follow this
	         * node within a flow context.
	         */
	        this.flowKey = false;
	        /** Count of surrounding flow collection levels. */
	        this.flowLevel = 0;
	        /**
	         * Minimum level of indentation required for next lines to be parsed as a
	         * part of the current scalar value.
	         */
	        this.indentNext = 0;
	        /** Indentation level of the current line. */
	        this.indentValue = 0;
	        /** Position of the next \n character. */
	        this.lineEndPos = null;
	        /** Stores the state of the lexer if reaching the end of incpomplete input */
	        this.next = null;
	        /** A pointer to `buffer`; the current position of the lexer. */
	        this.pos = 0;
	    }
	    /**
	     * Generate YAML tokens from the `source` string. If `incomplete`,
	     * a part of the last line may be left as a buffer for the next call.
	     *
	     * @returns A generator of lexical tokens
	     */
	    *lex(source, incomplete = false) {
	        if (source) {
	            if (typeof source !== 'string')
	                throw TypeError('source is not a string');
	            this.buffer = this.buffer ? this.buffer + source : source;
	            this.lineEndPos = null;
	        }
	        this.atEnd = !incomplete;
	        let next = this.next ?? 'stream';
	        while (next && (incomplete || this.hasChars(1)))
	            next = yield* this.parseNext(next);
	    }
	    atLineEnd() {
	        let i = this.pos;
	        let ch = this.buffer[i];
	        while (ch === ' ' || ch === '\t')
	            ch = this.buffer[++i];
	        if (!ch || ch === '#' || ch === '\n')
	            return true;
	        if (ch === '\r')
	            return this.buffer[i + 1] === '\n';
	        return false;
	    }
	    charAt(n) {
	        return this.buffer[this.pos + n];
	    }
	    continueScalar(offset) {
	        let ch = this.buffer[offset];
	        if (this.indentNext > 0) {
	            let indent = 0;
	            while (ch === ' ')
	                ch = this.buffer[++indent + offset];
	            if (ch === '\r') {
	                const next = this.buffer[indent + offset + 1];
	                if (next === '\n' || (!next && !this.atEnd))
	                    return offset + indent + 1;
	            }
	            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
	                ? offset + indent
	                : -1;
	        }
	        if (ch === '-' || ch === '.') {
	            const dt = this.buffer.substr(offset, 3);
	            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
	                return -1;
	        }
	        return offset;
	    }
	    getLine() {
	        let end = this.lineEndPos;
	        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
	            end = this.buffer.indexOf('\n', this.pos);
	            this.lineEndPos = end;
	        }
	        if (end === -1)
	            return this.atEnd ? this.buffer.substring(this.pos) : null;
	        if (this.buffer[end - 1] === '\r')
	            end -= 1;
	        return this.buffer.substring(this.pos, end);
	    }
	    hasChars(n) {
	        return this.pos + n <= this.buffer.length;
	    }
	    setNext(state) {
	        this.buffer = this.buffer.substring(this.pos);
	        this.pos = 0;
	        this.lineEndPos = null;
	        this.next = state;
	        return null;
	    }
	    peek(n) {
	        return this.buffer.substr(this.pos, n);
	    }
	    *parseNext(next) {
	        switch (next) {
	            case 'stream':
	                return yield* this.parseStream();
	            case 'line-start':
	                return yield* this.parseLineStart();
	            case 'block-start':
	                return yield* this.parseBlockStart();
	            case 'doc':
	                return yield* this.parseDocument();
	            case 'flow':
	                return yield* this.parseFlowCollection();
	            case 'quoted-scalar':
	                return yield* this.parseQuotedScalar();
	            case 'block-scalar':
	                return yield* this.parseBlockScalar();
	            case 'plain-scalar':
	                return yield* this.parsePlainScalar();
	        }
	    }
	    *parseStream() {
	        let line = this.getLine();
	        if (line === null)
	            return this.setNext('stream');
	        if (line[0] === cst.BOM) {
	            yield* this.pushCount(1);
	            line = line.substring(1);
	        }
	        if (line[0] === '%') {
	            let dirEnd = line.length;
	            let cs = line.indexOf('#');
	            while (cs !== -1) {
	                const ch = line[cs - 1];
	                if (ch === ' ' || ch === '\t') {
	                    dirEnd = cs - 1;
	                    break;
	                }
	                else {
	                    cs = line.indexOf('#', cs + 1);
	                }
	            }
	            while (true) {
	                const ch = line[dirEnd - 1];
	                if (ch === ' ' || ch === '\t')
	                    dirEnd -= 1;
	                else
	                    break;
	            }
	            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
	            yield* this.pushCount(line.length - n); // possible comment
	            this.pushNewline();
	            return 'stream';
	        }
	        if (this.atLineEnd()) {
	            const sp = yield* this.pushSpaces(true);
	            yield* this.pushCount(line.length - sp);
	            yield* this.pushNewline();
	            return 'stream';
	        }
	        yield cst.DOCUMENT;
	        return yield* this.parseLineStart();
	    }
	    *parseLineStart() {
	        const ch = this.charAt(0);
	        if (!ch && !this.atEnd)
	            return this.setNext('line-start');
	        if (ch === '-' || ch === '.') {
	            if (!this.atEnd && !this.hasChars(4))
	                return this.setNext('line-start');
	            const s = this.peek(3);
	            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
	                yield* this.pushCount(3);
	                this.indentValue = 0;
	                this.indentNext = 0;
	                return s === '---' ? 'doc' : 'stream';
	            }
	        }
	        this.indentValue = yield* this.pushSpaces(false);
	        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
	            this.indentNext = this.indentValue;
	        return yield* this.parseBlockStart();
	    }
	    *parseBlockStart() {
	        const [ch0, ch1] = this.peek(2);
	        if (!ch1 && !this.atEnd)
	            return this.setNext('block-start');
	        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
	            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
	            this.indentNext = this.indentValue + 1;
	            this.indentValue += n;
	            return 'block-start';
	        }
	        return 'doc';
	    }
	    *parseDocument() {
	        yield* this.pushSpaces(true);
	        const line = this.getLine();
	        if (line === null)
	            return this.setNext('doc');
	        let n = yield* this.pushIndicators();
	        switch (line[n]) {
	            case '#':
	                yield* this.pushCount(line.length - n);
	            // fallthrough
	            case undefined:
	                yield* this.pushNewline();
	                return yield* this.parseLineStart();
	            case '{':
	            case '[':
	                yield* this.pushCount(1);
	                this.flowKey = false;
	                this.flowLevel = 1;
	                return 'flow';
	            case '}':
	            case ']':
	                // this is an error
	                yield* this.pushCount(1);
	                return 'doc';
	            case '*':
	                yield* this.pushUntil(isNotAnchorChar);
	                return 'doc';
	            case '"':
	            case "'":
	                return yield* this.parseQuotedScalar();
	            case '|':
	            case '>':
	                n += yield* this.parseBlockScalarHeader();
	                n += yield* this.pushSpaces(true);
	                yield* this.pushCount(line.length - n);
	                yield* this.pushNewline();
	                return yield* this.parseBlockScalar();
	            default:
	                return yield* this.parsePlainScalar();
	        }
	    }
	    *parseFlowCollection() {
	        let nl, sp;
	        let indent = -1;
	        do {
	            nl = yield* this.pushNewline();
	            if (nl > 0) {
	                sp = yield* this.pushSpaces(false);
	                this.indentValue = indent = sp;
	            }
	            else {
	                sp = 0;
	            }
	            sp += yield* this.pushSpaces(true);
	        } while (nl + sp > 0);
	        const line = this.getLine();
	        if (line === null)
	            return this.setNext('flow');
	        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
	            (indent === 0 &&
	                (line.startsWith('---') || line.startsWith('...')) &&
	                isEmpty(line[3]))) {
	            // Allowing for the terminal ] or } at the same (rather than greater)
	            // indent level as the initial [ or { is technically invalid, but
	            // failing here would be surprising to users.
	            const atFlowEndMarker = indent === this.indentNext - 1 &&
	                this.flowLevel === 1 &&
	                (line[0] === ']' || line[0] === '}');
	            if (!atFlowEndMarker) {
	                // this is an error
	                this.flowLevel = 0;
	                yield cst.FLOW_END;
	                return yield* this.parseLineStart();
	            }
	        }
	        let n = 0;
	        while (line[n] === ',') {
	            n += yield* this.pushCount(1);
	            n += yield* this.pushSpaces(true);
	            this.flowKey = false;
	        }
	        n += yield* this.pushIndicators();
	        switch (line[n]) {
	            case undefined:
	                return 'flow';
	            case '#':
	                yield* this.pushCount(line.length - n);
	                return 'flow';
	            case '{':
	            case '[':
	                yield* this.pushCount(1);
	                this.flowKey = false;
	                this.flowLevel += 1;
	                return 'flow';
	            case '}':
	            case ']':
	                yield* this.pushCount(1);
	                this.flowKey = true;
	                this.flowLevel -= 1;
	                return this.flowLevel ? 'flow' : 'doc';
	            case '*':
	                yield* this.pushUntil(isNotAnchorChar);
	                return 'flow';
	            case '"':
	            case "'":
	                this.flowKey = true;
	                return yield* this.parseQuotedScalar();
	            case ':': {
	                const next = this.charAt(1);
	                if (this.flowKey || isEmpty(next) || next === ',') {
	                    this.flowKey = false;
	                    yield* this.pushCount(1);
	                    yield* this.pushSpaces(true);
	                    return 'flow';
	                }
	            }
	            // fallthrough
	            default:
	                this.flowKey = false;
	                return yield* this.parsePlainScalar();
	        }
	    }
	    *parseQuotedScalar() {
	        const quote = this.charAt(0);
	        let end = this.buffer.indexOf(quote, this.pos + 1);
	        if (quote === "'") {
	            while (end !== -1 && this.buffer[end + 1] === "'")
	                end = this.buffer.indexOf("'", end + 2);
	        }
	        else {
	            // double-quote
	            while (end !== -1) {
	                let n = 0;
	                while (this.buffer[end - 1 - n] === '\\')
	                    n += 1;
	                if (n % 2 === 0)
	                    break;
	                end = this.buffer.indexOf('"', end + 1);
	            }
	        }
	        // Only looking for newlines within the quotes
	        const qb = this.buffer.substring(0, end);
	        let nl = qb.indexOf('\n', this.pos);
	        if (nl !== -1) {
	            while (nl !== -1) {
	                const cs = this.continueScalar(nl + 1);
	                if (cs === -1)
	                    break;
	                nl = qb.indexOf('\n', cs);
	            }
	            if (nl !== -1) {
	                // this is an error caused by an unexpected unindent
	                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
	            }
	        }
	        if (end === -1) {
	            if (!this.atEnd)
	                return this.setNext('quoted-scalar');
	            end = this.buffer.length;
	        }
	        yield* this.pushToIndex(end + 1, false);
	        return this.flowLevel ? 'flow' : 'doc';
	    }
	    *parseBlockScalarHeader() {
	        this.blockScalarIndent = -1;
	        this.blockScalarKeep = false;
	        let i = this.pos;
	        while (true) {
	            const ch = this.buffer[++i];
	            if (ch === '+')
	                this.blockScalarKeep = true;
	            else if (ch > '0' && ch <= '9')
	                this.blockScalarIndent = Number(ch) - 1;
	            else if (ch !== '-')
	                break;
	        }
	        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
	    }
	    *parseBlockScalar() {
	        let nl = this.pos - 1; // may be -1 if this.pos === 0
	        let indent = 0;
	        let ch;
	        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
	            switch (ch) {
	                case ' ':
	                    indent += 1;
	                    break;
	                case '\n':
	                    nl = i;
	                    indent = 0;
	                    break;
	                case '\r': {
	                    const next = this.buffer[i + 1];
	                    if (!next && !this.atEnd)
	                        return this.setNext('block-scalar');
	                    if (next === '\n')
	                        break;
	                } // fallthrough
	                default:
	                    break loop;
	            }
	        }
	        if (!ch && !this.atEnd)
	            return this.setNext('block-scalar');
	        if (indent >= this.indentNext) {
	            if (this.blockScalarIndent === -1)
	                this.indentNext = indent;
	            else {
	                this.indentNext =
	                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
	            }
	            do {
	                const cs = this.continueScalar(nl + 1);
	                if (cs === -1)
	                    break;
	                nl = this.buffer.indexOf('\n', cs);
	            } while (nl !== -1);
	            if (nl === -1) {
	                if (!this.atEnd)
	                    return this.setNext('block-scalar');
	                nl = this.buffer.length;
	            }
	        }
	        // Trailing insufficiently indented tabs are invalid.
	        // To catch that during parsing, we include them in the block scalar value.
	        let i = nl + 1;
	        ch = this.buffer[i];
	        while (ch === ' ')
	            ch = this.buffer[++i];
	        if (ch === '\t') {
	            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
	                ch = this.buffer[++i];
	            nl = i - 1;
	        }
	        else if (!this.blockScalarKeep) {
	            do {
	                let i = nl - 1;
	                let ch = this.buffer[i];
	                if (ch === '\r')
	                    ch = this.buffer[--i];
	                const lastChar = i; // Drop the line if last char not more indented
	                while (ch === ' ')
	                    ch = this.buffer[--i];
	                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
	                    nl = i;
	                else
	                    break;
	            } while (true);
	        }
	        yield cst.SCALAR;
	        yield* this.pushToIndex(nl + 1, true);
	        return yield* this.parseLineStart();
	    }
	    *parsePlainScalar() {
	        const inFlow = this.flowLevel > 0;
	        let end = this.pos - 1;
	        let i = this.pos - 1;
	        let ch;
	        while ((ch = this.buffer[++i])) {
	            if (ch === ':') {
	                const next = this.buffer[i + 1];
	                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
	                    break;
	                end = i;
	            }
	            else if (isEmpty(ch)) {
	                let next = this.buffer[i + 1];
	                if (ch === '\r') {
	                    if (next === '\n') {
	                        i += 1;
	                        ch = '\n';
	                        next = this.buffer[i + 1];
	                    }
	                    else
	                        end = i;
	                }
	                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
	                    break;
	                if (ch === '\n') {
	                    const cs = this.continueScalar(i + 1);
	                    if (cs === -1)
	                        break;
	                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
	                }
	            }
	            else {
	                if (inFlow && flowIndicatorChars.has(ch))
	                    break;
	                end = i;
	            }
	        }
	        if (!ch && !this.atEnd)
	            return this.setNext('plain-scalar');
	        yield cst.SCALAR;
	        yield* this.pushToIndex(end + 1, true);
	        return inFlow ? 'flow' : 'doc';
	    }
	    *pushCount(n) {
	        if (n > 0) {
	            yield this.buffer.substr(this.pos, n);
	            this.pos += n;
	            return n;
	        }
	        return 0;
	    }
	    *pushToIndex(i, allowEmpty) {
	        const s = this.buffer.slice(this.pos, i);
	        if (s) {
	            yield s;
	            this.pos += s.length;
	            return s.length;
	        }
	        else if (allowEmpty)
	            yield '';
	        return 0;
	    }
	    *pushIndicators() {
	        let n = 0;
	        loop: while (true) {
	            switch (this.charAt(0)) {
	                case '!':
	                    n += yield* this.pushTag();
	                    n += yield* this.pushSpaces(true);
	                    continue loop;
	                case '&':
	                    n += yield* this.pushUntil(isNotAnchorChar);
	                    n += yield* this.pushSpaces(true);
	                    continue loop;
	                case '-': // this is an error
	                case '?': // this is an error outside flow collections
	                case ':': {
	                    const inFlow = this.flowLevel > 0;
	                    const ch1 = this.charAt(1);
	                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
	                        if (!inFlow)
	                            this.indentNext = this.indentValue + 1;
	                        else if (this.flowKey)
	                            this.flowKey = false;
	                        n += yield* this.pushCount(1);
	                        n += yield* this.pushSpaces(true);
	                        continue loop;
	                    }
	                }
	            }
	            break loop;
	        }
	        return n;
	    }
	    *pushTag() {
	        if (this.charAt(1) === '<') {
	            let i = this.pos + 2;
	            let ch = this.buffer[i];
	            while (!isEmpty(ch) && ch !== '>')
	                ch = this.buffer[++i];
	            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
	        }
	        else {
	            let i = this.pos + 1;
	            let ch = this.buffer[i];
	            while (ch) {
	                if (tagChars.has(ch))
	                    ch = this.buffer[++i];
	                else if (ch === '%' &&
	                    hexDigits.has(this.buffer[i + 1]) &&
	                    hexDigits.has(this.buffer[i + 2])) {
	                    ch = this.buffer[(i += 3)];
	                }
	                else
	                    break;
	            }
	            return yield* this.pushToIndex(i, false);
	        }
	    }
	    *pushNewline() {
	        const ch = this.buffer[this.pos];
	        if (ch === '\n')
	            return yield* this.pushCount(1);
	        else if (ch === '\r' && this.charAt(1) === '\n')
	            return yield* this.pushCount(2);
	        else
	            return 0;
	    }
	    *pushSpaces(allowTabs) {
	        let i = this.pos - 1;
	        let ch;
	        do {
	            ch = this.buffer[++i];
	        } while (ch === ' ' || (allowTabs && ch === '\t'));
	        const n = i - this.pos;
	        if (n > 0) {
	            yield this.buffer.substr(this.pos, n);
	            this.pos = i;
	        }
	        return n;
	    }
	    *pushUntil(test) {
	        let i = this.pos;
	        let ch = this.buffer[i];
	        while (!test(ch))
	            ch = this.buffer[++i];
	        return yield* this.pushToIndex(i, false);
	    }
	}

	lexer.Lexer = Lexer;
	return lexer;
}

var lineCounter = {};

var hasRequiredLineCounter;

function requireLineCounter () {
	if (hasRequiredLineCounter) return lineCounter;
	hasRequiredLineCounter = 1;

	/**
	 * Tracks newlines during parsing in order to provide an efficient API for
	 * determining the one-indexed `{ line, col }` position for any offset
	 * within the input.
	 */
	class LineCounter {
	    constructor() {
	        this.lineStarts = [];
	        /**
	         * Should be called in ascending order. Otherwise, call
	         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
	         */
	        this.addNewLine = (offset) => this.lineStarts.push(offset);
	        /**
	         * Performs a binary search and returns the 1-indexed { line, col }
	         * position of `offset`. If `line === 0`, `addNewLine` has never been
	         * called or `offset` is before the first known newline.
	         */
	        this.linePos = (offset) => {
	            let low = 0;
	            let high = this.lineStarts.length;
	            while (low < high) {
	                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
	                if (this.lineStarts[mid] < offset)
	                    low = mid + 1;
	                else
	                    high = mid;
	            }
	            if (this.lineStarts[low] === offset)
	                return { line: low + 1, col: 1 };
	            if (low === 0)
	                return { line: 0, col: offset };
	            const start = this.lineStarts[low - 1];
	            return { line: low, col: offset - start + 1 };
	        };
	    }
	}

	lineCounter.LineCounter = LineCounter;
	return lineCounter;
}

var parser = {};

var hasRequiredParser;

function requireParser () {
	if (hasRequiredParser) return parser;
	hasRequiredParser = 1;

	var node_process = require$$0;
	var cst = requireCst();
	var lexer = requireLexer();

	function includesToken(list, type) {
	    for (let i = 0; i < list.length; ++i)
	        if (list[i].type === type)
	            return true;
	    return false;
	}
	function findNonEmptyIndex(list) {
	    for (let i = 0; i < list.length; ++i) {
	        switch (list[i].type) {
	            case 'space':
	            case 'comment':
	            case 'newline':
	                break;
	            default:
	                return i;
	        }
	    }
	    return -1;
	}
	function isFlowToken(token) {
	    switch (token?.type) {
	        case 'alias':
	        case 'scalar':
	        case 'single-quoted-scalar':
	        case 'double-quoted-scalar':
	        case 'flow-collection':
	            return true;
	        default:
	            return false;
	    }
	}
	function getPrevProps(parent) {
	    switch (parent.type) {
	        case 'document':
	            return parent.start;
	        case 'block-map': {
	            const it = parent.items[parent.items.length - 1];
	            return it.sep ?? it.start;
	        }
	        case 'block-seq':
	            return parent.items[parent.items.length - 1].start;
	        /* istanbul ignore next should not happen */
	        default:
	            return [];
	    }
	}
	/** Note: May modify input array */
	function getFirstKeyStartProps(prev) {
	    if (prev.length === 0)
	        return [];
	    let i = prev.length;
	    loop: while (--i >= 0) {
	        switch (prev[i].type) {
	            case 'doc-start':
	            case 'explicit-key-ind':
	            case 'map-value-ind':
	            case 'seq-item-ind':
	            case 'newline':
	                break loop;
	        }
	    }
	    while (prev[++i]?.type === 'space') {
	        /* loop */
	    }
	    return prev.splice(i, prev.length);
	}
	function arrayPushArray(target, source) {
	    // May exhaust call stack with large `source` array
	    if (source.length < 1e5)
	        Array.prototype.push.apply(target, source);
	    else
	        for (let i = 0; i < source.length; ++i)
	            target.push(source[i]);
	}
	function fixFlowSeqItems(fc) {
	    if (fc.start.type === 'flow-seq-start') {
	        for (const it of fc.items) {
	            if (it.sep &&
	                !it.value &&
	                !includesToken(it.start, 'explicit-key-ind') &&
	                !includesToken(it.sep, 'map-value-ind')) {
	                if (it.key)
	                    it.value = it.key;
	                delete it.key;
	                if (isFlowToken(it.value)) {
	                    if (it.value.end)
	                        arrayPushArray(it.value.end, it.sep);
	                    else
	                        it.value.end = it.sep;
	                }
	                else
	                    arrayPushArray(it.start, it.sep);
	                delete it.sep;
	            }
	        }
	    }
	}
	/**
	 * A YAML concrete syntax tree (CST) parser
	 *
	 * ```ts
	 * const src: string = ...
	 * for (const token of new Parser().parse(src)) {
	 *   // token: Token
	 * }
	 * ```
	 *
	 * To use the parser with a user-provided lexer:
	 *
	 * ```ts
	 * function* parse(source: string, lexer: Lexer) {
	 *   const parser = new Parser()
	 *   for (const lexeme of lexer.lex(source))
	 *     yield* parser.next(lexeme)
	 *   yield* parser.end()
	 * }
	 *
	 * const src: string = ...
	 * const lexer = new Lexer()
	 * for (const token of parse(src, lexer)) {
	 *   // token: Token
	 * }
	 * ```
	 */
	class Parser {
	    /**
	     * @param onNewLine - If defined, called separately with the start position of
	     *   each new line (in `parse()`, including the start of input).
	     */
	    constructor(onNewLine) {
	        /** If true, space and sequence indicators count as indentation */
	        this.atNewLine = true;
	        /** If true, next token is a scalar value */
	        this.atScalar = false;
	        /** Current indentation level */
	        this.indent = 0;
	        /** Current offset since the start of parsing */
	        this.offset = 0;
	        /** On the same line with a block map key */
	        this.onKeyLine = false;
	        /** Top indicates the node that's currently being built */
	        this.stack = [];
	        /** The source of the current token, set in parse() */
	        this.source = '';
	        /** The type of the current token, set in parse() */
	        this.type = '';
	        // Must be defined after `next()`
	        this.lexer = new lexer.Lexer();
	        this.onNewLine = onNewLine;
	    }
	    /**
	     * Parse `source` as a YAML stream.
	     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
	     *
	     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
	     *
	     * @returns A generator of tokens representing each directive, document, and other structure.
	     */
	    *parse(source, incomplete = false) {
	        if (this.onNewLine && this.offset === 0)
	            this.onNewLine(0);
	        for (const lexeme of this.lexer.lex(source, incomplete))
	            yield* this.next(lexeme);
	        if (!incomplete)
	            yield* this.end();
	    }
	    /**
	     * Advance the parser by the `source` of one lexical token.
	     */
	    *next(source) {
	        this.source = source;
	        if (node_process.env.LOG_TOKENS)
	            console.log('|', cst.prettyToken(source));
	        if (this.atScalar) {
	            this.atScalar = false;
	            yield* this.step();
	            this.offset += source.length;
	            return;
	        }
	        const type = cst.tokenType(source);
	        if (!type) {
	            const message = `Not a YAML token: ${source}`;
	            yield* this.pop({ type: 'error', offset: this.offset, message, source });
	            this.offset += source.length;
	        }
	        else if (type === 'scalar') {
	            this.atNewLine = false;
	            this.atScalar = true;
	            this.type = 'scalar';
	        }
	        else {
	            this.type = type;
	            yield* this.step();
	            switch (type) {
	                case 'newline':
	                    this.atNewLine = true;
	                    this.indent = 0;
	                    if (this.onNewLine)
	                        this.onNewLine(this.offset + source.length);
	                    break;
	                case 'space':
	                    if (this.atNewLine && source[0] === ' ')
	                        this.indent += source.length;
	                    break;
	                case 'explicit-key-ind':
	                case 'map-value-ind':
	                case 'seq-item-ind':
	                    if (this.atNewLine)
	                        this.indent += source.length;
	                    break;
	                case 'doc-mode':
	                case 'flow-error-end':
	                    return;
	                default:
	                    this.atNewLine = false;
	            }
	            this.offset += source.length;
	        }
	    }
	    /** Call at end of input to push out any remaining constructions */
	    *end() {
	        while (this.stack.length > 0)
	            yield* this.pop();
	    }
	    get sourceToken() {
	        const st = {
	            type: this.type,
	            offset: this.offset,
	            indent: this.indent,
	            source: this.source
	        };
	        return st;
	    }
	    *step() {
	        const top = this.peek(1);
	        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
	            while (this.stack.length > 0)
	                yield* this.pop();
	            this.stack.push({
	                type: 'doc-end',
	                offset: this.offset,
	                source: this.source
	            });
	            return;
	        }
	        if (!top)
	            return yield* this.stream();
	        switch (top.type) {
	            case 'document':
	                return yield* this.document(top);
	            case 'alias':
	            case 'scalar':
	            case 'single-quoted-scalar':
	            case 'double-quoted-scalar':
	                return yield* this.scalar(top);
	            case 'block-scalar':
	                return yield* this.blockScalar(top);
	            case 'block-map':
	                return yield* this.blockMap(top);
	            case 'block-seq':
	                return yield* this.blockSequence(top);
	            case 'flow-collection':
	                return yield* this.flowCollection(top);
	            case 'doc-end':
	                return yield* this.documentEnd(top);
	        }
	        /* istanbul ignore next should not happen */
	        yield* this.pop();
	    }
	    peek(n) {
	        return this.stack[this.stack.length - n];
	    }
	    *pop(error) {
	        const token = error ?? this.stack.pop();
	        /* istanbul ignore if should not happen */
	        if (!token) {
	            const message = 'Tried to pop an empty stack';
	            yield { type: 'error', offset: this.offset, source: '', message };
	        }
	        else if (this.stack.length === 0) {
	            yield token;
	        }
	        else {
	            const top = this.peek(1);
	            if (token.type === 'block-scalar') {
	                // Block scalars use their parent rather than header indent
	                token.indent = 'indent' in top ? top.indent : 0;
	            }
	            else if (token.type === 'flow-collection' && top.type === 'document') {
	                // Ignore all indent for top-level flow collections
	                token.indent = 0;
	            }
	            if (token.type === 'flow-collection')
	                fixFlowSeqItems(token);
	            switch (top.type) {
	                case 'document':
	                    top.value = token;
	                    break;
	                case 'block-scalar':
	                    top.props.push(token); // error
	                    break;
	                case 'block-map': {
	                    const it = top.items[top.items.length - 1];
	                    if (it.value) {
	                        top.items.push({ start: [], key: token, sep: [] });
	                        this.onKeyLine = true;
	                        return;
	                    }
	                    else if (it.sep) {
	                        it.value = token;
	                    }
	                    else {
	                        Object.assign(it, { key: token, sep: [] });
	                        this.onKeyLine = !it.explicitKey;
	                        return;
	                    }
	                    break;
	                }
	                case 'block-seq': {
	                    const it = top.items[top.items.length - 1];
	                    if (it.value)
	                        top.items.push({ start: [], value: token });
	                    else
	                        it.value = token;
	                    break;
	                }
	                case 'flow-collection': {
	                    const it = top.items[top.items.length - 1];
	                    if (!it || it.value)
	                        top.items.push({ start: [], key: token, sep: [] });
	                    else if (it.sep)
	                        it.value = token;
	                    else
	                        Object.assign(it, { key: token, sep: [] });
	                    return;
	                }
	                /* istanbul ignore next should not happen */
	                default:
	                    yield* this.pop();
	                    yield* this.pop(token);
	            }
	            if ((top.type === 'document' ||
	                top.type === 'block-map' ||
	                top.type === 'block-seq') &&
	                (token.type === 'block-map' || token.type === 'block-seq')) {
	                const last = token.items[token.items.length - 1];
	                if (last &&
	                    !last.sep &&
	                    !last.value &&
	                    last.start.length > 0 &&
	                    findNonEmptyIndex(last.start) === -1 &&
	                    (token.indent === 0 ||
	                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
	                    if (top.type === 'document')
	                        top.end = last.start;
	                    else
	                        top.items.push({ start: last.start });
	                    token.items.splice(-1, 1);
	                }
	            }
	        }
	    }
	    *stream() {
	        switch (this.type) {
	            case 'directive-line':
	                yield { type: 'directive', offset: this.offset, source: this.source };
	                return;
	            case 'byte-order-mark':
	            case 'space':
	            case 'comment':
	            case 'newline':
	                yield this.sourceToken;
	                return;
	            case 'doc-mode':
	            case 'doc-start': {
	                const doc = {
	                    type: 'document',
	                    offset: this.offset,
	                    start: []
	                };
	                if (this.type === 'doc-start')
	                    doc.start.push(this.sourceToken);
	                this.stack.push(doc);
	                return;
	            }
	        }
	        yield {
	            type: 'error',
	            offset: this.offset,
	            message: `Unexpected ${this.type} token in YAML stream`,
	            source: this.source
	        };
	    }
	    *document(doc) {
	        if (doc.value)
	            return yield* this.lineEnd(doc);
	        switch (this.type) {
	            case 'doc-start': {
	                if (findNonEmptyIndex(doc.start) !== -1) {
	                    yield* this.pop();
	                    yield* this.step();
	                }
	                else
	                    doc.start.push(this.sourceToken);
	                return;
	            }
	            case 'anchor':
	            case 'tag':
	            case 'space':
	            case 'comment':
	            case 'newline':
	                doc.start.push(this.sourceToken);
	                return;
	        }
	        const bv = this.startBlockValue(doc);
	        if (bv)
	            this.stack.push(bv);
	        else {
	            yield {
	                type: 'error',
	                offset: this.offset,
	                message: `Unexpected ${this.type} token in YAML document`,
	                source: this.source
	            };
	        }
	    }
	    *scalar(scalar) {
	        if (this.type === 'map-value-ind') {
	            const prev = getPrevProps(this.peek(2));
	            const start = getFirstKeyStartProps(prev);
	            let sep;
	            if (scalar.end) {
	                sep = scalar.end;
	                sep.push(this.sourceToken);
	                delete scalar.end;
	            }
	            else
	                sep = [this.sourceToken];
	            const map = {
	                type: 'block-map',
	                offset: scalar.offset,
	                indent: scalar.indent,
	                items: [{ start, key: scalar, sep }]
	            };
	            this.onKeyLine = true;
	            this.stack[this.stack.length - 1] = map;
	        }
	        else
	            yield* this.lineEnd(scalar);
	    }
	    *blockScalar(scalar) {
	        switch (this.type) {
	            case 'space':
	            case 'comment':
	            case 'newline':
	                scalar.props.push(this.sourceToken);
	                return;
	            case 'scalar':
	                scalar.source = this.source;
	                // block-scalar source includes trailing newline
	                this.atNewLine = true;
	                this.indent = 0;
	                if (this.onNewLine) {
	                    let nl = this.source.indexOf('\n') + 1;
	                    while (nl !== 0) {
	                        this.onNewLine(this.offset + nl);
	                        nl = this.source.indexOf('\n', nl) + 1;
	                    }
	                }
	                yield* this.pop();
	                break;
	            /* istanbul ignore next should not happen */
	            default:
	                yield* this.pop();
	                yield* this.step();
	        }
	    }
	    *blockMap(map) {
	        const it = map.items[map.items.length - 1];
	        // it.sep is true-ish if pair already has key or : separator
	        switch (this.type) {
	            case 'newline':
	                this.onKeyLine = false;
	                if (it.value) {
	                    const end = 'end' in it.value ? it.value.end : undefined;
	                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
	                    if (last?.type === 'comment')
	                        end?.push(this.sourceToken);
	                    else
	                        map.items.push({ start: [this.sourceToken] });
	                }
	                else if (it.sep) {
	                    it.sep.push(this.sourceToken);
	                }
	                else {
	                    it.start.push(this.sourceToken);
	                }
	                return;
	            case 'space':
	            case 'comment':
	                if (it.value) {
	                    map.items.push({ start: [this.sourceToken] });
	                }
	                else if (it.sep) {
	                    it.sep.push(this.sourceToken);
	                }
	                else {
	                    if (this.atIndentedComment(it.start, map.indent)) {
	                        const prev = map.items[map.items.length - 2];
	                        const end = prev?.value?.end;
	                        if (Array.isArray(end)) {
	                            arrayPushArray(end, it.start);
	                            end.push(this.sourceToken);
	                            map.items.pop();
	                            return;
	                        }
	                    }
	                    it.start.push(this.sourceToken);
	                }
	                return;
	        }
	        if (this.indent >= map.indent) {
	            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
	            const atNextItem = atMapIndent &&
	                (it.sep || it.explicitKey) &&
	                this.type !== 'seq-item-ind';
	            // For empty nodes, assign newline-separated not indented empty tokens to following node
	            let start = [];
	            if (atNextItem && it.sep && !it.value) {
	                const nl = [];
	                for (let i = 0; i < it.sep.length; ++i) {
	                    const st = it.sep[i];
	                    switch (st.type) {
	                        case 'newline':
	                            nl.push(i);
	                            break;
	                        case 'space':
	                            break;
	                        case 'comment':
	                            if (st.indent > map.indent)
	                                nl.length = 0;
	                            break;
	                        default:
	                            nl.length = 0;
	                    }
	                }
	                if (nl.length >= 2)
	                    start = it.sep.splice(nl[1]);
	            }
	            switch (this.type) {
	                case 'anchor':
	                case 'tag':
	                    if (atNextItem || it.value) {
	                        start.push(this.sourceToken);
	                        map.items.push({ start });
	                        this.onKeyLine = true;
	                    }
	                    else if (it.sep) {
	                        it.sep.push(this.sourceToken);
	                    }
	                    else {
	                        it.start.push(this.sourceToken);
	                    }
	                    return;
	                case 'explicit-key-ind':
	                    if (!it.sep && !it.explicitKey) {
	                        it.start.push(this.sourceToken);
	                        it.explicitKey = true;
	                    }
	                    else if (atNextItem || it.value) {
	                        start.push(this.sourceToken);
	                        map.items.push({ start, explicitKey: true });
	                    }
	                    else {
	                        this.stack.push({
	                            type: 'block-map',
	                            offset: this.offset,
	                            indent: this.indent,
	                            items: [{ start: [this.sourceToken], explicitKey: true }]
	                        });
	                    }
	                    this.onKeyLine = true;
	                    return;
	                case 'map-value-ind':
	                    if (it.explicitKey) {
	                        if (!it.sep) {
	                            if (includesToken(it.start, 'newline')) {
	                                Object.assign(it, { key: null, sep: [this.sourceToken] });
	                            }
	                            else {
	                                const start = getFirstKeyStartProps(it.start);
	                                this.stack.push({
	                                    type: 'block-map',
	                                    offset: this.offset,
	                                    indent: this.indent,
	                                    items: [{ start, key: null, sep: [this.sourceToken] }]
	                                });
	                            }
	                        }
	                        else if (it.value) {
	                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
	                        }
	                        else if (includesToken(it.sep, 'map-value-ind')) {
	                            this.stack.push({
	                                type: 'block-map',
	                                offset: this.offset,
	                                indent: this.indent,
	                                items: [{ start, key: null, sep: [this.sourceToken] }]
	                            });
	                        }
	                        else if (isFlowToken(it.key) &&
	                            !includesToken(it.sep, 'newline')) {
	                            const start = getFirstKeyStartProps(it.start);
	                            const key = it.key;
	                            const sep = it.sep;
	                            sep.push(this.sourceToken);
	                            // @ts-expect-error type guard is wrong here
	                            delete it.key;
	                            // @ts-expect-error type guard is wrong here
	                            delete it.sep;
	                            this.stack.push({
	                                type: 'block-map',
	                                offset: this.offset,
	                                indent: this.indent,
	                                items: [{ start, key, sep }]
	                            });
	                        }
	                        else if (start.length > 0) {
	                            // Not actually at next item
	                            it.sep = it.sep.concat(start, this.sourceToken);
	                        }
	                        else {
	                            it.sep.push(this.sourceToken);
	                        }
	                    }
	                    else {
	                        if (!it.sep) {
	                            Object.assign(it, { key: null, sep: [this.sourceToken] });
	                        }
	                        else if (it.value || atNextItem) {
	                            map.items.push({ start, key: null, sep: [this.sourceToken] });
	                        }
	                        else if (includesToken(it.sep, 'map-value-ind')) {
	                            this.stack.push({
	                                type: 'block-map',
	                                offset: this.offset,
	                                indent: this.indent,
	                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
	                            });
	                        }
	                        else {
	                            it.sep.push(this.sourceToken);
	                        }
	                    }
	                    this.onKeyLine = true;
	                    return;
	                case 'alias':
	                case 'scalar':
	                case 'single-quoted-scalar':
	                case 'double-quoted-scalar': {
	                    const fs = this.flowScalar(this.type);
	                    if (atNextItem || it.value) {
	                        map.items.push({ start, key: fs, sep: [] });
	                        this.onKeyLine = true;
	                    }
	                    else if (it.sep) {
	                        this.stack.push(fs);
	                    }
	                    else {
	                        Object.assign(it, { key: fs, sep: [] });
	                        this.onKeyLine = true;
	                    }
	                    return;
	                }
	                default: {
	                    const bv = this.startBlockValue(map);
	                    if (bv) {
	                        if (bv.type === 'block-seq') {
	                            if (!it.explicitKey &&
	                                it.sep &&
	                                !includesToken(it.sep, 'newline')) {
	                                yield* this.pop({
	                                    type: 'error',
	                                    offset: this.offset,
	                                    message: 'Unexpected block-seq-ind on same line with key',
	                                    source: this.source
	                                });
	                                return;
	                            }
	                        }
	                        else if (atMapIndent) {
	                            map.items.push({ start });
	                        }
	                        this.stack.push(bv);
	                        return;
	                    }
	                }
	            }
	        }
	        yield* this.pop();
	        yield* this.step();
	    }
	    *blockSequence(seq) {
	        const it = seq.items[seq.items.length - 1];
	        switch (this.type) {
	            case 'newline':
	                if (it.value) {
	                    const end = 'end' in it.value ? it.value.end : undefined;
	                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
	                    if (last?.type === 'comment')
	                        end?.push(this.sourceToken);
	                    else
	                        seq.items.push({ start: [this.sourceToken] });
	                }
	                else
	                    it.start.push(this.sourceToken);
	                return;
	            case 'space':
	            case 'comment':
	                if (it.value)
	                    seq.items.push({ start: [this.sourceToken] });
	                else {
	                    if (this.atIndentedComment(it.start, seq.indent)) {
	                        const prev = seq.items[seq.items.length - 2];
	                        const end = prev?.value?.end;
	                        if (Array.isArray(end)) {
	                            arrayPushArray(end, it.start);
	                            end.push(this.sourceToken);
	                            seq.items.pop();
	                            return;
	                        }
	                    }
	                    it.start.push(this.sourceToken);
	                }
	                return;
	            case 'anchor':
	            case 'tag':
	                if (it.value || this.indent <= seq.indent)
	                    break;
	                it.start.push(this.sourceToken);
	                return;
	            case 'seq-item-ind':
	                if (this.indent !== seq.indent)
	                    break;
	                if (it.value || includesToken(it.start, 'seq-item-ind'))
	                    seq.items.push({ start: [this.sourceToken] });
	                else
	                    it.start.push(this.sourceToken);
	                return;
	        }
	        if (this.indent > seq.indent) {
	            const bv = this.startBlockValue(seq);
	            if (bv) {
	                this.stack.push(bv);
	                return;
	            }
	        }
	        yield* this.pop();
	        yield* this.step();
	    }
	    *flowCollection(fc) {
	        const it = fc.items[fc.items.length - 1];
	        if (this.type === 'flow-error-end') {
	            let top;
	            do {
	                yield* this.pop();
	                top = this.peek(1);
	            } while (top?.type === 'flow-collection');
	        }
	        else if (fc.end.length === 0) {
	            switch (this.type) {
	                case 'comma':
	                case 'explicit-key-ind':
	                    if (!it || it.sep)
	                        fc.items.push({ start: [this.sourceToken] });
	                    else
	                        it.start.push(this.sourceToken);
	                    return;
	                case 'map-value-ind':
	                    if (!it || it.value)
	                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
	                    else if (it.sep)
	                        it.sep.push(this.sourceToken);
	                    else
	                        Object.assign(it, { key: null, sep: [this.sourceToken] });
	                    return;
	                case 'space':
	                case 'comment':
	                case 'newline':
	                case 'anchor':
	                case 'tag':
	                    if (!it || it.value)
	                        fc.items.push({ start: [this.sourceToken] });
	                    else if (it.sep)
	                        it.sep.push(this.sourceToken);
	                    else
	                        it.start.push(this.sourceToken);
	                    return;
	                case 'alias':
	                case 'scalar':
	                case 'single-quoted-scalar':
	                case 'double-quoted-scalar': {
	                    const fs = this.flowScalar(this.type);
	                    if (!it || it.value)
	                        fc.items.push({ start: [], key: fs, sep: [] });
	                    else if (it.sep)
	                        this.stack.push(fs);
	                    else
	                        Object.assign(it, { key: fs, sep: [] });
	                    return;
	                }
	                case 'flow-map-end':
	                case 'flow-seq-end':
	                    fc.end.push(this.sourceToken);
	                    return;
	            }
	            const bv = this.startBlockValue(fc);
	            /* istanbul ignore else should not happen */
	            if (bv)
	                this.stack.push(bv);
	            else {
	                yield* this.pop();
	                yield* this.step();
	            }
	        }
	        else {
	            const parent = this.peek(2);
	            if (parent.type === 'block-map' &&
	                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
	                    (this.type === 'newline' &&
	                        !parent.items[parent.items.length - 1].sep))) {
	                yield* this.pop();
	                yield* this.step();
	            }
	            else if (this.type === 'map-value-ind' &&
	                parent.type !== 'flow-collection') {
	                const prev = getPrevProps(parent);
	                const start = getFirstKeyStartProps(prev);
	                fixFlowSeqItems(fc);
	                const sep = fc.end.splice(1, fc.end.length);
	                sep.push(this.sourceToken);
	                const map = {
	                    type: 'block-map',
	                    offset: fc.offset,
	                    indent: fc.indent,
	                    items: [{ start, key: fc, sep }]
	                };
	                this.onKeyLine = true;
	                this.stack[this.stack.length - 1] = map;
	            }
	            else {
	                yield* this.lineEnd(fc);
	            }
	        }
	    }
	    flowScalar(type) {
	        if (this.onNewLine) {
	            let nl = this.source.indexOf('\n') + 1;
	            while (nl !== 0) {
	                this.onNewLine(this.offset + nl);
	                nl = this.source.indexOf('\n', nl) + 1;
	            }
	        }
	        return {
	            type,
	            offset: this.offset,
	            indent: this.indent,
	            source: this.source
	        };
	    }
	    startBlockValue(parent) {
	        switch (this.type) {
	            case 'alias':
	            case 'scalar':
	            case 'single-quoted-scalar':
	            case 'double-quoted-scalar':
	                return this.flowScalar(this.type);
	            case 'block-scalar-header':
	                return {
	                    type: 'block-scalar',
	                    offset: this.offset,
	                    indent: this.indent,
	                    props: [this.sourceToken],
	                    source: ''
	                };
	            case 'flow-map-start':
	            case 'flow-seq-start':
	                return {
	                    type: 'flow-collection',
	                    offset: this.offset,
	                    indent: this.indent,
	                    start: this.sourceToken,
	                    items: [],
	                    end: []
	                };
	            case 'seq-item-ind':
	                return {
	                    type: 'block-seq',
	                    offset: this.offset,
	                    indent: this.indent,
	                    items: [{ start: [this.sourceToken] }]
	                };
	            case 'explicit-key-ind': {
	                this.onKeyLine = true;
	                const prev = getPrevProps(parent);
	                const start = getFirstKeyStartProps(prev);
	                start.push(this.sourceToken);
	                return {
	                    type: 'block-map',
	                    offset: this.offset,
	                    indent: this.indent,
	                    items: [{ start, explicitKey: true }]
	                };
	            }
	            case 'map-value-ind': {
	                this.onKeyLine = true;
	                const prev = getPrevProps(parent);
	                const start = getFirstKeyStartProps(prev);
	                return {
	                    type: 'block-map',
	                    offset: this.offset,
	                    indent: this.indent,
	                    items: [{ start, key: null, sep: [this.sourceToken] }]
	                };
	            }
	        }
	        return null;
	    }
	    atIndentedComment(start, indent) {
	        if (this.type !== 'comment')
	            return false;
	        if (this.indent <= indent)
	            return false;
	        return start.every(st => st.type === 'newline' || st.type === 'space');
	    }
	    *documentEnd(docEnd) {
	        if (this.type !== 'doc-mode') {
	            if (docEnd.end)
	                docEnd.end.push(this.sourceToken);
	            else
	                docEnd.end = [this.sourceToken];
	            if (this.type === 'newline')
	                yield* this.pop();
	        }
	    }
	    *lineEnd(token) {
	        switch (this.type) {
	            case 'comma':
	            case 'doc-start':
	            case 'doc-end':
	            case 'flow-seq-end':
	            case 'flow-map-end':
	            case 'map-value-ind':
	                yield* this.pop();
	                yield* this.step();
	                break;
	            case 'newline':
	                this.onKeyLine = false;
	            // fallthrough
	            case 'space':
	            case 'comment':
	            default:
	                // all other values are errors
	                if (token.end)
	                    token.end.push(this.sourceToken);
	                else
	                    token.end = [this.sourceToken];
	                if (this.type === 'newline')
	                    yield* this.pop();
	        }
	    }
	}

	parser.Parser = Parser;
	return parser;
}

var publicApi = {};

var hasRequiredPublicApi;

function requirePublicApi () {
	if (hasRequiredPublicApi) return publicApi;
	hasRequiredPublicApi = 1;

	var composer = requireComposer();
	var Document = requireDocument();
	var errors = requireErrors();
	var log = requireLog();
	var identity = requireIdentity();
	var lineCounter = requireLineCounter();
	var parser = requireParser();

	function parseOptions(options) {
	    const prettyErrors = options.prettyErrors !== false;
	    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
	    return { lineCounter: lineCounter$1, prettyErrors };
	}
	/**
	 * Parse the input as a stream of YAML documents.
	 *
	 * Documents should be separated from each other by `...` or `---` marker lines.
	 *
	 * @returns If an empty `docs` array is returned, it will be of type
	 *   EmptyStream and contain additional stream information. In
	 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
	 */
	function parseAllDocuments(source, options = {}) {
	    const { lineCounter, prettyErrors } = parseOptions(options);
	    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
	    const composer$1 = new composer.Composer(options);
	    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
	    if (prettyErrors && lineCounter)
	        for (const doc of docs) {
	            doc.errors.forEach(errors.prettifyError(source, lineCounter));
	            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
	        }
	    if (docs.length > 0)
	        return docs;
	    return Object.assign([], { empty: true }, composer$1.streamInfo());
	}
	/** Parse an input string into a single YAML.Document */
	function parseDocument(source, options = {}) {
	    const { lineCounter, prettyErrors } = parseOptions(options);
	    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
	    const composer$1 = new composer.Composer(options);
	    // `doc` is always set by compose.end(true) at the very latest
	    let doc = null;
	    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
	        if (!doc)
	            doc = _doc;
	        else if (doc.options.logLevel !== 'silent') {
	            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
	            break;
	        }
	    }
	    if (prettyErrors && lineCounter) {
	        doc.errors.forEach(errors.prettifyError(source, lineCounter));
	        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
	    }
	    return doc;
	}
	function parse(src, reviver, options) {
	    let _reviver = undefined;
	    if (typeof reviver === 'function') {
	        _reviver = reviver;
	    }
	    else if (options === undefined && reviver && typeof reviver === 'object') {
	        options = reviver;
	    }
	    const doc = parseDocument(src, options);
	    if (!doc)
	        return null;
	    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
	    if (doc.errors.length > 0) {
	        if (doc.options.logLevel !== 'silent')
	            throw doc.errors[0];
	        else
	            doc.errors = [];
	    }
	    return doc.toJS(Object.assign({ reviver: _reviver }, options));
	}
	function stringify(value, replacer, options) {
	    let _replacer = null;
	    if (typeof replacer === 'function' || Array.isArray(replacer)) {
	        _replacer = replacer;
	    }
	    else if (options === undefined && replacer) {
	        options = replacer;
	    }
	    if (typeof options === 'string')
	        options = options.length;
	    if (typeof options === 'number') {
	        const indent = Math.round(options);
	        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
	    }
	    if (value === undefined) {
	        const { keepUndefined } = options ?? replacer ?? {};
	        if (!keepUndefined)
	            return undefined;
	    }
	    if (identity.isDocument(value) && !_replacer)
	        return value.toString(options);
	    return new Document.Document(value, _replacer, options).toString(options);
	}

	publicApi.parse = parse;
	publicApi.parseAllDocuments = parseAllDocuments;
	publicApi.parseDocument = parseDocument;
	publicApi.stringify = stringify;
	return publicApi;
}

var hasRequiredDist;

function requireDist () {
	if (hasRequiredDist) return dist;
	hasRequiredDist = 1;

	var composer = requireComposer();
	var Document = requireDocument();
	var Schema = requireSchema();
	var errors = requireErrors();
	var Alias = requireAlias();
	var identity = requireIdentity();
	var Pair = requirePair();
	var Scalar = requireScalar();
	var YAMLMap = requireYAMLMap();
	var YAMLSeq = requireYAMLSeq();
	var cst = requireCst();
	var lexer = requireLexer();
	var lineCounter = requireLineCounter();
	var parser = requireParser();
	var publicApi = requirePublicApi();
	var visit = requireVisit();



	dist.Composer = composer.Composer;
	dist.Document = Document.Document;
	dist.Schema = Schema.Schema;
	dist.YAMLError = errors.YAMLError;
	dist.YAMLParseError = errors.YAMLParseError;
	dist.YAMLWarning = errors.YAMLWarning;
	dist.Alias = Alias.Alias;
	dist.isAlias = identity.isAlias;
	dist.isCollection = identity.isCollection;
	dist.isDocument = identity.isDocument;
	dist.isMap = identity.isMap;
	dist.isNode = identity.isNode;
	dist.isPair = identity.isPair;
	dist.isScalar = identity.isScalar;
	dist.isSeq = identity.isSeq;
	dist.Pair = Pair.Pair;
	dist.Scalar = Scalar.Scalar;
	dist.YAMLMap = YAMLMap.YAMLMap;
	dist.YAMLSeq = YAMLSeq.YAMLSeq;
	dist.CST = cst;
	dist.Lexer = lexer.Lexer;
	dist.LineCounter = lineCounter.LineCounter;
	dist.Parser = parser.Parser;
	dist.parse = publicApi.parse;
	dist.parseAllDocuments = publicApi.parseAllDocuments;
	dist.parseDocument = publicApi.parseDocument;
	dist.stringify = publicApi.stringify;
	dist.visit = visit.visit;
	dist.visitAsync = visit.visitAsync;
	return dist;
}

var distExports = requireDist();

var jiti$1 = {exports: {}};

var hasRequiredJiti;

function requireJiti () {
	if (hasRequiredJiti) return jiti$1.exports;
	hasRequiredJiti = 1;
	(()=>{var e={"./node_modules/.pnpm/mlly@1.8.2/node_modules/mlly/dist lazy recursive"(e){function webpackEmptyAsyncContext(e){return Promise.resolve().then(function(){var t=new Error("Cannot find module '"+e+"'");throw t.code="MODULE_NOT_FOUND",t})}webpackEmptyAsyncContext.keys=()=>[],webpackEmptyAsyncContext.resolve=webpackEmptyAsyncContext,webpackEmptyAsyncContext.id="./node_modules/.pnpm/mlly@1.8.2/node_modules/mlly/dist lazy recursive",e.exports=webpackEmptyAsyncContext;},fs(e){e.exports=fs__default;},"node:fs"(e){e.exports=fs;},"node:module"(e){e.exports=require$$2;},"node:path"(e){e.exports=path;},os(e){e.exports=os__default;},path(e){e.exports=path__default;},"./node_modules/.pnpm/get-tsconfig@4.14.0/node_modules/get-tsconfig/dist/index.cjs"(e,t,i){var n=Object.defineProperty,r=(e,t)=>n(e,"name",{value:t,configurable:true}),a=i("node:path"),c=i("node:fs"),l=i("node:module"),y=i("./node_modules/.pnpm/resolve-pkg-maps@1.0.0/node_modules/resolve-pkg-maps/dist/index.cjs"),E=i("fs"),w=i("os"),C=i("path");function h(e){return e.startsWith("\\\\?\\")?e:e.replace(/\\/g,"/")}r(h,"slash");const S=r(e=>{const t=c[e];return (i,...n)=>{const a=`${e}:${n.join(":")}`;let l=null==i?void 0:i.get(a);return void 0===l&&(l=Reflect.apply(t,c,n),null==i||i.set(a,l)),l}},"cacheFs"),I=S("existsSync"),N=S("readFileSync"),O=S("statSync"),j=r((e,t,i)=>{for(;;){const n=a.posix.join(e,t);if(I(i,n))return n;const c=a.dirname(e);if(c===e)return;e=c;}},"findUp"),F=/^\.{1,2}(\/.*)?$/,B=r(e=>{const t=h(e);return F.test(t)?t:`./${t}`},"normalizeRelativePath");function Ne(e,t=false){const i=e.length;let n=0,a="",c=0,l=16,y=0,E=0,w=0,C=0,S=0;function _(t,i){let a=0,c=0;for(;a<t;){let t=e.charCodeAt(n);if(t>=48&&t<=57)c=16*c+t-48;else if(t>=65&&t<=70)c=16*c+t-65+10;else {if(!(t>=97&&t<=102))break;c=16*c+t-97+10;}n++,a++;}return a<t&&(c=-1),c}function b(e){n=e,a="",c=0,l=16,S=0;}function p(){let t=n;if(48===e.charCodeAt(n))n++;else for(n++;n<e.length&&R(e.charCodeAt(n));)n++;if(n<e.length&&46===e.charCodeAt(n)){if(n++,!(n<e.length&&R(e.charCodeAt(n))))return S=3,e.substring(t,n);for(n++;n<e.length&&R(e.charCodeAt(n));)n++;}let i=n;if(n<e.length&&(69===e.charCodeAt(n)||101===e.charCodeAt(n)))if(n++,(n<e.length&&43===e.charCodeAt(n)||45===e.charCodeAt(n))&&n++,n<e.length&&R(e.charCodeAt(n))){for(n++;n<e.length&&R(e.charCodeAt(n));)n++;i=n;}else S=3;return e.substring(t,i)}function L(){let t="",a=n;for(;;){if(n>=i){t+=e.substring(a,n),S=2;break}const c=e.charCodeAt(n);if(34===c){t+=e.substring(a,n),n++;break}if(92!==c){if(c>=0&&c<=31){if(M(c)){t+=e.substring(a,n),S=2;break}S=6;}n++;}else {if(t+=e.substring(a,n),n++,n>=i){S=2;break}switch(e.charCodeAt(n++)){case 34:t+='"';break;case 92:t+="\\";break;case 47:t+="/";break;case 98:t+="\b";break;case 102:t+="\f";break;case 110:t+="\n";break;case 114:t+="\r";break;case 116:t+="\t";break;case 117:const e=_(4);e>=0?t+=String.fromCharCode(e):S=4;break;default:S=5;}a=n;}}return t}function A(){if(a="",S=0,c=n,E=y,C=w,n>=i)return c=i,l=17;let t=e.charCodeAt(n);if(ee(t)){do{n++,a+=String.fromCharCode(t),t=e.charCodeAt(n);}while(ee(t));return l=15}if(M(t))return n++,a+=String.fromCharCode(t),13===t&&10===e.charCodeAt(n)&&(n++,a+="\n"),y++,w=n,l=14;switch(t){case 123:return n++,l=1;case 125:return n++,l=2;case 91:return n++,l=3;case 93:return n++,l=4;case 58:return n++,l=6;case 44:return n++,l=5;case 34:return n++,a=L(),l=10;case 47:const E=n-1;if(47===e.charCodeAt(n+1)){for(n+=2;n<i&&!M(e.charCodeAt(n));)n++;return a=e.substring(E,n),l=12}if(42===e.charCodeAt(n+1)){n+=2;const t=i-1;let c=false;for(;n<t;){const t=e.charCodeAt(n);if(42===t&&47===e.charCodeAt(n+1)){n+=2,c=true;break}n++,M(t)&&(13===t&&10===e.charCodeAt(n)&&n++,y++,w=n);}return c||(n++,S=1),a=e.substring(E,n),l=13}return a+=String.fromCharCode(t),n++,l=16;case 45:if(a+=String.fromCharCode(t),n++,n===i||!R(e.charCodeAt(n)))return l=16;case 48:case 49:case 50:case 51:case 52:case 53:case 54:case 55:case 56:case 57:return a+=p(),l=11;default:for(;n<i&&D(t);)n++,t=e.charCodeAt(n);if(c!==n){switch(a=e.substring(c,n),a){case "true":return l=8;case "false":return l=9;case "null":return l=7}return l=16}return a+=String.fromCharCode(t),n++,l=16}}function D(e){if(ee(e)||M(e))return  false;switch(e){case 125:case 93:case 123:case 91:case 34:case 58:case 44:case 47:return  false}return  true}function x(){let e;do{e=A();}while(e>=12&&e<=15);return e}return r(_,"scanHexDigits"),r(b,"setPosition"),r(p,"scanNumber"),r(L,"scanString"),r(A,"scanNext"),r(D,"isUnknownContentCharacter"),r(x,"scanNextNonTrivia"),{setPosition:b,getPosition:r(()=>n,"getPosition"),scan:t?x:A,getToken:r(()=>l,"getToken"),getTokenValue:r(()=>a,"getTokenValue"),getTokenOffset:r(()=>c,"getTokenOffset"),getTokenLength:r(()=>n-c,"getTokenLength"),getTokenStartLine:r(()=>E,"getTokenStartLine"),getTokenStartCharacter:r(()=>c-C,"getTokenStartCharacter"),getTokenError:r(()=>S,"getTokenError")}}function ee(e){return 32===e||9===e}function M(e){return 10===e||13===e}function R(e){return e>=48&&e<=57}var $,q;r(Ne,"createScanner"),r(ee,"isWhiteSpace"),r(M,"isLineBreak"),r(R,"isDigit"),(q=$||($={}))[q.lineFeed=10]="lineFeed",q[q.carriageReturn=13]="carriageReturn",q[q.space=32]="space",q[q._0=48]="_0",q[q._1=49]="_1",q[q._2=50]="_2",q[q._3=51]="_3",q[q._4=52]="_4",q[q._5=53]="_5",q[q._6=54]="_6",q[q._7=55]="_7",q[q._8=56]="_8",q[q._9=57]="_9",q[q.a=97]="a",q[q.b=98]="b",q[q.c=99]="c",q[q.d=100]="d",q[q.e=101]="e",q[q.f=102]="f",q[q.g=103]="g",q[q.h=104]="h",q[q.i=105]="i",q[q.j=106]="j",q[q.k=107]="k",q[q.l=108]="l",q[q.m=109]="m",q[q.n=110]="n",q[q.o=111]="o",q[q.p=112]="p",q[q.q=113]="q",q[q.r=114]="r",q[q.s=115]="s",q[q.t=116]="t",q[q.u=117]="u",q[q.v=118]="v",q[q.w=119]="w",q[q.x=120]="x",q[q.y=121]="y",q[q.z=122]="z",q[q.A=65]="A",q[q.B=66]="B",q[q.C=67]="C",q[q.D=68]="D",q[q.E=69]="E",q[q.F=70]="F",q[q.G=71]="G",q[q.H=72]="H",q[q.I=73]="I",q[q.J=74]="J",q[q.K=75]="K",q[q.L=76]="L",q[q.M=77]="M",q[q.N=78]="N",q[q.O=79]="O",q[q.P=80]="P",q[q.Q=81]="Q",q[q.R=82]="R",q[q.S=83]="S",q[q.T=84]="T",q[q.U=85]="U",q[q.V=86]="V",q[q.W=87]="W",q[q.X=88]="X",q[q.Y=89]="Y",q[q.Z=90]="Z",q[q.asterisk=42]="asterisk",q[q.backslash=92]="backslash",q[q.closeBrace=125]="closeBrace",q[q.closeBracket=93]="closeBracket",q[q.colon=58]="colon",q[q.comma=44]="comma",q[q.dot=46]="dot",q[q.doubleQuote=34]="doubleQuote",q[q.minus=45]="minus",q[q.openBrace=123]="openBrace",q[q.openBracket=91]="openBracket",q[q.plus=43]="plus",q[q.slash=47]="slash",q[q.formFeed=12]="formFeed",q[q.tab=9]="tab",new Array(20).fill(0).map((e,t)=>" ".repeat(t));const W=200;var K,H,Y;function Pe(e,t=[],i=K.DEFAULT){let n=null,a=[];const c=[];function o(e){Array.isArray(a)?a.push(e):null!==n&&(a[n]=e);}return r(o,"onValue"),We(e,{onObjectBegin:r(()=>{const e={};o(e),c.push(a),a=e,n=null;},"onObjectBegin"),onObjectProperty:r(e=>{n=e;},"onObjectProperty"),onObjectEnd:r(()=>{a=c.pop();},"onObjectEnd"),onArrayBegin:r(()=>{const e=[];o(e),c.push(a),a=e,n=null;},"onArrayBegin"),onArrayEnd:r(()=>{a=c.pop();},"onArrayEnd"),onLiteralValue:o,onError:r((e,i,n)=>{t.push({error:e,offset:i,length:n});},"onError")},i),a[0]}function We(e,t,i=K.DEFAULT){const n=Ne(e,false),a=[];let c=0;function o(e){return e?()=>0===c&&e(n.getTokenOffset(),n.getTokenLength(),n.getTokenStartLine(),n.getTokenStartCharacter()):()=>true}function f(e){return e?t=>0===c&&e(t,n.getTokenOffset(),n.getTokenLength(),n.getTokenStartLine(),n.getTokenStartCharacter()):()=>true}function u(e){return e?t=>0===c&&e(t,n.getTokenOffset(),n.getTokenLength(),n.getTokenStartLine(),n.getTokenStartCharacter(),()=>a.slice()):()=>true}function g(e){return e?()=>{c>0?c++:false===e(n.getTokenOffset(),n.getTokenLength(),n.getTokenStartLine(),n.getTokenStartCharacter(),()=>a.slice())&&(c=1);}:()=>true}function m(e){return e?()=>{c>0&&c--,0===c&&e(n.getTokenOffset(),n.getTokenLength(),n.getTokenStartLine(),n.getTokenStartCharacter());}:()=>true}r(o,"toNoArgVisit"),r(f,"toOneArgVisit"),r(u,"toOneArgVisitWithPath"),r(g,"toBeginVisit"),r(m,"toEndVisit");const l=g(t.onObjectBegin),y=u(t.onObjectProperty),E=m(t.onObjectEnd),w=g(t.onArrayBegin),C=m(t.onArrayEnd),S=u(t.onLiteralValue),I=f(t.onSeparator),N=o(t.onComment),O=f(t.onError),j=i&&i.disallowComments,F=i&&i.allowTrailingComma;function T(){for(;;){const e=n.scan();switch(n.getTokenError()){case 4:k(14);break;case 5:k(15);break;case 3:k(13);break;case 1:j||k(11);break;case 2:k(12);break;case 6:k(16);}switch(e){case 12:case 13:j?k(10):N();break;case 16:k(1);break;case 15:case 14:break;default:return e}}}function k(e,t=[],i=[]){if(O(e),t.length+i.length>0){let e=n.getToken();for(;17!==e;){if(-1!==t.indexOf(e)){T();break}if(-1!==i.indexOf(e))break;e=T();}}}function P(e){const t=n.getTokenValue();return e?S(t):(y(t),a.push(t)),T(),true}function J(){switch(n.getToken()){case 11:const e=n.getTokenValue();let t=Number(e);isNaN(t)&&(k(2),t=0),S(t);break;case 7:S(null);break;case 8:S(true);break;case 9:S(false);break;default:return  false}return T(),true}function V(){return 10!==n.getToken()?(k(3,[],[2,5]),false):(P(false),6===n.getToken()?(I(":"),T(),U()||k(4,[],[2,5])):k(5,[],[2,5]),a.pop(),true)}function z(){l(),T();let e=false;for(;2!==n.getToken()&&17!==n.getToken();){if(5===n.getToken()){if(e||k(4,[],[]),I(","),T(),2===n.getToken()&&F)break}else e&&k(6,[],[]);V()||k(4,[],[2,5]),e=true;}return E(),2!==n.getToken()?k(7,[2],[]):T(),true}function G(){w(),T();let e=true,t=false;for(;4!==n.getToken()&&17!==n.getToken();){if(5===n.getToken()){if(t||k(4,[],[]),I(","),T(),4===n.getToken()&&F)break}else t&&k(6,[],[]);e?(a.push(0),e=false):a[a.length-1]++,U()||k(4,[],[4,5]),t=true;}return C(),e||a.pop(),4!==n.getToken()?k(8,[4],[]):T(),true}function U(){switch(n.getToken()){case 3:return G();case 1:return z();case 10:return P(true);default:return J()}}return r(T,"scanNext"),r(k,"handleError"),r(P,"parseString"),r(J,"parseLiteral"),r(V,"parseProperty"),r(z,"parseObject"),r(G,"parseArray"),r(U,"parseValue"),T(),17===n.getToken()?!!i.allowEmptyContent||(k(4,[],[]),false):U()?(17!==n.getToken()&&k(9,[],[]),true):(k(4,[],[]),false)}new Array(W).fill(0).map((e,t)=>"\n"+" ".repeat(t)),new Array(W).fill(0).map((e,t)=>"\r"+" ".repeat(t)),new Array(W).fill(0).map((e,t)=>"\r\n"+" ".repeat(t)),new Array(W).fill(0).map((e,t)=>"\n"+"\t".repeat(t)),new Array(W).fill(0).map((e,t)=>"\r"+"\t".repeat(t)),new Array(W).fill(0).map((e,t)=>"\r\n"+"\t".repeat(t)),function(e){e.DEFAULT={allowTrailingComma:false};}(K||(K={})),r(Pe,"parse$1"),r(We,"visit"),function(e){e[e.None=0]="None",e[e.UnexpectedEndOfComment=1]="UnexpectedEndOfComment",e[e.UnexpectedEndOfString=2]="UnexpectedEndOfString",e[e.UnexpectedEndOfNumber=3]="UnexpectedEndOfNumber",e[e.InvalidUnicode=4]="InvalidUnicode",e[e.InvalidEscapeCharacter=5]="InvalidEscapeCharacter",e[e.InvalidCharacter=6]="InvalidCharacter";}(H||(H={})),function(e){e[e.OpenBraceToken=1]="OpenBraceToken",e[e.CloseBraceToken=2]="CloseBraceToken",e[e.OpenBracketToken=3]="OpenBracketToken",e[e.CloseBracketToken=4]="CloseBracketToken",e[e.CommaToken=5]="CommaToken",e[e.ColonToken=6]="ColonToken",e[e.NullKeyword=7]="NullKeyword",e[e.TrueKeyword=8]="TrueKeyword",e[e.FalseKeyword=9]="FalseKeyword",e[e.StringLiteral=10]="StringLiteral",e[e.NumericLiteral=11]="NumericLiteral",e[e.LineCommentTrivia=12]="LineCommentTrivia",e[e.BlockCommentTrivia=13]="BlockCommentTrivia",e[e.LineBreakTrivia=14]="LineBreakTrivia",e[e.Trivia=15]="Trivia",e[e.Unknown=16]="Unknown",e[e.EOF=17]="EOF";}(Y||(Y={}));const Q=Pe;var Z;!function(e){e[e.InvalidSymbol=1]="InvalidSymbol",e[e.InvalidNumberFormat=2]="InvalidNumberFormat",e[e.PropertyNameExpected=3]="PropertyNameExpected",e[e.ValueExpected=4]="ValueExpected",e[e.ColonExpected=5]="ColonExpected",e[e.CommaExpected=6]="CommaExpected",e[e.CloseBraceExpected=7]="CloseBraceExpected",e[e.CloseBracketExpected=8]="CloseBracketExpected",e[e.EndOfFileExpected=9]="EndOfFileExpected",e[e.InvalidCommentToken=10]="InvalidCommentToken",e[e.UnexpectedEndOfComment=11]="UnexpectedEndOfComment",e[e.UnexpectedEndOfString=12]="UnexpectedEndOfString",e[e.UnexpectedEndOfNumber=13]="UnexpectedEndOfNumber",e[e.InvalidUnicode=14]="InvalidUnicode",e[e.InvalidEscapeCharacter=15]="InvalidEscapeCharacter",e[e.InvalidCharacter=16]="InvalidCharacter";}(Z||(Z={}));const X=r((e,t)=>Q(N(t,e,"utf8")),"readJsonc"),te=Symbol("implicitBaseUrl"),ie="${configDir}",se=r(()=>{const{findPnpApi:e}=l;return e&&e(process.cwd())},"getPnpApi"),re=r((e,t,i,n)=>{const c=`resolveFromPackageJsonPath:${e}:${t}:${i}`;if(null!=n&&n.has(c))return n.get(c);const l=X(e,n);if(!l)return;let E=t||"tsconfig.json";if(!i&&l.exports)try{const[e]=y.resolveExports(l.exports,t,["require","types"]);E=e;}catch{return  false}else !t&&l.tsconfig&&(E=l.tsconfig);return E=a.join(e,"..",E),null==n||n.set(c,E),E},"resolveFromPackageJsonPath"),ne="package.json",ae="tsconfig.json",oe=r((e,t,i)=>{let n=e;if(".."===e&&(n=a.join(n,ae)),"."===e[0]&&(n=a.resolve(t,n)),a.isAbsolute(n)){if(I(i,n)){if(O(i,n).isFile())return n}else if(!n.endsWith(".json")){const e=`${n}.json`;if(I(i,e))return e}return}const[c,...l]=e.split("/"),y="@"===c[0]?`${c}/${l.shift()}`:c,E=l.join("/"),w=se();if(w){const{resolveRequest:n}=w;try{if(y===e){const e=n(a.join(y,ne),t);if(e){const t=re(e,E,!1,i);if(t&&I(i,t))return t}}else {let i;try{i=n(e,t,{extensions:[".json"]});}catch{i=n(a.join(e,ae),t);}if(i)return i}}catch{}}const C=j(a.resolve(t),a.join("node_modules",y),i);if(!C||!O(i,C).isDirectory())return;const S=a.join(C,ne);if(I(i,S)){const e=re(S,E,false,i);if(false===e)return;if(e&&I(i,e)&&O(i,e).isFile())return e}const N=a.join(C,E),F=N.endsWith(".json");if(!F){const e=`${N}.json`;if(I(i,e))return e}if(I(i,N))if(O(i,N).isDirectory()){const e=a.join(N,ne);if(I(i,e)){const t=re(e,"",true,i);if(t&&I(i,t))return t}const t=a.join(N,ae);if(I(i,t))return t}else if(F)return N},"resolveExtendsPath"),ce=r((e,t)=>B(a.relative(e,t)),"pathRelative"),he=["files","include","exclude"],le=r((e,t,i)=>{const n=a.join(t,i);return h(a.relative(e,n))||"./"},"resolveAndRelativize"),pe=r((e,t,i)=>{const n=a.relative(e,t);if(!n)return i;return h(`${n}/${i.startsWith("./")?i.slice(2):i}`)},"prefixPattern"),ue=r((e,t,i,n)=>{const c=oe(e,t,n);if(!c)throw new Error(`File '${e}' not found.`);if(i.has(c))throw new Error(`Circularity detected while resolving configuration: ${c}`);i.add(c);const l=a.dirname(c),y=fe(c,n,i);delete y.references;const{compilerOptions:E}=y;if(E){const{baseUrl:e}=E;e&&!e.startsWith(ie)&&(E.baseUrl=le(t,l,e));const{outDir:i}=E;i&&!i.startsWith(ie)&&(E.outDir=le(t,l,i));const{declarationDir:n}=E;n&&!n.startsWith(ie)&&(E.declarationDir=le(t,l,n));const{rootDir:a}=E;a&&!a.startsWith(ie)&&(E.rootDir=le(t,l,a));const{rootDirs:c}=E;c&&(E.rootDirs=c.map(e=>e.startsWith(ie)?e:le(t,l,e)));const{typeRoots:y}=E;y&&(E.typeRoots=y.map(e=>e.startsWith(ie)?e:le(t,l,e)));}for(const e of he){const i=y[e];i&&(y[e]=i.map(e=>e.startsWith(ie)?e:pe(t,l,e)));}return y},"resolveExtends"),de=["outDir","declarationDir"],fe=r((e,t,i=new Set)=>{let n;try{n=X(e,t)||{};}catch{throw new Error(`Cannot resolve tsconfig at path: ${e}`)}if("object"!=typeof n)throw new SyntaxError(`Failed to parse tsconfig at: ${e}`);const c=a.dirname(e);if(n.compilerOptions){const{compilerOptions:e}=n;e.paths&&!e.baseUrl&&(e[te]=c);}if(n.extends){const e=Array.isArray(n.extends)?n.extends:[n.extends];delete n.extends;for(const a of e.reverse()){const e=ue(a,c,new Set(i),t),l={...e,...n,compilerOptions:{...e.compilerOptions,...n.compilerOptions}};e.watchOptions&&(l.watchOptions={...e.watchOptions,...n.watchOptions}),n=l;}}if(n.compilerOptions){const{compilerOptions:e}=n,t=["baseUrl","rootDir"];for(const i of t){const t=e[i];if(t&&!t.startsWith(ie)){const n=a.resolve(c,t),l=ce(c,n);e[i]=l;}}for(const t of de){let i=e[t];i&&(Array.isArray(n.exclude)||(n.exclude=de.map(t=>e[t]).filter(Boolean)),i.startsWith(ie)||(i=B(i)),e[t]=i);}}else n.compilerOptions={};if(n.include&&(n.include=n.include.map(h)),n.files&&(n.files=n.files.map(e=>e.startsWith(ie)?e:B(e))),n.watchOptions){const{watchOptions:e}=n;e.excludeDirectories&&(e.excludeDirectories=e.excludeDirectories.map(e=>h(a.resolve(c,e)))),e.excludeFiles&&(e.excludeFiles=e.excludeFiles.map(e=>h(a.resolve(c,e)))),e.watchFile&&(e.watchFile=e.watchFile.toLowerCase()),e.watchDirectory&&(e.watchDirectory=e.watchDirectory.toLowerCase()),e.fallbackPolling&&(e.fallbackPolling=e.fallbackPolling.toLowerCase());}return n},"_parseTsconfig"),me=r((e,t)=>{if(e.startsWith(ie))return h(a.join(t,e.slice(12)))},"interpolateConfigDir"),ge=["outDir","declarationDir","outFile","rootDir","baseUrl","tsBuildInfoFile"],xe=r(e=>{if(e.strict){const t=["noImplicitAny","noImplicitThis","strictNullChecks","strictFunctionTypes","strictBindCallApply","strictPropertyInitialization","strictBuiltinIteratorReturn","alwaysStrict","useUnknownInCatchVariables"];for(const i of t) void 0===e[i]&&(e[i]=true);}if(e.composite&&(null!=e.declaration||(e.declaration=true),null!=e.incremental||(e.incremental=true)),e.target){let t=e.target.toLowerCase();"es2015"===t&&(t="es6"),e.target=t,"esnext"===t&&(null!=e.module||(e.module="es6"),null!=e.useDefineForClassFields||(e.useDefineForClassFields=true)),("es6"===t||"es2016"===t||"es2017"===t||"es2018"===t||"es2019"===t||"es2020"===t||"es2021"===t||"es2022"===t||"es2023"===t||"es2024"===t)&&(null!=e.module||(e.module="es6")),("es2022"===t||"es2023"===t||"es2024"===t)&&(null!=e.useDefineForClassFields||(e.useDefineForClassFields=true));}if(e.module){let t=e.module.toLowerCase();if("es2015"===t&&(t="es6"),e.module=t,("es6"===t||"es2020"===t||"es2022"===t||"esnext"===t||"none"===t||"system"===t||"umd"===t||"amd"===t)&&(null!=e.moduleResolution||(e.moduleResolution="classic")),"system"===t&&(null!=e.allowSyntheticDefaultImports||(e.allowSyntheticDefaultImports=true)),("node16"===t||"node18"===t||"node20"===t||"nodenext"===t||"preserve"===t)&&(null!=e.esModuleInterop||(e.esModuleInterop=true),null!=e.allowSyntheticDefaultImports||(e.allowSyntheticDefaultImports=true)),("node16"===t||"node18"===t||"node20"===t||"nodenext"===t)&&(null!=e.moduleDetection||(e.moduleDetection="force")),"node16"===t&&(null!=e.target||(e.target="es2022"),null!=e.moduleResolution||(e.moduleResolution="node16")),"node18"===t&&(null!=e.target||(e.target="es2022"),null!=e.moduleResolution||(e.moduleResolution="node16")),"node20"===t&&(null!=e.target||(e.target="es2023"),null!=e.moduleResolution||(e.moduleResolution="node16"),null!=e.resolveJsonModule||(e.resolveJsonModule=true)),"nodenext"===t&&(null!=e.target||(e.target="esnext"),null!=e.moduleResolution||(e.moduleResolution="nodenext"),null!=e.resolveJsonModule||(e.resolveJsonModule=true)),"node16"===t||"node18"===t||"node20"===t||"nodenext"===t){const t=e.target;("es3"===t||"es2022"===t||"es2023"===t||"es2024"===t||"esnext"===t)&&(null!=e.useDefineForClassFields||(e.useDefineForClassFields=true));}"preserve"===t&&(null!=e.moduleResolution||(e.moduleResolution="bundler"));}if(e.moduleResolution){let t=e.moduleResolution.toLowerCase();"node"===t&&(t="node10"),e.moduleResolution=t,("node16"===t||"nodenext"===t||"bundler"===t)&&(null!=e.resolvePackageJsonExports||(e.resolvePackageJsonExports=true),null!=e.resolvePackageJsonImports||(e.resolvePackageJsonImports=true)),"bundler"===t&&(null!=e.allowSyntheticDefaultImports||(e.allowSyntheticDefaultImports=true),null!=e.resolveJsonModule||(e.resolveJsonModule=true));}e.jsx&&(e.jsx=e.jsx.toLowerCase()),e.moduleDetection&&(e.moduleDetection=e.moduleDetection.toLowerCase()),e.importsNotUsedAsValues&&(e.importsNotUsedAsValues=e.importsNotUsedAsValues.toLowerCase()),e.newLine&&(e.newLine=e.newLine.toLowerCase()),e.esModuleInterop&&(null!=e.allowSyntheticDefaultImports||(e.allowSyntheticDefaultImports=true)),e.verbatimModuleSyntax&&(null!=e.isolatedModules||(e.isolatedModules=true),null!=e.preserveConstEnums||(e.preserveConstEnums=true)),e.isolatedModules&&(null!=e.preserveConstEnums||(e.preserveConstEnums=true)),e.rewriteRelativeImportExtensions&&(null!=e.allowImportingTsExtensions||(e.allowImportingTsExtensions=true)),e.lib&&(e.lib=e.lib.map(e=>e.toLowerCase())),e.checkJs&&(null!=e.allowJs||(e.allowJs=true));},"normalizeCompilerOptions"),ve=r((e,t=new Map)=>{const i=a.resolve(e),n=fe(i,t),c=a.dirname(i),{compilerOptions:l}=n;if(l){for(const e of ge){const t=l[e];if(t){const i=me(t,c);l[e]=i?ce(c,i):t;}}for(const e of ["rootDirs","typeRoots"]){const t=l[e];t&&(l[e]=t.map(e=>{const t=me(e,c);return t?ce(c,t):B(e)}));}const{paths:e}=l;if(e)for(const t of Object.keys(e))e[t]=e[t].map(e=>{var t;return null!=(t=me(e,c))?t:e});xe(l);}for(const e of he){const t=n[e];t&&(n[e]=t.map(e=>{var t;return null!=(t=me(e,c))?t:e}));}return n},"parseTsconfig");var ye=Object.defineProperty,_e=r((e,t)=>ye(e,"name",{value:t,configurable:true}),"s");const Ee=_e(e=>{let t="";for(let i=0;i<e.length;i+=1){const n=e[i],a=n.toUpperCase();t+=n===a?n.toLowerCase():a;}return t},"invertCase"),be=new Map,ke=_e((e,t)=>{const i=C.join(e,`.is-fs-case-sensitive-test-${process.pid}`);try{return t.writeFileSync(i,""),!t.existsSync(Ee(i))}finally{try{t.unlinkSync(i);}catch{}}},"checkDirectoryCaseWithWrite"),we=_e((e,t,i)=>{try{return ke(e,i)}catch(e){if(void 0===t)return ke(w.tmpdir(),i);throw e}},"checkDirectoryCaseWithFallback"),Ce=_e((e,t=E,i=true)=>{const n=null!=e?e:process.cwd();if(i&&be.has(n))return be.get(n);let a;const c=Ee(n);return a=c!==n&&t.existsSync(n)?!t.existsSync(c):we(n,e,t),i&&be.set(n,a),a},"isFsCaseSensitive"),{join:Se}=a.posix,Ie={ts:[".ts",".tsx",".d.ts"],cts:[".cts",".d.cts"],mts:[".mts",".d.mts"]},Te=r(e=>{const t=[...Ie.ts],i=[...Ie.cts],n=[...Ie.mts];return null!=e&&e.allowJs&&(t.push(".js",".jsx"),i.push(".cjs"),n.push(".mjs")),[...t,...i,...n]},"getSupportedExtensions"),Re=r(e=>{const t=[];if(!e)return t;const{outDir:i,declarationDir:n}=e;return i&&t.push(i),n&&t.push(n),t},"getDefaultExcludeSpec"),Ae=r(e=>e.replaceAll(/[.*+?^${}()|[\]\\]/g,String.raw`\$&`),"escapeForRegexp"),Le=`(?!(${["node_modules","bower_components","jspm_packages"].join("|")})(/|$))`,Oe=/(?:^|\/)[^.*?]+$/,De="**/*",Ve="[^/]",Ue="[^./]",Me="win32"===process.platform,je=r(({config:e,path:t},i=Ce())=>{if("extends"in e)throw new Error("tsconfig#extends must be resolved. Use getTsconfig or parseTsconfig to resolve it.");if(!a.isAbsolute(t))throw new Error("The tsconfig path must be absolute");Me&&(t=h(t));const n=a.dirname(t),{files:c,include:l,exclude:y,compilerOptions:E}=e,w=r(e=>a.isAbsolute(e)?e:Se(n,e),"resolvePattern"),C=null==c?void 0:c.map(w),S=Te(E),I=i?"":"i",N=(y||Re(E)).map(e=>{const t=w(e),i=Ae(t).replaceAll(String.raw`\*\*/`,"(.+/)?").replaceAll(String.raw`\*`,`${Ve}*`).replaceAll(String.raw`\?`,Ve);return new RegExp(`^${i}($|/)`,I)}),O=c||l?l:[De],j=O?O.map(e=>{let t=w(e);Oe.test(t)&&(t=Se(t,De));const i=Ae(t).replaceAll(String.raw`/\*\*`,`(/${Le}${Ue}${Ve}*)*?`).replaceAll(/(\/)?\\\*/g,(e,t)=>{const i=`(${Ue}|(\\.(?!min\\.js$))?)*`;return t?`/${Le}${Ue}${i}`:i}).replaceAll(/(\/)?\\\?/g,(e,t)=>t?`/${Le}${Ve}`:Ve);return new RegExp(`^${i}$`,I)}):void 0;return t=>{if(!a.isAbsolute(t))throw new Error("filePath must be absolute");return Me&&(t=h(t)),null!=C&&C.includes(t)||S.some(e=>t.endsWith(e))&&!N.some(e=>e.test(t))&&j&&j.some(e=>e.test(t))?e:void 0}},"createFilesMatcher"),Fe=r((e,t,i)=>{const n=a.resolve(e);let c=h(e);for(;;){const e=j(c,t,i);if(!e)return;const l=a.resolve(e),y=ve(l,i),E={path:h(l),config:y};if(je(E)(n))return E;const w=a.dirname(e),C=a.dirname(w);if(C===w)return;c=C;}},"findConfigApplicable"),Be=r((e=process.cwd(),t="tsconfig.json",i=new Map,n=false)=>{var a;return n?null==(a=Fe(e,t,i))?void 0:a.path:j(h(e),t,i)},"findTsconfig"),$e=r((e=process.cwd(),t="tsconfig.json",i=new Map,n=false)=>{var a;if(!n){const n=Be(e,t,i);if(!n)return null;return {path:n,config:ve(n,i)}}return null!=(a=Fe(e,t,i))?a:null},"getTsconfig"),qe=/\*/g,Ge=r((e,t)=>{const i=e.match(qe);if(i&&i.length>1)throw new Error(t)},"assertStarCount"),Ke=r(e=>{if(e.includes("*")){const[t,i]=e.split("*");return {prefix:t,suffix:i}}return e},"parsePattern"),He=r(({prefix:e,suffix:t},i)=>i.startsWith(e)&&i.endsWith(t),"isPatternMatch"),ze=r((e,t,i)=>Object.entries(e).map(([e,n])=>(Ge(e,`Pattern '${e}' can have at most one '*' character.`),{pattern:Ke(e),substitutions:n.map(n=>{if(Ge(n,`Substitution '${n}' in pattern '${e}' can have at most one '*' character.`),!t&&!F.test(n)&&!a.isAbsolute(n))throw new Error("Non-relative paths are not allowed when 'baseUrl' is not set. Did you forget a leading './'?");return a.resolve(i,n)})})),"parsePaths"),Je=r(e=>{const{compilerOptions:t}=e.config;if(!t)return null;const{baseUrl:i,paths:n}=t;if(!i&&!n)return null;const c=te in t&&t[te],l=a.resolve(a.dirname(e.path),i||c||"."),y=n?ze(n,i,l):[];return e=>{if(F.test(e))return [];const t=[];for(const i of y){if(i.pattern===e)return i.substitutions.map(h);"string"!=typeof i.pattern&&t.push(i);}let n,c=-1;for(const i of t)He(i.pattern,e)&&i.pattern.prefix.length>c&&(c=i.pattern.prefix.length,n=i);if(!n)return i?[h(a.join(l,e))]:[];const E=e.slice(n.pattern.prefix.length,e.length-n.pattern.suffix.length);return n.substitutions.map(e=>h(e.replace("*",E)))}},"createPathsMatcher");t.createPathsMatcher=Je,t.getTsconfig=$e;},"./node_modules/.pnpm/resolve-pkg-maps@1.0.0/node_modules/resolve-pkg-maps/dist/index.cjs"(e,t){Object.defineProperty(t,"__esModule",{value:true});const d=e=>null!==e&&"object"==typeof e,s=(e,t)=>Object.assign(new Error(`[${e}]: ${t}`),{code:e}),i="ERR_INVALID_PACKAGE_CONFIG",n="ERR_INVALID_PACKAGE_TARGET",a=/^\d+$/,c=/^(\.{1,2}|node_modules)$/i,l=/\/|\\/;var y,E=((y=E||{}).Export="exports",y.Import="imports",y);const f=(e,t,y,E,w)=>{if(null==t)return [];if("string"==typeof t){const[i,...a]=t.split(l);if(".."===i||a.some(e=>c.test(e)))throw s(n,`Invalid "${e}" target "${t}" defined in the package config`);return [w?t.replace(/\*/g,w):t]}if(Array.isArray(t))return t.flatMap(t=>f(e,t,y,E,w));if(d(t)){for(const n of Object.keys(t)){if(a.test(n))throw s(i,"Cannot contain numeric property keys");if("default"===n||E.includes(n))return f(e,t[n],y,E,w)}return []}throw s(n,`Invalid "${e}" target "${t}"`)},w="*",v=(e,t)=>{const i=e.indexOf(w),n=t.indexOf(w);return i===n?t.length>e.length:n>i};function A(e,t){if(!t.includes(w)&&e.hasOwnProperty(t))return [t];let i,n;for(const a of Object.keys(e))if(a.includes(w)){const[e,c,l]=a.split(w);if(void 0===l&&t.startsWith(e)&&t.endsWith(c)){const l=t.slice(e.length,-c.length||void 0);l&&(!i||v(i,a))&&(i=a,n=l);}}return [i,n]}const C=/^\w+:/;t.resolveExports=(e,t,a)=>{if(!e)throw new Error('"exports" is required');t=""===t?".":`./${t}`,("string"==typeof e||Array.isArray(e)||d(e)&&(e=>Object.keys(e).reduce((e,t)=>{const n=""===t||"."!==t[0];if(void 0===e||e===n)return n;throw s(i,'"exports" cannot contain some keys starting with "." and some not')},void 0))(e))&&(e={".":e});const[c,l]=A(e,t),y=f(E.Export,e[c],t,a,l);if(0===y.length)throw s("ERR_PACKAGE_PATH_NOT_EXPORTED","."===t?'No "exports" main defined':`Package subpath '${t}' is not defined by "exports"`);for(const e of y)if(!e.startsWith("./")&&!C.test(e))throw s(n,`Invalid "exports" target "${e}" defined in the package config`);return y},t.resolveImports=(e,t,i)=>{if(!e)throw new Error('"imports" is required');const[n,a]=A(e,t),c=f(E.Import,e[n],t,i,a);if(0===c.length)throw s("ERR_PACKAGE_IMPORT_NOT_DEFINED",`Package import specifier "${t}" is not defined in package`);return c};}},t={};function __webpack_require__(i){var n=t[i];if(void 0!==n)return n.exports;var a=t[i]={exports:{}};return e[i](a,a.exports,__webpack_require__),a.exports}__webpack_require__.n=e=>{var t=e&&e.__esModule?()=>e.default:()=>e;return __webpack_require__.d(t,{a:t}),t},__webpack_require__.d=(e,t)=>{for(var i in t)__webpack_require__.o(t,i)&&!__webpack_require__.o(e,i)&&Object.defineProperty(e,i,{enumerable:true,get:t[i]});},__webpack_require__.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t);var i={};(()=>{__webpack_require__.d(i,{default:()=>createJiti});const e=os;var t=[509,0,227,0,150,4,294,9,1368,2,2,1,6,3,41,2,5,0,166,1,574,3,9,9,7,9,32,4,318,1,78,5,71,10,50,3,123,2,54,14,32,10,3,1,11,3,46,10,8,0,46,9,7,2,37,13,2,9,6,1,45,0,13,2,49,13,9,3,2,11,83,11,7,0,3,0,158,11,6,9,7,3,56,1,2,6,3,1,3,2,10,0,11,1,3,6,4,4,68,8,2,0,3,0,2,3,2,4,2,0,15,1,83,17,10,9,5,0,82,19,13,9,214,6,3,8,28,1,83,16,16,9,82,12,9,9,7,19,58,14,5,9,243,14,166,9,71,5,2,1,3,3,2,0,2,1,13,9,120,6,3,6,4,0,29,9,41,6,2,3,9,0,10,10,47,15,199,7,137,9,54,7,2,7,17,9,57,21,2,13,123,5,4,0,2,1,2,6,2,0,9,9,49,4,2,1,2,4,9,9,55,9,266,3,10,1,2,0,49,6,4,4,14,10,5350,0,7,14,11465,27,2343,9,87,9,39,4,60,6,26,9,535,9,470,0,2,54,8,3,82,0,12,1,19628,1,4178,9,519,45,3,22,543,4,4,5,9,7,3,6,31,3,149,2,1418,49,513,54,5,49,9,0,15,0,23,4,2,14,1361,6,2,16,3,6,2,1,2,4,101,0,161,6,10,9,357,0,62,13,499,13,245,1,2,9,233,0,3,0,8,1,6,0,475,6,110,6,6,9,4759,9,787719,239],n=[0,11,2,25,2,18,2,1,2,14,3,13,35,122,70,52,268,28,4,48,48,31,14,29,6,37,11,29,3,35,5,7,2,4,43,157,19,35,5,35,5,39,9,51,13,10,2,14,2,6,2,1,2,10,2,14,2,6,2,1,4,51,13,310,10,21,11,7,25,5,2,41,2,8,70,5,3,0,2,43,2,1,4,0,3,22,11,22,10,30,66,18,2,1,11,21,11,25,7,25,39,55,7,1,65,0,16,3,2,2,2,28,43,28,4,28,36,7,2,27,28,53,11,21,11,18,14,17,111,72,56,50,14,50,14,35,39,27,10,22,251,41,7,1,17,5,57,28,11,0,9,21,43,17,47,20,28,22,13,52,58,1,3,0,14,44,33,24,27,35,30,0,3,0,9,34,4,0,13,47,15,3,22,0,2,0,36,17,2,24,20,1,64,6,2,0,2,3,2,14,2,9,8,46,39,7,3,1,3,21,2,6,2,1,2,4,4,0,19,0,13,4,31,9,2,0,3,0,2,37,2,0,26,0,2,0,45,52,19,3,21,2,31,47,21,1,2,0,185,46,42,3,37,47,21,0,60,42,14,0,72,26,38,6,186,43,117,63,32,7,3,0,3,7,2,1,2,23,16,0,2,0,95,7,3,38,17,0,2,0,29,0,11,39,8,0,22,0,12,45,20,0,19,72,200,32,32,8,2,36,18,0,50,29,113,6,2,1,2,37,22,0,26,5,2,1,2,31,15,0,24,43,261,18,16,0,2,12,2,33,125,0,80,921,103,110,18,195,2637,96,16,1071,18,5,26,3994,6,582,6842,29,1763,568,8,30,18,78,18,29,19,47,17,3,32,20,6,18,433,44,212,63,33,24,3,24,45,74,6,0,67,12,65,1,2,0,15,4,10,7381,42,31,98,114,8702,3,2,6,2,1,2,290,16,0,30,2,3,0,15,3,9,395,2309,106,6,12,4,8,8,9,5991,84,2,70,2,1,3,0,3,1,3,3,2,11,2,0,2,6,2,64,2,3,3,7,2,6,2,27,2,3,2,4,2,0,4,6,2,339,3,24,2,24,2,30,2,24,2,30,2,24,2,30,2,24,2,30,2,24,2,7,1845,30,7,5,262,61,147,44,11,6,17,0,322,29,19,43,485,27,229,29,3,0,208,30,2,2,2,1,2,6,3,4,10,1,225,6,2,3,2,1,2,14,2,196,60,67,8,0,1205,3,2,26,2,1,2,0,3,0,2,9,2,3,2,0,2,0,7,0,5,0,2,0,2,0,2,2,2,1,2,0,3,0,2,0,2,0,2,0,2,0,2,1,2,0,3,3,2,6,2,3,2,3,2,0,2,9,2,16,6,2,2,4,2,16,4421,42719,33,4381,3,5773,3,7472,16,621,2467,541,1507,4938,6,8489],a="ªµºÀ-ÖØ-öø-ˁˆ-ˑˠ-ˤˬˮͰ-ʹͶͷͺ-ͽͿΆΈ-ΊΌΎ-ΡΣ-ϵϷ-ҁҊ-ԯԱ-Ֆՙՠ-ֈא-תׯ-ײؠ-يٮٯٱ-ۓەۥۦۮۯۺ-ۼۿܐܒ-ܯݍ-ޥޱߊ-ߪߴߵߺࠀ-ࠕࠚࠤࠨࡀ-ࡘࡠ-ࡪࡰ-ࢇࢉ-࢏ࢠ-ࣉऄ-हऽॐक़-ॡॱ-ঀঅ-ঌএঐও-নপ-রলশ-হঽৎড়ঢ়য়-ৡৰৱৼਅ-ਊਏਐਓ-ਨਪ-ਰਲਲ਼ਵਸ਼ਸਹਖ਼-ੜਫ਼ੲ-ੴઅ-ઍએ-ઑઓ-નપ-રલળવ-હઽૐૠૡૹଅ-ଌଏଐଓ-ନପ-ରଲଳଵ-ହଽଡ଼ଢ଼ୟ-ୡୱஃஅ-ஊஎ-ஐஒ-கஙசஜஞடணதந-பம-ஹௐఅ-ఌఎ-ఐఒ-నప-హఽౘ-ౚ౜ౝౠౡಀಅ-ಌಎ-ಐಒ-ನಪ-ಳವ-ಹಽ೜-ೞೠೡೱೲഄ-ഌഎ-ഐഒ-ഺഽൎൔ-ൖൟ-ൡൺ-ൿඅ-ඖක-නඳ-රලව-ෆก-ะาำเ-ๆກຂຄຆ-ຊຌ-ຣລວ-ະາຳຽເ-ໄໆໜ-ໟༀཀ-ཇཉ-ཬྈ-ྌက-ဪဿၐ-ၕၚ-ၝၡၥၦၮ-ၰၵ-ႁႎႠ-ჅჇჍა-ჺჼ-ቈቊ-ቍቐ-ቖቘቚ-ቝበ-ኈኊ-ኍነ-ኰኲ-ኵኸ-ኾዀዂ-ዅወ-ዖዘ-ጐጒ-ጕጘ-ፚᎀ-ᎏᎠ-Ᏽᏸ-ᏽᐁ-ᙬᙯ-ᙿᚁ-ᚚᚠ-ᛪᛮ-ᛸᜀ-ᜑᜟ-ᜱᝀ-ᝑᝠ-ᝬᝮ-ᝰក-ឳៗៜᠠ-ᡸᢀ-ᢨᢪᢰ-ᣵᤀ-ᤞᥐ-ᥭᥰ-ᥴᦀ-ᦫᦰ-ᧉᨀ-ᨖᨠ-ᩔᪧᬅ-ᬳᭅ-ᭌᮃ-ᮠᮮᮯᮺ-ᯥᰀ-ᰣᱍ-ᱏᱚ-ᱽᲀ-ᲊᲐ-ᲺᲽ-Ჿᳩ-ᳬᳮ-ᳳᳵᳶᳺᴀ-ᶿḀ-ἕἘ-Ἕἠ-ὅὈ-Ὅὐ-ὗὙὛὝὟ-ώᾀ-ᾴᾶ-ᾼιῂ-ῄῆ-ῌῐ-ΐῖ-Ίῠ-Ῥῲ-ῴῶ-ῼⁱⁿₐ-ₜℂℇℊ-ℓℕ℘-ℝℤΩℨK-ℹℼ-ℿⅅ-ⅉⅎⅠ-ↈⰀ-ⳤⳫ-ⳮⳲⳳⴀ-ⴥⴧⴭⴰ-ⵧⵯⶀ-ⶖⶠ-ⶦⶨ-ⶮⶰ-ⶶⶸ-ⶾⷀ-ⷆⷈ-ⷎⷐ-ⷖⷘ-ⷞ々-〇〡-〩〱-〵〸-〼ぁ-ゖ゛-ゟァ-ヺー-ヿㄅ-ㄯㄱ-ㆎㆠ-ㆿㇰ-ㇿ㐀-䶿一-ꒌꓐ-ꓽꔀ-ꘌꘐ-ꘟꘪꘫꙀ-ꙮꙿ-ꚝꚠ-ꛯꜗ-ꜟꜢ-ꞈꞋ-Ƛ꟱-ꠁꠃ-ꠅꠇ-ꠊꠌ-ꠢꡀ-ꡳꢂ-ꢳꣲ-ꣷꣻꣽꣾꤊ-ꤥꤰ-ꥆꥠ-ꥼꦄ-ꦲꧏꧠ-ꧤꧦ-ꧯꧺ-ꧾꨀ-ꨨꩀ-ꩂꩄ-ꩋꩠ-ꩶꩺꩾ-ꪯꪱꪵꪶꪹ-ꪽꫀꫂꫛ-ꫝꫠ-ꫪꫲ-ꫴꬁ-ꬆꬉ-ꬎꬑ-ꬖꬠ-ꬦꬨ-ꬮꬰ-ꭚꭜ-ꭩꭰ-ꯢ가-힣ힰ-ퟆퟋ-ퟻ豈-舘並-龎ﬀ-ﬆﬓ-ﬗיִײַ-ﬨשׁ-זּטּ-לּמּנּסּףּפּצּ-ﮱﯓ-ﴽﵐ-ﶏﶒ-ﷇﷰ-ﷻﹰ-ﹴﹶ-ﻼＡ-Ｚａ-ｚｦ-ﾾￂ-ￇￊ-ￏￒ-ￗￚ-ￜ",c={3:"abstract boolean byte char class double enum export extends final float goto implements import int interface long native package private protected public short static super synchronized throws transient volatile",5:"class enum extends super const export import",6:"enum",strict:"implements interface let package private protected public static yield",strictBind:"eval arguments"},l="break case catch continue debugger default do else finally for function if return switch throw try var while with null true false instanceof typeof void delete new in this",y={5:l,"5module":l+" export import",6:l+" const class extends export import super"},E=/^in(stanceof)?$/,w=new RegExp("["+a+"]"),C=new RegExp("["+a+"‌‍·̀-ͯ·҃-֑҇-ׇֽֿׁׂׅׄؐ-ًؚ-٩ٰۖ-ۜ۟-۪ۤۧۨ-ۭ۰-۹ܑܰ-݊ަ-ް߀-߉߫-߽߳ࠖ-࠙ࠛ-ࠣࠥ-ࠧࠩ-࡙࠭-࡛ࢗ-࢟࣊-ࣣ࣡-ःऺ-़ा-ॏ॑-ॗॢॣ०-९ঁ-ঃ়া-ৄেৈো-্ৗৢৣ০-৯৾ਁ-ਃ਼ਾ-ੂੇੈੋ-੍ੑ੦-ੱੵઁ-ઃ઼ા-ૅે-ૉો-્ૢૣ૦-૯ૺ-૿ଁ-ଃ଼ା-ୄେୈୋ-୍୕-ୗୢୣ୦-୯ஂா-ூெ-ைொ-்ௗ௦-௯ఀ-ఄ఼ా-ౄె-ైొ-్ౕౖౢౣ౦-౯ಁ-ಃ಼ಾ-ೄೆ-ೈೊ-್ೕೖೢೣ೦-೯ೳഀ-ഃ഻഼ാ-ൄെ-ൈൊ-്ൗൢൣ൦-൯ඁ-ඃ්ා-ුූෘ-ෟ෦-෯ෲෳัิ-ฺ็-๎๐-๙ັິ-ຼ່-໎໐-໙༘༙༠-༩༹༵༷༾༿ཱ-྄྆྇ྍ-ྗྙ-ྼ࿆ါ-ှ၀-၉ၖ-ၙၞ-ၠၢ-ၤၧ-ၭၱ-ၴႂ-ႍႏ-ႝ፝-፟፩-፱ᜒ-᜕ᜲ-᜴ᝒᝓᝲᝳ឴-៓៝០-៩᠋-᠍᠏-᠙ᢩᤠ-ᤫᤰ-᤻᥆-᥏᧐-᧚ᨗ-ᨛᩕ-ᩞ᩠-᩿᩼-᪉᪐-᪙᪰-᪽ᪿ-᫝᫠-᫫ᬀ-ᬄ᬴-᭄᭐-᭙᭫-᭳ᮀ-ᮂᮡ-ᮭ᮰-᮹᯦-᯳ᰤ-᰷᱀-᱉᱐-᱙᳐-᳔᳒-᳨᳭᳴᳷-᳹᷀-᷿‌‍‿⁀⁔⃐-⃥⃜⃡-⃰⳯-⵿⳱ⷠ-〪ⷿ-゙゚〯・꘠-꘩꙯ꙴ-꙽ꚞꚟ꛰꛱ꠂ꠆ꠋꠣ-ꠧ꠬ꢀꢁꢴ-ꣅ꣐-꣙꣠-꣱ꣿ-꤉ꤦ-꤭ꥇ-꥓ꦀ-ꦃ꦳-꧀꧐-꧙ꧥ꧰-꧹ꨩ-ꨶꩃꩌꩍ꩐-꩙ꩻ-ꩽꪰꪲ-ꪴꪷꪸꪾ꪿꫁ꫫ-ꫯꫵ꫶ꯣ-ꯪ꯬꯭꯰-꯹ﬞ︀-️︠-︯︳︴﹍-﹏０-９＿･]");function isInAstralSet(e,t){for(var i=65536,n=0;n<t.length;n+=2){if((i+=t[n])>e)return  false;if((i+=t[n+1])>=e)return  true}return  false}function isIdentifierStart(e,t){return e<65?36===e:e<91||(e<97?95===e:e<123||(e<=65535?e>=170&&w.test(String.fromCharCode(e)):false!==t&&isInAstralSet(e,n)))}function isIdentifierChar(e,i){return e<48?36===e:e<58||!(e<65)&&(e<91||(e<97?95===e:e<123||(e<=65535?e>=170&&C.test(String.fromCharCode(e)):false!==i&&(isInAstralSet(e,n)||isInAstralSet(e,t)))))}var acorn_TokenType=function(e,t){ void 0===t&&(t={}),this.label=e,this.keyword=t.keyword,this.beforeExpr=!!t.beforeExpr,this.startsExpr=!!t.startsExpr,this.isLoop=!!t.isLoop,this.isAssign=!!t.isAssign,this.prefix=!!t.prefix,this.postfix=!!t.postfix,this.binop=t.binop||null,this.updateContext=null;};function binop(e,t){return new acorn_TokenType(e,{beforeExpr:true,binop:t})}var S={beforeExpr:true},I={startsExpr:true},N={};function kw(e,t){return void 0===t&&(t={}),t.keyword=e,N[e]=new acorn_TokenType(e,t)}var O={num:new acorn_TokenType("num",I),regexp:new acorn_TokenType("regexp",I),string:new acorn_TokenType("string",I),name:new acorn_TokenType("name",I),privateId:new acorn_TokenType("privateId",I),eof:new acorn_TokenType("eof"),bracketL:new acorn_TokenType("[",{beforeExpr:true,startsExpr:true}),bracketR:new acorn_TokenType("]"),braceL:new acorn_TokenType("{",{beforeExpr:true,startsExpr:true}),braceR:new acorn_TokenType("}"),parenL:new acorn_TokenType("(",{beforeExpr:true,startsExpr:true}),parenR:new acorn_TokenType(")"),comma:new acorn_TokenType(",",S),semi:new acorn_TokenType(";",S),colon:new acorn_TokenType(":",S),dot:new acorn_TokenType("."),question:new acorn_TokenType("?",S),questionDot:new acorn_TokenType("?."),arrow:new acorn_TokenType("=>",S),template:new acorn_TokenType("template"),invalidTemplate:new acorn_TokenType("invalidTemplate"),ellipsis:new acorn_TokenType("...",S),backQuote:new acorn_TokenType("`",I),dollarBraceL:new acorn_TokenType("${",{beforeExpr:true,startsExpr:true}),eq:new acorn_TokenType("=",{beforeExpr:true,isAssign:true}),assign:new acorn_TokenType("_=",{beforeExpr:true,isAssign:true}),incDec:new acorn_TokenType("++/--",{prefix:true,postfix:true,startsExpr:true}),prefix:new acorn_TokenType("!/~",{beforeExpr:true,prefix:true,startsExpr:true}),logicalOR:binop("||",1),logicalAND:binop("&&",2),bitwiseOR:binop("|",3),bitwiseXOR:binop("^",4),bitwiseAND:binop("&",5),equality:binop("==/!=/===/!==",6),relational:binop("</>/<=/>=",7),bitShift:binop("<</>>/>>>",8),plusMin:new acorn_TokenType("+/-",{beforeExpr:true,binop:9,prefix:true,startsExpr:true}),modulo:binop("%",10),star:binop("*",10),slash:binop("/",10),starstar:new acorn_TokenType("**",{beforeExpr:true}),coalesce:binop("??",1),_break:kw("break"),_case:kw("case",S),_catch:kw("catch"),_continue:kw("continue"),_debugger:kw("debugger"),_default:kw("default",S),_do:kw("do",{isLoop:true,beforeExpr:true}),_else:kw("else",S),_finally:kw("finally"),_for:kw("for",{isLoop:true}),_function:kw("function",I),_if:kw("if"),_return:kw("return",S),_switch:kw("switch"),_throw:kw("throw",S),_try:kw("try"),_var:kw("var"),_const:kw("const"),_while:kw("while",{isLoop:true}),_with:kw("with"),_new:kw("new",{beforeExpr:true,startsExpr:true}),_this:kw("this",I),_super:kw("super",I),_class:kw("class",I),_extends:kw("extends",S),_export:kw("export"),_import:kw("import",I),_null:kw("null",I),_true:kw("true",I),_false:kw("false",I),_in:kw("in",{beforeExpr:true,binop:7}),_instanceof:kw("instanceof",{beforeExpr:true,binop:7}),_typeof:kw("typeof",{beforeExpr:true,prefix:true,startsExpr:true}),_void:kw("void",{beforeExpr:true,prefix:true,startsExpr:true}),_delete:kw("delete",{beforeExpr:true,prefix:true,startsExpr:true})},j=/\r\n?|\n|\u2028|\u2029/,F=new RegExp(j.source,"g");function isNewLine(e){return 10===e||13===e||8232===e||8233===e}function nextLineBreak(e,t,i){ void 0===i&&(i=e.length);for(var n=t;n<i;n++){var a=e.charCodeAt(n);if(isNewLine(a))return n<i-1&&13===a&&10===e.charCodeAt(n+1)?n+2:n+1}return  -1}var B=/[\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]/,$=/(?:\s|\/\/.*|\/\*[^]*?\*\/)*/g,q=Object.prototype,W=q.hasOwnProperty,K=q.toString,H=Object.hasOwn||function(e,t){return W.call(e,t)},Y=Array.isArray||function(e){return "[object Array]"===K.call(e)},Q=Object.create(null);function wordsRegexp(e){return Q[e]||(Q[e]=new RegExp("^(?:"+e.replace(/ /g,"|")+")$"))}function codePointToString(e){return e<=65535?String.fromCharCode(e):(e-=65536,String.fromCharCode(55296+(e>>10),56320+(1023&e)))}var Z=/(?:[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF])/,acorn_Position=function(e,t){this.line=e,this.column=t;};acorn_Position.prototype.offset=function(e){return new acorn_Position(this.line,this.column+e)};var acorn_SourceLocation=function(e,t,i){this.start=t,this.end=i,null!==e.sourceFile&&(this.source=e.sourceFile);};function getLineInfo(e,t){for(var i=1,n=0;;){var a=nextLineBreak(e,n,t);if(a<0)return new acorn_Position(i,t-n);++i,n=a;}}var X={ecmaVersion:null,sourceType:"script",onInsertedSemicolon:null,onTrailingComma:null,allowReserved:null,allowReturnOutsideFunction:false,allowImportExportEverywhere:false,allowAwaitOutsideFunction:null,allowSuperOutsideMethod:null,allowHashBang:false,checkPrivateFields:true,locations:false,onToken:null,onComment:null,ranges:false,program:null,sourceFile:null,directSourceFile:null,preserveParens:false},te=false;function getOptions(e){var t={};for(var i in X)t[i]=e&&H(e,i)?e[i]:X[i];if("latest"===t.ecmaVersion?t.ecmaVersion=1e8:null==t.ecmaVersion?(!te&&"object"==typeof console&&console.warn&&(te=true,console.warn("Since Acorn 8.0.0, options.ecmaVersion is required.\nDefaulting to 2020, but this will stop working in the future.")),t.ecmaVersion=11):t.ecmaVersion>=2015&&(t.ecmaVersion-=2009),null==t.allowReserved&&(t.allowReserved=t.ecmaVersion<5),e&&null!=e.allowHashBang||(t.allowHashBang=t.ecmaVersion>=14),Y(t.onToken)){var n=t.onToken;t.onToken=function(e){return n.push(e)};}if(Y(t.onComment)&&(t.onComment=function(e,t){return function(i,n,a,c,l,y){var E={type:i?"Block":"Line",value:n,start:a,end:c};e.locations&&(E.loc=new acorn_SourceLocation(this,l,y)),e.ranges&&(E.range=[a,c]),t.push(E);}}(t,t.onComment)),"commonjs"===t.sourceType&&t.allowAwaitOutsideFunction)throw new Error("Cannot use allowAwaitOutsideFunction with sourceType: commonjs");return t}var ie=256,se=259;function functionFlags(e,t){return 2|(e?4:0)|(t?8:0)}var acorn_Parser=function(e,t,i){this.options=e=getOptions(e),this.sourceFile=e.sourceFile,this.keywords=wordsRegexp(y[e.ecmaVersion>=6?6:"module"===e.sourceType?"5module":5]);var n="";true!==e.allowReserved&&(n=c[e.ecmaVersion>=6?6:5===e.ecmaVersion?5:3],"module"===e.sourceType&&(n+=" await")),this.reservedWords=wordsRegexp(n);var a=(n?n+" ":"")+c.strict;this.reservedWordsStrict=wordsRegexp(a),this.reservedWordsStrictBind=wordsRegexp(a+" "+c.strictBind),this.input=String(t),this.containsEsc=false,i?(this.pos=i,this.lineStart=this.input.lastIndexOf("\n",i-1)+1,this.curLine=this.input.slice(0,this.lineStart).split(j).length):(this.pos=this.lineStart=0,this.curLine=1),this.type=O.eof,this.value=null,this.start=this.end=this.pos,this.startLoc=this.endLoc=this.curPosition(),this.lastTokEndLoc=this.lastTokStartLoc=null,this.lastTokStart=this.lastTokEnd=this.pos,this.context=this.initialContext(),this.exprAllowed=true,this.inModule="module"===e.sourceType,this.strict=this.inModule||this.strictDirective(this.pos),this.potentialArrowAt=-1,this.potentialArrowInForAwait=false,this.yieldPos=this.awaitPos=this.awaitIdentPos=0,this.labels=[],this.undefinedExports=Object.create(null),0===this.pos&&e.allowHashBang&&"#!"===this.input.slice(0,2)&&this.skipLineComment(2),this.scopeStack=[],this.enterScope("commonjs"===this.options.sourceType?2:1),this.regexpState=null,this.privateNameStack=[];},re={inFunction:{configurable:true},inGenerator:{configurable:true},inAsync:{configurable:true},canAwait:{configurable:true},allowReturn:{configurable:true},allowSuper:{configurable:true},allowDirectSuper:{configurable:true},treatFunctionsAsVar:{configurable:true},allowNewDotTarget:{configurable:true},allowUsing:{configurable:true},inClassStaticBlock:{configurable:true}};acorn_Parser.prototype.parse=function(){var e=this.options.program||this.startNode();return this.nextToken(),this.parseTopLevel(e)},re.inFunction.get=function(){return (2&this.currentVarScope().flags)>0},re.inGenerator.get=function(){return (8&this.currentVarScope().flags)>0},re.inAsync.get=function(){return (4&this.currentVarScope().flags)>0},re.canAwait.get=function(){for(var e=this.scopeStack.length-1;e>=0;e--){var t=this.scopeStack[e].flags;if(768&t)return  false;if(2&t)return (4&t)>0}return this.inModule&&this.options.ecmaVersion>=13||this.options.allowAwaitOutsideFunction},re.allowReturn.get=function(){return !!this.inFunction||!!(this.options.allowReturnOutsideFunction&&1&this.currentVarScope().flags)},re.allowSuper.get=function(){return (64&this.currentThisScope().flags)>0||this.options.allowSuperOutsideMethod},re.allowDirectSuper.get=function(){return (128&this.currentThisScope().flags)>0},re.treatFunctionsAsVar.get=function(){return this.treatFunctionsAsVarInScope(this.currentScope())},re.allowNewDotTarget.get=function(){for(var e=this.scopeStack.length-1;e>=0;e--){var t=this.scopeStack[e].flags;if(768&t||2&t&&!(16&t))return  true}return  false},re.allowUsing.get=function(){var e=this.currentScope().flags;return !(1024&e)&&!(!this.inModule&&1&e)},re.inClassStaticBlock.get=function(){return (this.currentVarScope().flags&ie)>0},acorn_Parser.extend=function(){for(var e=[],t=arguments.length;t--;)e[t]=arguments[t];for(var i=this,n=0;n<e.length;n++)i=e[n](i);return i},acorn_Parser.parse=function(e,t){return new this(t,e).parse()},acorn_Parser.parseExpressionAt=function(e,t,i){var n=new this(i,e,t);return n.nextToken(),n.parseExpression()},acorn_Parser.tokenizer=function(e,t){return new this(t,e)},Object.defineProperties(acorn_Parser.prototype,re);var ne=acorn_Parser.prototype,ae=/^(?:'((?:\\[^]|[^'\\])*?)'|"((?:\\[^]|[^"\\])*?)")/;ne.strictDirective=function(e){if(this.options.ecmaVersion<5)return  false;for(;;){$.lastIndex=e,e+=$.exec(this.input)[0].length;var t=ae.exec(this.input.slice(e));if(!t)return  false;if("use strict"===(t[1]||t[2])){$.lastIndex=e+t[0].length;var i=$.exec(this.input),n=i.index+i[0].length,a=this.input.charAt(n);return ";"===a||"}"===a||j.test(i[0])&&!(/[(`.[+\-/*%<>=,?^&]/.test(a)||"!"===a&&"="===this.input.charAt(n+1))}e+=t[0].length,$.lastIndex=e,e+=$.exec(this.input)[0].length,";"===this.input[e]&&e++;}},ne.eat=function(e){return this.type===e&&(this.next(),true)},ne.isContextual=function(e){return this.type===O.name&&this.value===e&&!this.containsEsc},ne.eatContextual=function(e){return !!this.isContextual(e)&&(this.next(),true)},ne.expectContextual=function(e){this.eatContextual(e)||this.unexpected();},ne.canInsertSemicolon=function(){return this.type===O.eof||this.type===O.braceR||j.test(this.input.slice(this.lastTokEnd,this.start))},ne.insertSemicolon=function(){if(this.canInsertSemicolon())return this.options.onInsertedSemicolon&&this.options.onInsertedSemicolon(this.lastTokEnd,this.lastTokEndLoc),true},ne.semicolon=function(){this.eat(O.semi)||this.insertSemicolon()||this.unexpected();},ne.afterTrailingComma=function(e,t){if(this.type===e)return this.options.onTrailingComma&&this.options.onTrailingComma(this.lastTokStart,this.lastTokStartLoc),t||this.next(),true},ne.expect=function(e){this.eat(e)||this.unexpected();},ne.unexpected=function(e){this.raise(null!=e?e:this.start,"Unexpected token");};var acorn_DestructuringErrors=function(){this.shorthandAssign=this.trailingComma=this.parenthesizedAssign=this.parenthesizedBind=this.doubleProto=-1;};ne.checkPatternErrors=function(e,t){if(e){e.trailingComma>-1&&this.raiseRecoverable(e.trailingComma,"Comma is not permitted after the rest element");var i=t?e.parenthesizedAssign:e.parenthesizedBind;i>-1&&this.raiseRecoverable(i,t?"Assigning to rvalue":"Parenthesized pattern");}},ne.checkExpressionErrors=function(e,t){if(!e)return  false;var i=e.shorthandAssign,n=e.doubleProto;if(!t)return i>=0||n>=0;i>=0&&this.raise(i,"Shorthand property assignments are valid only in destructuring patterns"),n>=0&&this.raiseRecoverable(n,"Redefinition of __proto__ property");},ne.checkYieldAwaitInDefaultParams=function(){this.yieldPos&&(!this.awaitPos||this.yieldPos<this.awaitPos)&&this.raise(this.yieldPos,"Yield expression cannot be a default value"),this.awaitPos&&this.raise(this.awaitPos,"Await expression cannot be a default value");},ne.isSimpleAssignTarget=function(e){return "ParenthesizedExpression"===e.type?this.isSimpleAssignTarget(e.expression):"Identifier"===e.type||"MemberExpression"===e.type};var oe=acorn_Parser.prototype;oe.parseTopLevel=function(e){var t=Object.create(null);for(e.body||(e.body=[]);this.type!==O.eof;){var i=this.parseStatement(null,true,t);e.body.push(i);}if(this.inModule)for(var n=0,a=Object.keys(this.undefinedExports);n<a.length;n+=1){var c=a[n];this.raiseRecoverable(this.undefinedExports[c].start,"Export '"+c+"' is not defined");}return this.adaptDirectivePrologue(e.body),this.next(),e.sourceType="commonjs"===this.options.sourceType?"script":this.options.sourceType,this.finishNode(e,"Program")};var ce={kind:"loop"},he={kind:"switch"};oe.isLet=function(e){if(this.options.ecmaVersion<6||!this.isContextual("let"))return  false;$.lastIndex=this.pos;var t=$.exec(this.input),i=this.pos+t[0].length,n=this.fullCharCodeAt(i);if(91===n||92===n)return  true;if(e)return  false;if(123===n)return  true;if(isIdentifierStart(n)){var a=i;do{i+=n<=65535?1:2;}while(isIdentifierChar(n=this.fullCharCodeAt(i)));if(92===n)return  true;var c=this.input.slice(a,i);if(!E.test(c))return  true}return  false},oe.isAsyncFunction=function(){if(this.options.ecmaVersion<8||!this.isContextual("async"))return  false;$.lastIndex=this.pos;var e,t=$.exec(this.input),i=this.pos+t[0].length;return !(j.test(this.input.slice(this.pos,i))||"function"!==this.input.slice(i,i+8)||i+8!==this.input.length&&(isIdentifierChar(e=this.fullCharCodeAt(i+8))||92===e))},oe.isUsingKeyword=function(e,t){if(this.options.ecmaVersion<17||!this.isContextual(e?"await":"using"))return  false;$.lastIndex=this.pos;var i=$.exec(this.input),n=this.pos+i[0].length;if(j.test(this.input.slice(this.pos,n)))return  false;if(e){var a,c=n+5;if("using"!==this.input.slice(n,c)||c===this.input.length||isIdentifierChar(a=this.fullCharCodeAt(c))||92===a)return  false;$.lastIndex=c;var l=$.exec(this.input);if(n=c+l[0].length,l&&j.test(this.input.slice(c,n)))return  false}var y=this.fullCharCodeAt(n);if(!isIdentifierStart(y)&&92!==y)return  false;var w=n;do{n+=y<=65535?1:2;}while(isIdentifierChar(y=this.fullCharCodeAt(n)));if(92===y)return  true;var C=this.input.slice(w,n);return !(E.test(C)||t&&"of"===C)},oe.isAwaitUsing=function(e){return this.isUsingKeyword(true,e)},oe.isUsing=function(e){return this.isUsingKeyword(false,e)},oe.parseStatement=function(e,t,i){var n,a=this.type,c=this.startNode();switch(this.isLet(e)&&(a=O._var,n="let"),a){case O._break:case O._continue:return this.parseBreakContinueStatement(c,a.keyword);case O._debugger:return this.parseDebuggerStatement(c);case O._do:return this.parseDoStatement(c);case O._for:return this.parseForStatement(c);case O._function:return e&&(this.strict||"if"!==e&&"label"!==e)&&this.options.ecmaVersion>=6&&this.unexpected(),this.parseFunctionStatement(c,false,!e);case O._class:return e&&this.unexpected(),this.parseClass(c,true);case O._if:return this.parseIfStatement(c);case O._return:return this.parseReturnStatement(c);case O._switch:return this.parseSwitchStatement(c);case O._throw:return this.parseThrowStatement(c);case O._try:return this.parseTryStatement(c);case O._const:case O._var:return n=n||this.value,e&&"var"!==n&&this.unexpected(),this.parseVarStatement(c,n);case O._while:return this.parseWhileStatement(c);case O._with:return this.parseWithStatement(c);case O.braceL:return this.parseBlock(true,c);case O.semi:return this.parseEmptyStatement(c);case O._export:case O._import:if(this.options.ecmaVersion>10&&a===O._import){$.lastIndex=this.pos;var l=$.exec(this.input),y=this.pos+l[0].length,E=this.input.charCodeAt(y);if(40===E||46===E)return this.parseExpressionStatement(c,this.parseExpression())}return this.options.allowImportExportEverywhere||(t||this.raise(this.start,"'import' and 'export' may only appear at the top level"),this.inModule||this.raise(this.start,"'import' and 'export' may appear only with 'sourceType: module'")),a===O._import?this.parseImport(c):this.parseExport(c,i);default:if(this.isAsyncFunction())return e&&this.unexpected(),this.next(),this.parseFunctionStatement(c,true,!e);var w=this.isAwaitUsing(false)?"await using":this.isUsing(false)?"using":null;if(w)return this.allowUsing||this.raise(this.start,"Using declaration cannot appear in the top level when source type is `script` or in the bare case statement"),"await using"===w&&(this.canAwait||this.raise(this.start,"Await using cannot appear outside of async function"),this.next()),this.next(),this.parseVar(c,false,w),this.semicolon(),this.finishNode(c,"VariableDeclaration");var C=this.value,S=this.parseExpression();return a===O.name&&"Identifier"===S.type&&this.eat(O.colon)?this.parseLabeledStatement(c,C,S,e):this.parseExpressionStatement(c,S)}},oe.parseBreakContinueStatement=function(e,t){var i="break"===t;this.next(),this.eat(O.semi)||this.insertSemicolon()?e.label=null:this.type!==O.name?this.unexpected():(e.label=this.parseIdent(),this.semicolon());for(var n=0;n<this.labels.length;++n){var a=this.labels[n];if(null==e.label||a.name===e.label.name){if(null!=a.kind&&(i||"loop"===a.kind))break;if(e.label&&i)break}}return n===this.labels.length&&this.raise(e.start,"Unsyntactic "+t),this.finishNode(e,i?"BreakStatement":"ContinueStatement")},oe.parseDebuggerStatement=function(e){return this.next(),this.semicolon(),this.finishNode(e,"DebuggerStatement")},oe.parseDoStatement=function(e){return this.next(),this.labels.push(ce),e.body=this.parseStatement("do"),this.labels.pop(),this.expect(O._while),e.test=this.parseParenExpression(),this.options.ecmaVersion>=6?this.eat(O.semi):this.semicolon(),this.finishNode(e,"DoWhileStatement")},oe.parseForStatement=function(e){this.next();var t=this.options.ecmaVersion>=9&&this.canAwait&&this.eatContextual("await")?this.lastTokStart:-1;if(this.labels.push(ce),this.enterScope(0),this.expect(O.parenL),this.type===O.semi)return t>-1&&this.unexpected(t),this.parseFor(e,null);var i=this.isLet();if(this.type===O._var||this.type===O._const||i){var n=this.startNode(),a=i?"let":this.value;return this.next(),this.parseVar(n,true,a),this.finishNode(n,"VariableDeclaration"),this.parseForAfterInit(e,n,t)}var c=this.isContextual("let"),l=false,y=this.isUsing(true)?"using":this.isAwaitUsing(true)?"await using":null;if(y){var E=this.startNode();return this.next(),"await using"===y&&(this.canAwait||this.raise(this.start,"Await using cannot appear outside of async function"),this.next()),this.parseVar(E,true,y),this.finishNode(E,"VariableDeclaration"),this.parseForAfterInit(e,E,t)}var w=this.containsEsc,C=new acorn_DestructuringErrors,S=this.start,I=t>-1?this.parseExprSubscripts(C,"await"):this.parseExpression(true,C);return this.type===O._in||(l=this.options.ecmaVersion>=6&&this.isContextual("of"))?(t>-1?(this.type===O._in&&this.unexpected(t),e.await=true):l&&this.options.ecmaVersion>=8&&(I.start!==S||w||"Identifier"!==I.type||"async"!==I.name?this.options.ecmaVersion>=9&&(e.await=false):this.unexpected()),c&&l&&this.raise(I.start,"The left-hand side of a for-of loop may not start with 'let'."),this.toAssignable(I,false,C),this.checkLValPattern(I),this.parseForIn(e,I)):(this.checkExpressionErrors(C,true),t>-1&&this.unexpected(t),this.parseFor(e,I))},oe.parseForAfterInit=function(e,t,i){return (this.type===O._in||this.options.ecmaVersion>=6&&this.isContextual("of"))&&1===t.declarations.length?(this.options.ecmaVersion>=9&&(this.type===O._in?i>-1&&this.unexpected(i):e.await=i>-1),this.parseForIn(e,t)):(i>-1&&this.unexpected(i),this.parseFor(e,t))},oe.parseFunctionStatement=function(e,t,i){return this.next(),this.parseFunction(e,pe|(i?0:ue),false,t)},oe.parseIfStatement=function(e){return this.next(),e.test=this.parseParenExpression(),e.consequent=this.parseStatement("if"),e.alternate=this.eat(O._else)?this.parseStatement("if"):null,this.finishNode(e,"IfStatement")},oe.parseReturnStatement=function(e){return this.allowReturn||this.raise(this.start,"'return' outside of function"),this.next(),this.eat(O.semi)||this.insertSemicolon()?e.argument=null:(e.argument=this.parseExpression(),this.semicolon()),this.finishNode(e,"ReturnStatement")},oe.parseSwitchStatement=function(e){var t;this.next(),e.discriminant=this.parseParenExpression(),e.cases=[],this.expect(O.braceL),this.labels.push(he),this.enterScope(1024);for(var i=false;this.type!==O.braceR;)if(this.type===O._case||this.type===O._default){var n=this.type===O._case;t&&this.finishNode(t,"SwitchCase"),e.cases.push(t=this.startNode()),t.consequent=[],this.next(),n?t.test=this.parseExpression():(i&&this.raiseRecoverable(this.lastTokStart,"Multiple default clauses"),i=true,t.test=null),this.expect(O.colon);}else t||this.unexpected(),t.consequent.push(this.parseStatement(null));return this.exitScope(),t&&this.finishNode(t,"SwitchCase"),this.next(),this.labels.pop(),this.finishNode(e,"SwitchStatement")},oe.parseThrowStatement=function(e){return this.next(),j.test(this.input.slice(this.lastTokEnd,this.start))&&this.raise(this.lastTokEnd,"Illegal newline after throw"),e.argument=this.parseExpression(),this.semicolon(),this.finishNode(e,"ThrowStatement")};var le=[];oe.parseCatchClauseParam=function(){var e=this.parseBindingAtom(),t="Identifier"===e.type;return this.enterScope(t?32:0),this.checkLValPattern(e,t?4:2),this.expect(O.parenR),e},oe.parseTryStatement=function(e){if(this.next(),e.block=this.parseBlock(),e.handler=null,this.type===O._catch){var t=this.startNode();this.next(),this.eat(O.parenL)?t.param=this.parseCatchClauseParam():(this.options.ecmaVersion<10&&this.unexpected(),t.param=null,this.enterScope(0)),t.body=this.parseBlock(false),this.exitScope(),e.handler=this.finishNode(t,"CatchClause");}return e.finalizer=this.eat(O._finally)?this.parseBlock():null,e.handler||e.finalizer||this.raise(e.start,"Missing catch or finally clause"),this.finishNode(e,"TryStatement")},oe.parseVarStatement=function(e,t,i){return this.next(),this.parseVar(e,false,t,i),this.semicolon(),this.finishNode(e,"VariableDeclaration")},oe.parseWhileStatement=function(e){return this.next(),e.test=this.parseParenExpression(),this.labels.push(ce),e.body=this.parseStatement("while"),this.labels.pop(),this.finishNode(e,"WhileStatement")},oe.parseWithStatement=function(e){return this.strict&&this.raise(this.start,"'with' in strict mode"),this.next(),e.object=this.parseParenExpression(),e.body=this.parseStatement("with"),this.finishNode(e,"WithStatement")},oe.parseEmptyStatement=function(e){return this.next(),this.finishNode(e,"EmptyStatement")},oe.parseLabeledStatement=function(e,t,i,n){for(var a=0,c=this.labels;a<c.length;a+=1){c[a].name===t&&this.raise(i.start,"Label '"+t+"' is already declared");}for(var l=this.type.isLoop?"loop":this.type===O._switch?"switch":null,y=this.labels.length-1;y>=0;y--){var E=this.labels[y];if(E.statementStart!==e.start)break;E.statementStart=this.start,E.kind=l;}return this.labels.push({name:t,kind:l,statementStart:this.start}),e.body=this.parseStatement(n?-1===n.indexOf("label")?n+"label":n:"label"),this.labels.pop(),e.label=i,this.finishNode(e,"LabeledStatement")},oe.parseExpressionStatement=function(e,t){return e.expression=t,this.semicolon(),this.finishNode(e,"ExpressionStatement")},oe.parseBlock=function(e,t,i){for(void 0===e&&(e=true),void 0===t&&(t=this.startNode()),t.body=[],this.expect(O.braceL),e&&this.enterScope(0);this.type!==O.braceR;){var n=this.parseStatement(null);t.body.push(n);}return i&&(this.strict=false),this.next(),e&&this.exitScope(),this.finishNode(t,"BlockStatement")},oe.parseFor=function(e,t){return e.init=t,this.expect(O.semi),e.test=this.type===O.semi?null:this.parseExpression(),this.expect(O.semi),e.update=this.type===O.parenR?null:this.parseExpression(),this.expect(O.parenR),e.body=this.parseStatement("for"),this.exitScope(),this.labels.pop(),this.finishNode(e,"ForStatement")},oe.parseForIn=function(e,t){var i=this.type===O._in;return this.next(),"VariableDeclaration"===t.type&&null!=t.declarations[0].init&&(!i||this.options.ecmaVersion<8||this.strict||"var"!==t.kind||"Identifier"!==t.declarations[0].id.type)&&this.raise(t.start,(i?"for-in":"for-of")+" loop variable declaration may not have an initializer"),e.left=t,e.right=i?this.parseExpression():this.parseMaybeAssign(),this.expect(O.parenR),e.body=this.parseStatement("for"),this.exitScope(),this.labels.pop(),this.finishNode(e,i?"ForInStatement":"ForOfStatement")},oe.parseVar=function(e,t,i,n){for(e.declarations=[],e.kind=i;;){var a=this.startNode();if(this.parseVarId(a,i),this.eat(O.eq)?a.init=this.parseMaybeAssign(t):n||"const"!==i||this.type===O._in||this.options.ecmaVersion>=6&&this.isContextual("of")?n||"using"!==i&&"await using"!==i||!(this.options.ecmaVersion>=17)||this.type===O._in||this.isContextual("of")?n||"Identifier"===a.id.type||t&&(this.type===O._in||this.isContextual("of"))?a.init=null:this.raise(this.lastTokEnd,"Complex binding patterns require an initialization value"):this.raise(this.lastTokEnd,"Missing initializer in "+i+" declaration"):this.unexpected(),e.declarations.push(this.finishNode(a,"VariableDeclarator")),!this.eat(O.comma))break}return e},oe.parseVarId=function(e,t){e.id="using"===t||"await using"===t?this.parseIdent():this.parseBindingAtom(),this.checkLValPattern(e.id,"var"===t?1:2,false);};var pe=1,ue=2;function isPrivateNameConflicted(e,t){var i=t.key.name,n=e[i],a="true";return "MethodDefinition"!==t.type||"get"!==t.kind&&"set"!==t.kind||(a=(t.static?"s":"i")+t.kind),"iget"===n&&"iset"===a||"iset"===n&&"iget"===a||"sget"===n&&"sset"===a||"sset"===n&&"sget"===a?(e[i]="true",false):!!n||(e[i]=a,false)}function checkKeyName(e,t){var i=e.computed,n=e.key;return !i&&("Identifier"===n.type&&n.name===t||"Literal"===n.type&&n.value===t)}oe.parseFunction=function(e,t,i,n,a){this.initFunction(e),(this.options.ecmaVersion>=9||this.options.ecmaVersion>=6&&!n)&&(this.type===O.star&&t&ue&&this.unexpected(),e.generator=this.eat(O.star)),this.options.ecmaVersion>=8&&(e.async=!!n),t&pe&&(e.id=4&t&&this.type!==O.name?null:this.parseIdent(),!e.id||t&ue||this.checkLValSimple(e.id,this.strict||e.generator||e.async?this.treatFunctionsAsVar?1:2:3));var c=this.yieldPos,l=this.awaitPos,y=this.awaitIdentPos;return this.yieldPos=0,this.awaitPos=0,this.awaitIdentPos=0,this.enterScope(functionFlags(e.async,e.generator)),t&pe||(e.id=this.type===O.name?this.parseIdent():null),this.parseFunctionParams(e),this.parseFunctionBody(e,i,false,a),this.yieldPos=c,this.awaitPos=l,this.awaitIdentPos=y,this.finishNode(e,t&pe?"FunctionDeclaration":"FunctionExpression")},oe.parseFunctionParams=function(e){this.expect(O.parenL),e.params=this.parseBindingList(O.parenR,false,this.options.ecmaVersion>=8),this.checkYieldAwaitInDefaultParams();},oe.parseClass=function(e,t){this.next();var i=this.strict;this.strict=true,this.parseClassId(e,t),this.parseClassSuper(e);var n=this.enterClassBody(),a=this.startNode(),c=false;for(a.body=[],this.expect(O.braceL);this.type!==O.braceR;){var l=this.parseClassElement(null!==e.superClass);l&&(a.body.push(l),"MethodDefinition"===l.type&&"constructor"===l.kind?(c&&this.raiseRecoverable(l.start,"Duplicate constructor in the same class"),c=true):l.key&&"PrivateIdentifier"===l.key.type&&isPrivateNameConflicted(n,l)&&this.raiseRecoverable(l.key.start,"Identifier '#"+l.key.name+"' has already been declared"));}return this.strict=i,this.next(),e.body=this.finishNode(a,"ClassBody"),this.exitClassBody(),this.finishNode(e,t?"ClassDeclaration":"ClassExpression")},oe.parseClassElement=function(e){if(this.eat(O.semi))return null;var t=this.options.ecmaVersion,i=this.startNode(),n="",a=false,c=false,l="method",y=false;if(this.eatContextual("static")){if(t>=13&&this.eat(O.braceL))return this.parseClassStaticBlock(i),i;this.isClassElementNameStart()||this.type===O.star?y=true:n="static";}if(i.static=y,!n&&t>=8&&this.eatContextual("async")&&(!this.isClassElementNameStart()&&this.type!==O.star||this.canInsertSemicolon()?n="async":c=true),!n&&(t>=9||!c)&&this.eat(O.star)&&(a=true),!n&&!c&&!a){var E=this.value;(this.eatContextual("get")||this.eatContextual("set"))&&(this.isClassElementNameStart()?l=E:n=E);}if(n?(i.computed=false,i.key=this.startNodeAt(this.lastTokStart,this.lastTokStartLoc),i.key.name=n,this.finishNode(i.key,"Identifier")):this.parseClassElementName(i),t<13||this.type===O.parenL||"method"!==l||a||c){var w=!i.static&&checkKeyName(i,"constructor"),C=w&&e;w&&"method"!==l&&this.raise(i.key.start,"Constructor can't have get/set modifier"),i.kind=w?"constructor":l,this.parseClassMethod(i,a,c,C);}else this.parseClassField(i);return i},oe.isClassElementNameStart=function(){return this.type===O.name||this.type===O.privateId||this.type===O.num||this.type===O.string||this.type===O.bracketL||this.type.keyword},oe.parseClassElementName=function(e){this.type===O.privateId?("constructor"===this.value&&this.raise(this.start,"Classes can't have an element named '#constructor'"),e.computed=false,e.key=this.parsePrivateIdent()):this.parsePropertyName(e);},oe.parseClassMethod=function(e,t,i,n){var a=e.key;"constructor"===e.kind?(t&&this.raise(a.start,"Constructor can't be a generator"),i&&this.raise(a.start,"Constructor can't be an async method")):e.static&&checkKeyName(e,"prototype")&&this.raise(a.start,"Classes may not have a static property named prototype");var c=e.value=this.parseMethod(t,i,n);return "get"===e.kind&&0!==c.params.length&&this.raiseRecoverable(c.start,"getter should have no params"),"set"===e.kind&&1!==c.params.length&&this.raiseRecoverable(c.start,"setter should have exactly one param"),"set"===e.kind&&"RestElement"===c.params[0].type&&this.raiseRecoverable(c.params[0].start,"Setter cannot use rest params"),this.finishNode(e,"MethodDefinition")},oe.parseClassField=function(e){return checkKeyName(e,"constructor")?this.raise(e.key.start,"Classes can't have a field named 'constructor'"):e.static&&checkKeyName(e,"prototype")&&this.raise(e.key.start,"Classes can't have a static field named 'prototype'"),this.eat(O.eq)?(this.enterScope(576),e.value=this.parseMaybeAssign(),this.exitScope()):e.value=null,this.semicolon(),this.finishNode(e,"PropertyDefinition")},oe.parseClassStaticBlock=function(e){e.body=[];var t=this.labels;for(this.labels=[],this.enterScope(320);this.type!==O.braceR;){var i=this.parseStatement(null);e.body.push(i);}return this.next(),this.exitScope(),this.labels=t,this.finishNode(e,"StaticBlock")},oe.parseClassId=function(e,t){this.type===O.name?(e.id=this.parseIdent(),t&&this.checkLValSimple(e.id,2,false)):(true===t&&this.unexpected(),e.id=null);},oe.parseClassSuper=function(e){e.superClass=this.eat(O._extends)?this.parseExprSubscripts(null,false):null;},oe.enterClassBody=function(){var e={declared:Object.create(null),used:[]};return this.privateNameStack.push(e),e.declared},oe.exitClassBody=function(){var e=this.privateNameStack.pop(),t=e.declared,i=e.used;if(this.options.checkPrivateFields)for(var n=this.privateNameStack.length,a=0===n?null:this.privateNameStack[n-1],c=0;c<i.length;++c){var l=i[c];H(t,l.name)||(a?a.used.push(l):this.raiseRecoverable(l.start,"Private field '#"+l.name+"' must be declared in an enclosing class"));}},oe.parseExportAllDeclaration=function(e,t){return this.options.ecmaVersion>=11&&(this.eatContextual("as")?(e.exported=this.parseModuleExportName(),this.checkExport(t,e.exported,this.lastTokStart)):e.exported=null),this.expectContextual("from"),this.type!==O.string&&this.unexpected(),e.source=this.parseExprAtom(),this.options.ecmaVersion>=16&&(e.attributes=this.parseWithClause()),this.semicolon(),this.finishNode(e,"ExportAllDeclaration")},oe.parseExport=function(e,t){if(this.next(),this.eat(O.star))return this.parseExportAllDeclaration(e,t);if(this.eat(O._default))return this.checkExport(t,"default",this.lastTokStart),e.declaration=this.parseExportDefaultDeclaration(),this.finishNode(e,"ExportDefaultDeclaration");if(this.shouldParseExportStatement())e.declaration=this.parseExportDeclaration(e),"VariableDeclaration"===e.declaration.type?this.checkVariableExport(t,e.declaration.declarations):this.checkExport(t,e.declaration.id,e.declaration.id.start),e.specifiers=[],e.source=null,this.options.ecmaVersion>=16&&(e.attributes=[]);else {if(e.declaration=null,e.specifiers=this.parseExportSpecifiers(t),this.eatContextual("from"))this.type!==O.string&&this.unexpected(),e.source=this.parseExprAtom(),this.options.ecmaVersion>=16&&(e.attributes=this.parseWithClause());else {for(var i=0,n=e.specifiers;i<n.length;i+=1){var a=n[i];this.checkUnreserved(a.local),this.checkLocalExport(a.local),"Literal"===a.local.type&&this.raise(a.local.start,"A string literal cannot be used as an exported binding without `from`.");}e.source=null,this.options.ecmaVersion>=16&&(e.attributes=[]);}this.semicolon();}return this.finishNode(e,"ExportNamedDeclaration")},oe.parseExportDeclaration=function(e){return this.parseStatement(null)},oe.parseExportDefaultDeclaration=function(){var e;if(this.type===O._function||(e=this.isAsyncFunction())){var t=this.startNode();return this.next(),e&&this.next(),this.parseFunction(t,4|pe,false,e)}if(this.type===O._class){var i=this.startNode();return this.parseClass(i,"nullableID")}var n=this.parseMaybeAssign();return this.semicolon(),n},oe.checkExport=function(e,t,i){e&&("string"!=typeof t&&(t="Identifier"===t.type?t.name:t.value),H(e,t)&&this.raiseRecoverable(i,"Duplicate export '"+t+"'"),e[t]=true);},oe.checkPatternExport=function(e,t){var i=t.type;if("Identifier"===i)this.checkExport(e,t,t.start);else if("ObjectPattern"===i)for(var n=0,a=t.properties;n<a.length;n+=1){var c=a[n];this.checkPatternExport(e,c);}else if("ArrayPattern"===i)for(var l=0,y=t.elements;l<y.length;l+=1){var E=y[l];E&&this.checkPatternExport(e,E);}else "Property"===i?this.checkPatternExport(e,t.value):"AssignmentPattern"===i?this.checkPatternExport(e,t.left):"RestElement"===i&&this.checkPatternExport(e,t.argument);},oe.checkVariableExport=function(e,t){if(e)for(var i=0,n=t;i<n.length;i+=1){var a=n[i];this.checkPatternExport(e,a.id);}},oe.shouldParseExportStatement=function(){return "var"===this.type.keyword||"const"===this.type.keyword||"class"===this.type.keyword||"function"===this.type.keyword||this.isLet()||this.isAsyncFunction()},oe.parseExportSpecifier=function(e){var t=this.startNode();return t.local=this.parseModuleExportName(),t.exported=this.eatContextual("as")?this.parseModuleExportName():t.local,this.checkExport(e,t.exported,t.exported.start),this.finishNode(t,"ExportSpecifier")},oe.parseExportSpecifiers=function(e){var t=[],i=true;for(this.expect(O.braceL);!this.eat(O.braceR);){if(i)i=false;else if(this.expect(O.comma),this.afterTrailingComma(O.braceR))break;t.push(this.parseExportSpecifier(e));}return t},oe.parseImport=function(e){return this.next(),this.type===O.string?(e.specifiers=le,e.source=this.parseExprAtom()):(e.specifiers=this.parseImportSpecifiers(),this.expectContextual("from"),e.source=this.type===O.string?this.parseExprAtom():this.unexpected()),this.options.ecmaVersion>=16&&(e.attributes=this.parseWithClause()),this.semicolon(),this.finishNode(e,"ImportDeclaration")},oe.parseImportSpecifier=function(){var e=this.startNode();return e.imported=this.parseModuleExportName(),this.eatContextual("as")?e.local=this.parseIdent():(this.checkUnreserved(e.imported),e.local=e.imported),this.checkLValSimple(e.local,2),this.finishNode(e,"ImportSpecifier")},oe.parseImportDefaultSpecifier=function(){var e=this.startNode();return e.local=this.parseIdent(),this.checkLValSimple(e.local,2),this.finishNode(e,"ImportDefaultSpecifier")},oe.parseImportNamespaceSpecifier=function(){var e=this.startNode();return this.next(),this.expectContextual("as"),e.local=this.parseIdent(),this.checkLValSimple(e.local,2),this.finishNode(e,"ImportNamespaceSpecifier")},oe.parseImportSpecifiers=function(){var e=[],t=true;if(this.type===O.name&&(e.push(this.parseImportDefaultSpecifier()),!this.eat(O.comma)))return e;if(this.type===O.star)return e.push(this.parseImportNamespaceSpecifier()),e;for(this.expect(O.braceL);!this.eat(O.braceR);){if(t)t=false;else if(this.expect(O.comma),this.afterTrailingComma(O.braceR))break;e.push(this.parseImportSpecifier());}return e},oe.parseWithClause=function(){var e=[];if(!this.eat(O._with))return e;this.expect(O.braceL);for(var t={},i=true;!this.eat(O.braceR);){if(i)i=false;else if(this.expect(O.comma),this.afterTrailingComma(O.braceR))break;var n=this.parseImportAttribute(),a="Identifier"===n.key.type?n.key.name:n.key.value;H(t,a)&&this.raiseRecoverable(n.key.start,"Duplicate attribute key '"+a+"'"),t[a]=true,e.push(n);}return e},oe.parseImportAttribute=function(){var e=this.startNode();return e.key=this.type===O.string?this.parseExprAtom():this.parseIdent("never"!==this.options.allowReserved),this.expect(O.colon),this.type!==O.string&&this.unexpected(),e.value=this.parseExprAtom(),this.finishNode(e,"ImportAttribute")},oe.parseModuleExportName=function(){if(this.options.ecmaVersion>=13&&this.type===O.string){var e=this.parseLiteral(this.value);return Z.test(e.value)&&this.raise(e.start,"An export name cannot include a lone surrogate."),e}return this.parseIdent(true)},oe.adaptDirectivePrologue=function(e){for(var t=0;t<e.length&&this.isDirectiveCandidate(e[t]);++t)e[t].directive=e[t].expression.raw.slice(1,-1);},oe.isDirectiveCandidate=function(e){return this.options.ecmaVersion>=5&&"ExpressionStatement"===e.type&&"Literal"===e.expression.type&&"string"==typeof e.expression.value&&('"'===this.input[e.start]||"'"===this.input[e.start])};var de=acorn_Parser.prototype;de.toAssignable=function(e,t,i){if(this.options.ecmaVersion>=6&&e)switch(e.type){case "Identifier":this.inAsync&&"await"===e.name&&this.raise(e.start,"Cannot use 'await' as identifier inside an async function");break;case "ObjectPattern":case "ArrayPattern":case "AssignmentPattern":case "RestElement":break;case "ObjectExpression":e.type="ObjectPattern",i&&this.checkPatternErrors(i,true);for(var n=0,a=e.properties;n<a.length;n+=1){var c=a[n];this.toAssignable(c,t),"RestElement"!==c.type||"ArrayPattern"!==c.argument.type&&"ObjectPattern"!==c.argument.type||this.raise(c.argument.start,"Unexpected token");}break;case "Property":"init"!==e.kind&&this.raise(e.key.start,"Object pattern can't contain getter or setter"),this.toAssignable(e.value,t);break;case "ArrayExpression":e.type="ArrayPattern",i&&this.checkPatternErrors(i,true),this.toAssignableList(e.elements,t);break;case "SpreadElement":e.type="RestElement",this.toAssignable(e.argument,t),"AssignmentPattern"===e.argument.type&&this.raise(e.argument.start,"Rest elements cannot have a default value");break;case "AssignmentExpression":"="!==e.operator&&this.raise(e.left.end,"Only '=' operator can be used for specifying default value."),e.type="AssignmentPattern",delete e.operator,this.toAssignable(e.left,t);break;case "ParenthesizedExpression":this.toAssignable(e.expression,t,i);break;case "ChainExpression":this.raiseRecoverable(e.start,"Optional chaining cannot appear in left-hand side");break;case "MemberExpression":if(!t)break;default:this.raise(e.start,"Assigning to rvalue");}else i&&this.checkPatternErrors(i,true);return e},de.toAssignableList=function(e,t){for(var i=e.length,n=0;n<i;n++){var a=e[n];a&&this.toAssignable(a,t);}if(i){var c=e[i-1];6===this.options.ecmaVersion&&t&&c&&"RestElement"===c.type&&"Identifier"!==c.argument.type&&this.unexpected(c.argument.start);}return e},de.parseSpread=function(e){var t=this.startNode();return this.next(),t.argument=this.parseMaybeAssign(false,e),this.finishNode(t,"SpreadElement")},de.parseRestBinding=function(){var e=this.startNode();return this.next(),6===this.options.ecmaVersion&&this.type!==O.name&&this.unexpected(),e.argument=this.parseBindingAtom(),this.finishNode(e,"RestElement")},de.parseBindingAtom=function(){if(this.options.ecmaVersion>=6)switch(this.type){case O.bracketL:var e=this.startNode();return this.next(),e.elements=this.parseBindingList(O.bracketR,true,true),this.finishNode(e,"ArrayPattern");case O.braceL:return this.parseObj(true)}return this.parseIdent()},de.parseBindingList=function(e,t,i,n){for(var a=[],c=true;!this.eat(e);)if(c?c=false:this.expect(O.comma),t&&this.type===O.comma)a.push(null);else {if(i&&this.afterTrailingComma(e))break;if(this.type===O.ellipsis){var l=this.parseRestBinding();this.parseBindingListItem(l),a.push(l),this.type===O.comma&&this.raiseRecoverable(this.start,"Comma is not permitted after the rest element"),this.expect(e);break}a.push(this.parseAssignableListItem(n));}return a},de.parseAssignableListItem=function(e){var t=this.parseMaybeDefault(this.start,this.startLoc);return this.parseBindingListItem(t),t},de.parseBindingListItem=function(e){return e},de.parseMaybeDefault=function(e,t,i){if(i=i||this.parseBindingAtom(),this.options.ecmaVersion<6||!this.eat(O.eq))return i;var n=this.startNodeAt(e,t);return n.left=i,n.right=this.parseMaybeAssign(),this.finishNode(n,"AssignmentPattern")},de.checkLValSimple=function(e,t,i){ void 0===t&&(t=0);var n=0!==t;switch(e.type){case "Identifier":this.strict&&this.reservedWordsStrictBind.test(e.name)&&this.raiseRecoverable(e.start,(n?"Binding ":"Assigning to ")+e.name+" in strict mode"),n&&(2===t&&"let"===e.name&&this.raiseRecoverable(e.start,"let is disallowed as a lexically bound name"),i&&(H(i,e.name)&&this.raiseRecoverable(e.start,"Argument name clash"),i[e.name]=true),5!==t&&this.declareName(e.name,t,e.start));break;case "ChainExpression":this.raiseRecoverable(e.start,"Optional chaining cannot appear in left-hand side");break;case "MemberExpression":n&&this.raiseRecoverable(e.start,"Binding member expression");break;case "ParenthesizedExpression":return n&&this.raiseRecoverable(e.start,"Binding parenthesized expression"),this.checkLValSimple(e.expression,t,i);default:this.raise(e.start,(n?"Binding":"Assigning to")+" rvalue");}},de.checkLValPattern=function(e,t,i){switch(void 0===t&&(t=0),e.type){case "ObjectPattern":for(var n=0,a=e.properties;n<a.length;n+=1){var c=a[n];this.checkLValInnerPattern(c,t,i);}break;case "ArrayPattern":for(var l=0,y=e.elements;l<y.length;l+=1){var E=y[l];E&&this.checkLValInnerPattern(E,t,i);}break;default:this.checkLValSimple(e,t,i);}},de.checkLValInnerPattern=function(e,t,i){switch(void 0===t&&(t=0),e.type){case "Property":this.checkLValInnerPattern(e.value,t,i);break;case "AssignmentPattern":this.checkLValPattern(e.left,t,i);break;case "RestElement":this.checkLValPattern(e.argument,t,i);break;default:this.checkLValPattern(e,t,i);}};var acorn_TokContext=function(e,t,i,n,a){this.token=e,this.isExpr=!!t,this.preserveSpace=!!i,this.override=n,this.generator=!!a;},fe={b_stat:new acorn_TokContext("{",false),b_expr:new acorn_TokContext("{",true),b_tmpl:new acorn_TokContext("${",false),p_stat:new acorn_TokContext("(",false),p_expr:new acorn_TokContext("(",true),q_tmpl:new acorn_TokContext("`",true,true,function(e){return e.tryReadTemplateToken()}),f_stat:new acorn_TokContext("function",false),f_expr:new acorn_TokContext("function",true),f_expr_gen:new acorn_TokContext("function",true,false,null,true),f_gen:new acorn_TokContext("function",false,false,null,true)},me=acorn_Parser.prototype;me.initialContext=function(){return [fe.b_stat]},me.curContext=function(){return this.context[this.context.length-1]},me.braceIsBlock=function(e){var t=this.curContext();return t===fe.f_expr||t===fe.f_stat||(e!==O.colon||t!==fe.b_stat&&t!==fe.b_expr?e===O._return||e===O.name&&this.exprAllowed?j.test(this.input.slice(this.lastTokEnd,this.start)):e===O._else||e===O.semi||e===O.eof||e===O.parenR||e===O.arrow||(e===O.braceL?t===fe.b_stat:e!==O._var&&e!==O._const&&e!==O.name&&!this.exprAllowed):!t.isExpr)},me.inGeneratorContext=function(){for(var e=this.context.length-1;e>=1;e--){var t=this.context[e];if("function"===t.token)return t.generator}return  false},me.updateContext=function(e){var t,i=this.type;i.keyword&&e===O.dot?this.exprAllowed=false:(t=i.updateContext)?t.call(this,e):this.exprAllowed=i.beforeExpr;},me.overrideContext=function(e){this.curContext()!==e&&(this.context[this.context.length-1]=e);},O.parenR.updateContext=O.braceR.updateContext=function(){if(1!==this.context.length){var e=this.context.pop();e===fe.b_stat&&"function"===this.curContext().token&&(e=this.context.pop()),this.exprAllowed=!e.isExpr;}else this.exprAllowed=true;},O.braceL.updateContext=function(e){this.context.push(this.braceIsBlock(e)?fe.b_stat:fe.b_expr),this.exprAllowed=true;},O.dollarBraceL.updateContext=function(){this.context.push(fe.b_tmpl),this.exprAllowed=true;},O.parenL.updateContext=function(e){var t=e===O._if||e===O._for||e===O._with||e===O._while;this.context.push(t?fe.p_stat:fe.p_expr),this.exprAllowed=true;},O.incDec.updateContext=function(){},O._function.updateContext=O._class.updateContext=function(e){!e.beforeExpr||e===O._else||e===O.semi&&this.curContext()!==fe.p_stat||e===O._return&&j.test(this.input.slice(this.lastTokEnd,this.start))||(e===O.colon||e===O.braceL)&&this.curContext()===fe.b_stat?this.context.push(fe.f_stat):this.context.push(fe.f_expr),this.exprAllowed=false;},O.colon.updateContext=function(){"function"===this.curContext().token&&this.context.pop(),this.exprAllowed=true;},O.backQuote.updateContext=function(){this.curContext()===fe.q_tmpl?this.context.pop():this.context.push(fe.q_tmpl),this.exprAllowed=false;},O.star.updateContext=function(e){if(e===O._function){var t=this.context.length-1;this.context[t]===fe.f_expr?this.context[t]=fe.f_expr_gen:this.context[t]=fe.f_gen;}this.exprAllowed=true;},O.name.updateContext=function(e){var t=false;this.options.ecmaVersion>=6&&e!==O.dot&&("of"===this.value&&!this.exprAllowed||"yield"===this.value&&this.inGeneratorContext())&&(t=true),this.exprAllowed=t;};var ge=acorn_Parser.prototype;function isLocalVariableAccess(e){return "Identifier"===e.type||"ParenthesizedExpression"===e.type&&isLocalVariableAccess(e.expression)}function isPrivateFieldAccess(e){return "MemberExpression"===e.type&&"PrivateIdentifier"===e.property.type||"ChainExpression"===e.type&&isPrivateFieldAccess(e.expression)||"ParenthesizedExpression"===e.type&&isPrivateFieldAccess(e.expression)}ge.checkPropClash=function(e,t,i){if(!(this.options.ecmaVersion>=9&&"SpreadElement"===e.type||this.options.ecmaVersion>=6&&(e.computed||e.method||e.shorthand))){var n,a=e.key;switch(a.type){case "Identifier":n=a.name;break;case "Literal":n=String(a.value);break;default:return}var c=e.kind;if(this.options.ecmaVersion>=6)"__proto__"===n&&"init"===c&&(t.proto&&(i?i.doubleProto<0&&(i.doubleProto=a.start):this.raiseRecoverable(a.start,"Redefinition of __proto__ property")),t.proto=true);else {var l=t[n="$"+n];if(l)("init"===c?this.strict&&l.init||l.get||l.set:l.init||l[c])&&this.raiseRecoverable(a.start,"Redefinition of property");else l=t[n]={init:false,get:false,set:false};l[c]=true;}}},ge.parseExpression=function(e,t){var i=this.start,n=this.startLoc,a=this.parseMaybeAssign(e,t);if(this.type===O.comma){var c=this.startNodeAt(i,n);for(c.expressions=[a];this.eat(O.comma);)c.expressions.push(this.parseMaybeAssign(e,t));return this.finishNode(c,"SequenceExpression")}return a},ge.parseMaybeAssign=function(e,t,i){if(this.isContextual("yield")){if(this.inGenerator)return this.parseYield(e);this.exprAllowed=false;}var n=false,a=-1,c=-1,l=-1;t?(a=t.parenthesizedAssign,c=t.trailingComma,l=t.doubleProto,t.parenthesizedAssign=t.trailingComma=-1):(t=new acorn_DestructuringErrors,n=true);var y=this.start,E=this.startLoc;this.type!==O.parenL&&this.type!==O.name||(this.potentialArrowAt=this.start,this.potentialArrowInForAwait="await"===e);var w=this.parseMaybeConditional(e,t);if(i&&(w=i.call(this,w,y,E)),this.type.isAssign){var C=this.startNodeAt(y,E);return C.operator=this.value,this.type===O.eq&&(w=this.toAssignable(w,false,t)),n||(t.parenthesizedAssign=t.trailingComma=t.doubleProto=-1),t.shorthandAssign>=w.start&&(t.shorthandAssign=-1),this.type===O.eq?this.checkLValPattern(w):this.checkLValSimple(w),C.left=w,this.next(),C.right=this.parseMaybeAssign(e),l>-1&&(t.doubleProto=l),this.finishNode(C,"AssignmentExpression")}return n&&this.checkExpressionErrors(t,true),a>-1&&(t.parenthesizedAssign=a),c>-1&&(t.trailingComma=c),w},ge.parseMaybeConditional=function(e,t){var i=this.start,n=this.startLoc,a=this.parseExprOps(e,t);if(this.checkExpressionErrors(t))return a;if(this.eat(O.question)){var c=this.startNodeAt(i,n);return c.test=a,c.consequent=this.parseMaybeAssign(),this.expect(O.colon),c.alternate=this.parseMaybeAssign(e),this.finishNode(c,"ConditionalExpression")}return a},ge.parseExprOps=function(e,t){var i=this.start,n=this.startLoc,a=this.parseMaybeUnary(t,false,false,e);return this.checkExpressionErrors(t)||a.start===i&&"ArrowFunctionExpression"===a.type?a:this.parseExprOp(a,i,n,-1,e)},ge.parseExprOp=function(e,t,i,n,a){var c=this.type.binop;if(null!=c&&(!a||this.type!==O._in)&&c>n){var l=this.type===O.logicalOR||this.type===O.logicalAND,y=this.type===O.coalesce;y&&(c=O.logicalAND.binop);var E=this.value;this.next();var w=this.start,C=this.startLoc,S=this.parseExprOp(this.parseMaybeUnary(null,false,false,a),w,C,c,a),I=this.buildBinary(t,i,e,S,E,l||y);return (l&&this.type===O.coalesce||y&&(this.type===O.logicalOR||this.type===O.logicalAND))&&this.raiseRecoverable(this.start,"Logical expressions and coalesce expressions cannot be mixed. Wrap either by parentheses"),this.parseExprOp(I,t,i,n,a)}return e},ge.buildBinary=function(e,t,i,n,a,c){"PrivateIdentifier"===n.type&&this.raise(n.start,"Private identifier can only be left side of binary expression");var l=this.startNodeAt(e,t);return l.left=i,l.operator=a,l.right=n,this.finishNode(l,c?"LogicalExpression":"BinaryExpression")},ge.parseMaybeUnary=function(e,t,i,n){var a,c=this.start,l=this.startLoc;if(this.isContextual("await")&&this.canAwait)a=this.parseAwait(n),t=true;else if(this.type.prefix){var y=this.startNode(),E=this.type===O.incDec;y.operator=this.value,y.prefix=true,this.next(),y.argument=this.parseMaybeUnary(null,true,E,n),this.checkExpressionErrors(e,true),E?this.checkLValSimple(y.argument):this.strict&&"delete"===y.operator&&isLocalVariableAccess(y.argument)?this.raiseRecoverable(y.start,"Deleting local variable in strict mode"):"delete"===y.operator&&isPrivateFieldAccess(y.argument)?this.raiseRecoverable(y.start,"Private fields can not be deleted"):t=true,a=this.finishNode(y,E?"UpdateExpression":"UnaryExpression");}else if(t||this.type!==O.privateId){if(a=this.parseExprSubscripts(e,n),this.checkExpressionErrors(e))return a;for(;this.type.postfix&&!this.canInsertSemicolon();){var w=this.startNodeAt(c,l);w.operator=this.value,w.prefix=false,w.argument=a,this.checkLValSimple(a),this.next(),a=this.finishNode(w,"UpdateExpression");}}else (n||0===this.privateNameStack.length)&&this.options.checkPrivateFields&&this.unexpected(),a=this.parsePrivateIdent(),this.type!==O._in&&this.unexpected();return i||!this.eat(O.starstar)?a:t?void this.unexpected(this.lastTokStart):this.buildBinary(c,l,a,this.parseMaybeUnary(null,false,false,n),"**",false)},ge.parseExprSubscripts=function(e,t){var i=this.start,n=this.startLoc,a=this.parseExprAtom(e,t);if("ArrowFunctionExpression"===a.type&&")"!==this.input.slice(this.lastTokStart,this.lastTokEnd))return a;var c=this.parseSubscripts(a,i,n,false,t);return e&&"MemberExpression"===c.type&&(e.parenthesizedAssign>=c.start&&(e.parenthesizedAssign=-1),e.parenthesizedBind>=c.start&&(e.parenthesizedBind=-1),e.trailingComma>=c.start&&(e.trailingComma=-1)),c},ge.parseSubscripts=function(e,t,i,n,a){for(var c=this.options.ecmaVersion>=8&&"Identifier"===e.type&&"async"===e.name&&this.lastTokEnd===e.end&&!this.canInsertSemicolon()&&e.end-e.start===5&&this.potentialArrowAt===e.start,l=false;;){var y=this.parseSubscript(e,t,i,n,c,l,a);if(y.optional&&(l=true),y===e||"ArrowFunctionExpression"===y.type){if(l){var E=this.startNodeAt(t,i);E.expression=y,y=this.finishNode(E,"ChainExpression");}return y}e=y;}},ge.shouldParseAsyncArrow=function(){return !this.canInsertSemicolon()&&this.eat(O.arrow)},ge.parseSubscriptAsyncArrow=function(e,t,i,n){return this.parseArrowExpression(this.startNodeAt(e,t),i,true,n)},ge.parseSubscript=function(e,t,i,n,a,c,l){var y=this.options.ecmaVersion>=11,E=y&&this.eat(O.questionDot);n&&E&&this.raise(this.lastTokStart,"Optional chaining cannot appear in the callee of new expressions");var w=this.eat(O.bracketL);if(w||E&&this.type!==O.parenL&&this.type!==O.backQuote||this.eat(O.dot)){var C=this.startNodeAt(t,i);C.object=e,w?(C.property=this.parseExpression(),this.expect(O.bracketR)):this.type===O.privateId&&"Super"!==e.type?C.property=this.parsePrivateIdent():C.property=this.parseIdent("never"!==this.options.allowReserved),C.computed=!!w,y&&(C.optional=E),e=this.finishNode(C,"MemberExpression");}else if(!n&&this.eat(O.parenL)){var S=new acorn_DestructuringErrors,I=this.yieldPos,N=this.awaitPos,j=this.awaitIdentPos;this.yieldPos=0,this.awaitPos=0,this.awaitIdentPos=0;var F=this.parseExprList(O.parenR,this.options.ecmaVersion>=8,false,S);if(a&&!E&&this.shouldParseAsyncArrow())return this.checkPatternErrors(S,false),this.checkYieldAwaitInDefaultParams(),this.awaitIdentPos>0&&this.raise(this.awaitIdentPos,"Cannot use 'await' as identifier inside an async function"),this.yieldPos=I,this.awaitPos=N,this.awaitIdentPos=j,this.parseSubscriptAsyncArrow(t,i,F,l);this.checkExpressionErrors(S,true),this.yieldPos=I||this.yieldPos,this.awaitPos=N||this.awaitPos,this.awaitIdentPos=j||this.awaitIdentPos;var B=this.startNodeAt(t,i);B.callee=e,B.arguments=F,y&&(B.optional=E),e=this.finishNode(B,"CallExpression");}else if(this.type===O.backQuote){(E||c)&&this.raise(this.start,"Optional chaining cannot appear in the tag of tagged template expressions");var $=this.startNodeAt(t,i);$.tag=e,$.quasi=this.parseTemplate({isTagged:true}),e=this.finishNode($,"TaggedTemplateExpression");}return e},ge.parseExprAtom=function(e,t,i){this.type===O.slash&&this.readRegexp();var n,a=this.potentialArrowAt===this.start;switch(this.type){case O._super:return this.allowSuper||this.raise(this.start,"'super' keyword outside a method"),n=this.startNode(),this.next(),this.type!==O.parenL||this.allowDirectSuper||this.raise(n.start,"super() call outside constructor of a subclass"),this.type!==O.dot&&this.type!==O.bracketL&&this.type!==O.parenL&&this.unexpected(),this.finishNode(n,"Super");case O._this:return n=this.startNode(),this.next(),this.finishNode(n,"ThisExpression");case O.name:var c=this.start,l=this.startLoc,y=this.containsEsc,E=this.parseIdent(false);if(this.options.ecmaVersion>=8&&!y&&"async"===E.name&&!this.canInsertSemicolon()&&this.eat(O._function))return this.overrideContext(fe.f_expr),this.parseFunction(this.startNodeAt(c,l),0,false,true,t);if(a&&!this.canInsertSemicolon()){if(this.eat(O.arrow))return this.parseArrowExpression(this.startNodeAt(c,l),[E],false,t);if(this.options.ecmaVersion>=8&&"async"===E.name&&this.type===O.name&&!y&&(!this.potentialArrowInForAwait||"of"!==this.value||this.containsEsc))return E=this.parseIdent(false),!this.canInsertSemicolon()&&this.eat(O.arrow)||this.unexpected(),this.parseArrowExpression(this.startNodeAt(c,l),[E],true,t)}return E;case O.regexp:var w=this.value;return (n=this.parseLiteral(w.value)).regex={pattern:w.pattern,flags:w.flags},n;case O.num:case O.string:return this.parseLiteral(this.value);case O._null:case O._true:case O._false:return (n=this.startNode()).value=this.type===O._null?null:this.type===O._true,n.raw=this.type.keyword,this.next(),this.finishNode(n,"Literal");case O.parenL:var C=this.start,S=this.parseParenAndDistinguishExpression(a,t);return e&&(e.parenthesizedAssign<0&&!this.isSimpleAssignTarget(S)&&(e.parenthesizedAssign=C),e.parenthesizedBind<0&&(e.parenthesizedBind=C)),S;case O.bracketL:return n=this.startNode(),this.next(),n.elements=this.parseExprList(O.bracketR,true,true,e),this.finishNode(n,"ArrayExpression");case O.braceL:return this.overrideContext(fe.b_expr),this.parseObj(false,e);case O._function:return n=this.startNode(),this.next(),this.parseFunction(n,0);case O._class:return this.parseClass(this.startNode(),false);case O._new:return this.parseNew();case O.backQuote:return this.parseTemplate();case O._import:return this.options.ecmaVersion>=11?this.parseExprImport(i):this.unexpected();default:return this.parseExprAtomDefault()}},ge.parseExprAtomDefault=function(){this.unexpected();},ge.parseExprImport=function(e){var t=this.startNode();if(this.containsEsc&&this.raiseRecoverable(this.start,"Escape sequence in keyword import"),this.next(),this.type===O.parenL&&!e)return this.parseDynamicImport(t);if(this.type===O.dot){var i=this.startNodeAt(t.start,t.loc&&t.loc.start);return i.name="import",t.meta=this.finishNode(i,"Identifier"),this.parseImportMeta(t)}this.unexpected();},ge.parseDynamicImport=function(e){if(this.next(),e.source=this.parseMaybeAssign(),this.options.ecmaVersion>=16)this.eat(O.parenR)?e.options=null:(this.expect(O.comma),this.afterTrailingComma(O.parenR)?e.options=null:(e.options=this.parseMaybeAssign(),this.eat(O.parenR)||(this.expect(O.comma),this.afterTrailingComma(O.parenR)||this.unexpected())));else if(!this.eat(O.parenR)){var t=this.start;this.eat(O.comma)&&this.eat(O.parenR)?this.raiseRecoverable(t,"Trailing comma is not allowed in import()"):this.unexpected(t);}return this.finishNode(e,"ImportExpression")},ge.parseImportMeta=function(e){this.next();var t=this.containsEsc;return e.property=this.parseIdent(true),"meta"!==e.property.name&&this.raiseRecoverable(e.property.start,"The only valid meta property for import is 'import.meta'"),t&&this.raiseRecoverable(e.start,"'import.meta' must not contain escaped characters"),"module"===this.options.sourceType||this.options.allowImportExportEverywhere||this.raiseRecoverable(e.start,"Cannot use 'import.meta' outside a module"),this.finishNode(e,"MetaProperty")},ge.parseLiteral=function(e){var t=this.startNode();return t.value=e,t.raw=this.input.slice(this.start,this.end),110===t.raw.charCodeAt(t.raw.length-1)&&(t.bigint=null!=t.value?t.value.toString():t.raw.slice(0,-1).replace(/_/g,"")),this.next(),this.finishNode(t,"Literal")},ge.parseParenExpression=function(){this.expect(O.parenL);var e=this.parseExpression();return this.expect(O.parenR),e},ge.shouldParseArrow=function(e){return !this.canInsertSemicolon()},ge.parseParenAndDistinguishExpression=function(e,t){var i,n=this.start,a=this.startLoc,c=this.options.ecmaVersion>=8;if(this.options.ecmaVersion>=6){this.next();var l,y=this.start,E=this.startLoc,w=[],C=true,S=false,I=new acorn_DestructuringErrors,N=this.yieldPos,j=this.awaitPos;for(this.yieldPos=0,this.awaitPos=0;this.type!==O.parenR;){if(C?C=false:this.expect(O.comma),c&&this.afterTrailingComma(O.parenR,true)){S=true;break}if(this.type===O.ellipsis){l=this.start,w.push(this.parseParenItem(this.parseRestBinding())),this.type===O.comma&&this.raiseRecoverable(this.start,"Comma is not permitted after the rest element");break}w.push(this.parseMaybeAssign(false,I,this.parseParenItem));}var F=this.lastTokEnd,B=this.lastTokEndLoc;if(this.expect(O.parenR),e&&this.shouldParseArrow(w)&&this.eat(O.arrow))return this.checkPatternErrors(I,false),this.checkYieldAwaitInDefaultParams(),this.yieldPos=N,this.awaitPos=j,this.parseParenArrowList(n,a,w,t);w.length&&!S||this.unexpected(this.lastTokStart),l&&this.unexpected(l),this.checkExpressionErrors(I,true),this.yieldPos=N||this.yieldPos,this.awaitPos=j||this.awaitPos,w.length>1?((i=this.startNodeAt(y,E)).expressions=w,this.finishNodeAt(i,"SequenceExpression",F,B)):i=w[0];}else i=this.parseParenExpression();if(this.options.preserveParens){var $=this.startNodeAt(n,a);return $.expression=i,this.finishNode($,"ParenthesizedExpression")}return i},ge.parseParenItem=function(e){return e},ge.parseParenArrowList=function(e,t,i,n){return this.parseArrowExpression(this.startNodeAt(e,t),i,false,n)};var xe=[];ge.parseNew=function(){this.containsEsc&&this.raiseRecoverable(this.start,"Escape sequence in keyword new");var e=this.startNode();if(this.next(),this.options.ecmaVersion>=6&&this.type===O.dot){var t=this.startNodeAt(e.start,e.loc&&e.loc.start);t.name="new",e.meta=this.finishNode(t,"Identifier"),this.next();var i=this.containsEsc;return e.property=this.parseIdent(true),"target"!==e.property.name&&this.raiseRecoverable(e.property.start,"The only valid meta property for new is 'new.target'"),i&&this.raiseRecoverable(e.start,"'new.target' must not contain escaped characters"),this.allowNewDotTarget||this.raiseRecoverable(e.start,"'new.target' can only be used in functions and class static block"),this.finishNode(e,"MetaProperty")}var n=this.start,a=this.startLoc;return e.callee=this.parseSubscripts(this.parseExprAtom(null,false,true),n,a,true,false),this.eat(O.parenL)?e.arguments=this.parseExprList(O.parenR,this.options.ecmaVersion>=8,false):e.arguments=xe,this.finishNode(e,"NewExpression")},ge.parseTemplateElement=function(e){var t=e.isTagged,i=this.startNode();return this.type===O.invalidTemplate?(t||this.raiseRecoverable(this.start,"Bad escape sequence in untagged template literal"),i.value={raw:this.value.replace(/\r\n?/g,"\n"),cooked:null}):i.value={raw:this.input.slice(this.start,this.end).replace(/\r\n?/g,"\n"),cooked:this.value},this.next(),i.tail=this.type===O.backQuote,this.finishNode(i,"TemplateElement")},ge.parseTemplate=function(e){ void 0===e&&(e={});var t=e.isTagged;void 0===t&&(t=false);var i=this.startNode();this.next(),i.expressions=[];var n=this.parseTemplateElement({isTagged:t});for(i.quasis=[n];!n.tail;)this.type===O.eof&&this.raise(this.pos,"Unterminated template literal"),this.expect(O.dollarBraceL),i.expressions.push(this.parseExpression()),this.expect(O.braceR),i.quasis.push(n=this.parseTemplateElement({isTagged:t}));return this.next(),this.finishNode(i,"TemplateLiteral")},ge.isAsyncProp=function(e){return !e.computed&&"Identifier"===e.key.type&&"async"===e.key.name&&(this.type===O.name||this.type===O.num||this.type===O.string||this.type===O.bracketL||this.type.keyword||this.options.ecmaVersion>=9&&this.type===O.star)&&!j.test(this.input.slice(this.lastTokEnd,this.start))},ge.parseObj=function(e,t){var i=this.startNode(),n=true,a={};for(i.properties=[],this.next();!this.eat(O.braceR);){if(n)n=false;else if(this.expect(O.comma),this.options.ecmaVersion>=5&&this.afterTrailingComma(O.braceR))break;var c=this.parseProperty(e,t);e||this.checkPropClash(c,a,t),i.properties.push(c);}return this.finishNode(i,e?"ObjectPattern":"ObjectExpression")},ge.parseProperty=function(e,t){var i,n,a,c,l=this.startNode();if(this.options.ecmaVersion>=9&&this.eat(O.ellipsis))return e?(l.argument=this.parseIdent(false),this.type===O.comma&&this.raiseRecoverable(this.start,"Comma is not permitted after the rest element"),this.finishNode(l,"RestElement")):(l.argument=this.parseMaybeAssign(false,t),this.type===O.comma&&t&&t.trailingComma<0&&(t.trailingComma=this.start),this.finishNode(l,"SpreadElement"));this.options.ecmaVersion>=6&&(l.method=false,l.shorthand=false,(e||t)&&(a=this.start,c=this.startLoc),e||(i=this.eat(O.star)));var y=this.containsEsc;return this.parsePropertyName(l),!e&&!y&&this.options.ecmaVersion>=8&&!i&&this.isAsyncProp(l)?(n=true,i=this.options.ecmaVersion>=9&&this.eat(O.star),this.parsePropertyName(l)):n=false,this.parsePropertyValue(l,e,i,n,a,c,t,y),this.finishNode(l,"Property")},ge.parseGetterSetter=function(e){var t=e.key.name;this.parsePropertyName(e),e.value=this.parseMethod(false),e.kind=t;var i="get"===e.kind?0:1;if(e.value.params.length!==i){var n=e.value.start;"get"===e.kind?this.raiseRecoverable(n,"getter should have no params"):this.raiseRecoverable(n,"setter should have exactly one param");}else "set"===e.kind&&"RestElement"===e.value.params[0].type&&this.raiseRecoverable(e.value.params[0].start,"Setter cannot use rest params");},ge.parsePropertyValue=function(e,t,i,n,a,c,l,y){(i||n)&&this.type===O.colon&&this.unexpected(),this.eat(O.colon)?(e.value=t?this.parseMaybeDefault(this.start,this.startLoc):this.parseMaybeAssign(false,l),e.kind="init"):this.options.ecmaVersion>=6&&this.type===O.parenL?(t&&this.unexpected(),e.method=true,e.value=this.parseMethod(i,n),e.kind="init"):t||y||!(this.options.ecmaVersion>=5)||e.computed||"Identifier"!==e.key.type||"get"!==e.key.name&&"set"!==e.key.name||this.type===O.comma||this.type===O.braceR||this.type===O.eq?this.options.ecmaVersion>=6&&!e.computed&&"Identifier"===e.key.type?((i||n)&&this.unexpected(),this.checkUnreserved(e.key),"await"!==e.key.name||this.awaitIdentPos||(this.awaitIdentPos=a),t?e.value=this.parseMaybeDefault(a,c,this.copyNode(e.key)):this.type===O.eq&&l?(l.shorthandAssign<0&&(l.shorthandAssign=this.start),e.value=this.parseMaybeDefault(a,c,this.copyNode(e.key))):e.value=this.copyNode(e.key),e.kind="init",e.shorthand=true):this.unexpected():((i||n)&&this.unexpected(),this.parseGetterSetter(e));},ge.parsePropertyName=function(e){if(this.options.ecmaVersion>=6){if(this.eat(O.bracketL))return e.computed=true,e.key=this.parseMaybeAssign(),this.expect(O.bracketR),e.key;e.computed=false;}return e.key=this.type===O.num||this.type===O.string?this.parseExprAtom():this.parseIdent("never"!==this.options.allowReserved)},ge.initFunction=function(e){e.id=null,this.options.ecmaVersion>=6&&(e.generator=e.expression=false),this.options.ecmaVersion>=8&&(e.async=false);},ge.parseMethod=function(e,t,i){var n=this.startNode(),a=this.yieldPos,c=this.awaitPos,l=this.awaitIdentPos;return this.initFunction(n),this.options.ecmaVersion>=6&&(n.generator=e),this.options.ecmaVersion>=8&&(n.async=!!t),this.yieldPos=0,this.awaitPos=0,this.awaitIdentPos=0,this.enterScope(64|functionFlags(t,n.generator)|(i?128:0)),this.expect(O.parenL),n.params=this.parseBindingList(O.parenR,false,this.options.ecmaVersion>=8),this.checkYieldAwaitInDefaultParams(),this.parseFunctionBody(n,false,true,false),this.yieldPos=a,this.awaitPos=c,this.awaitIdentPos=l,this.finishNode(n,"FunctionExpression")},ge.parseArrowExpression=function(e,t,i,n){var a=this.yieldPos,c=this.awaitPos,l=this.awaitIdentPos;return this.enterScope(16|functionFlags(i,false)),this.initFunction(e),this.options.ecmaVersion>=8&&(e.async=!!i),this.yieldPos=0,this.awaitPos=0,this.awaitIdentPos=0,e.params=this.toAssignableList(t,true),this.parseFunctionBody(e,true,false,n),this.yieldPos=a,this.awaitPos=c,this.awaitIdentPos=l,this.finishNode(e,"ArrowFunctionExpression")},ge.parseFunctionBody=function(e,t,i,n){var a=t&&this.type!==O.braceL,c=this.strict,l=false;if(a)e.body=this.parseMaybeAssign(n),e.expression=true,this.checkParams(e,false);else {var y=this.options.ecmaVersion>=7&&!this.isSimpleParamList(e.params);c&&!y||(l=this.strictDirective(this.end))&&y&&this.raiseRecoverable(e.start,"Illegal 'use strict' directive in function with non-simple parameter list");var E=this.labels;this.labels=[],l&&(this.strict=true),this.checkParams(e,!c&&!l&&!t&&!i&&this.isSimpleParamList(e.params)),this.strict&&e.id&&this.checkLValSimple(e.id,5),e.body=this.parseBlock(false,void 0,l&&!c),e.expression=false,this.adaptDirectivePrologue(e.body.body),this.labels=E;}this.exitScope();},ge.isSimpleParamList=function(e){for(var t=0,i=e;t<i.length;t+=1){if("Identifier"!==i[t].type)return  false}return  true},ge.checkParams=function(e,t){for(var i=Object.create(null),n=0,a=e.params;n<a.length;n+=1){var c=a[n];this.checkLValInnerPattern(c,1,t?null:i);}},ge.parseExprList=function(e,t,i,n){for(var a=[],c=true;!this.eat(e);){if(c)c=false;else if(this.expect(O.comma),t&&this.afterTrailingComma(e))break;var l=void 0;i&&this.type===O.comma?l=null:this.type===O.ellipsis?(l=this.parseSpread(n),n&&this.type===O.comma&&n.trailingComma<0&&(n.trailingComma=this.start)):l=this.parseMaybeAssign(false,n),a.push(l);}return a},ge.checkUnreserved=function(e){var t=e.start,i=e.end,n=e.name;(this.inGenerator&&"yield"===n&&this.raiseRecoverable(t,"Cannot use 'yield' as identifier inside a generator"),this.inAsync&&"await"===n&&this.raiseRecoverable(t,"Cannot use 'await' as identifier inside an async function"),this.currentThisScope().flags&se||"arguments"!==n||this.raiseRecoverable(t,"Cannot use 'arguments' in class field initializer"),!this.inClassStaticBlock||"arguments"!==n&&"await"!==n||this.raise(t,"Cannot use "+n+" in class static initialization block"),this.keywords.test(n)&&this.raise(t,"Unexpected keyword '"+n+"'"),this.options.ecmaVersion<6&&-1!==this.input.slice(t,i).indexOf("\\"))||(this.strict?this.reservedWordsStrict:this.reservedWords).test(n)&&(this.inAsync||"await"!==n||this.raiseRecoverable(t,"Cannot use keyword 'await' outside an async function"),this.raiseRecoverable(t,"The keyword '"+n+"' is reserved"));},ge.parseIdent=function(e){var t=this.parseIdentNode();return this.next(!!e),this.finishNode(t,"Identifier"),e||(this.checkUnreserved(t),"await"!==t.name||this.awaitIdentPos||(this.awaitIdentPos=t.start)),t},ge.parseIdentNode=function(){var e=this.startNode();return this.type===O.name?e.name=this.value:this.type.keyword?(e.name=this.type.keyword,"class"!==e.name&&"function"!==e.name||this.lastTokEnd===this.lastTokStart+1&&46===this.input.charCodeAt(this.lastTokStart)||this.context.pop(),this.type=O.name):this.unexpected(),e},ge.parsePrivateIdent=function(){var e=this.startNode();return this.type===O.privateId?e.name=this.value:this.unexpected(),this.next(),this.finishNode(e,"PrivateIdentifier"),this.options.checkPrivateFields&&(0===this.privateNameStack.length?this.raise(e.start,"Private field '#"+e.name+"' must be declared in an enclosing class"):this.privateNameStack[this.privateNameStack.length-1].used.push(e)),e},ge.parseYield=function(e){this.yieldPos||(this.yieldPos=this.start);var t=this.startNode();return this.next(),this.type===O.semi||this.canInsertSemicolon()||this.type!==O.star&&!this.type.startsExpr?(t.delegate=false,t.argument=null):(t.delegate=this.eat(O.star),t.argument=this.parseMaybeAssign(e)),this.finishNode(t,"YieldExpression")},ge.parseAwait=function(e){this.awaitPos||(this.awaitPos=this.start);var t=this.startNode();return this.next(),t.argument=this.parseMaybeUnary(null,true,false,e),this.finishNode(t,"AwaitExpression")};var ve=acorn_Parser.prototype;ve.raise=function(e,t){var i=getLineInfo(this.input,e);t+=" ("+i.line+":"+i.column+")",this.sourceFile&&(t+=" in "+this.sourceFile);var n=new SyntaxError(t);throw n.pos=e,n.loc=i,n.raisedAt=this.pos,n},ve.raiseRecoverable=ve.raise,ve.curPosition=function(){if(this.options.locations)return new acorn_Position(this.curLine,this.pos-this.lineStart)};var ye=acorn_Parser.prototype,acorn_Scope=function(e){this.flags=e,this.var=[],this.lexical=[],this.functions=[];};ye.enterScope=function(e){this.scopeStack.push(new acorn_Scope(e));},ye.exitScope=function(){this.scopeStack.pop();},ye.treatFunctionsAsVarInScope=function(e){return 2&e.flags||!this.inModule&&1&e.flags},ye.declareName=function(e,t,i){var n=false;if(2===t){var a=this.currentScope();n=a.lexical.indexOf(e)>-1||a.functions.indexOf(e)>-1||a.var.indexOf(e)>-1,a.lexical.push(e),this.inModule&&1&a.flags&&delete this.undefinedExports[e];}else if(4===t){this.currentScope().lexical.push(e);}else if(3===t){var c=this.currentScope();n=this.treatFunctionsAsVar?c.lexical.indexOf(e)>-1:c.lexical.indexOf(e)>-1||c.var.indexOf(e)>-1,c.functions.push(e);}else for(var l=this.scopeStack.length-1;l>=0;--l){var y=this.scopeStack[l];if(y.lexical.indexOf(e)>-1&&!(32&y.flags&&y.lexical[0]===e)||!this.treatFunctionsAsVarInScope(y)&&y.functions.indexOf(e)>-1){n=true;break}if(y.var.push(e),this.inModule&&1&y.flags&&delete this.undefinedExports[e],y.flags&se)break}n&&this.raiseRecoverable(i,"Identifier '"+e+"' has already been declared");},ye.checkLocalExport=function(e){ -1===this.scopeStack[0].lexical.indexOf(e.name)&&-1===this.scopeStack[0].var.indexOf(e.name)&&(this.undefinedExports[e.name]=e);},ye.currentScope=function(){return this.scopeStack[this.scopeStack.length-1]},ye.currentVarScope=function(){for(var e=this.scopeStack.length-1;;e--){var t=this.scopeStack[e];if(771&t.flags)return t}},ye.currentThisScope=function(){for(var e=this.scopeStack.length-1;;e--){var t=this.scopeStack[e];if(771&t.flags&&!(16&t.flags))return t}};var acorn_Node=function(e,t,i){this.type="",this.start=t,this.end=0,e.options.locations&&(this.loc=new acorn_SourceLocation(e,i)),e.options.directSourceFile&&(this.sourceFile=e.options.directSourceFile),e.options.ranges&&(this.range=[t,0]);},_e=acorn_Parser.prototype;function finishNodeAt(e,t,i,n){return e.type=t,e.end=i,this.options.locations&&(e.loc.end=n),this.options.ranges&&(e.range[1]=i),e}_e.startNode=function(){return new acorn_Node(this,this.start,this.startLoc)},_e.startNodeAt=function(e,t){return new acorn_Node(this,e,t)},_e.finishNode=function(e,t){return finishNodeAt.call(this,e,t,this.lastTokEnd,this.lastTokEndLoc)},_e.finishNodeAt=function(e,t,i,n){return finishNodeAt.call(this,e,t,i,n)},_e.copyNode=function(e){var t=new acorn_Node(this,e.start,this.startLoc);for(var i in e)t[i]=e[i];return t};var Ee="ASCII ASCII_Hex_Digit AHex Alphabetic Alpha Any Assigned Bidi_Control Bidi_C Bidi_Mirrored Bidi_M Case_Ignorable CI Cased Changes_When_Casefolded CWCF Changes_When_Casemapped CWCM Changes_When_Lowercased CWL Changes_When_NFKC_Casefolded CWKCF Changes_When_Titlecased CWT Changes_When_Uppercased CWU Dash Default_Ignorable_Code_Point DI Deprecated Dep Diacritic Dia Emoji Emoji_Component Emoji_Modifier Emoji_Modifier_Base Emoji_Presentation Extender Ext Grapheme_Base Gr_Base Grapheme_Extend Gr_Ext Hex_Digit Hex IDS_Binary_Operator IDSB IDS_Trinary_Operator IDST ID_Continue IDC ID_Start IDS Ideographic Ideo Join_Control Join_C Logical_Order_Exception LOE Lowercase Lower Math Noncharacter_Code_Point NChar Pattern_Syntax Pat_Syn Pattern_White_Space Pat_WS Quotation_Mark QMark Radical Regional_Indicator RI Sentence_Terminal STerm Soft_Dotted SD Terminal_Punctuation Term Unified_Ideograph UIdeo Uppercase Upper Variation_Selector VS White_Space space XID_Continue XIDC XID_Start XIDS",be=Ee+" Extended_Pictographic",ke=be+" EBase EComp EMod EPres ExtPict",we={9:Ee,10:be,11:be,12:ke,13:ke,14:ke},Ce={9:"",10:"",11:"",12:"",13:"",14:"Basic_Emoji Emoji_Keycap_Sequence RGI_Emoji_Modifier_Sequence RGI_Emoji_Flag_Sequence RGI_Emoji_Tag_Sequence RGI_Emoji_ZWJ_Sequence RGI_Emoji"},Se="Cased_Letter LC Close_Punctuation Pe Connector_Punctuation Pc Control Cc cntrl Currency_Symbol Sc Dash_Punctuation Pd Decimal_Number Nd digit Enclosing_Mark Me Final_Punctuation Pf Format Cf Initial_Punctuation Pi Letter L Letter_Number Nl Line_Separator Zl Lowercase_Letter Ll Mark M Combining_Mark Math_Symbol Sm Modifier_Letter Lm Modifier_Symbol Sk Nonspacing_Mark Mn Number N Open_Punctuation Ps Other C Other_Letter Lo Other_Number No Other_Punctuation Po Other_Symbol So Paragraph_Separator Zp Private_Use Co Punctuation P punct Separator Z Space_Separator Zs Spacing_Mark Mc Surrogate Cs Symbol S Titlecase_Letter Lt Unassigned Cn Uppercase_Letter Lu",Ie="Adlam Adlm Ahom Anatolian_Hieroglyphs Hluw Arabic Arab Armenian Armn Avestan Avst Balinese Bali Bamum Bamu Bassa_Vah Bass Batak Batk Bengali Beng Bhaiksuki Bhks Bopomofo Bopo Brahmi Brah Braille Brai Buginese Bugi Buhid Buhd Canadian_Aboriginal Cans Carian Cari Caucasian_Albanian Aghb Chakma Cakm Cham Cham Cherokee Cher Common Zyyy Coptic Copt Qaac Cuneiform Xsux Cypriot Cprt Cyrillic Cyrl Deseret Dsrt Devanagari Deva Duployan Dupl Egyptian_Hieroglyphs Egyp Elbasan Elba Ethiopic Ethi Georgian Geor Glagolitic Glag Gothic Goth Grantha Gran Greek Grek Gujarati Gujr Gurmukhi Guru Han Hani Hangul Hang Hanunoo Hano Hatran Hatr Hebrew Hebr Hiragana Hira Imperial_Aramaic Armi Inherited Zinh Qaai Inscriptional_Pahlavi Phli Inscriptional_Parthian Prti Javanese Java Kaithi Kthi Kannada Knda Katakana Kana Kayah_Li Kali Kharoshthi Khar Khmer Khmr Khojki Khoj Khudawadi Sind Lao Laoo Latin Latn Lepcha Lepc Limbu Limb Linear_A Lina Linear_B Linb Lisu Lisu Lycian Lyci Lydian Lydi Mahajani Mahj Malayalam Mlym Mandaic Mand Manichaean Mani Marchen Marc Masaram_Gondi Gonm Meetei_Mayek Mtei Mende_Kikakui Mend Meroitic_Cursive Merc Meroitic_Hieroglyphs Mero Miao Plrd Modi Mongolian Mong Mro Mroo Multani Mult Myanmar Mymr Nabataean Nbat New_Tai_Lue Talu Newa Newa Nko Nkoo Nushu Nshu Ogham Ogam Ol_Chiki Olck Old_Hungarian Hung Old_Italic Ital Old_North_Arabian Narb Old_Permic Perm Old_Persian Xpeo Old_South_Arabian Sarb Old_Turkic Orkh Oriya Orya Osage Osge Osmanya Osma Pahawh_Hmong Hmng Palmyrene Palm Pau_Cin_Hau Pauc Phags_Pa Phag Phoenician Phnx Psalter_Pahlavi Phlp Rejang Rjng Runic Runr Samaritan Samr Saurashtra Saur Sharada Shrd Shavian Shaw Siddham Sidd SignWriting Sgnw Sinhala Sinh Sora_Sompeng Sora Soyombo Soyo Sundanese Sund Syloti_Nagri Sylo Syriac Syrc Tagalog Tglg Tagbanwa Tagb Tai_Le Tale Tai_Tham Lana Tai_Viet Tavt Takri Takr Tamil Taml Tangut Tang Telugu Telu Thaana Thaa Thai Thai Tibetan Tibt Tifinagh Tfng Tirhuta Tirh Ugaritic Ugar Vai Vaii Warang_Citi Wara Yi Yiii Zanabazar_Square Zanb",Te=Ie+" Dogra Dogr Gunjala_Gondi Gong Hanifi_Rohingya Rohg Makasar Maka Medefaidrin Medf Old_Sogdian Sogo Sogdian Sogd",Re=Te+" Elymaic Elym Nandinagari Nand Nyiakeng_Puachue_Hmong Hmnp Wancho Wcho",Ae=Re+" Chorasmian Chrs Diak Dives_Akuru Khitan_Small_Script Kits Yezi Yezidi",Le=Ae+" Cypro_Minoan Cpmn Old_Uyghur Ougr Tangsa Tnsa Toto Vithkuqi Vith",Oe={9:Ie,10:Te,11:Re,12:Ae,13:Le,14:Le+" Berf Beria_Erfe Gara Garay Gukh Gurung_Khema Hrkt Katakana_Or_Hiragana Kawi Kirat_Rai Krai Nag_Mundari Nagm Ol_Onal Onao Sidetic Sidt Sunu Sunuwar Tai_Yo Tayo Todhri Todr Tolong_Siki Tols Tulu_Tigalari Tutg Unknown Zzzz"},De={};function buildUnicodeData(e){var t=De[e]={binary:wordsRegexp(we[e]+" "+Se),binaryOfStrings:wordsRegexp(Ce[e]),nonBinary:{General_Category:wordsRegexp(Se),Script:wordsRegexp(Oe[e])}};t.nonBinary.Script_Extensions=t.nonBinary.Script,t.nonBinary.gc=t.nonBinary.General_Category,t.nonBinary.sc=t.nonBinary.Script,t.nonBinary.scx=t.nonBinary.Script_Extensions;}for(var Ve=0,Ue=[9,10,11,12,13,14];Ve<Ue.length;Ve+=1){buildUnicodeData(Ue[Ve]);}var Me=acorn_Parser.prototype,acorn_BranchID=function(e,t){this.parent=e,this.base=t||this;};acorn_BranchID.prototype.separatedFrom=function(e){for(var t=this;t;t=t.parent)for(var i=e;i;i=i.parent)if(t.base===i.base&&t!==i)return  true;return  false},acorn_BranchID.prototype.sibling=function(){return new acorn_BranchID(this.parent,this.base)};var acorn_RegExpValidationState=function(e){this.parser=e,this.validFlags="gim"+(e.options.ecmaVersion>=6?"uy":"")+(e.options.ecmaVersion>=9?"s":"")+(e.options.ecmaVersion>=13?"d":"")+(e.options.ecmaVersion>=15?"v":""),this.unicodeProperties=De[e.options.ecmaVersion>=14?14:e.options.ecmaVersion],this.source="",this.flags="",this.start=0,this.switchU=false,this.switchV=false,this.switchN=false,this.pos=0,this.lastIntValue=0,this.lastStringValue="",this.lastAssertionIsQuantifiable=false,this.numCapturingParens=0,this.maxBackReference=0,this.groupNames=Object.create(null),this.backReferenceNames=[],this.branchID=null;};function isRegularExpressionModifier(e){return 105===e||109===e||115===e}function isSyntaxCharacter(e){return 36===e||e>=40&&e<=43||46===e||63===e||e>=91&&e<=94||e>=123&&e<=125}function isControlLetter(e){return e>=65&&e<=90||e>=97&&e<=122}acorn_RegExpValidationState.prototype.reset=function(e,t,i){var n=-1!==i.indexOf("v"),a=-1!==i.indexOf("u");this.start=0|e,this.source=t+"",this.flags=i,n&&this.parser.options.ecmaVersion>=15?(this.switchU=true,this.switchV=true,this.switchN=true):(this.switchU=a&&this.parser.options.ecmaVersion>=6,this.switchV=false,this.switchN=a&&this.parser.options.ecmaVersion>=9);},acorn_RegExpValidationState.prototype.raise=function(e){this.parser.raiseRecoverable(this.start,"Invalid regular expression: /"+this.source+"/: "+e);},acorn_RegExpValidationState.prototype.at=function(e,t){ void 0===t&&(t=false);var i=this.source,n=i.length;if(e>=n)return  -1;var a=i.charCodeAt(e);if(!t&&!this.switchU||a<=55295||a>=57344||e+1>=n)return a;var c=i.charCodeAt(e+1);return c>=56320&&c<=57343?(a<<10)+c-56613888:a},acorn_RegExpValidationState.prototype.nextIndex=function(e,t){ void 0===t&&(t=false);var i=this.source,n=i.length;if(e>=n)return n;var a,c=i.charCodeAt(e);return !t&&!this.switchU||c<=55295||c>=57344||e+1>=n||(a=i.charCodeAt(e+1))<56320||a>57343?e+1:e+2},acorn_RegExpValidationState.prototype.current=function(e){return void 0===e&&(e=false),this.at(this.pos,e)},acorn_RegExpValidationState.prototype.lookahead=function(e){return void 0===e&&(e=false),this.at(this.nextIndex(this.pos,e),e)},acorn_RegExpValidationState.prototype.advance=function(e){ void 0===e&&(e=false),this.pos=this.nextIndex(this.pos,e);},acorn_RegExpValidationState.prototype.eat=function(e,t){return void 0===t&&(t=false),this.current(t)===e&&(this.advance(t),true)},acorn_RegExpValidationState.prototype.eatChars=function(e,t){ void 0===t&&(t=false);for(var i=this.pos,n=0,a=e;n<a.length;n+=1){var c=a[n],l=this.at(i,t);if(-1===l||l!==c)return  false;i=this.nextIndex(i,t);}return this.pos=i,true},Me.validateRegExpFlags=function(e){for(var t=e.validFlags,i=e.flags,n=false,a=false,c=0;c<i.length;c++){var l=i.charAt(c);-1===t.indexOf(l)&&this.raise(e.start,"Invalid regular expression flag"),i.indexOf(l,c+1)>-1&&this.raise(e.start,"Duplicate regular expression flag"),"u"===l&&(n=true),"v"===l&&(a=true);}this.options.ecmaVersion>=15&&n&&a&&this.raise(e.start,"Invalid regular expression flag");},Me.validateRegExpPattern=function(e){this.regexp_pattern(e),!e.switchN&&this.options.ecmaVersion>=9&&function(e){for(var t in e)return  true;return  false}(e.groupNames)&&(e.switchN=true,this.regexp_pattern(e));},Me.regexp_pattern=function(e){e.pos=0,e.lastIntValue=0,e.lastStringValue="",e.lastAssertionIsQuantifiable=false,e.numCapturingParens=0,e.maxBackReference=0,e.groupNames=Object.create(null),e.backReferenceNames.length=0,e.branchID=null,this.regexp_disjunction(e),e.pos!==e.source.length&&(e.eat(41)&&e.raise("Unmatched ')'"),(e.eat(93)||e.eat(125))&&e.raise("Lone quantifier brackets")),e.maxBackReference>e.numCapturingParens&&e.raise("Invalid escape");for(var t=0,i=e.backReferenceNames;t<i.length;t+=1){var n=i[t];e.groupNames[n]||e.raise("Invalid named capture referenced");}},Me.regexp_disjunction=function(e){var t=this.options.ecmaVersion>=16;for(t&&(e.branchID=new acorn_BranchID(e.branchID,null)),this.regexp_alternative(e);e.eat(124);)t&&(e.branchID=e.branchID.sibling()),this.regexp_alternative(e);t&&(e.branchID=e.branchID.parent),this.regexp_eatQuantifier(e,true)&&e.raise("Nothing to repeat"),e.eat(123)&&e.raise("Lone quantifier brackets");},Me.regexp_alternative=function(e){for(;e.pos<e.source.length&&this.regexp_eatTerm(e););},Me.regexp_eatTerm=function(e){return this.regexp_eatAssertion(e)?(e.lastAssertionIsQuantifiable&&this.regexp_eatQuantifier(e)&&e.switchU&&e.raise("Invalid quantifier"),true):!!(e.switchU?this.regexp_eatAtom(e):this.regexp_eatExtendedAtom(e))&&(this.regexp_eatQuantifier(e),true)},Me.regexp_eatAssertion=function(e){var t=e.pos;if(e.lastAssertionIsQuantifiable=false,e.eat(94)||e.eat(36))return  true;if(e.eat(92)){if(e.eat(66)||e.eat(98))return  true;e.pos=t;}if(e.eat(40)&&e.eat(63)){var i=false;if(this.options.ecmaVersion>=9&&(i=e.eat(60)),e.eat(61)||e.eat(33))return this.regexp_disjunction(e),e.eat(41)||e.raise("Unterminated group"),e.lastAssertionIsQuantifiable=!i,true}return e.pos=t,false},Me.regexp_eatQuantifier=function(e,t){return void 0===t&&(t=false),!!this.regexp_eatQuantifierPrefix(e,t)&&(e.eat(63),true)},Me.regexp_eatQuantifierPrefix=function(e,t){return e.eat(42)||e.eat(43)||e.eat(63)||this.regexp_eatBracedQuantifier(e,t)},Me.regexp_eatBracedQuantifier=function(e,t){var i=e.pos;if(e.eat(123)){var n=0,a=-1;if(this.regexp_eatDecimalDigits(e)&&(n=e.lastIntValue,e.eat(44)&&this.regexp_eatDecimalDigits(e)&&(a=e.lastIntValue),e.eat(125)))return  -1!==a&&a<n&&!t&&e.raise("numbers out of order in {} quantifier"),true;e.switchU&&!t&&e.raise("Incomplete quantifier"),e.pos=i;}return  false},Me.regexp_eatAtom=function(e){return this.regexp_eatPatternCharacters(e)||e.eat(46)||this.regexp_eatReverseSolidusAtomEscape(e)||this.regexp_eatCharacterClass(e)||this.regexp_eatUncapturingGroup(e)||this.regexp_eatCapturingGroup(e)},Me.regexp_eatReverseSolidusAtomEscape=function(e){var t=e.pos;if(e.eat(92)){if(this.regexp_eatAtomEscape(e))return  true;e.pos=t;}return  false},Me.regexp_eatUncapturingGroup=function(e){var t=e.pos;if(e.eat(40)){if(e.eat(63)){if(this.options.ecmaVersion>=16){var i=this.regexp_eatModifiers(e),n=e.eat(45);if(i||n){for(var a=0;a<i.length;a++){var c=i.charAt(a);i.indexOf(c,a+1)>-1&&e.raise("Duplicate regular expression modifiers");}if(n){var l=this.regexp_eatModifiers(e);i||l||58!==e.current()||e.raise("Invalid regular expression modifiers");for(var y=0;y<l.length;y++){var E=l.charAt(y);(l.indexOf(E,y+1)>-1||i.indexOf(E)>-1)&&e.raise("Duplicate regular expression modifiers");}}}}if(e.eat(58)){if(this.regexp_disjunction(e),e.eat(41))return  true;e.raise("Unterminated group");}}e.pos=t;}return  false},Me.regexp_eatCapturingGroup=function(e){if(e.eat(40)){if(this.options.ecmaVersion>=9?this.regexp_groupSpecifier(e):63===e.current()&&e.raise("Invalid group"),this.regexp_disjunction(e),e.eat(41))return e.numCapturingParens+=1,true;e.raise("Unterminated group");}return  false},Me.regexp_eatModifiers=function(e){for(var t="",i=0;-1!==(i=e.current())&&isRegularExpressionModifier(i);)t+=codePointToString(i),e.advance();return t},Me.regexp_eatExtendedAtom=function(e){return e.eat(46)||this.regexp_eatReverseSolidusAtomEscape(e)||this.regexp_eatCharacterClass(e)||this.regexp_eatUncapturingGroup(e)||this.regexp_eatCapturingGroup(e)||this.regexp_eatInvalidBracedQuantifier(e)||this.regexp_eatExtendedPatternCharacter(e)},Me.regexp_eatInvalidBracedQuantifier=function(e){return this.regexp_eatBracedQuantifier(e,true)&&e.raise("Nothing to repeat"),false},Me.regexp_eatSyntaxCharacter=function(e){var t=e.current();return !!isSyntaxCharacter(t)&&(e.lastIntValue=t,e.advance(),true)},Me.regexp_eatPatternCharacters=function(e){for(var t=e.pos,i=0;-1!==(i=e.current())&&!isSyntaxCharacter(i);)e.advance();return e.pos!==t},Me.regexp_eatExtendedPatternCharacter=function(e){var t=e.current();return !(-1===t||36===t||t>=40&&t<=43||46===t||63===t||91===t||94===t||124===t)&&(e.advance(),true)},Me.regexp_groupSpecifier=function(e){if(e.eat(63)){this.regexp_eatGroupName(e)||e.raise("Invalid group");var t=this.options.ecmaVersion>=16,i=e.groupNames[e.lastStringValue];if(i)if(t)for(var n=0,a=i;n<a.length;n+=1){a[n].separatedFrom(e.branchID)||e.raise("Duplicate capture group name");}else e.raise("Duplicate capture group name");t?(i||(e.groupNames[e.lastStringValue]=[])).push(e.branchID):e.groupNames[e.lastStringValue]=true;}},Me.regexp_eatGroupName=function(e){if(e.lastStringValue="",e.eat(60)){if(this.regexp_eatRegExpIdentifierName(e)&&e.eat(62))return  true;e.raise("Invalid capture group name");}return  false},Me.regexp_eatRegExpIdentifierName=function(e){if(e.lastStringValue="",this.regexp_eatRegExpIdentifierStart(e)){for(e.lastStringValue+=codePointToString(e.lastIntValue);this.regexp_eatRegExpIdentifierPart(e);)e.lastStringValue+=codePointToString(e.lastIntValue);return  true}return  false},Me.regexp_eatRegExpIdentifierStart=function(e){var t=e.pos,i=this.options.ecmaVersion>=11,n=e.current(i);return e.advance(i),92===n&&this.regexp_eatRegExpUnicodeEscapeSequence(e,i)&&(n=e.lastIntValue),function(e){return isIdentifierStart(e,true)||36===e||95===e}(n)?(e.lastIntValue=n,true):(e.pos=t,false)},Me.regexp_eatRegExpIdentifierPart=function(e){var t=e.pos,i=this.options.ecmaVersion>=11,n=e.current(i);return e.advance(i),92===n&&this.regexp_eatRegExpUnicodeEscapeSequence(e,i)&&(n=e.lastIntValue),function(e){return isIdentifierChar(e,true)||36===e||95===e||8204===e||8205===e}(n)?(e.lastIntValue=n,true):(e.pos=t,false)},Me.regexp_eatAtomEscape=function(e){return !!(this.regexp_eatBackReference(e)||this.regexp_eatCharacterClassEscape(e)||this.regexp_eatCharacterEscape(e)||e.switchN&&this.regexp_eatKGroupName(e))||(e.switchU&&(99===e.current()&&e.raise("Invalid unicode escape"),e.raise("Invalid escape")),false)},Me.regexp_eatBackReference=function(e){var t=e.pos;if(this.regexp_eatDecimalEscape(e)){var i=e.lastIntValue;if(e.switchU)return i>e.maxBackReference&&(e.maxBackReference=i),true;if(i<=e.numCapturingParens)return  true;e.pos=t;}return  false},Me.regexp_eatKGroupName=function(e){if(e.eat(107)){if(this.regexp_eatGroupName(e))return e.backReferenceNames.push(e.lastStringValue),true;e.raise("Invalid named reference");}return  false},Me.regexp_eatCharacterEscape=function(e){return this.regexp_eatControlEscape(e)||this.regexp_eatCControlLetter(e)||this.regexp_eatZero(e)||this.regexp_eatHexEscapeSequence(e)||this.regexp_eatRegExpUnicodeEscapeSequence(e,false)||!e.switchU&&this.regexp_eatLegacyOctalEscapeSequence(e)||this.regexp_eatIdentityEscape(e)},Me.regexp_eatCControlLetter=function(e){var t=e.pos;if(e.eat(99)){if(this.regexp_eatControlLetter(e))return  true;e.pos=t;}return  false},Me.regexp_eatZero=function(e){return 48===e.current()&&!isDecimalDigit(e.lookahead())&&(e.lastIntValue=0,e.advance(),true)},Me.regexp_eatControlEscape=function(e){var t=e.current();return 116===t?(e.lastIntValue=9,e.advance(),true):110===t?(e.lastIntValue=10,e.advance(),true):118===t?(e.lastIntValue=11,e.advance(),true):102===t?(e.lastIntValue=12,e.advance(),true):114===t&&(e.lastIntValue=13,e.advance(),true)},Me.regexp_eatControlLetter=function(e){var t=e.current();return !!isControlLetter(t)&&(e.lastIntValue=t%32,e.advance(),true)},Me.regexp_eatRegExpUnicodeEscapeSequence=function(e,t){ void 0===t&&(t=false);var i,n=e.pos,a=t||e.switchU;if(e.eat(117)){if(this.regexp_eatFixedHexDigits(e,4)){var c=e.lastIntValue;if(a&&c>=55296&&c<=56319){var l=e.pos;if(e.eat(92)&&e.eat(117)&&this.regexp_eatFixedHexDigits(e,4)){var y=e.lastIntValue;if(y>=56320&&y<=57343)return e.lastIntValue=1024*(c-55296)+(y-56320)+65536,true}e.pos=l,e.lastIntValue=c;}return  true}if(a&&e.eat(123)&&this.regexp_eatHexDigits(e)&&e.eat(125)&&((i=e.lastIntValue)>=0&&i<=1114111))return  true;a&&e.raise("Invalid unicode escape"),e.pos=n;}return  false},Me.regexp_eatIdentityEscape=function(e){if(e.switchU)return !!this.regexp_eatSyntaxCharacter(e)||!!e.eat(47)&&(e.lastIntValue=47,true);var t=e.current();return !(99===t||e.switchN&&107===t)&&(e.lastIntValue=t,e.advance(),true)},Me.regexp_eatDecimalEscape=function(e){e.lastIntValue=0;var t=e.current();if(t>=49&&t<=57){do{e.lastIntValue=10*e.lastIntValue+(t-48),e.advance();}while((t=e.current())>=48&&t<=57);return  true}return  false};function isUnicodePropertyNameCharacter(e){return isControlLetter(e)||95===e}function isUnicodePropertyValueCharacter(e){return isUnicodePropertyNameCharacter(e)||isDecimalDigit(e)}function isDecimalDigit(e){return e>=48&&e<=57}function isHexDigit(e){return e>=48&&e<=57||e>=65&&e<=70||e>=97&&e<=102}function hexToInt(e){return e>=65&&e<=70?e-65+10:e>=97&&e<=102?e-97+10:e-48}function isOctalDigit(e){return e>=48&&e<=55}Me.regexp_eatCharacterClassEscape=function(e){var t=e.current();if(function(e){return 100===e||68===e||115===e||83===e||119===e||87===e}(t))return e.lastIntValue=-1,e.advance(),1;var i=false;if(e.switchU&&this.options.ecmaVersion>=9&&((i=80===t)||112===t)){var n;if(e.lastIntValue=-1,e.advance(),e.eat(123)&&(n=this.regexp_eatUnicodePropertyValueExpression(e))&&e.eat(125))return i&&2===n&&e.raise("Invalid property name"),n;e.raise("Invalid property name");}return 0},Me.regexp_eatUnicodePropertyValueExpression=function(e){var t=e.pos;if(this.regexp_eatUnicodePropertyName(e)&&e.eat(61)){var i=e.lastStringValue;if(this.regexp_eatUnicodePropertyValue(e)){var n=e.lastStringValue;return this.regexp_validateUnicodePropertyNameAndValue(e,i,n),1}}if(e.pos=t,this.regexp_eatLoneUnicodePropertyNameOrValue(e)){var a=e.lastStringValue;return this.regexp_validateUnicodePropertyNameOrValue(e,a)}return 0},Me.regexp_validateUnicodePropertyNameAndValue=function(e,t,i){H(e.unicodeProperties.nonBinary,t)||e.raise("Invalid property name"),e.unicodeProperties.nonBinary[t].test(i)||e.raise("Invalid property value");},Me.regexp_validateUnicodePropertyNameOrValue=function(e,t){return e.unicodeProperties.binary.test(t)?1:e.switchV&&e.unicodeProperties.binaryOfStrings.test(t)?2:void e.raise("Invalid property name")},Me.regexp_eatUnicodePropertyName=function(e){var t=0;for(e.lastStringValue="";isUnicodePropertyNameCharacter(t=e.current());)e.lastStringValue+=codePointToString(t),e.advance();return ""!==e.lastStringValue},Me.regexp_eatUnicodePropertyValue=function(e){var t=0;for(e.lastStringValue="";isUnicodePropertyValueCharacter(t=e.current());)e.lastStringValue+=codePointToString(t),e.advance();return ""!==e.lastStringValue},Me.regexp_eatLoneUnicodePropertyNameOrValue=function(e){return this.regexp_eatUnicodePropertyValue(e)},Me.regexp_eatCharacterClass=function(e){if(e.eat(91)){var t=e.eat(94),i=this.regexp_classContents(e);return e.eat(93)||e.raise("Unterminated character class"),t&&2===i&&e.raise("Negated character class may contain strings"),true}return  false},Me.regexp_classContents=function(e){return 93===e.current()?1:e.switchV?this.regexp_classSetExpression(e):(this.regexp_nonEmptyClassRanges(e),1)},Me.regexp_nonEmptyClassRanges=function(e){for(;this.regexp_eatClassAtom(e);){var t=e.lastIntValue;if(e.eat(45)&&this.regexp_eatClassAtom(e)){var i=e.lastIntValue;!e.switchU||-1!==t&&-1!==i||e.raise("Invalid character class"),-1!==t&&-1!==i&&t>i&&e.raise("Range out of order in character class");}}},Me.regexp_eatClassAtom=function(e){var t=e.pos;if(e.eat(92)){if(this.regexp_eatClassEscape(e))return  true;if(e.switchU){var i=e.current();(99===i||isOctalDigit(i))&&e.raise("Invalid class escape"),e.raise("Invalid escape");}e.pos=t;}var n=e.current();return 93!==n&&(e.lastIntValue=n,e.advance(),true)},Me.regexp_eatClassEscape=function(e){var t=e.pos;if(e.eat(98))return e.lastIntValue=8,true;if(e.switchU&&e.eat(45))return e.lastIntValue=45,true;if(!e.switchU&&e.eat(99)){if(this.regexp_eatClassControlLetter(e))return  true;e.pos=t;}return this.regexp_eatCharacterClassEscape(e)||this.regexp_eatCharacterEscape(e)},Me.regexp_classSetExpression=function(e){var t,i=1;if(this.regexp_eatClassSetRange(e));else if(t=this.regexp_eatClassSetOperand(e)){2===t&&(i=2);for(var n=e.pos;e.eatChars([38,38]);)38!==e.current()&&(t=this.regexp_eatClassSetOperand(e))?2!==t&&(i=1):e.raise("Invalid character in character class");if(n!==e.pos)return i;for(;e.eatChars([45,45]);)this.regexp_eatClassSetOperand(e)||e.raise("Invalid character in character class");if(n!==e.pos)return i}else e.raise("Invalid character in character class");for(;;)if(!this.regexp_eatClassSetRange(e)){if(!(t=this.regexp_eatClassSetOperand(e)))return i;2===t&&(i=2);}},Me.regexp_eatClassSetRange=function(e){var t=e.pos;if(this.regexp_eatClassSetCharacter(e)){var i=e.lastIntValue;if(e.eat(45)&&this.regexp_eatClassSetCharacter(e)){var n=e.lastIntValue;return  -1!==i&&-1!==n&&i>n&&e.raise("Range out of order in character class"),true}e.pos=t;}return  false},Me.regexp_eatClassSetOperand=function(e){return this.regexp_eatClassSetCharacter(e)?1:this.regexp_eatClassStringDisjunction(e)||this.regexp_eatNestedClass(e)},Me.regexp_eatNestedClass=function(e){var t=e.pos;if(e.eat(91)){var i=e.eat(94),n=this.regexp_classContents(e);if(e.eat(93))return i&&2===n&&e.raise("Negated character class may contain strings"),n;e.pos=t;}if(e.eat(92)){var a=this.regexp_eatCharacterClassEscape(e);if(a)return a;e.pos=t;}return null},Me.regexp_eatClassStringDisjunction=function(e){var t=e.pos;if(e.eatChars([92,113])){if(e.eat(123)){var i=this.regexp_classStringDisjunctionContents(e);if(e.eat(125))return i}else e.raise("Invalid escape");e.pos=t;}return null},Me.regexp_classStringDisjunctionContents=function(e){for(var t=this.regexp_classString(e);e.eat(124);)2===this.regexp_classString(e)&&(t=2);return t},Me.regexp_classString=function(e){for(var t=0;this.regexp_eatClassSetCharacter(e);)t++;return 1===t?1:2},Me.regexp_eatClassSetCharacter=function(e){var t=e.pos;if(e.eat(92))return !(!this.regexp_eatCharacterEscape(e)&&!this.regexp_eatClassSetReservedPunctuator(e))||(e.eat(98)?(e.lastIntValue=8,true):(e.pos=t,false));var i=e.current();return !(i<0||i===e.lookahead()&&function(e){return 33===e||e>=35&&e<=38||e>=42&&e<=44||46===e||e>=58&&e<=64||94===e||96===e||126===e}(i))&&(!function(e){return 40===e||41===e||45===e||47===e||e>=91&&e<=93||e>=123&&e<=125}(i)&&(e.advance(),e.lastIntValue=i,true))},Me.regexp_eatClassSetReservedPunctuator=function(e){var t=e.current();return !!function(e){return 33===e||35===e||37===e||38===e||44===e||45===e||e>=58&&e<=62||64===e||96===e||126===e}(t)&&(e.lastIntValue=t,e.advance(),true)},Me.regexp_eatClassControlLetter=function(e){var t=e.current();return !(!isDecimalDigit(t)&&95!==t)&&(e.lastIntValue=t%32,e.advance(),true)},Me.regexp_eatHexEscapeSequence=function(e){var t=e.pos;if(e.eat(120)){if(this.regexp_eatFixedHexDigits(e,2))return  true;e.switchU&&e.raise("Invalid escape"),e.pos=t;}return  false},Me.regexp_eatDecimalDigits=function(e){var t=e.pos,i=0;for(e.lastIntValue=0;isDecimalDigit(i=e.current());)e.lastIntValue=10*e.lastIntValue+(i-48),e.advance();return e.pos!==t},Me.regexp_eatHexDigits=function(e){var t=e.pos,i=0;for(e.lastIntValue=0;isHexDigit(i=e.current());)e.lastIntValue=16*e.lastIntValue+hexToInt(i),e.advance();return e.pos!==t},Me.regexp_eatLegacyOctalEscapeSequence=function(e){if(this.regexp_eatOctalDigit(e)){var t=e.lastIntValue;if(this.regexp_eatOctalDigit(e)){var i=e.lastIntValue;t<=3&&this.regexp_eatOctalDigit(e)?e.lastIntValue=64*t+8*i+e.lastIntValue:e.lastIntValue=8*t+i;}else e.lastIntValue=t;return  true}return  false},Me.regexp_eatOctalDigit=function(e){var t=e.current();return isOctalDigit(t)?(e.lastIntValue=t-48,e.advance(),true):(e.lastIntValue=0,false)},Me.regexp_eatFixedHexDigits=function(e,t){var i=e.pos;e.lastIntValue=0;for(var n=0;n<t;++n){var a=e.current();if(!isHexDigit(a))return e.pos=i,false;e.lastIntValue=16*e.lastIntValue+hexToInt(a),e.advance();}return  true};var acorn_Token=function(e){this.type=e.type,this.value=e.value,this.start=e.start,this.end=e.end,e.options.locations&&(this.loc=new acorn_SourceLocation(e,e.startLoc,e.endLoc)),e.options.ranges&&(this.range=[e.start,e.end]);},je=acorn_Parser.prototype;function stringToBigInt(e){return "function"!=typeof BigInt?null:BigInt(e.replace(/_/g,""))}je.next=function(e){!e&&this.type.keyword&&this.containsEsc&&this.raiseRecoverable(this.start,"Escape sequence in keyword "+this.type.keyword),this.options.onToken&&this.options.onToken(new acorn_Token(this)),this.lastTokEnd=this.end,this.lastTokStart=this.start,this.lastTokEndLoc=this.endLoc,this.lastTokStartLoc=this.startLoc,this.nextToken();},je.getToken=function(){return this.next(),new acorn_Token(this)},"undefined"!=typeof Symbol&&(je[Symbol.iterator]=function(){var e=this;return {next:function(){var t=e.getToken();return {done:t.type===O.eof,value:t}}}}),je.nextToken=function(){var e=this.curContext();return e&&e.preserveSpace||this.skipSpace(),this.start=this.pos,this.options.locations&&(this.startLoc=this.curPosition()),this.pos>=this.input.length?this.finishToken(O.eof):e.override?e.override(this):void this.readToken(this.fullCharCodeAtPos())},je.readToken=function(e){return isIdentifierStart(e,this.options.ecmaVersion>=6)||92===e?this.readWord():this.getTokenFromCode(e)},je.fullCharCodeAt=function(e){var t=this.input.charCodeAt(e);if(t<=55295||t>=56320)return t;var i=this.input.charCodeAt(e+1);return i<=56319||i>=57344?t:(t<<10)+i-56613888},je.fullCharCodeAtPos=function(){return this.fullCharCodeAt(this.pos)},je.skipBlockComment=function(){var e=this.options.onComment&&this.curPosition(),t=this.pos,i=this.input.indexOf("*/",this.pos+=2);if(-1===i&&this.raise(this.pos-2,"Unterminated comment"),this.pos=i+2,this.options.locations)for(var n=void 0,a=t;(n=nextLineBreak(this.input,a,this.pos))>-1;)++this.curLine,a=this.lineStart=n;this.options.onComment&&this.options.onComment(true,this.input.slice(t+2,i),t,this.pos,e,this.curPosition());},je.skipLineComment=function(e){for(var t=this.pos,i=this.options.onComment&&this.curPosition(),n=this.input.charCodeAt(this.pos+=e);this.pos<this.input.length&&!isNewLine(n);)n=this.input.charCodeAt(++this.pos);this.options.onComment&&this.options.onComment(false,this.input.slice(t+e,this.pos),t,this.pos,i,this.curPosition());},je.skipSpace=function(){e:for(;this.pos<this.input.length;){var e=this.input.charCodeAt(this.pos);switch(e){case 32:case 160:++this.pos;break;case 13:10===this.input.charCodeAt(this.pos+1)&&++this.pos;case 10:case 8232:case 8233:++this.pos,this.options.locations&&(++this.curLine,this.lineStart=this.pos);break;case 47:switch(this.input.charCodeAt(this.pos+1)){case 42:this.skipBlockComment();break;case 47:this.skipLineComment(2);break;default:break e}break;default:if(!(e>8&&e<14||e>=5760&&B.test(String.fromCharCode(e))))break e;++this.pos;}}},je.finishToken=function(e,t){this.end=this.pos,this.options.locations&&(this.endLoc=this.curPosition());var i=this.type;this.type=e,this.value=t,this.updateContext(i);},je.readToken_dot=function(){var e=this.input.charCodeAt(this.pos+1);if(e>=48&&e<=57)return this.readNumber(true);var t=this.input.charCodeAt(this.pos+2);return this.options.ecmaVersion>=6&&46===e&&46===t?(this.pos+=3,this.finishToken(O.ellipsis)):(++this.pos,this.finishToken(O.dot))},je.readToken_slash=function(){var e=this.input.charCodeAt(this.pos+1);return this.exprAllowed?(++this.pos,this.readRegexp()):61===e?this.finishOp(O.assign,2):this.finishOp(O.slash,1)},je.readToken_mult_modulo_exp=function(e){var t=this.input.charCodeAt(this.pos+1),i=1,n=42===e?O.star:O.modulo;return this.options.ecmaVersion>=7&&42===e&&42===t&&(++i,n=O.starstar,t=this.input.charCodeAt(this.pos+2)),61===t?this.finishOp(O.assign,i+1):this.finishOp(n,i)},je.readToken_pipe_amp=function(e){var t=this.input.charCodeAt(this.pos+1);if(t===e){if(this.options.ecmaVersion>=12)if(61===this.input.charCodeAt(this.pos+2))return this.finishOp(O.assign,3);return this.finishOp(124===e?O.logicalOR:O.logicalAND,2)}return 61===t?this.finishOp(O.assign,2):this.finishOp(124===e?O.bitwiseOR:O.bitwiseAND,1)},je.readToken_caret=function(){return 61===this.input.charCodeAt(this.pos+1)?this.finishOp(O.assign,2):this.finishOp(O.bitwiseXOR,1)},je.readToken_plus_min=function(e){var t=this.input.charCodeAt(this.pos+1);return t===e?45!==t||this.inModule||62!==this.input.charCodeAt(this.pos+2)||0!==this.lastTokEnd&&!j.test(this.input.slice(this.lastTokEnd,this.pos))?this.finishOp(O.incDec,2):(this.skipLineComment(3),this.skipSpace(),this.nextToken()):61===t?this.finishOp(O.assign,2):this.finishOp(O.plusMin,1)},je.readToken_lt_gt=function(e){var t=this.input.charCodeAt(this.pos+1),i=1;return t===e?(i=62===e&&62===this.input.charCodeAt(this.pos+2)?3:2,61===this.input.charCodeAt(this.pos+i)?this.finishOp(O.assign,i+1):this.finishOp(O.bitShift,i)):33!==t||60!==e||this.inModule||45!==this.input.charCodeAt(this.pos+2)||45!==this.input.charCodeAt(this.pos+3)?(61===t&&(i=2),this.finishOp(O.relational,i)):(this.skipLineComment(4),this.skipSpace(),this.nextToken())},je.readToken_eq_excl=function(e){var t=this.input.charCodeAt(this.pos+1);return 61===t?this.finishOp(O.equality,61===this.input.charCodeAt(this.pos+2)?3:2):61===e&&62===t&&this.options.ecmaVersion>=6?(this.pos+=2,this.finishToken(O.arrow)):this.finishOp(61===e?O.eq:O.prefix,1)},je.readToken_question=function(){var e=this.options.ecmaVersion;if(e>=11){var t=this.input.charCodeAt(this.pos+1);if(46===t){var i=this.input.charCodeAt(this.pos+2);if(i<48||i>57)return this.finishOp(O.questionDot,2)}if(63===t){if(e>=12)if(61===this.input.charCodeAt(this.pos+2))return this.finishOp(O.assign,3);return this.finishOp(O.coalesce,2)}}return this.finishOp(O.question,1)},je.readToken_numberSign=function(){var e=35;if(this.options.ecmaVersion>=13&&(++this.pos,isIdentifierStart(e=this.fullCharCodeAtPos(),true)||92===e))return this.finishToken(O.privateId,this.readWord1());this.raise(this.pos,"Unexpected character '"+codePointToString(e)+"'");},je.getTokenFromCode=function(e){switch(e){case 46:return this.readToken_dot();case 40:return ++this.pos,this.finishToken(O.parenL);case 41:return ++this.pos,this.finishToken(O.parenR);case 59:return ++this.pos,this.finishToken(O.semi);case 44:return ++this.pos,this.finishToken(O.comma);case 91:return ++this.pos,this.finishToken(O.bracketL);case 93:return ++this.pos,this.finishToken(O.bracketR);case 123:return ++this.pos,this.finishToken(O.braceL);case 125:return ++this.pos,this.finishToken(O.braceR);case 58:return ++this.pos,this.finishToken(O.colon);case 96:if(this.options.ecmaVersion<6)break;return ++this.pos,this.finishToken(O.backQuote);case 48:var t=this.input.charCodeAt(this.pos+1);if(120===t||88===t)return this.readRadixNumber(16);if(this.options.ecmaVersion>=6){if(111===t||79===t)return this.readRadixNumber(8);if(98===t||66===t)return this.readRadixNumber(2)}case 49:case 50:case 51:case 52:case 53:case 54:case 55:case 56:case 57:return this.readNumber(false);case 34:case 39:return this.readString(e);case 47:return this.readToken_slash();case 37:case 42:return this.readToken_mult_modulo_exp(e);case 124:case 38:return this.readToken_pipe_amp(e);case 94:return this.readToken_caret();case 43:case 45:return this.readToken_plus_min(e);case 60:case 62:return this.readToken_lt_gt(e);case 61:case 33:return this.readToken_eq_excl(e);case 63:return this.readToken_question();case 126:return this.finishOp(O.prefix,1);case 35:return this.readToken_numberSign()}this.raise(this.pos,"Unexpected character '"+codePointToString(e)+"'");},je.finishOp=function(e,t){var i=this.input.slice(this.pos,this.pos+t);return this.pos+=t,this.finishToken(e,i)},je.readRegexp=function(){for(var e,t,i=this.pos;;){this.pos>=this.input.length&&this.raise(i,"Unterminated regular expression");var n=this.input.charAt(this.pos);if(j.test(n)&&this.raise(i,"Unterminated regular expression"),e)e=false;else {if("["===n)t=true;else if("]"===n&&t)t=false;else if("/"===n&&!t)break;e="\\"===n;}++this.pos;}var a=this.input.slice(i,this.pos);++this.pos;var c=this.pos,l=this.readWord1();this.containsEsc&&this.unexpected(c);var y=this.regexpState||(this.regexpState=new acorn_RegExpValidationState(this));y.reset(i,a,l),this.validateRegExpFlags(y),this.validateRegExpPattern(y);var E=null;try{E=new RegExp(a,l);}catch(e){}return this.finishToken(O.regexp,{pattern:a,flags:l,value:E})},je.readInt=function(e,t,i){for(var n=this.options.ecmaVersion>=12&&void 0===t,a=i&&48===this.input.charCodeAt(this.pos),c=this.pos,l=0,y=0,E=0,w=null==t?1/0:t;E<w;++E,++this.pos){var C=this.input.charCodeAt(this.pos),S=void 0;if(n&&95===C)a&&this.raiseRecoverable(this.pos,"Numeric separator is not allowed in legacy octal numeric literals"),95===y&&this.raiseRecoverable(this.pos,"Numeric separator must be exactly one underscore"),0===E&&this.raiseRecoverable(this.pos,"Numeric separator is not allowed at the first of digits"),y=C;else {if((S=C>=97?C-97+10:C>=65?C-65+10:C>=48&&C<=57?C-48:1/0)>=e)break;y=C,l=l*e+S;}}return n&&95===y&&this.raiseRecoverable(this.pos-1,"Numeric separator is not allowed at the last of digits"),this.pos===c||null!=t&&this.pos-c!==t?null:l},je.readRadixNumber=function(e){var t=this.pos;this.pos+=2;var i=this.readInt(e);return null==i&&this.raise(this.start+2,"Expected number in radix "+e),this.options.ecmaVersion>=11&&110===this.input.charCodeAt(this.pos)?(i=stringToBigInt(this.input.slice(t,this.pos)),++this.pos):isIdentifierStart(this.fullCharCodeAtPos())&&this.raise(this.pos,"Identifier directly after number"),this.finishToken(O.num,i)},je.readNumber=function(e){var t=this.pos;e||null!==this.readInt(10,void 0,true)||this.raise(t,"Invalid number");var i=this.pos-t>=2&&48===this.input.charCodeAt(t);i&&this.strict&&this.raise(t,"Invalid number");var n=this.input.charCodeAt(this.pos);if(!i&&!e&&this.options.ecmaVersion>=11&&110===n){var a=stringToBigInt(this.input.slice(t,this.pos));return ++this.pos,isIdentifierStart(this.fullCharCodeAtPos())&&this.raise(this.pos,"Identifier directly after number"),this.finishToken(O.num,a)}i&&/[89]/.test(this.input.slice(t,this.pos))&&(i=false),46!==n||i||(++this.pos,this.readInt(10),n=this.input.charCodeAt(this.pos)),69!==n&&101!==n||i||(43!==(n=this.input.charCodeAt(++this.pos))&&45!==n||++this.pos,null===this.readInt(10)&&this.raise(t,"Invalid number")),isIdentifierStart(this.fullCharCodeAtPos())&&this.raise(this.pos,"Identifier directly after number");var c,l=(c=this.input.slice(t,this.pos),i?parseInt(c,8):parseFloat(c.replace(/_/g,"")));return this.finishToken(O.num,l)},je.readCodePoint=function(){var e;if(123===this.input.charCodeAt(this.pos)){this.options.ecmaVersion<6&&this.unexpected();var t=++this.pos;e=this.readHexChar(this.input.indexOf("}",this.pos)-this.pos),++this.pos,e>1114111&&this.invalidStringToken(t,"Code point out of bounds");}else e=this.readHexChar(4);return e},je.readString=function(e){for(var t="",i=++this.pos;;){this.pos>=this.input.length&&this.raise(this.start,"Unterminated string constant");var n=this.input.charCodeAt(this.pos);if(n===e)break;92===n?(t+=this.input.slice(i,this.pos),t+=this.readEscapedChar(false),i=this.pos):8232===n||8233===n?(this.options.ecmaVersion<10&&this.raise(this.start,"Unterminated string constant"),++this.pos,this.options.locations&&(this.curLine++,this.lineStart=this.pos)):(isNewLine(n)&&this.raise(this.start,"Unterminated string constant"),++this.pos);}return t+=this.input.slice(i,this.pos++),this.finishToken(O.string,t)};var Fe={};je.tryReadTemplateToken=function(){this.inTemplateElement=true;try{this.readTmplToken();}catch(e){if(e!==Fe)throw e;this.readInvalidTemplateToken();}this.inTemplateElement=false;},je.invalidStringToken=function(e,t){if(this.inTemplateElement&&this.options.ecmaVersion>=9)throw Fe;this.raise(e,t);},je.readTmplToken=function(){for(var e="",t=this.pos;;){this.pos>=this.input.length&&this.raise(this.start,"Unterminated template");var i=this.input.charCodeAt(this.pos);if(96===i||36===i&&123===this.input.charCodeAt(this.pos+1))return this.pos!==this.start||this.type!==O.template&&this.type!==O.invalidTemplate?(e+=this.input.slice(t,this.pos),this.finishToken(O.template,e)):36===i?(this.pos+=2,this.finishToken(O.dollarBraceL)):(++this.pos,this.finishToken(O.backQuote));if(92===i)e+=this.input.slice(t,this.pos),e+=this.readEscapedChar(true),t=this.pos;else if(isNewLine(i)){switch(e+=this.input.slice(t,this.pos),++this.pos,i){case 13:10===this.input.charCodeAt(this.pos)&&++this.pos;case 10:e+="\n";break;default:e+=String.fromCharCode(i);}this.options.locations&&(++this.curLine,this.lineStart=this.pos),t=this.pos;}else ++this.pos;}},je.readInvalidTemplateToken=function(){for(;this.pos<this.input.length;this.pos++)switch(this.input[this.pos]){case "\\":++this.pos;break;case "$":if("{"!==this.input[this.pos+1])break;case "`":return this.finishToken(O.invalidTemplate,this.input.slice(this.start,this.pos));case "\r":"\n"===this.input[this.pos+1]&&++this.pos;case "\n":case "\u2028":case "\u2029":++this.curLine,this.lineStart=this.pos+1;}this.raise(this.start,"Unterminated template");},je.readEscapedChar=function(e){var t=this.input.charCodeAt(++this.pos);switch(++this.pos,t){case 110:return "\n";case 114:return "\r";case 120:return String.fromCharCode(this.readHexChar(2));case 117:return codePointToString(this.readCodePoint());case 116:return "\t";case 98:return "\b";case 118:return "\v";case 102:return "\f";case 13:10===this.input.charCodeAt(this.pos)&&++this.pos;case 10:return this.options.locations&&(this.lineStart=this.pos,++this.curLine),"";case 56:case 57:if(this.strict&&this.invalidStringToken(this.pos-1,"Invalid escape sequence"),e){var i=this.pos-1;this.invalidStringToken(i,"Invalid escape sequence in template string");}default:if(t>=48&&t<=55){var n=this.input.substr(this.pos-1,3).match(/^[0-7]+/)[0],a=parseInt(n,8);return a>255&&(n=n.slice(0,-1),a=parseInt(n,8)),this.pos+=n.length-1,t=this.input.charCodeAt(this.pos),"0"===n&&56!==t&&57!==t||!this.strict&&!e||this.invalidStringToken(this.pos-1-n.length,e?"Octal literal in template string":"Octal literal in strict mode"),String.fromCharCode(a)}return isNewLine(t)?(this.options.locations&&(this.lineStart=this.pos,++this.curLine),""):String.fromCharCode(t)}},je.readHexChar=function(e){var t=this.pos,i=this.readInt(16,e);return null===i&&this.invalidStringToken(t,"Bad character escape sequence"),i},je.readWord1=function(){this.containsEsc=false;for(var e="",t=true,i=this.pos,n=this.options.ecmaVersion>=6;this.pos<this.input.length;){var a=this.fullCharCodeAtPos();if(isIdentifierChar(a,n))this.pos+=a<=65535?1:2;else {if(92!==a)break;this.containsEsc=true,e+=this.input.slice(i,this.pos);var c=this.pos;117!==this.input.charCodeAt(++this.pos)&&this.invalidStringToken(this.pos,"Expecting Unicode escape sequence \\uXXXX"),++this.pos;var l=this.readCodePoint();(t?isIdentifierStart:isIdentifierChar)(l,n)||this.invalidStringToken(c,"Invalid Unicode escape"),e+=codePointToString(l),i=this.pos;}t=false;}return e+this.input.slice(i,this.pos)},je.readWord=function(){var e=this.readWord1(),t=O.name;return this.keywords.test(e)&&(t=N[e]),this.finishToken(t,e)};acorn_Parser.acorn={Parser:acorn_Parser,version:"8.16.0",defaultOptions:X,Position:acorn_Position,SourceLocation:acorn_SourceLocation,getLineInfo,Node:acorn_Node,TokenType:acorn_TokenType,tokTypes:O,keywordTypes:N,TokContext:acorn_TokContext,tokContexts:fe,isIdentifierChar,isIdentifierStart,Token:acorn_Token,isNewLine,lineBreak:j,lineBreakG:F,nonASCIIwhitespace:B};var Be=__webpack_require__("node:module"),$e=__webpack_require__("node:fs");const Ge=/^\.?\//;function withTrailingSlash(e="",t){return e.endsWith("/")?e:e+"/";}function isNonEmptyURL(e){return e&&"/"!==e}function dist_joinURL(e,...t){let i=e||"";for(const e of t.filter(e=>isNonEmptyURL(e)))if(i){const t=e.replace(Ge,"");i=withTrailingSlash(i)+t;}else i=e;return i}const Ke=/^[A-Za-z]:\//;function pathe_M_eThtNZ_normalizeWindowsPath(e=""){return e?e.replace(/\\/g,"/").replace(Ke,e=>e.toUpperCase()):e}const He=/^[/\\]{2}/,ze=/^[/\\](?![/\\])|^[/\\]{2}(?!\.)|^[A-Za-z]:[/\\]/,Je=/^[A-Za-z]:$/,Ye=/.(\.[^./]+|\.)$/,pathe_M_eThtNZ_normalize=function(e){if(0===e.length)return ".";const t=(e=pathe_M_eThtNZ_normalizeWindowsPath(e)).match(He),i=isAbsolute(e),n="/"===e[e.length-1];return 0===(e=normalizeString(e,!i)).length?i?"/":n?"./":".":(n&&(e+="/"),Je.test(e)&&(e+="/"),t?i?`//${e}`:`//./${e}`:i&&!isAbsolute(e)?`/${e}`:e)},pathe_M_eThtNZ_join=function(...e){let t="";for(const i of e)if(i)if(t.length>0){const e="/"===t[t.length-1],n="/"===i[0];t+=e&&n?i.slice(1):e||n?i:`/${i}`;}else t+=i;return pathe_M_eThtNZ_normalize(t)};function pathe_M_eThtNZ_cwd(){return "undefined"!=typeof process&&"function"==typeof process.cwd?process.cwd().replace(/\\/g,"/"):"/"}const pathe_M_eThtNZ_resolve=function(...e){let t="",i=false;for(let n=(e=e.map(e=>pathe_M_eThtNZ_normalizeWindowsPath(e))).length-1;n>=-1&&!i;n--){const a=n>=0?e[n]:pathe_M_eThtNZ_cwd();a&&0!==a.length&&(t=`${a}/${t}`,i=isAbsolute(a));}return t=normalizeString(t,!i),i&&!isAbsolute(t)?`/${t}`:t.length>0?t:"."};function normalizeString(e,t){let i="",n=0,a=-1,c=0,l=null;for(let y=0;y<=e.length;++y){if(y<e.length)l=e[y];else {if("/"===l)break;l="/";}if("/"===l){if(a===y-1||1===c);else if(2===c){if(i.length<2||2!==n||"."!==i[i.length-1]||"."!==i[i.length-2]){if(i.length>2){const e=i.lastIndexOf("/");-1===e?(i="",n=0):(i=i.slice(0,e),n=i.length-1-i.lastIndexOf("/")),a=y,c=0;continue}if(i.length>0){i="",n=0,a=y,c=0;continue}}t&&(i+=i.length>0?"/..":"..",n=2);}else i.length>0?i+=`/${e.slice(a+1,y)}`:i=e.slice(a+1,y),n=y-a-1;a=y,c=0;}else "."===l&&-1!==c?++c:c=-1;}return i}const isAbsolute=function(e){return ze.test(e)},extname=function(e){if(".."===e)return "";const t=Ye.exec(pathe_M_eThtNZ_normalizeWindowsPath(e));return t&&t[1]||""},pathe_M_eThtNZ_dirname=function(e){const t=pathe_M_eThtNZ_normalizeWindowsPath(e).replace(/\/$/,"").split("/").slice(0,-1);return 1===t.length&&Je.test(t[0])&&(t[0]+="/"),t.join("/")||(isAbsolute(e)?"/":".")},basename=function(e,t){const i=pathe_M_eThtNZ_normalizeWindowsPath(e).split("/");let n="";for(let e=i.length-1;e>=0;e--){const t=i[e];if(t){n=t;break}}return t&&n.endsWith(t)?n.slice(0,-t.length):n},Qe=require$$1,Ze=require$$0$2,Xe=process$1;var et=__webpack_require__("node:path");const tt=require$$10,it=require$$0$3,st=new Set(Be.builtinModules);function normalizeSlash(e){return e.replace(/\\/g,"/")}const rt={}.hasOwnProperty,nt=/^([A-Z][a-z\d]*)+$/,at=new Set(["string","function","number","object","Function","Object","boolean","bigint","symbol"]),ot={};function formatList(e,t="and"){return e.length<3?e.join(` ${t} `):`${e.slice(0,-1).join(", ")}, ${t} ${e[e.length-1]}`}const ct=new Map;let ht;function createError(e,t,i){return ct.set(e,t),function(e,t){return NodeError;function NodeError(...i){const n=Error.stackTraceLimit;isErrorStackTraceLimitWritable()&&(Error.stackTraceLimit=0);const a=new e;isErrorStackTraceLimitWritable()&&(Error.stackTraceLimit=n);const c=function(e,t,i){const n=ct.get(e);if(Ze.ok(void 0!==n,"expected `message` to be found"),"function"==typeof n)return Ze.ok(n.length<=t.length,`Code: ${e}; The provided arguments length (${t.length}) does not match the required ones (${n.length}).`),Reflect.apply(n,i,t);const a=/%[dfijoOs]/g;let c=0;for(;null!==a.exec(n);)c++;return Ze.ok(c===t.length,`Code: ${e}; The provided arguments length (${t.length}) does not match the required ones (${c}).`),0===t.length?n:(t.unshift(n),Reflect.apply(it.format,null,t))}(t,i,a);return Object.defineProperties(a,{message:{value:c,enumerable:false,writable:true,configurable:true},toString:{value(){return `${this.name} [${t}]: ${this.message}`},enumerable:false,writable:true,configurable:true}}),lt(a),a.code=t,a}}(i,e)}function isErrorStackTraceLimitWritable(){try{if(tt.startupSnapshot.isBuildingSnapshot())return !1}catch{}const e=Object.getOwnPropertyDescriptor(Error,"stackTraceLimit");return void 0===e?Object.isExtensible(Error):rt.call(e,"writable")&&void 0!==e.writable?e.writable:void 0!==e.set}ot.ERR_INVALID_ARG_TYPE=createError("ERR_INVALID_ARG_TYPE",(e,t,i)=>{Ze.ok("string"==typeof e,"'name' must be a string"),Array.isArray(t)||(t=[t]);let n="The ";if(e.endsWith(" argument"))n+=`${e} `;else {const t=e.includes(".")?"property":"argument";n+=`"${e}" ${t} `;}n+="must be ";const a=[],c=[],l=[];for(const e of t)Ze.ok("string"==typeof e,"All expected entries have to be of type string"),at.has(e)?a.push(e.toLowerCase()):null===nt.exec(e)?(Ze.ok("object"!==e,'The value "object" should be written as "Object"'),l.push(e)):c.push(e);if(c.length>0){const e=a.indexOf("object");-1!==e&&(a.slice(e,1),c.push("Object"));}return a.length>0&&(n+=`${a.length>1?"one of type":"of type"} ${formatList(a,"or")}`,(c.length>0||l.length>0)&&(n+=" or ")),c.length>0&&(n+=`an instance of ${formatList(c,"or")}`,l.length>0&&(n+=" or ")),l.length>0&&(l.length>1?n+=`one of ${formatList(l,"or")}`:(l[0].toLowerCase()!==l[0]&&(n+="an "),n+=`${l[0]}`)),n+=`. Received ${function(e){if(null==e)return String(e);if("function"==typeof e&&e.name)return `function ${e.name}`;if("object"==typeof e)return e.constructor&&e.constructor.name?`an instance of ${e.constructor.name}`:`${(0, it.inspect)(e,{depth:-1})}`;let t=(0, it.inspect)(e,{colors:false});t.length>28&&(t=`${t.slice(0,25)}...`);return `type ${typeof e} (${t})`}(i)}`,n},TypeError),ot.ERR_INVALID_MODULE_SPECIFIER=createError("ERR_INVALID_MODULE_SPECIFIER",(e,t,i=void 0)=>`Invalid module "${e}" ${t}${i?` imported from ${i}`:""}`,TypeError),ot.ERR_INVALID_PACKAGE_CONFIG=createError("ERR_INVALID_PACKAGE_CONFIG",(e,t,i)=>`Invalid package config ${e}${t?` while importing ${t}`:""}${i?`. ${i}`:""}`,Error),ot.ERR_INVALID_PACKAGE_TARGET=createError("ERR_INVALID_PACKAGE_TARGET",(e,t,i,n=false,a=void 0)=>{const c="string"==typeof i&&!n&&i.length>0&&!i.startsWith("./");return "."===t?(Ze.ok(false===n),`Invalid "exports" main target ${JSON.stringify(i)} defined in the package config ${e}package.json${a?` imported from ${a}`:""}${c?'; targets must start with "./"':""}`):`Invalid "${n?"imports":"exports"}" target ${JSON.stringify(i)} defined for '${t}' in the package config ${e}package.json${a?` imported from ${a}`:""}${c?'; targets must start with "./"':""}`},Error),ot.ERR_MODULE_NOT_FOUND=createError("ERR_MODULE_NOT_FOUND",(e,t,i=false)=>`Cannot find ${i?"module":"package"} '${e}' imported from ${t}`,Error),ot.ERR_NETWORK_IMPORT_DISALLOWED=createError("ERR_NETWORK_IMPORT_DISALLOWED","import of '%s' by %s is not supported: %s",Error),ot.ERR_PACKAGE_IMPORT_NOT_DEFINED=createError("ERR_PACKAGE_IMPORT_NOT_DEFINED",(e,t,i)=>`Package import specifier "${e}" is not defined${t?` in package ${t}package.json`:""} imported from ${i}`,TypeError),ot.ERR_PACKAGE_PATH_NOT_EXPORTED=createError("ERR_PACKAGE_PATH_NOT_EXPORTED",(e,t,i=void 0)=>"."===t?`No "exports" main defined in ${e}package.json${i?` imported from ${i}`:""}`:`Package subpath '${t}' is not defined by "exports" in ${e}package.json${i?` imported from ${i}`:""}`,Error),ot.ERR_UNSUPPORTED_DIR_IMPORT=createError("ERR_UNSUPPORTED_DIR_IMPORT","Directory import '%s' is not supported resolving ES modules imported from %s",Error),ot.ERR_UNSUPPORTED_RESOLVE_REQUEST=createError("ERR_UNSUPPORTED_RESOLVE_REQUEST",'Failed to resolve module specifier "%s" from "%s": Invalid relative URL or base scheme is not hierarchical.',TypeError),ot.ERR_UNKNOWN_FILE_EXTENSION=createError("ERR_UNKNOWN_FILE_EXTENSION",(e,t)=>`Unknown file extension "${e}" for ${t}`,TypeError),ot.ERR_INVALID_ARG_VALUE=createError("ERR_INVALID_ARG_VALUE",(e,t,i="is invalid")=>{let n=(0, it.inspect)(t);n.length>128&&(n=`${n.slice(0,128)}...`);return `The ${e.includes(".")?"property":"argument"} '${e}' ${i}. Received ${n}`},TypeError);const lt=function(e){const t="__node_internal_"+e.name;return Object.defineProperty(e,"name",{value:t}),e}(function(e){const t=isErrorStackTraceLimitWritable();return t&&(ht=Error.stackTraceLimit,Error.stackTraceLimit=Number.POSITIVE_INFINITY),Error.captureStackTrace(e),t&&(Error.stackTraceLimit=ht),e});const pt={}.hasOwnProperty,{ERR_INVALID_PACKAGE_CONFIG:ut}=ot,dt=new Map;function read(e,{base:t,specifier:i}){const n=dt.get(e);if(n)return n;let a;try{a=$e.readFileSync(et.toNamespacedPath(e),"utf8");}catch(e){const t=e;if("ENOENT"!==t.code)throw t}const c={exists:false,pjsonPath:e,main:void 0,name:void 0,type:"none",exports:void 0,imports:void 0};if(void 0!==a){let n;try{n=JSON.parse(a);}catch(n){const a=n,c=new ut(e,(t?`"${i}" from `:"")+(0, Qe.fileURLToPath)(t||i),a.message);throw c.cause=a,c}c.exists=true,pt.call(n,"name")&&"string"==typeof n.name&&(c.name=n.name),pt.call(n,"main")&&"string"==typeof n.main&&(c.main=n.main),pt.call(n,"exports")&&(c.exports=n.exports),pt.call(n,"imports")&&(c.imports=n.imports),!pt.call(n,"type")||"commonjs"!==n.type&&"module"!==n.type||(c.type=n.type);}return dt.set(e,c),c}function getPackageScopeConfig(e){let t=new URL("package.json",e);for(;;){if(t.pathname.endsWith("node_modules/package.json"))break;const i=read((0, Qe.fileURLToPath)(t),{specifier:e});if(i.exists)return i;const n=t;if(t=new URL("../package.json",t),t.pathname===n.pathname)break}return {pjsonPath:(0, Qe.fileURLToPath)(t),exists:false,type:"none"}}function getPackageType(e){return getPackageScopeConfig(e).type}const{ERR_UNKNOWN_FILE_EXTENSION:ft}=ot,mt={}.hasOwnProperty,gt={__proto__:null,".cjs":"commonjs",".js":"module",".json":"json",".mjs":"module"};const xt={__proto__:null,"data:":function(e){const{1:t}=/^([^/]+\/[^;,]+)[^,]*?(;base64)?,/.exec(e.pathname)||[null,null,null];return function(e){return e&&/\s*(text|application)\/javascript\s*(;\s*charset=utf-?8\s*)?/i.test(e)?"module":"application/json"===e?"json":null}(t)},"file:":function(e,t,i){const n=function(e){const t=e.pathname;let i=t.length;for(;i--;){const e=t.codePointAt(i);if(47===e)return "";if(46===e)return 47===t.codePointAt(i-1)?"":t.slice(i)}return ""}(e);if(".js"===n){const t=getPackageType(e);return "none"!==t?t:"commonjs"}if(""===n){const t=getPackageType(e);return "none"===t||"commonjs"===t?"commonjs":"module"}const a=gt[n];if(a)return a;if(i)return;const c=(0, Qe.fileURLToPath)(e);throw new ft(n,c)},"http:":getHttpProtocolModuleFormat,"https:":getHttpProtocolModuleFormat,"node:":()=>"builtin"};function getHttpProtocolModuleFormat(){}const vt=Object.freeze(["node","import"]),yt=new Set(vt);function getConditionsSet(e){return yt}const _t=RegExp.prototype[Symbol.replace],{ERR_INVALID_MODULE_SPECIFIER:Et,ERR_INVALID_PACKAGE_CONFIG:bt,ERR_INVALID_PACKAGE_TARGET:kt,ERR_MODULE_NOT_FOUND:wt,ERR_PACKAGE_IMPORT_NOT_DEFINED:Ct,ERR_PACKAGE_PATH_NOT_EXPORTED:St,ERR_UNSUPPORTED_DIR_IMPORT:It,ERR_UNSUPPORTED_RESOLVE_REQUEST:Tt}=ot,Rt={}.hasOwnProperty,At=/(^|\\|\/)((\.|%2e)(\.|%2e)?|(n|%6e|%4e)(o|%6f|%4f)(d|%64|%44)(e|%65|%45)(_|%5f)(m|%6d|%4d)(o|%6f|%4f)(d|%64|%44)(u|%75|%55)(l|%6c|%4c)(e|%65|%45)(s|%73|%53))?(\\|\/|$)/i,Pt=/(^|\\|\/)((\.|%2e)(\.|%2e)?|(n|%6e|%4e)(o|%6f|%4f)(d|%64|%44)(e|%65|%45)(_|%5f)(m|%6d|%4d)(o|%6f|%4f)(d|%64|%44)(u|%75|%55)(l|%6c|%4c)(e|%65|%45)(s|%73|%53))(\\|\/|$)/i,Lt=/^\.|%|\\/,Nt=/\*/g,Ot=/%2f|%5c/i,Dt=new Set,Vt=/[/\\]{2}/;function emitInvalidSegmentDeprecation(e,t,i,n,a,c,l){if(Xe.noDeprecation)return;const y=(0, Qe.fileURLToPath)(n),E=null!==Vt.exec(l?e:t);Xe.emitWarning(`Use of deprecated ${E?"double slash":"leading or trailing slash matching"} resolving "${e}" for module request "${t}" ${t===i?"":`matched to "${i}" `}in the "${a?"imports":"exports"}" field module resolution of the package at ${y}${c?` imported from ${(0, Qe.fileURLToPath)(c)}`:""}.`,"DeprecationWarning","DEP0166");}function emitLegacyIndexDeprecation(e,t,i,n){if(Xe.noDeprecation)return;const a=function(e,t){const i=e.protocol;return mt.call(xt,i)&&xt[i](e,t,true)||null}(e,{parentURL:i.href});if("module"!==a)return;const c=(0, Qe.fileURLToPath)(e.href),l=(0, Qe.fileURLToPath)(new URL(".",t)),y=(0, Qe.fileURLToPath)(i);n?et.resolve(l,n)!==c&&Xe.emitWarning(`Package ${l} has a "main" field set to "${n}", excluding the full filename and extension to the resolved file at "${c.slice(l.length)}", imported from ${y}.\n Automatic extension resolution of the "main" field is deprecated for ES modules.`,"DeprecationWarning","DEP0151"):Xe.emitWarning(`No "main" or "exports" field defined in the package.json for ${l} resolving the main entry point "${c.slice(l.length)}", imported from ${y}.\nDefault "index" lookups for the main are deprecated for ES modules.`,"DeprecationWarning","DEP0151");}function tryStatSync(e){try{return (0,$e.statSync)(e)}catch{}}function fileExists(e){const t=(0, $e.statSync)(e,{throwIfNoEntry:false}),i=t?t.isFile():void 0;return null!=i&&i}function legacyMainResolve(e,t,i){let n;if(void 0!==t.main){if(n=new URL(t.main,e),fileExists(n))return n;const a=[`./${t.main}.js`,`./${t.main}.json`,`./${t.main}.node`,`./${t.main}/index.js`,`./${t.main}/index.json`,`./${t.main}/index.node`];let c=-1;for(;++c<a.length&&(n=new URL(a[c],e),!fileExists(n));)n=void 0;if(n)return emitLegacyIndexDeprecation(n,e,i,t.main),n}const a=["./index.js","./index.json","./index.node"];let c=-1;for(;++c<a.length&&(n=new URL(a[c],e),!fileExists(n));)n=void 0;if(n)return emitLegacyIndexDeprecation(n,e,i,t.main),n;throw new wt((0, Qe.fileURLToPath)(new URL(".",e)),(0, Qe.fileURLToPath)(i))}function exportsNotFound(e,t,i){return new St((0, Qe.fileURLToPath)(new URL(".",t)),e,i&&(0, Qe.fileURLToPath)(i))}function invalidPackageTarget(e,t,i,n,a){return t="object"==typeof t&&null!==t?JSON.stringify(t,null,""):`${t}`,new kt((0, Qe.fileURLToPath)(new URL(".",i)),e,t,n,a&&(0, Qe.fileURLToPath)(a))}function resolvePackageTargetString(e,t,i,n,a,c,l,y,E){if(""!==t&&!c&&"/"!==e[e.length-1])throw invalidPackageTarget(i,e,n,l,a);if(!e.startsWith("./")){if(l&&!e.startsWith("../")&&!e.startsWith("/")){let i=false;try{new URL(e),i=!0;}catch{}if(!i){return packageResolve(c?_t.call(Nt,e,()=>t):e+t,n,E)}}throw invalidPackageTarget(i,e,n,l,a)}if(null!==At.exec(e.slice(2))){if(null!==Pt.exec(e.slice(2)))throw invalidPackageTarget(i,e,n,l,a);if(!y){const y=c?i.replace("*",()=>t):i+t;emitInvalidSegmentDeprecation(c?_t.call(Nt,e,()=>t):e,y,i,n,l,a,true);}}const w=new URL(e,n),C=w.pathname,S=new URL(".",n).pathname;if(!C.startsWith(S))throw invalidPackageTarget(i,e,n,l,a);if(""===t)return w;if(null!==At.exec(t)){const E=c?i.replace("*",()=>t):i+t;if(null===Pt.exec(t)){if(!y){emitInvalidSegmentDeprecation(c?_t.call(Nt,e,()=>t):e,E,i,n,l,a,false);}}else !function(e,t,i,n,a){const c=`request is not a valid match in pattern "${t}" for the "${n?"imports":"exports"}" resolution of ${(0, Qe.fileURLToPath)(i)}`;throw new Et(e,c,a&&(0, Qe.fileURLToPath)(a))}(E,i,n,l,a);}return c?new URL(_t.call(Nt,w.href,()=>t)):new URL(t,w)}function isArrayIndex(e){const t=Number(e);return `${t}`===e&&(t>=0&&t<4294967295)}function resolvePackageTarget(e,t,i,n,a,c,l,y,E){if("string"==typeof t)return resolvePackageTargetString(t,i,n,e,a,c,l,y,E);if(Array.isArray(t)){const w=t;if(0===w.length)return null;let C,S=-1;for(;++S<w.length;){const t=w[S];let I;try{I=resolvePackageTarget(e,t,i,n,a,c,l,y,E);}catch(e){if(C=e,"ERR_INVALID_PACKAGE_TARGET"===e.code)continue;throw e}if(void 0!==I){if(null!==I)return I;C=null;}}if(null==C)return null;throw C}if("object"==typeof t&&null!==t){const w=Object.getOwnPropertyNames(t);let C=-1;for(;++C<w.length;){if(isArrayIndex(w[C]))throw new bt((0, Qe.fileURLToPath)(e),a,'"exports" cannot contain numeric property keys.')}for(C=-1;++C<w.length;){const S=w[C];if("default"===S||E&&E.has(S)){const w=resolvePackageTarget(e,t[S],i,n,a,c,l,y,E);if(void 0===w)continue;return w}}return null}if(null===t)return null;throw invalidPackageTarget(n,t,e,l,a)}function emitTrailingSlashPatternDeprecation(e,t,i){if(Xe.noDeprecation)return;const n=(0, Qe.fileURLToPath)(t);Dt.has(n+"|"+e)||(Dt.add(n+"|"+e),Xe.emitWarning(`Use of deprecated trailing slash pattern mapping "${e}" in the "exports" field module resolution of the package at ${n}${i?` imported from ${(0, Qe.fileURLToPath)(i)}`:""}. Mapping specifiers ending in "/" is no longer supported.`,"DeprecationWarning","DEP0155"));}function packageExportsResolve(e,t,i,n,a){let c=i.exports;if(function(e,t,i){if("string"==typeof e||Array.isArray(e))return  true;if("object"!=typeof e||null===e)return  false;const n=Object.getOwnPropertyNames(e);let a=false,c=0,l=-1;for(;++l<n.length;){const e=n[l],y=""===e||"."!==e[0];if(0===c++)a=y;else if(a!==y)throw new bt((0, Qe.fileURLToPath)(t),i,"\"exports\" cannot contain some keys starting with '.' and some not. The exports object must either be an object of package subpath keys or an object of main entry condition name keys only.")}return a}(c,e,n)&&(c={".":c}),Rt.call(c,t)&&!t.includes("*")&&!t.endsWith("/")){const i=resolvePackageTarget(e,c[t],"",t,n,false,false,false,a);if(null==i)throw exportsNotFound(t,e,n);return i}let l="",y="";const E=Object.getOwnPropertyNames(c);let w=-1;for(;++w<E.length;){const i=E[w],a=i.indexOf("*");if(-1!==a&&t.startsWith(i.slice(0,a))){t.endsWith("/")&&emitTrailingSlashPatternDeprecation(t,e,n);const c=i.slice(a+1);t.length>=i.length&&t.endsWith(c)&&1===patternKeyCompare(l,i)&&i.lastIndexOf("*")===a&&(l=i,y=t.slice(a,t.length-c.length));}}if(l){const i=resolvePackageTarget(e,c[l],y,l,n,true,false,t.endsWith("/"),a);if(null==i)throw exportsNotFound(t,e,n);return i}throw exportsNotFound(t,e,n)}function patternKeyCompare(e,t){const i=e.indexOf("*"),n=t.indexOf("*"),a=-1===i?e.length:i+1,c=-1===n?t.length:n+1;return a>c?-1:c>a||-1===i?1:-1===n||e.length>t.length?-1:t.length>e.length?1:0}function packageImportsResolve(e,t,i){if("#"===e||e.startsWith("#/")||e.endsWith("/")){throw new Et(e,"is not a valid internal imports specifier name",(0, Qe.fileURLToPath)(t))}let n;const a=getPackageScopeConfig(t);if(a.exists){n=(0, Qe.pathToFileURL)(a.pjsonPath);const c=a.imports;if(c)if(Rt.call(c,e)&&!e.includes("*")){const a=resolvePackageTarget(n,c[e],"",e,t,false,true,false,i);if(null!=a)return a}else {let a="",l="";const y=Object.getOwnPropertyNames(c);let E=-1;for(;++E<y.length;){const t=y[E],i=t.indexOf("*");if(-1!==i&&e.startsWith(t.slice(0,-1))){const n=t.slice(i+1);e.length>=t.length&&e.endsWith(n)&&1===patternKeyCompare(a,t)&&t.lastIndexOf("*")===i&&(a=t,l=e.slice(i,e.length-n.length));}}if(a){const e=resolvePackageTarget(n,c[a],l,a,t,true,true,false,i);if(null!=e)return e}}}throw function(e,t,i){return new Ct(e,t&&(0, Qe.fileURLToPath)(new URL(".",t)),(0, Qe.fileURLToPath)(i))}(e,n,t)}function packageResolve(e,t,i){if(Be.builtinModules.includes(e))return new URL("node:"+e);const{packageName:n,packageSubpath:a,isScoped:c}=function(e,t){let i=e.indexOf("/"),n=true,a=false;"@"===e[0]&&(a=true,-1===i||0===e.length?n=false:i=e.indexOf("/",i+1));const c=-1===i?e:e.slice(0,i);if(null!==Lt.exec(c)&&(n=false),!n)throw new Et(e,"is not a valid package name",(0, Qe.fileURLToPath)(t));return {packageName:c,packageSubpath:"."+(-1===i?"":e.slice(i)),isScoped:a}}(e,t),l=getPackageScopeConfig(t);if(l.exists){const e=(0, Qe.pathToFileURL)(l.pjsonPath);if(l.name===n&&void 0!==l.exports&&null!==l.exports)return packageExportsResolve(e,a,l,t,i)}let y,E=new URL("./node_modules/"+n+"/package.json",t),w=(0, Qe.fileURLToPath)(E);do{const l=tryStatSync(w.slice(0,-13));if(!l||!l.isDirectory()){y=w,E=new URL((c?"../../../../node_modules/":"../../../node_modules/")+n+"/package.json",E),w=(0, Qe.fileURLToPath)(E);continue}const C=read(w,{base:t,specifier:e});return void 0!==C.exports&&null!==C.exports?packageExportsResolve(E,a,C,t,i):"."===a?legacyMainResolve(E,C,t):new URL(a,E)}while(w.length!==y.length)}function moduleResolve(e,t,i,n){ void 0===i&&(i=getConditionsSet());const a=t.protocol,c="data:"===a||"http:"===a||"https:"===a;let l;if(function(e){return ""!==e&&("/"===e[0]||function(e){if("."===e[0]){if(1===e.length||"/"===e[1])return  true;if("."===e[1]&&(2===e.length||"/"===e[2]))return  true}return  false}(e))}(e))try{l=new URL(e,t);}catch(i){const n=new Tt(e,t);throw n.cause=i,n}else if("file:"===a&&"#"===e[0])l=packageImportsResolve(e,t,i);else try{l=new URL(e);}catch(n){if(c&&!Be.builtinModules.includes(e)){const i=new Tt(e,t);throw i.cause=n,i}l=packageResolve(e,t,i);}return Ze.ok(void 0!==l,"expected to be defined"),"file:"!==l.protocol?l:function(e,t){if(null!==Ot.exec(e.pathname))throw new Et(e.pathname,'must not include encoded "/" or "\\" characters',(0, Qe.fileURLToPath)(t));let i;try{i=(0,Qe.fileURLToPath)(e);}catch(i){const n=i;throw Object.defineProperty(n,"input",{value:String(e)}),Object.defineProperty(n,"module",{value:String(t)}),n}const n=tryStatSync(i.endsWith("/")?i.slice(-1):i);if(n&&n.isDirectory()){const n=new It(i,(0, Qe.fileURLToPath)(t));throw n.url=String(e),n}if(!n||!n.isFile()){const n=new wt(i||e.pathname,t&&(0, Qe.fileURLToPath)(t),true);throw n.url=String(e),n}{const t=(0, $e.realpathSync)(i),{search:n,hash:a}=e;(e=(0, Qe.pathToFileURL)(t+(i.endsWith(et.sep)?"/":""))).search=n,e.hash=a;}return e}(l,t)}function fileURLToPath(e){return "string"!=typeof e||e.startsWith("file://")?normalizeSlash((0, Qe.fileURLToPath)(e)):normalizeSlash(e)}function pathToFileURL(e){return (0, Qe.pathToFileURL)(fileURLToPath(e)).toString()}const Ut=new Set(["node","import"]),Mt=[".mjs",".cjs",".js",".json"],jt=new Set(["ERR_MODULE_NOT_FOUND","ERR_UNSUPPORTED_DIR_IMPORT","MODULE_NOT_FOUND","ERR_PACKAGE_PATH_NOT_EXPORTED"]);function _tryModuleResolve(e,t,i){try{return moduleResolve(e,t,i)}catch(e){if(!jt.has(e?.code))throw e}}function _resolve(e,t={}){if("string"!=typeof e){if(!(e instanceof URL))throw new TypeError("input must be a `string` or `URL`");e=fileURLToPath(e);}if(/(?:node|data|http|https):/.test(e))return e;if(st.has(e))return "node:"+e;if(e.startsWith("file://")&&(e=fileURLToPath(e)),isAbsolute(e))try{if((0,$e.statSync)(e).isFile())return pathToFileURL(e)}catch(e){if("ENOENT"!==e?.code)throw e}const i=t.conditions?new Set(t.conditions):Ut,n=(Array.isArray(t.url)?t.url:[t.url]).filter(Boolean).map(e=>new URL(function(e){return "string"!=typeof e&&(e=e.toString()),/(?:node|data|http|https|file):/.test(e)?e:st.has(e)?"node:"+e:"file://"+encodeURI(normalizeSlash(e))}(e.toString())));0===n.length&&n.push(new URL(pathToFileURL(process.cwd())));const a=[...n];for(const e of n)"file:"===e.protocol&&a.push(new URL("./",e),new URL(dist_joinURL(e.pathname,"_index.js"),e),new URL("node_modules",e));let c;for(const n of a){if(c=_tryModuleResolve(e,n,i),c)break;for(const a of ["","/index"]){for(const l of t.extensions||Mt)if(c=_tryModuleResolve(dist_joinURL(e,a)+l,n,i),c)break;if(c)break}if(c)break}if(!c){const t=new Error(`Cannot find module ${e} imported from ${a.join(", ")}`);throw t.code="ERR_MODULE_NOT_FOUND",t}return pathToFileURL(c)}function resolveSync(e,t){return _resolve(e,t)}function resolvePathSync(e,t){return fileURLToPath(resolveSync(e,t))}const Ft=/(?:[\s;]|^)(?:import[\s\w*,{}]*from|import\s*["'*{]|export\b\s*(?:[*{]|default|class|type|function|const|var|let|async function)|import\.meta\b)/m,Bt=/\/\*.+?\*\/|\/\/.*(?=[nr])/g;function hasESMSyntax(e,t={}){return t.stripComments&&(e=e.replace(Bt,"")),Ft.test(e)}function escapeStringRegexp(e){if("string"!=typeof e)throw new TypeError("Expected a string");return e.replace(/[|\\{}()[\]^$+*?.]/g,"\\$&").replace(/-/g,"\\x2d")}const $t=new Set(["/","\\",void 0]),qt=Symbol.for("pathe:normalizedAlias"),Wt=/[/\\]/;function normalizeAliases(e){if(e[qt])return e;const t=Object.fromEntries(Object.entries(e).sort(([e],[t])=>function(e,t){return t.split("/").length-e.split("/").length}(e,t)));for(const e in t)for(const i in t)i===e||e.startsWith(i)||t[e]?.startsWith(i)&&$t.has(t[e][i.length])&&(t[e]=t[i]+t[e].slice(i.length));return Object.defineProperty(t,qt,{value:true,enumerable:false}),t}function utils_hasTrailingSlash(e="/"){const t=e[e.length-1];return "/"===t||"\\"===t}var Gt={rE:"2.6.1"};const Kt=require$$12;var Ht=__webpack_require__.n(Kt);const zt=globalThis.process?.env||Object.create(null),Jt=globalThis.process||{env:zt},Yt=void 0!==Jt&&Jt.env&&Jt.env.NODE_ENV||void 0,Qt=[["claude",["CLAUDECODE","CLAUDE_CODE"]],["replit",["REPL_ID"]],["gemini",["GEMINI_CLI"]],["codex",["CODEX_SANDBOX","CODEX_THREAD_ID"]],["opencode",["OPENCODE"]],["pi",[dist_i("PATH",/\.pi[\\/]agent/)]],["auggie",["AUGMENT_AGENT"]],["goose",["GOOSE_PROVIDER"]],["devin",[dist_i("EDITOR",/devin/)]],["cursor",["CURSOR_AGENT"]],["kiro",[dist_i("TERM_PROGRAM",/kiro/)]]];function dist_i(e,t){return ()=>{let i=zt[e];return !!i&&t.test(i)}}const Zt=function(){let e=zt.AI_AGENT;if(e)return {name:e.toLowerCase()};for(let[e,t]of Qt)for(let i of t)if("string"==typeof i?zt[i]:i())return {name:e};return {}}(),Xt=(Zt.name,Zt.name,[["APPVEYOR"],["AWS_AMPLIFY","AWS_APP_ID",{ci:true}],["AZURE_PIPELINES","SYSTEM_TEAMFOUNDATIONCOLLECTIONURI"],["AZURE_STATIC","INPUT_AZURE_STATIC_WEB_APPS_API_TOKEN"],["APPCIRCLE","AC_APPCIRCLE"],["BAMBOO","bamboo_planKey"],["BITBUCKET","BITBUCKET_COMMIT"],["BITRISE","BITRISE_IO"],["BUDDY","BUDDY_WORKSPACE_ID"],["BUILDKITE"],["CIRCLE","CIRCLECI"],["CIRRUS","CIRRUS_CI"],["CLOUDFLARE_PAGES","CF_PAGES",{ci:true}],["CLOUDFLARE_WORKERS","WORKERS_CI",{ci:true}],["GOOGLE_CLOUDRUN","K_SERVICE"],["GOOGLE_CLOUDRUN_JOB","CLOUD_RUN_JOB"],["CODEBUILD","CODEBUILD_BUILD_ARN"],["CODEFRESH","CF_BUILD_ID"],["DRONE"],["DRONE","DRONE_BUILD_EVENT"],["DSARI"],["GITHUB_ACTIONS"],["GITLAB","GITLAB_CI"],["GITLAB","CI_MERGE_REQUEST_ID"],["GOCD","GO_PIPELINE_LABEL"],["LAYERCI"],["JENKINS","JENKINS_URL"],["HUDSON","HUDSON_URL"],["MAGNUM"],["NETLIFY"],["NETLIFY","NETLIFY_LOCAL",{ci:false}],["NEVERCODE"],["RENDER"],["SAIL","SAILCI"],["SEMAPHORE"],["SCREWDRIVER"],["SHIPPABLE"],["SOLANO","TDDIUM"],["STRIDER"],["TEAMCITY","TEAMCITY_VERSION"],["TRAVIS"],["VERCEL","NOW_BUILDER"],["VERCEL","VERCEL",{ci:false}],["VERCEL","VERCEL_ENV",{ci:false}],["APPCENTER","APPCENTER_BUILD_ID"],["CODESANDBOX","CODESANDBOX_SSE",{ci:false}],["CODESANDBOX","CODESANDBOX_HOST",{ci:false}],["STACKBLITZ"],["STORMKIT"],["CLEAVR"],["ZEABUR"],["CODESPHERE","CODESPHERE_APP_ID",{ci:true}],["RAILWAY","RAILWAY_PROJECT_ID"],["RAILWAY","RAILWAY_SERVICE_ID"],["DENO-DEPLOY","DENO_DEPLOY"],["DENO-DEPLOY","DENO_DEPLOYMENT_ID"],["FIREBASE_APP_HOSTING","FIREBASE_APP_HOSTING",{ci:true}],["EDGEONE_PAGES","EO_PAGES_CI",{ci:true}]]);const ei=function(){for(let e of Xt)if(zt[e[1]||e[0]])return {name:e[0].toLowerCase(),...e[2]};return "/bin/jsh"===zt.SHELL&&Jt.versions?.webcontainer?{name:"stackblitz",ci:false}:{name:"",ci:false}}(),ti=(ei.name,Jt.platform||"");!!zt.CI||false!==ei.ci;const si=!!Jt.stdout?.isTTY;(zt.DEBUG,"test"===Yt||!!zt.TEST);const ni=("production"===Yt||zt.MODE,"dev"===Yt||"development"===Yt||zt.MODE,zt.MINIMAL,/^win/i.test(ti)),ai=(!zt.NO_COLOR&&(!!zt.FORCE_COLOR||(si||ni)&&zt.TERM),(Jt.versions?.node||"").replace(/^v/,"")||null),oi=(Number(ai?.split(".")[0]),!!Jt?.versions?.node),ci="Bun"in globalThis,hi="Deno"in globalThis,li="fastly"in globalThis,pi=[["Netlify"in globalThis,"netlify"],["EdgeRuntime"in globalThis,"edge-light"],["Cloudflare-Workers"===globalThis.navigator?.userAgent,"workerd"],[li,"fastly"],[hi,"deno"],[ci,"bun"],[oi,"node"]];!function(){let e=pi.find(e=>e[0]);if(e)e[1];}();const ui=tty,di=ui?.WriteStream?.prototype?.hasColors?.()??false,base_format=(e,t)=>{if(!di)return e=>e;const i=`[${e}m`,n=`[${t}m`;return e=>{const a=e+"";let c=a.indexOf(n);if(-1===c)return i+a+n;let l=i,y=0;const E=(22===t?n:"")+i;for(;-1!==c;)l+=a.slice(y,c)+E,y=c+n.length,c=a.indexOf(n,y);return l+=a.slice(y)+n,l}},fi=(base_format(31,39)),mi=base_format(32,39),gi=base_format(33,39),xi=base_format(34,39),vi=(base_format(36,39)),yi=(base_format(90,39));function isDir(e){if("string"!=typeof e||e.startsWith("file://"))return  false;try{return (0,$e.lstatSync)(e).isDirectory()}catch{return  false}}function utils_hash(e,t=8){return (function(){if(void 0!==Ei)return Ei;try{return Ei=!!Ht().getFips?.(),Ei}catch{return Ei=false,Ei}}()?Ht().createHash("sha256"):Ht().createHash("md5")).update(e).digest("hex").slice(0,t)}const _i={true:mi("true"),false:gi("false"),"[rebuild]":gi("[rebuild]"),"[esm]":xi("[esm]"),"[cjs]":mi("[cjs]"),"[import]":xi("[import]"),"[require]":mi("[require]"),"[native]":vi("[native]"),"[transpile]":gi("[transpile]"),"[fallback]":fi("[fallback]"),"[unknown]":fi("[unknown]"),"[hit]":mi("[hit]"),"[miss]":gi("[miss]"),"[json]":mi("[json]"),"[data]":mi("[data]")};function debug(e,...t){if(!e.opts.debug)return;const i=process.cwd();console.log(yi(["[jiti]",...t.map(e=>e in _i?_i[e]:"string"!=typeof e?JSON.stringify(e):e.replace(i,"."))].join(" ")));}function jitiInteropDefault(e,t){return e.opts.interopDefault?function(e){const t=typeof e;if(null===e||"object"!==t&&"function"!==t)return e;const i=e.default,n=typeof i,a=null==i,c="object"===n||"function"===n;if(a&&e instanceof Promise)return e;const l="function"===n&&"function"!==t,y=c&&!(i instanceof Promise),E=new Map;return new Proxy(e,{get(t,n){if(E.has(n))return E.get(n);let c;return "__esModule"===n?c=true:"default"===n?c=a?e:"function"==typeof i?.default&&e.__esModule?i.default:i:n in t?c=t[n]:y&&(c=i[n],"function"==typeof c&&(c=c.bind(i))),E.set(n,c),c},apply:l?(e,t,n)=>Reflect.apply(i,t,n):void 0})}(t):t}let Ei;function _booleanEnv(e,t){const i=_jsonEnv(e,t);return Boolean(i)}function _jsonEnv(e,t,i){const n=process.env[e];if(!(e in process.env))return t;try{return JSON.parse(n)}catch{return i?n:t}}const bi=/\.(c|m)?j(sx?)$/,ki=/\.(c|m)?t(sx?)$/;function jitiResolve(e,t,i){let n,a;if(e.isNativeRe.test(t))return t;if(e.resolveTsConfigPaths&&!i.skipTsConfigPaths){const n=e.resolveTsConfigPaths(t);for(const t of n){const n=jitiResolve(e,t,{...i,try:true,skipTsConfigPaths:true});if(n)return n}}e.alias&&(t=function(e,t){const i=pathe_M_eThtNZ_normalizeWindowsPath(e);t=normalizeAliases(t);for(const[e,n]of Object.entries(t)){if(!i.startsWith(e))continue;const t=utils_hasTrailingSlash(e)?e.slice(0,-1):e;if(utils_hasTrailingSlash(i[t.length]))return pathe_M_eThtNZ_join(n,i.slice(e.length))}return i}(t,e.alias));let c=i?.parentURL||e.url;isDir(c)&&(c=pathe_M_eThtNZ_join(c,"_index.js"));const l=(i?.async?[i?.conditions,["node","import"],["node","require"]]:[i?.conditions,["node","require"],["node","import"]]).filter(Boolean);for(const i of l){try{n=resolvePathSync(t,{url:c,conditions:i,extensions:e.opts.extensions});}catch(e){a=e;}if(n)return n}try{return e.nativeRequire.resolve(t,{paths:i.paths})}catch(e){a=e;}for(const a of e.additionalExts){if(n=tryNativeRequireResolve(e,t+a,c,i)||tryNativeRequireResolve(e,t+"/index"+a,c,i),n)return n;if((ki.test(e.filename)||ki.test(e.parentModule?.filename||"")||bi.test(t))&&(n=tryNativeRequireResolve(e,t.replace(bi,".$1t$2"),c,i),n))return n}if(!i?.try)throw a}function tryNativeRequireResolve(e,t,i,n){try{return e.nativeRequire.resolve(t,{...n,paths:[pathe_M_eThtNZ_dirname(fileURLToPath(i)),...n?.paths||[]]})}catch{}}const wi=fsPromises,Ci=require$$5,Si=vm;var Ii=__webpack_require__.n(Si);function jitiRequire(e,t,i){const n=e.parentCache||{};if(t.startsWith("node:"))return nativeImportOrRequire(e,t,i.async);if(t.startsWith("file:"))t=(0, Qe.fileURLToPath)(t);else if(t.startsWith("data:")){if(!i.async)throw new Error("`data:` URLs are only supported in ESM context. Use `import` or `jiti.import` instead.");return debug(e,"[native]","[data]","[import]",t),nativeImportOrRequire(e,t,true)}if(Be.builtinModules.includes(t)||".pnp.js"===t)return nativeImportOrRequire(e,t,i.async);if(e.opts.virtualModules&&t in e.opts.virtualModules){debug(e,"[virtual]",t);const n=e.opts.virtualModules[t];return i.async?Promise.resolve(jitiInteropDefault(e,n)):jitiInteropDefault(e,n)}if(e.opts.tryNative&&!e.opts.transformOptions)try{if(!(t=jitiResolve(e,t,i))&&i.try)return;if(debug(e,"[try-native]",i.async&&e.nativeImport?"[import]":"[require]",t),i.async&&e.nativeImport)return e.nativeImport(t).then(i=>(!1===e.opts.moduleCache&&delete e.nativeRequire.cache[t],jitiInteropDefault(e,i))).catch(n=>(debug(e,`[try-native] Using fallback for ${t} because of an error:`,n),jitiRequire({...e,opts:{...e.opts,tryNative:!1}},t,i)));{const i=e.nativeRequire(t);return !1===e.opts.moduleCache&&delete e.nativeRequire.cache[t],jitiInteropDefault(e,i)}}catch(i){debug(e,`[try-native] Using fallback for ${t} because of an error:`,i);}const a=jitiResolve(e,t,i);if(!a&&i.try)return;const c=extname(a);if(".json"===c){debug(e,"[json]",a);const t=e.nativeRequire(a);return t&&!("default"in t)&&Object.defineProperty(t,"default",{value:t,enumerable:false}),t}if(c&&!e.opts.extensions.includes(c))return debug(e,"[native]","[unknown]",i.async?"[import]":"[require]",a),nativeImportOrRequire(e,a,i.async);if(e.isNativeRe.test(a))return debug(e,"[native]",i.async?"[import]":"[require]",a),nativeImportOrRequire(e,a,i.async);if(n[a])return jitiInteropDefault(e,n[a]?.exports);if(e.opts.moduleCache){const t=e.nativeRequire.cache[a];if(t?.loaded)return jitiInteropDefault(e,t.exports)}const l=(0, $e.readFileSync)(a,"utf8");return eval_evalModule(e,l,{id:t,filename:a,ext:c,cache:n,async:i.async})}function nativeImportOrRequire(e,t,i){return i&&e.nativeImport?e.nativeImport(function(e){return ni&&isAbsolute(e)?pathToFileURL(e):e}(t)).then(t=>jitiInteropDefault(e,t)):jitiInteropDefault(e,e.nativeRequire(t))}const Ti="9";function getCache(e,t,i){if(!e.opts.fsCache||!t.filename)return i();const n=` /* v${Ti}-${utils_hash(t.source,16)} */\n`;let a=`${basename(pathe_M_eThtNZ_dirname(t.filename))}-${function(e){const t=e.split(Wt).pop();if(!t)return;const i=t.lastIndexOf(".");return i<=0?t:t.slice(0,i)}(t.filename)}`+(e.opts.sourceMaps?"+map":"")+(t.interopDefault?".i":"")+`.${utils_hash(t.filename)}`+(t.async?".mjs":".cjs");t.jsx&&t.filename.endsWith("x")&&(a+="x");const c=e.opts.fsCache,l=pathe_M_eThtNZ_join(c,a);if(!e.opts.rebuildFsCache&&(0, $e.existsSync)(l)){const i=(0, $e.readFileSync)(l,"utf8");if(i.endsWith(n))return debug(e,"[cache]","[hit]",t.filename,"~>",l),i}debug(e,"[cache]","[miss]",t.filename);const y=i();return y.includes("__JITI_ERROR__")||((0, $e.writeFileSync)(l,y+n,"utf8"),debug(e,"[cache]","[store]",t.filename,"~>",l)),y}function prepareCacheDir(t){if(true===t.opts.fsCache&&(t.opts.fsCache=function(t){const i=t.filename&&pathe_M_eThtNZ_resolve(t.filename,"../node_modules");if(i&&(0, $e.existsSync)(i))return pathe_M_eThtNZ_join(i,".cache/jiti");let n=(0, e.tmpdir)();if(process.env.TMPDIR&&n===process.cwd()&&!process.env.JITI_RESPECT_TMPDIR_ENV){const t=process.env.TMPDIR;delete process.env.TMPDIR,n=(0, e.tmpdir)(),process.env.TMPDIR=t;}return pathe_M_eThtNZ_join(n,"jiti")}(t)),t.opts.fsCache)try{if((0,$e.mkdirSync)(t.opts.fsCache,{recursive:!0}),!function(e){try{return (0,$e.accessSync)(e,$e.constants.W_OK),!0}catch{return !1}}(t.opts.fsCache))throw new Error("directory is not writable!")}catch(e){debug(t,"Error creating cache directory at ",t.opts.fsCache,e),t.opts.fsCache=false;}}function transform(e,t){let i=getCache(e,t,()=>{const i=e.opts.transform({...e.opts.transformOptions,babel:{...e.opts.sourceMaps?{sourceFileName:t.filename,sourceMaps:"inline"}:{},...e.opts.transformOptions?.babel},interopDefault:e.opts.interopDefault,...t});return i.error&&e.opts.debug&&debug(e,i.error),i.code});return i.startsWith("#!")&&(i="// "+i),i}function eval_evalModule(t,i,n={}){const a=n.id||(n.filename?basename(n.filename):`_jitiEval.${n.ext||(n.async?"mjs":"js")}`),c=n.filename||jitiResolve(t,a,{async:n.async}),l=n.ext||extname(c),y=n.cache||t.parentCache||{},E=/\.[cm]?tsx?$/.test(l),w=".mjs"===l||".js"===l&&"module"===function(e){for(;e&&"."!==e&&"/"!==e;){e=pathe_M_eThtNZ_join(e,"..");try{const t=(0,$e.readFileSync)(pathe_M_eThtNZ_join(e,"package.json"),"utf8");try{return JSON.parse(t)}catch{}break}catch{}}}(c)?.type,C=".cjs"===l,S=n.forceTranspile??(!C&&!(w&&n.async)&&(E||w||t.isTransformRe.test(c)||hasESMSyntax(i))),I=Ci.performance.now();if(S){i=transform(t,{filename:c,source:i,ts:E,async:n.async??false,jsx:t.opts.jsx});const e=Math.round(1e3*(Ci.performance.now()-I))/1e3;debug(t,"[transpile]",n.async?"[esm]":"[cjs]",c,`(${e}ms)`);}else {if(debug(t,"[native]",n.async?"[import]":"[require]",c),n.async)return Promise.resolve(nativeImportOrRequire(t,c,n.async)).catch(e=>(debug(t,"Native import error:",e),debug(t,"[fallback]",c),eval_evalModule(t,i,{...n,forceTranspile:true})));try{return nativeImportOrRequire(t,c,n.async)}catch(e){debug(t,"Native require error:",e),debug(t,"[fallback]",c),i=transform(t,{filename:c,source:i,ts:E,async:n.async??false,jsx:t.opts.jsx});}}const N=new Be.Module(c);N.filename=c,t.parentModule&&(N.parent=t.parentModule,Array.isArray(t.parentModule.children)&&!t.parentModule.children.includes(N)&&t.parentModule.children.push(N));const O=createJiti(c,t.opts,{parentModule:N,parentCache:y,nativeImport:t.nativeImport,onError:t.onError,createRequire:t.createRequire},true);let j;N.require=O,N.path=pathe_M_eThtNZ_dirname(c),N.paths=Be.Module._nodeModulePaths(N.path),y[c]=N,t.opts.moduleCache&&(t.nativeRequire.cache[c]=N);const F=function(e,t){return `(${t?.async?"async ":""}function (exports, require, module, __filename, __dirname, jitiImport, jitiESMResolve) { ${e}\n});`}(i,{async:n.async});try{j=Ii().runInThisContext(F,{filename:c,lineOffset:0,displayErrors:!1});}catch(i){"SyntaxError"===i.name&&n.async&&t.nativeImport?(debug(t,"[esm]","[import]","[fallback]",c),j=function(t,i,n,a,c){const l=`export default ${i}`,y=c?void 0:`data:text/javascript;base64,${Buffer.from(l).toString("base64")}`;return (...i)=>{let c;const importViaTempFile=()=>(c=function(t,i){const n=pathe_M_eThtNZ_join((0, e.tmpdir)(),"jiti-esm");try{(0,$e.mkdirSync)(n,{recursive:!0});}catch{}const a=pathe_M_eThtNZ_join(n,`${basename(i,extname(i))}-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`);return (0, $e.writeFileSync)(a,t),a}(l,n),debug(t,"[esm]","[tempfile]",c),a(pathToFileURL(c))),E=y?a(y).catch(e=>{if("ENAMETOOLONG"!==e?.code)throw e;return importViaTempFile()}):importViaTempFile();return E.then(e=>e.default(...i)).finally(()=>{c&&(0, wi.unlink)(c).catch(()=>{});})}}(t,F,c,t.nativeImport,t.opts.esmEvalTempFile)):(t.opts.moduleCache&&delete t.nativeRequire.cache[c],t.onError(i));}let B;try{B=j(N.exports,N.require,N,N.filename,pathe_M_eThtNZ_dirname(N.filename),O.import,O.esmResolve);}catch(e){t.opts.moduleCache&&delete t.nativeRequire.cache[c],t.onError(e);}function next(){if(N.exports&&N.exports.__JITI_ERROR__){const{filename:e,line:i,column:n,code:a,message:c}=N.exports.__JITI_ERROR__,l=new Error(`${a}: ${c} \n ${`${e}:${i}:${n}`}`);Error.captureStackTrace(l,jitiRequire),t.onError(l);}N.loaded=true;return jitiInteropDefault(t,N.exports)}return n.async?Promise.resolve(B).then(next):next()}const Ri="win32"===(0, e.platform)();function createJiti(e,t={},i,n=false){const a=n?t:function(e){const t={fsCache:_booleanEnv("JITI_FS_CACHE",_booleanEnv("JITI_CACHE",true)),rebuildFsCache:_booleanEnv("JITI_REBUILD_FS_CACHE",false),moduleCache:_booleanEnv("JITI_MODULE_CACHE",_booleanEnv("JITI_REQUIRE_CACHE",true)),debug:_booleanEnv("JITI_DEBUG",false),sourceMaps:_booleanEnv("JITI_SOURCE_MAPS",false),interopDefault:_booleanEnv("JITI_INTEROP_DEFAULT",true),extensions:_jsonEnv("JITI_EXTENSIONS",[".js",".mjs",".cjs",".ts",".tsx",".mts",".cts",".mtsx",".ctsx"]),alias:_jsonEnv("JITI_ALIAS",{}),nativeModules:_jsonEnv("JITI_NATIVE_MODULES",[]),transformModules:_jsonEnv("JITI_TRANSFORM_MODULES",[]),tryNative:_jsonEnv("JITI_TRY_NATIVE","Bun"in globalThis),esmEvalTempFile:_booleanEnv("JITI_ESM_EVAL_TEMP_FILE",false),jsx:_booleanEnv("JITI_JSX",false),tsconfigPaths:_jsonEnv("JITI_TSCONFIG_PATHS",false,true)};t.jsx&&t.extensions.push(".jsx",".tsx");const i={};return void 0!==e.cache&&(i.fsCache=e.cache),void 0!==e.requireCache&&(i.moduleCache=e.requireCache),{...t,...i,...e}}(t);"string"==typeof e&&e.startsWith("file://")&&(e=fileURLToPath(e));const c=a.alias&&Object.keys(a.alias).length>0?normalizeAliases(a.alias||{}):void 0;let l;if(a.tsconfigPaths){const{getTsconfig:t,createPathsMatcher:i}=__webpack_require__("./node_modules/.pnpm/get-tsconfig@4.14.0/node_modules/get-tsconfig/dist/index.cjs"),n=t("string"==typeof a.tsconfigPaths?a.tsconfigPaths:pathe_M_eThtNZ_dirname(e));n&&(l=i(n));}const y=["typescript","jiti",...a.nativeModules||[]],E=new RegExp(`node_modules/(${y.map(e=>escapeStringRegexp(e)).join("|")})/`),w=[...a.transformModules||[]],C=new RegExp(`node_modules/(${w.map(e=>escapeStringRegexp(e)).join("|")})/`);e||(e=process.cwd()),!n&&isDir(e)&&(e=pathe_M_eThtNZ_join(e,"_index.js"));const S=pathToFileURL(e),I=[...a.extensions].filter(e=>".js"!==e),N=i.createRequire(Ri?e.replace(/\//g,"\\"):e),O={filename:e,url:S,opts:a,alias:c,resolveTsConfigPaths:l,nativeModules:y,transformModules:w,isNativeRe:E,isTransformRe:C,additionalExts:I,nativeRequire:N,onError:i.onError,parentModule:i.parentModule,parentCache:i.parentCache,nativeImport:i.nativeImport,createRequire:i.createRequire};n||debug(O,"[init]",...[["version:",Gt.rE],["module-cache:",a.moduleCache],["fs-cache:",a.fsCache],["rebuild-fs-cache:",a.rebuildFsCache],["interop-defaults:",a.interopDefault]].flat()),n||prepareCacheDir(O);const j=Object.assign(function(e){return jitiRequire(O,e,{async:false})},{cache:a.moduleCache?N.cache:Object.create(null),extensions:N.extensions,main:N.main,options:a,resolve:Object.assign(function(e,t){return jitiResolve(O,e,{...t,async:false})},{paths:N.resolve.paths}),transform:e=>transform(O,e),evalModule:(e,t)=>eval_evalModule(O,e,t),async import(e,t){const i=await jitiRequire(O,e,{...t,async:true});return t?.default?i?.default??i:i},esmResolve(e,t){"string"==typeof t&&(t={parentURL:t});const i=jitiResolve(O,e,{parentURL:S,...t,async:true});return !i||"string"!=typeof i||i.startsWith("file://")?i:pathToFileURL(i)}});return j}})(),jiti$1.exports=i.default;})();
	return jiti$1.exports;
}

var jitiExports = requireJiti();
const _createJiti = /*@__PURE__*/getDefaultExportFromCjs(jitiExports);

function onError(err) {
  throw err; /* ↓ Check stack trace ↓ */
}

const nativeImport = (id) => import(id);

let _transform;
function lazyTransform(...args) {
  if (!_transform) {
    _transform = createRequire(new URL('../vendor/jiti-babel.cjs', import.meta.url).href)("./jiti-babel.cjs");
  }
  return _transform(...args);
}

function createJiti(id, opts = {}) {
  if (!opts.transform) {
    opts = { ...opts, transform: lazyTransform };
  }
  return _createJiti(id, opts, {
    onError,
    nativeImport,
    createRequire,
  });
}

// Loads user modules (suites, configs, scripts, reporters) through jiti, a
// maintained TypeScript/ESM loader: .ts .mts .cts .js .mjs .cjs in ESM and
// CommonJS projects alike, extensionless relative imports as TypeScript
// writes them, and no MODULE_TYPELESS_PACKAGE_JSON warnings. "agent-bench"
// and "skillgym" resolve to agent-bench's own API module object, so a suite
// shares the engine's instances (soft assertions, failure classes) whether or
// not either package is installed in the user's repository.
let jiti;
function loader() {
    if (jiti)
        return jiti;
    // jiti's own transform, with its inline source map kept for stack positions (source-maps.ts).
    const transformer = createJiti(import.meta.url, { fsCache: false });
    jiti = createJiti(import.meta.url, {
        transform: (options) => {
            // Babel's import interop inside the module (a default import of node:assert or a CommonJS package).
            const code = transformer.transform({ ...options, interopDefault: true });
            if (options.filename)
                rememberSourceMap(options.filename, code);
            return { code };
        },
        // jiti asks its transform for an inline map only when this is set.
        sourceMaps: true,
        virtualModules: { "agent-bench": api, skillgym: api },
        // No cache folder written into the user's node_modules or the temp folder.
        fsCache: false,
        // The namespace as Node gives it: a module without a default export has none.
        interopDefault: false,
    });
    return jiti;
}
async function importUserModule(file) {
    return asNamespace(await loader().import(file));
}
/** Synchronous load (for rules compiled while the suite loads); throws on top-level await. */
function requireUserModule(file) {
    try {
        return asNamespace(loader()(file));
    }
    catch (error) {
        // Node's code for the same case, so callers fall back to importUserModule.
        if (/await is only valid/.test(error?.message ?? ""))
            Object.assign(error, { code: "ERR_REQUIRE_ASYNC_MODULE" });
        throw error;
    }
}
/** CommonJS `module.exports` as Node's import gives it: the whole value as default, its keys as names. */
function asNamespace(mod) {
    if (typeof mod === "object" && mod !== null && (Object.prototype.toString.call(mod) === "[object Module]" || "__esModule" in mod || "default" in mod)) {
        return mod;
    }
    return { ...(typeof mod === "object" && mod !== null && !Array.isArray(mod) ? mod : {}), default: mod };
}

// Reads a config or data file by extension. JSON and YAML keep a map from key
// paths to lines so errors can say "agent-bench.config.yaml:12"; modules load
// through the user-module loader (TypeScript included).
const MODULE_EXTENSIONS = new Set([".ts", ".mts", ".cts", ".js", ".mjs", ".cjs"]);
function isModulePath(file) {
    return MODULE_EXTENSIONS.has(path.extname(file));
}
async function loadDataFile(file) {
    if (isModulePath(file))
        return { value: await importModule(file, "default") };
    let text;
    try {
        text = await readFile(file, "utf8");
    }
    catch (error) {
        throw configError(`cannot read ${file}: ${errorMessage(error)}`, { where: file, hint: "check that the file exists and that you may read it" });
    }
    return parseText(text, file);
}
function parseText(text, file) {
    // Invalid JSON goes on to the YAML parser, whose error names the line.
    return (path.extname(file) === ".json" && parseJson(text, file)) || parseYaml(text, file);
}
/**
 * Valid JSON: values from JSON.parse; duplicate keys and line numbers from the
 * YAML parser, over a copy whose long string values are emptied (JSON
 * strings hold no line breaks, so every line keeps its number). The YAML
 * parser builds a double-quoted string one character at a time, a V8 rope of
 * one 32-byte node per character: ten runners with a 1 MB scripted answer
 * held 320 MB during the load, and V8 sized the heap for the rest of the run
 * from that (bench/items/scale.mjs).
 */
function parseJson(text, file) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    // Keys stay whole, for the duplicate check.
    const skeleton = text.replace(JSON_STRING, (s, key) => (key !== undefined || s.length <= 200 ? s : '""'));
    return { value, lineOf: parseYaml(skeleton, file).lineOf };
}
/** A string in valid JSON, and the colon after it when it is a key. */
const JSON_STRING = /"[^"\\]*(?:\\[^][^"\\]*)*"(\s*:)?/gu;
function parseYaml(text, file) {
    const lineCounter = new distExports.LineCounter();
    const doc = distExports.parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    const errors = doc.errors;
    if (errors.length > 0) {
        const first = errors[0];
        const line = lineCounter.linePos(first.pos[0]).line;
        const kind = path.extname(file) === ".json" ? "JSON" : "YAML";
        throw configError(`${file}:${line}: invalid ${kind}: ${first.message.split("\n")[0]}`, {
            hint: `fix the ${kind} syntax at that line`,
        });
    }
    const lineOf = (keyPath) => {
        // A key's own line (a value can start on the next one: "runner:\n  a: …").
        const parent = keyPath.length > 0 ? doc.getIn(keyPath.slice(0, -1), true) : undefined;
        if (distExports.isMap(parent)) {
            const pair = parent.items.find((p) => distExports.isScalar(p.key) && p.key.value === keyPath.at(-1));
            if (pair && distExports.isNode(pair.key) && pair.key.range)
                return lineCounter.linePos(pair.key.range[0]).line;
        }
        for (let n = keyPath.length; n >= 0; n--) {
            const node = doc.getIn(keyPath.slice(0, n), true);
            if (distExports.isNode(node) && node.range)
                return lineCounter.linePos(node.range[0]).line;
        }
        return undefined;
    };
    return { value: doc.toJS(), lineOf };
}
/** Imports a user module (config, suite, script, reporter); errors name the file, line and column. */
async function importModule(file, exportName) {
    let mod;
    try {
        mod = await importUserModule(file);
    }
    catch (error) {
        throw moduleLoadError(file, error);
    }
    return exportName === "*" ? mod : mod[exportName];
}
function moduleLoadError(file, error) {
    const code = error.code;
    const message = errorMessage(error);
    // jiti's parser: "ParseError: <what>\n <file>:<line>:<column>", the column counted from 0.
    const parse = /^(?:ParseError|SyntaxError): ([^\n]*?)\s*\n\s*(.+):(\d+):(\d+)\s*$/.exec(message);
    if (parse) {
        return configError(`${parse[2]}:${parse[3]}:${Number(parse[4]) + 1}: syntax error: ${parse[1]}`, { hint: "fix the syntax at that line and column" });
    }
    const first = message.split("\n")[0];
    const location = locationFromStack(error, file) ?? file;
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") {
        return configError(`${location}: ${first}`, { hint: "install the missing package in your repository, or fix the import path" });
    }
    return configError(`${location}: failed to load: ${error?.name ?? "Error"}: ${first}`, {
        hint: "fix the error in the file",
    });
}
/** "file:line:column" of the innermost stack frame in the file itself. */
function locationFromStack(error, file) {
    const stack = error?.stack ?? "";
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pos = new RegExp(`(?:file://)?${escaped}:(\\d+):(\\d+)`).exec(stack);
    if (!pos)
        return undefined;
    const at = originalPosition(file, Number(pos[1]), Number(pos[2]));
    return `${file}:${at.line}:${at.column}`;
}

// The environment and home of an agent CLI process. Every state folder a CLI
// writes to (HOME, XDG folders, TMPDIR) points into the execution's fresh
// home, so one execution cannot leak state into the next; the rest of the
// environment (credentials included) passes through untouched.
/** `defaults` < the execution's environment < the isolated folders < `forced`; keys set to undefined are removed. */
function cliEnv(ctx, defaults, forced = {}) {
    const env = {
        ...launcherDefaults(ctx.env),
        ...defaults,
        ...ctx.env,
        HOME: ctx.home,
        USERPROFILE: ctx.home,
        XDG_CONFIG_HOME: path.join(ctx.home, ".config"),
        XDG_DATA_HOME: path.join(ctx.home, ".local", "share"),
        XDG_STATE_HOME: path.join(ctx.home, ".local", "state"),
        XDG_CACHE_HOME: path.join(ctx.home, ".cache"),
        TMPDIR: path.join(ctx.home, "tmp"),
        ...forced,
    };
    return Object.fromEntries(Object.entries(env).filter((entry) => entry[1] !== undefined));
}
/**
 * A launcher such as `npx -y @openai/codex@…` keeps using the user's npm cache and npm config
 * (pointed at, not copied): with the fresh HOME alone it would download the CLI for every execution.
 */
function launcherDefaults(env) {
    const home = env.HOME ?? os.homedir();
    const npmrc = path.join(home, ".npmrc");
    return { npm_config_cache: path.join(home, ".npm"), ...(existsSync(npmrc) ? { npm_config_userconfig: npmrc } : {}) };
}
/** The executable and launcher arguments: the runner's `command`, else the CLI's usual name. */
function executableOf(ctx, fallback) {
    const [executable, ...launcher] = ctx.runner.command ?? [fallback];
    return { executable: executable, launcher };
}
/** Adapters report a rejected model as a session error of kind "model-rejected". */
const modelRejectionFromSession = (_output, session) => session.errors.find((e) => e.kind === "model-rejected")?.message;
function runningAsRoot() {
    return typeof process.getuid === "function" && process.getuid() === 0;
}
/**
 * The package.json of the npm package that provides `executable` (found on PATH, symlinks followed),
 * so parse() can report the CLI's version when its output does not (collected as a file, never spawned).
 */
function packageJsonOf(executable, env, packageName) {
    // Found once per executable and PATH: the file is read after every execution, its place does not move.
    const key = `${packageName}\0${executable}\0${env.PATH ?? ""}`;
    if (!packageJsons.has(key))
        packageJsons.set(key, findPackageJson(executable, env, packageName));
    return packageJsons.get(key);
}
const packageJsons = new Map();
function findPackageJson(executable, env, packageName) {
    const dirs = executable.includes("/") ? [""] : (env.PATH ?? "").split(path.delimiter).filter(Boolean);
    for (const dir of dirs) {
        const candidate = dir ? path.join(dir, executable) : executable;
        if (!existsSync(candidate))
            continue;
        let current = path.dirname(realpathSync(candidate));
        for (let i = 0; i < 6; i++) {
            const file = path.join(current, "package.json");
            if (existsSync(file) && readName(file) === packageName)
                return file;
            current = path.dirname(current);
        }
        return undefined;
    }
    return undefined;
}
function readName(file) {
    try {
        return JSON.parse(readFileSync(file, "utf8")).name;
    }
    catch {
        return undefined;
    }
}
/** The version in a collected package.json. */
function cliVersionOf(packageJson) {
    if (!packageJson)
        return undefined;
    try {
        const version = JSON.parse(packageJson).version;
        return typeof version === "string" ? version : undefined;
    }
    catch {
        return undefined;
    }
}

// Step counters over JSONL output: each line that parses is fed to a function
// that returns the steps seen so far (other lines leave the count alone).
function jsonStepCounter(feed) {
    let steps = 0;
    return (line) => {
        if (!line.trimStart().startsWith("{"))
            return steps;
        try {
            steps = feed(JSON.parse(line));
        }
        catch {
            // a line that is not JSON after all
        }
        return steps;
    };
}

// Claude Code against the scripted model server: base URL, a dummy key, no
// retries and no outside traffic. The user's own Anthropic credentials and
// provider switches are removed so nothing reaches a real provider.
function scriptedModelEnv$3(url) {
    return {
        ANTHROPIC_BASE_URL: url,
        ANTHROPIC_API_KEY: "agent-bench-scripted-model",
        ANTHROPIC_AUTH_TOKEN: undefined,
        CLAUDE_CODE_OAUTH_TOKEN: undefined,
        CLAUDE_CODE_USE_BEDROCK: undefined,
        CLAUDE_CODE_USE_VERTEX: undefined,
        CLAUDE_CODE_USE_FOUNDRY: undefined,
        ANTHROPIC_CUSTOM_HEADERS: undefined,
        // Otherwise a failing request is retried up to 10 times with backoff (minutes).
        CLAUDE_CODE_MAX_RETRIES: "0",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    };
}

// Provider API errors as agent CLIs print them → the session's error kinds.
// The engine maps "api", "authentication" and "rate-limit" to failure origin
// api (errored: the provider failed, not the agent) and "model-rejected" to
// model-rejected (the runner's later executions are not spawned).
function kindForStatus(status) {
    if (status === 401 || status === 403)
        return "authentication";
    if (status === 429)
        return "rate-limit";
    return "api";
}
/** The HTTP status an error message names ("status 401", "API Error: 500", "(429)", `"code":404`), if any. */
function statusIn(text) {
    const match = /\bstatus:? (\d{3})\b/i.exec(text) ??
        /\bAPI Error:? (\d{3})\b/i.exec(text) ??
        /"code":\s*(\d{3})\b/.exec(text) ??
        /\((\d{3})\)/.exec(text) ??
        /\b(\d{3}) (?:Unauthorized|Forbidden|Not Found|Too Many Requests|Bad Request|Internal Server Error|Service Unavailable|Bad Gateway)\b/i.exec(text);
    const status = match ? Number(match[1]) : undefined;
    return status !== undefined && status >= 400 && status <= 599 ? status : undefined;
}

// Reading agent output streams. One shared copy (skillgym copied these into
// every adapter).
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/** Splits output into lines; each is JSON when it parses, else kept as text. Blank lines are dropped. */
function parseJsonLines(text) {
    const out = [];
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i];
        const trimmed = raw.trim();
        if (trimmed === "")
            continue;
        if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
            try {
                out.push({ kind: "json", value: JSON.parse(trimmed), line: i + 1 });
                continue;
            }
            catch {
                // not JSON after all: kept as text below
            }
        }
        out.push({ kind: "text", text: raw, line: i + 1 });
    }
    return out;
}
function str(value) {
    return typeof value === "string" ? value : undefined;
}
function num(value) {
    return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
function rec(value) {
    return isRecord(value) ? value : undefined;
}
function arr(value) {
    return Array.isArray(value) ? value : [];
}
/** Tool output as text, whatever shape the CLI used (string, content blocks, objects). */
function textOf(value) {
    if (typeof value === "string")
        return value;
    if (value === undefined || value === null)
        return "";
    if (Array.isArray(value)) {
        return value
            .map((part) => (isRecord(part) && typeof part.text === "string" ? part.text : textOf(part)))
            .join("");
    }
    if (isRecord(value) && typeof value.text === "string")
        return value.text;
    try {
        return JSON.stringify(value);
    }
    catch {
        return String(value);
    }
}

// Builds a Session from events: every parser pushes events in order and calls
// finish(), which derives files, skills and character counts the same way for
// all runners.
class SessionBuilder {
    events = [];
    errors = [];
    sessionId;
    cliVersion;
    model;
    costUsd;
    turns;
    finalOutput;
    usage = {};
    /** JSON lines of the stream seen by records(), objects or not. */
    jsonLines = 0;
    runner;
    prompt;
    cwd;
    knownSkills;
    constructor(runner, prompt, cwd, knownSkills = []) {
        this.runner = runner;
        this.prompt = prompt;
        this.cwd = cwd;
        this.knownSkills = knownSkills;
    }
    push(event) {
        this.events.push(event);
    }
    /**
     * The stream's JSON objects, in order. Every other line is kept as an event
     * (text as "unparsed", other JSON as "raw"): parsers are lenient, and what
     * they do not understand still shows in the transcript. `onText` runs for
     * each text line, for parsers that end a streamed message there.
     */
    *records(stdout, onText) {
        for (const line of parseJsonLines(stdout)) {
            if (line.kind === "text") {
                this.push({ type: "unparsed", raw: line.text });
                onText?.();
                continue;
            }
            this.jsonLines++;
            if (isRecord(line.value))
                yield line.value;
            else
                this.push({ type: "raw", raw: line.value });
        }
    }
    /** An output error when the agent printed something, but no JSON event: its flags were changed. */
    requireJsonStream(stdout, message) {
        if (this.jsonLines === 0 && stdout.trim() !== "")
            this.error({ kind: "output", message });
    }
    error(error) {
        this.errors.push(error);
        this.events.push({ type: "error", kind: error.kind, message: error.message, status: error.status, fatal: true });
    }
    /** Makes a path reported by the agent absolute (relative paths are relative to its cwd). */
    resolve(p, base) {
        if (path.isAbsolute(p))
            return path.normalize(p);
        return path.resolve(base ?? this.cwd, p);
    }
    finish(extra = {}) {
        const finalOutput = this.finalOutput ?? lastAssistantText(this.events);
        const reads = unique(this.events.flatMap((e) => (e.type === "fileRead" ? [e.path] : [])));
        const writes = unique(this.events.flatMap((e) => (e.type === "fileWrite" ? [e.path] : [])));
        const skillReads = reads.filter((p) => path.basename(p) === "SKILL.md");
        const reasoningChars = this.events.reduce((n, e) => n + (e.type === "message" && e.phase === "thinking" ? e.text.length : 0), 0);
        const u = this.usage;
        const usage = {
            ...u,
            cacheTokens: u.cacheTokens ?? u.cacheReadTokens,
            inputChars: this.prompt.length,
            outputChars: finalOutput.length,
            reasoningChars,
            source: {
                input: u.inputTokens !== undefined ? "provider" : "chars",
                output: u.outputTokens !== undefined ? "provider" : "chars",
                reasoning: u.reasoningTokens !== undefined ? "provider" : "chars",
            },
        };
        return {
            runner: this.runner,
            sessionId: this.sessionId,
            prompt: this.prompt,
            cliVersion: this.cliVersion,
            model: this.model,
            usage,
            costUsd: this.costUsd,
            turns: this.turns,
            files: { observedReads: reads, observedSkillReads: skillReads, observedWrites: writes },
            detectedSkills: detectSkills(this.events, reads, this.knownSkills),
            events: this.events,
            finalOutput,
            errors: this.errors,
            exitCode: extra.exitCode,
            rawArtifacts: { stdoutPath: extra.stdoutPath, stderrPath: extra.stderrPath },
        };
    }
}
function unique(values) {
    return [...new Set(values)];
}
function lastAssistantText(events) {
    for (let i = events.length - 1; i >= 0; i--) {
        const e = events[i];
        if (e.type === "message" && e.role === "assistant" && e.phase !== "thinking" && !e.parentToolCallId && e.text.trim() !== "") {
            return e.text;
        }
    }
    return "";
}
/**
 * One detection per skill name; the strongest confidence wins and evidence is
 * concatenated. A read of <dir>/SKILL.md is strong evidence for skill <dir>.
 */
function detectSkills(events, reads, knownSkills = []) {
    const byName = new Map();
    const add = (skill, confidence, evidence) => {
        const current = byName.get(skill);
        if (!current) {
            byName.set(skill, { skill, confidence, evidence: [evidence] });
            return;
        }
        if (SKILL_CONFIDENCE_ORDER.indexOf(confidence) > SKILL_CONFIDENCE_ORDER.indexOf(current.confidence)) {
            current.confidence = confidence;
        }
        if (!current.evidence.includes(evidence))
            current.evidence.push(evidence);
    };
    for (const e of events) {
        if (e.type === "skillSignal")
            add(e.skill, e.confidence, e.signal);
    }
    for (const p of reads) {
        if (path.basename(p) !== "SKILL.md")
            continue;
        const dir = path.dirname(p);
        const known = knownSkills.find((k) => path.resolve(k.dir) === dir);
        add(known?.name ?? path.basename(dir), "strong", `Read ${p}`);
    }
    return [...byName.values()];
}
/** A user-typed `/name args` prompt invokes skill `name` explicitly (Claude Code leaves no event for it). */
function promptSkill(prompt) {
    const match = /^\s*\/([A-Za-z0-9][\w.:-]*)(?:\s|$)/.exec(prompt);
    return match?.[1];
}
/** The session of an execution whose output could not be read at all. */
function emptySession(runner, prompt) {
    return new SessionBuilder(runner, prompt, process.cwd()).finish();
}

// Phases of the main agent's assistant texts: its last text is the final
// answer, the texts before it are commentary. Thinking keeps its phase, and
// sub-agent texts stay unlabelled.
function markPhases(events, finalOutput) {
    const texts = events.filter((e) => e.type === "message" && e.role === "assistant" && e.phase === undefined && !e.parentToolCallId);
    texts.forEach((e, i) => {
        if (e.type !== "message")
            return;
        const last = i === texts.length - 1 && (finalOutput === undefined || finalOutput === e.text);
        e.phase = last ? "final" : "commentary";
    });
}

// What a shell command shows about files: which ones it reads with the usual
// viewing commands (cat, head, tail, sed -n, nl, less, …), and the script
// inside a `bash -lc '…'` wrapper. Agents without a read tool (Codex) read
// files this way, and every agent reads SKILL.md files this way at times; a
// heuristic, so it errs towards missing a read rather than inventing one.
const SHELLS$1 = new Set(["bash", "sh", "zsh", "dash", "ksh"]);
/** The viewing commands, with their options that take a separate value (`head -n 20 file`). */
const VIEWERS = {
    cat: [],
    tac: ["-s", "--separator"],
    less: [],
    more: [],
    head: ["-n", "-c", "--lines", "--bytes"],
    tail: ["-n", "-c", "--lines", "--bytes"],
    nl: ["-b", "-d", "-i", "-l", "-n", "-s", "-v", "-w"],
    bat: ["-l", "--language", "-r", "--line-range", "-H", "--highlight-line", "--style", "--theme"],
    batcat: ["-l", "--language", "-r", "--line-range", "-H", "--highlight-line", "--style", "--theme"],
    sed: ["-e", "-f", "-l", "--expression", "--file"],
};
/** The script of `bash -lc '<script>'` (and sh, zsh, …), else the command itself. */
function unwrapShell(command) {
    const tokens = tokenize(command.trim());
    const shell = tokens[0]?.split("/").at(-1);
    if (tokens.length === 3 && shell && SHELLS$1.has(shell) && /^-[A-Za-z]*c[A-Za-z]*$/.test(tokens[1]))
        return tokens[2];
    return command;
}
/** Files the command reads, as written (relative paths stay relative). */
function shellReads(command) {
    const reads = [];
    for (const segment of segments(unwrapShell(command))) {
        const tokens = tokenize(segment);
        const words = [];
        for (let i = 0; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.startsWith("<<")) {
                if (/^<<[<-]?$/.test(t))
                    i++; // a here-document or here-string: its word is not a file
            }
            else if (t === "<") {
                if (tokens[i + 1] !== undefined)
                    reads.push(tokens[++i]);
            }
            else if (t.startsWith("<")) {
                reads.push(t.slice(1));
            }
            else if (/^(\d*|&)>>?$/.test(t)) {
                i++; // the redirection's target
            }
            else if (!/^(\d*|&)>/.test(t)) {
                words.push(t);
            }
        }
        reads.push(...viewerReads(words));
    }
    return [...new Set(reads)].filter((p) => p !== "" && !/[*?[\]$`]/.test(p));
}
function viewerReads(words) {
    const exe = words[0]?.split("/").at(-1);
    const valued = exe === undefined ? undefined : VIEWERS[exe];
    if (!valued)
        return [];
    const files = [];
    // sed's first operand is its script unless -e/-f gave one.
    let scriptPending = exe === "sed";
    let options = true;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (options && w === "--")
            options = false;
        else if (options && w.startsWith("-") && w.length > 1) {
            if (exe === "sed" && /^(-e|-f|--expression|--file)/.test(w))
                scriptPending = false;
            if (valued.includes(w))
                i++;
        }
        else if (scriptPending)
            scriptPending = false;
        else if (w !== "-")
            files.push(w);
    }
    return files;
}
/** Splits on unquoted ; & | && || and newlines; subshell parentheses are dropped. */
function segments(script) {
    const out = [];
    let current = "";
    let quote;
    for (let i = 0; i < script.length; i++) {
        const ch = script[i];
        if (quote) {
            if (ch === "\\" && quote === '"' && i + 1 < script.length)
                current += ch + script[++i];
            else {
                if (ch === quote)
                    quote = undefined;
                current += ch;
            }
        }
        else if (ch === "'" || ch === '"') {
            quote = ch;
            current += ch;
        }
        else if (ch === "\\" && i + 1 < script.length) {
            current += ch + script[++i];
        }
        else if (ch === ";" || ch === "&" || ch === "|" || ch === "\n" || ch === "(" || ch === ")") {
            // `2>&1` is a redirection, not a background operator.
            if (ch === "&" && current.endsWith(">"))
                current += ch;
            else {
                out.push(current);
                current = "";
            }
        }
        else {
            current += ch;
        }
    }
    out.push(current);
    return out.map((s) => s.trim()).filter((s) => s !== "");
}

// Claude Code's result lines → final output, totals and errors. Since 2.1.3xx
// a run can print several results (a background sub-agent's completion starts
// another turn): `usage` and `num_turns` cover one result each, while
// `modelUsage` and `total_cost_usd` are running totals for the whole session.
/** Messages of a request for a model the provider does not offer. */
const MODEL_REJECTED$7 = /issue with the selected model|model_not_found|not_found_error.*model|model: \S+ (?:not found|does not exist)|does not exist or you do not have access/i;
function applyResults(b, results, synthetic) {
    const last = results.at(-1);
    if (!last)
        return;
    if (typeof last.result === "string")
        b.finalOutput = last.result;
    b.sessionId ??= str(last.session_id);
    b.costUsd = num(last.total_cost_usd);
    const turns = results.map((r) => num(r.num_turns)).filter((n) => n !== undefined);
    if (turns.length > 0)
        b.turns = turns.reduce((a, n) => a + n, 0);
    b.usage = totals(results, last);
    const firstModel = Object.keys(rec(last.modelUsage) ?? {})[0];
    if (!b.model && firstModel)
        b.model = firstModel.replace(/\[[^\]]*\]$/, "");
    const denied = new Set();
    for (const r of results) {
        for (const d of arr(r.permission_denials).filter(isRecord)) {
            const key = str(d.tool_use_id) ?? JSON.stringify(d);
            if (denied.has(key))
                continue;
            denied.add(key);
            const input = d.tool_input ? ` ${JSON.stringify(d.tool_input).slice(0, 200)}` : "";
            b.error({ kind: "permission", message: `permission denied for ${str(d.tool_name) ?? "a tool"}${input} (set permissionMode, or allowedTools, on the runner)` });
        }
        const error = resultError(r, r === last ? synthetic : undefined);
        if (error)
            b.error(error);
    }
}
function resultError(r, synthetic) {
    const errors = arr(r.errors).filter((e) => typeof e === "string");
    if (r.subtype === "error_max_turns")
        return { kind: "max-turns", message: errors.join("; ") || "Claude Code reached its maximum number of turns" };
    if (r.subtype === "error_during_execution")
        return { kind: "crash", message: errors.join("; ") || "Claude Code failed during execution" };
    if (r.subtype === "error_max_budget_usd")
        return { kind: "other", message: errors.join("; ") || "Claude Code reached its maximum budget" };
    if (r.is_error !== true)
        return undefined;
    const message = (typeof r.result === "string" && r.result) || synthetic?.text || errors.join("; ") || "Claude Code reported an error";
    const status = num(r.api_error_status) ?? statusIn(message);
    if (synthetic?.code === "model_not_found" || MODEL_REJECTED$7.test(message)) {
        return { kind: "model-rejected", message, status };
    }
    if (synthetic?.code === "authentication_failed")
        return { kind: "authentication", message, status };
    if (synthetic?.code === "rate_limit")
        return { kind: "rate-limit", message, status };
    return { kind: kindForStatus(status), message, status };
}
/** Gross input (cached included), output and reasoning: the session's running totals when the CLI gives them. */
function totals(results, last) {
    const models = Object.values(rec(last.modelUsage) ?? {}).filter(isRecord);
    if (models.length > 0) {
        const sum = (key) => models.reduce((n, m) => n + (num(m[key]) ?? 0), 0);
        const hasThinking = models.some((m) => num(m.thinkingTokens) !== undefined);
        return usage$5(sum("inputTokens"), sum("outputTokens"), sum("cacheReadInputTokens"), sum("cacheCreationInputTokens"), hasThinking ? sum("thinkingTokens") : undefined);
    }
    const perResult = results.map((r) => r.usage).filter((u) => isRecord(u));
    if (perResult.length === 0)
        return {};
    const sum = (key) => perResult.reduce((n, u) => n + (num(u[key]) ?? 0), 0);
    const thinking = perResult.map((u) => num(rec(u.output_tokens_details)?.thinking_tokens)).filter((n) => n !== undefined);
    return usage$5(sum("input_tokens"), sum("output_tokens"), sum("cache_read_input_tokens"), sum("cache_creation_input_tokens"), thinking.length > 0 ? thinking.reduce((a, n) => a + n, 0) : undefined);
}
/** Anthropic's input_tokens leave cached input out; the session's inputTokens include it. */
function usage$5(input, output, cacheRead, cacheWrite, reasoning) {
    const gross = input + cacheRead + cacheWrite;
    return {
        inputTokens: gross,
        outputTokens: output,
        cacheReadTokens: cacheRead,
        cacheWriteTokens: cacheWrite,
        ...(reasoning !== undefined ? { reasoningTokens: reasoning } : {}),
        totalTokens: gross + output,
    };
}

// Claude Code's stream-json (and the single-object --output-format json) →
// session. One line per content block, usage repeated on each (never summed);
// the totals come from the result lines. Lenient: unknown lines are kept raw.
/** Lines that repeat what other lines say (partial stream events, status pings): not kept. */
const NOISE = new Set(["thinking_tokens", "status", "background_tasks_changed", "task_updated", "hook_started", "hook_progress"]);
function parseClaudeCode(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills);
    const state = { tools: new Map() };
    const results = [];
    const availableSkills = new Set();
    let initModel;
    let synthetic;
    for (const e of b.records(output.stdout)) {
        if (e.type === "system") {
            if (e.subtype === "init") {
                const init = e;
                b.sessionId ??= str(init.session_id);
                b.cliVersion ??= str(init.claude_code_version);
                initModel ??= str(init.model);
                state.cwd ??= str(init.cwd);
                for (const s of Array.isArray(init.skills) ? init.skills : [])
                    if (typeof s === "string")
                        availableSkills.add(s);
            }
            else if (e.subtype === "api_retry") {
                const status = num(e.error_status);
                b.push({ type: "error", kind: kindForStatus(status), status, fatal: false, message: `retrying the model request (attempt ${num(e.attempt) ?? "?"} of ${num(e.max_retries) ?? "?"}): ${str(e.error) ?? "error"}` });
            }
            else if (e.subtype === "task_started" || e.subtype === "task_progress" || e.subtype === "task_notification") {
                subagent(b, e);
            }
            else if (!NOISE.has(String(e.subtype))) {
                b.push({ type: "raw", raw: e });
            }
        }
        else if (e.type === "assistant") {
            const a = e;
            if (a.message?.model === "<synthetic>") {
                // The CLI's stand-in for a failed request: its text is the error, not an answer.
                synthetic = { code: str(a.error), text: blocks(a.message.content).map((c) => (c.type === "text" ? (str(c.text) ?? "") : "")).join("") };
                continue;
            }
            const message = rec(a.message);
            b.model ??= str(message?.model);
            for (const block of blocks(message?.content))
                assistantBlock(b, block, a, state);
        }
        else if (e.type === "user") {
            userLine(b, e, state.tools);
        }
        else if (e.type === "result") {
            results.push(e);
        }
        else if (e.type !== "stream_event") {
            b.push({ type: "raw", raw: e });
        }
    }
    const skill = promptSkill(ctx.prompt);
    if (skill && (availableSkills.has(skill) || ctx.knownSkills?.some((k) => k.name === skill))) {
        b.events.unshift({ type: "skillSignal", skill, signal: `prompt:/${skill}`, confidence: "explicit" });
    }
    b.model ??= initModel?.replace(/\[[^\]]*\]$/, "");
    applyResults(b, results, synthetic);
    b.requireJsonStream(output.stdout, "Claude Code printed no stream-json events; keep --output-format stream-json (runner args must not change it)");
    markPhases(b.events, b.finalOutput);
    return b.finish({ exitCode: output.exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function assistantBlock(b, block, line, state) {
    const parent = str(line.parent_tool_use_id);
    const at = str(line.timestamp);
    const common = { ...(parent ? { parentToolCallId: parent } : {}), ...(at ? { at } : {}) };
    if (block.type === "text") {
        b.push({ type: "message", role: "assistant", text: str(block.text) ?? "", ...common });
    }
    else if (block.type === "thinking") {
        b.push({ type: "message", role: "assistant", phase: "thinking", text: str(block.thinking) ?? "", ...common });
    }
    else if (block.type === "tool_use") {
        const id = str(block.id);
        const name = str(block.name) ?? "unknown";
        const input = isRecord(block.input) ? block.input : {};
        if (id)
            state.tools.set(id, { name, input });
        const resolve = (p) => b.resolve(p, state.cwd);
        b.push({ type: "toolCall", id, tool: name, args: input, ...common });
        const ref = { toolCallId: id, ...common };
        const file = str(input.file_path) ?? str(input.notebook_path);
        if (name === "Bash" && typeof input.command === "string") {
            b.push({ type: "command", command: input.command, ...ref });
            for (const p of shellReads(input.command))
                b.push({ type: "fileRead", path: resolve(p), ...ref });
        }
        else if (name === "Read" && file) {
            b.push({ type: "fileRead", path: resolve(file), ...ref });
        }
        else if (name === "Write" && file) {
            b.push({ type: "fileWrite", path: resolve(file), kind: "write", ...ref });
        }
        else if ((name === "Edit" || name === "MultiEdit" || name === "NotebookEdit") && file) {
            b.push({ type: "fileWrite", path: resolve(file), kind: "edit", ...ref });
        }
        else if (name === "Skill") {
            const skill = str(input.skill) ?? str(input.name);
            if (skill)
                b.push({ type: "skillSignal", skill, signal: "tool:Skill", confidence: "explicit", ...(at ? { at } : {}) });
        }
        else if (name === "Agent" || name === "Task") {
            b.push({ type: "subagent", toolCallId: id, status: "started", description: str(input.description), ...(at ? { at } : {}) });
        }
    }
}
function userLine(b, line, tools) {
    const parent = str(line.parent_tool_use_id);
    const at = str(line.timestamp);
    const common = { ...(parent ? { parentToolCallId: parent } : {}), ...(at ? { at } : {}) };
    const content = rec(line.message)?.content;
    if (typeof content === "string") {
        b.push({ type: "message", role: line.isSynthetic ? "system" : "user", text: content, ...common });
        return;
    }
    for (const block of blocks(content)) {
        if (block.type === "text") {
            // Synthetic user text is the CLI's own (a loaded skill's body), not the user's.
            b.push({ type: "message", role: line.isSynthetic ? "system" : "user", text: str(block.text) ?? "", ...common });
            continue;
        }
        if (block.type !== "tool_result")
            continue;
        const id = str(block.tool_use_id);
        const tool = id ? tools.get(id) : undefined;
        const output = textOf(block.content);
        const isError = block.is_error === true;
        let exitCode;
        if (tool?.name === "Bash") {
            // The exit code is only in the text ("Exit code 3\n…") when the command failed.
            const m = /^Exit code (\d+)/.exec(output);
            exitCode = m ? Number(m[1]) : isError ? undefined : 0;
            const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
            if (command?.type === "command" && exitCode !== undefined)
                command.exitCode = exitCode;
        }
        if (tool?.name === "Write" && isRecord(line.tool_use_result) && line.tool_use_result.type === "create") {
            const write = b.events.findLast((ev) => ev.type === "fileWrite" && ev.toolCallId === id);
            if (write?.type === "fileWrite")
                write.kind = "create";
        }
        b.push({ type: "toolResult", id, tool: tool?.name, output, isError, ...(exitCode !== undefined ? { exitCode } : {}), ...common });
        if ((tool?.name === "Agent" || tool?.name === "Task") && !/agent launched/i.test(output)) {
            b.push({ type: "subagent", toolCallId: id, status: isError ? "failed" : "completed", ...(at ? { at } : {}) });
        }
    }
}
function subagent(b, e) {
    const toolCallId = str(e.tool_use_id);
    // The Agent tool_use already said "started".
    if (e.subtype === "task_started")
        return;
    if (e.subtype === "task_progress") {
        b.push({ type: "subagent", toolCallId, status: "progress", description: str(e.description) ?? str(e.last_tool_name) });
        return;
    }
    const done = b.events.some((ev) => ev.type === "subagent" && ev.toolCallId === toolCallId && (ev.status === "completed" || ev.status === "failed"));
    if (!done)
        b.push({ type: "subagent", toolCallId, status: e.status === "completed" ? "completed" : "failed", description: str(e.summary) });
}
/** Content blocks, whatever the line holds (odd values are skipped). */
function blocks(content) {
    return Array.isArray(content) ? content.filter(isRecord) : [];
}

// type: claude-code — `claude -p … --output-format stream-json --verbose`.
const optionsSchema$9 = strictObject({
    /** --permission-mode. bypassPermissions (the default) lets a headless agent act; as root it needs IS_SANDBOX=1, which agent-bench sets. */
    permissionMode: _enum(["bypassPermissions", "acceptEdits", "dontAsk", "default", "plan", "auto"]).default("bypassPermissions"),
    /** --max-turns: the CLI stops by itself (result error_max_turns → failure origin max-steps). */
    maxTurns: number().int().positive().optional(),
    allowedTools: array(string$1().min(1)).optional(),
    disallowedTools: array(string$1().min(1)).optional(),
    appendSystemPrompt: string$1().optional(),
    systemPrompt: string$1().optional(),
    /** --settings: an object, or a settings file relative to the config file. */
    settings: union([record(string$1(), unknown()), string$1().min(1)]).optional(),
});
const claudeCodeRunner = {
    type: "claude-code",
    displayName: "Claude Code",
    optionsSchema: optionsSchema$9,
    modelProtocol: "anthropic",
    resumes: true,
    async preflight(runner) {
        const options = optionsSchema$9.parse(runner.options);
        if (typeof options.settings === "string" && !existsSync(path.resolve(runner.baseDir, options.settings))) {
            throw configError(`runners.${runner.id}.settings: ${path.resolve(runner.baseDir, options.settings)} does not exist`, {
                hint: "give a Claude Code settings file (relative to the config file) or an inline object",
            });
        }
    },
    prepare(ctx) {
        const options = optionsSchema$9.parse(ctx.runner.options);
        const { executable, launcher } = executableOf(ctx, "claude");
        const files = [];
        const args = [...launcher, "-p", "--output-format", "stream-json", "--verbose", "--permission-mode", options.permissionMode];
        if (ctx.runner.model)
            args.push("--model", ctx.runner.model);
        if (options.maxTurns !== undefined)
            args.push("--max-turns", String(options.maxTurns));
        // The next turn of a multi-turn case continues the session (kept under CLAUDE_CONFIG_DIR in this execution's home).
        if (ctx.resume?.sessionId)
            args.push("--resume", ctx.resume.sessionId);
        if (options.allowedTools)
            args.push("--allowedTools", options.allowedTools.join(","));
        if (options.disallowedTools)
            args.push("--disallowedTools", options.disallowedTools.join(","));
        if (options.systemPrompt !== undefined)
            args.push("--system-prompt", options.systemPrompt);
        if (options.appendSystemPrompt !== undefined)
            args.push("--append-system-prompt", options.appendSystemPrompt);
        if (typeof options.settings === "string")
            args.push("--settings", path.resolve(ctx.runner.baseDir, options.settings));
        else if (options.settings) {
            const file = path.join(ctx.home, "agent-bench-settings.json");
            files.push({ path: file, content: JSON.stringify(options.settings) });
            args.push("--settings", file);
        }
        // "--" keeps a prompt that starts with "-" (and the variadic --allowedTools) from eating each other.
        args.push(...ctx.runner.args, "--", ctx.case.prompt);
        const bypass = options.permissionMode === "bypassPermissions" && runningAsRoot() ? { IS_SANDBOX: "1" } : {};
        const env = cliEnv(ctx, { DISABLE_AUTOUPDATER: "1", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" }, 
        // IS_SANDBOX must be exactly "1" (a machine's IS_SANDBOX=yes does not count).
        { ...bypass, CLAUDE_CONFIG_DIR: path.join(ctx.home, ".claude"), ...(ctx.scriptedModelUrl ? scriptedModelEnv$3(ctx.scriptedModelUrl) : {}) });
        return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files };
    },
    parse: parseClaudeCode,
    createStepCounter() {
        // A step is one model response: every content block repeats its message id.
        const ids = new Set();
        return jsonStepCounter((event) => {
            const e = event;
            if (e?.type === "assistant" && typeof e.message?.id === "string" && e.message.model !== "<synthetic>")
                ids.add(e.message.id);
            return ids.size;
        });
    },
    detectModelRejection: modelRejectionFromSession,
};

// Codex's config.toml for an execution. Always: no update check, no
// analytics. With the scripted model server: a custom provider on the
// Responses API (the built-in openai provider ignores OPENAI_BASE_URL), no
// retries, and a known model slug (an unknown one drops the apply_patch tool).
const SCRIPTED_PROVIDER$1 = "agent-bench";
const SCRIPTED_KEY_ENV = "AGENT_BENCH_MODEL_KEY";
const SCRIPTED_DEFAULT_MODEL$4 = "gpt-5.5";
function codexConfig(scriptedModelUrl, model) {
    const lines = ["check_for_update_on_startup = false"];
    if (scriptedModelUrl) {
        lines.push(`model = ${toml(model ?? SCRIPTED_DEFAULT_MODEL$4)}`, `model_provider = ${toml(SCRIPTED_PROVIDER$1)}`);
    }
    lines.push("", "[analytics]", "enabled = false");
    if (scriptedModelUrl) {
        lines.push("", `[model_providers.${SCRIPTED_PROVIDER$1}]`, `name = "agent-bench scripted model"`, `base_url = ${toml(`${scriptedModelUrl}/v1`)}`, `env_key = ${toml(SCRIPTED_KEY_ENV)}`, `wire_api = "responses"`, 
        // Otherwise a failing request is retried five times with backoff.
        "request_max_retries = 0", "stream_max_retries = 0");
    }
    return `${lines.join("\n")}\n`;
}
/** A TOML value for `-c key=value` and config.toml (TOML basic strings accept JSON string escapes). */
function toml(value) {
    if (typeof value === "string")
        return JSON.stringify(value);
    if (typeof value === "number" || typeof value === "boolean")
        return String(value);
    if (Array.isArray(value))
        return `[${value.map(toml).join(", ")}]`;
    if (value !== null && typeof value === "object") {
        return `{ ${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)} = ${toml(v)}`).join(", ")} }`;
    }
    return JSON.stringify(String(value));
}

// Codex's stream has no turn or request count: a model response is the run of
// items that starts after the previous tool results came back. Counted for
// maxSteps (as lines arrive) and for the session's turns (after the run).
const TOOL_ITEMS = new Set(["command_execution", "file_change", "mcp_tool_call", "web_search", "collab_tool_call"]);
/** Feed events in order; returns the model responses seen so far. */
function modelResponses$1() {
    let responses = 0;
    let awaitingModel = true;
    return (event) => {
        const e = event;
        if (e?.type === "turn.started")
            awaitingModel = true;
        if (typeof e?.type !== "string" || !e.type.startsWith("item."))
            return responses;
        const type = typeof e.item?.type === "string" ? e.item.type : "";
        if (type === "error")
            return responses;
        // A tool item shows up when it starts; messages and reasoning only when complete.
        const fromModel = e.type === "item.started" || !TOOL_ITEMS.has(type);
        if (fromModel && awaitingModel) {
            responses++;
            awaitingModel = false;
        }
        if (e.type === "item.completed" && TOOL_ITEMS.has(type))
            awaitingModel = true;
        return responses;
    };
}

// `codex exec --json` → session. Each item (command, file change, MCP call,
// message) is reported when it starts and again when it completes: calls are
// taken once, on first sight, and results on completion. Commands come from
// the items (unwrapped from `bash -lc '…'`); Codex has no read tool, so reads
// are the files its shell commands view, and skill use is a read of SKILL.md.
/** Messages of a request for a model the provider does not offer (API key and ChatGPT sign-in). */
const MODEL_REJECTED$6 = /model_not_found|does not exist or you do not have access|model is not supported|unsupported model|model \S+ (?:was )?not found/i;
const WRITE_KINDS$1 = { add: "create", update: "edit", delete: "delete" };
function parseCodex(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills);
    const seen = new Set();
    const responses = modelResponses$1();
    let turns = 0;
    let failed = false;
    let lastError;
    const totals = { input: 0, cached: 0, cacheWrite: 0, output: 0, reasoning: 0, reported: false };
    for (const record of b.records(output.stdout)) {
        const e = record;
        turns = responses(e);
        switch (e.type) {
            case "thread.started":
                b.sessionId ??= str(e.thread_id);
                break;
            case "turn.started":
                break;
            case "turn.completed": {
                // The turn got through whatever error it reported before.
                lastError = undefined;
                const u = isRecord(e.usage) ? e.usage : {};
                totals.reported = true;
                totals.input += num(u.input_tokens) ?? 0;
                totals.cached += num(u.cached_input_tokens) ?? 0;
                totals.cacheWrite += num(u.cache_write_input_tokens) ?? 0;
                totals.output += num(u.output_tokens) ?? 0;
                totals.reasoning += num(u.reasoning_output_tokens) ?? 0;
                break;
            }
            case "turn.failed":
                failed = true;
                b.error(classify$5(str(rec(e.error)?.message) ?? lastError ?? "Codex reported a failed turn"));
                break;
            case "error": {
                const message = str(e.message) ?? "";
                // Reconnecting… lines are retries in progress; the turn's fate comes later.
                if (/^Reconnecting\.\.\./.test(message))
                    b.push({ type: "error", kind: kindForStatus(statusIn(message)), status: statusIn(message), message, fatal: false });
                else
                    lastError = message;
                break;
            }
            case "item.started":
            case "item.updated":
            case "item.completed":
                if (isRecord(e.item))
                    item$1(b, e.item, e.type === "item.completed", seen);
                break;
            default:
                b.push({ type: "raw", raw: e });
        }
    }
    if (lastError !== undefined && !failed)
        b.error(classify$5(lastError));
    if (totals.reported) {
        b.usage = {
            inputTokens: totals.input,
            outputTokens: totals.output,
            reasoningTokens: totals.reasoning,
            cacheReadTokens: totals.cached,
            cacheWriteTokens: totals.cacheWrite,
            // output_tokens already includes the reasoning tokens: never add them again.
            totalTokens: totals.input + totals.output,
        };
    }
    if (turns > 0)
        b.turns = turns;
    const version = cliVersionOf(output.files.package);
    if (version)
        b.cliVersion = version;
    markPhases(b.events);
    b.requireJsonStream(output.stdout, "Codex printed no --json events; runner args must not remove --json");
    return b.finish({ exitCode: output.exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function item$1(b, it, completed, seen) {
    const id = str(it.id);
    const first = id === undefined || !seen.has(id);
    if (id !== undefined)
        seen.add(id);
    switch (it.type) {
        case "agent_message":
            if (completed)
                b.push({ type: "message", role: "assistant", text: str(it.text) ?? "" });
            return;
        case "reasoning":
            if (completed)
                b.push({ type: "message", role: "assistant", phase: "thinking", text: str(it.text) ?? "" });
            return;
        case "error":
            // Warnings such as "Model metadata for `x` not found": the turn goes on.
            if (completed)
                b.push({ type: "error", kind: "other", message: str(it.message) ?? "", fatal: false });
            return;
        case "command_execution": {
            const raw = str(it.command) ?? "";
            if (first) {
                const command = unwrapShell(raw);
                b.push({ type: "toolCall", id, tool: "command_execution", args: { command: raw } });
                b.push({ type: "command", command, toolCallId: id });
                for (const p of shellReads(raw))
                    b.push({ type: "fileRead", path: b.resolve(p), toolCallId: id });
            }
            if (completed) {
                const exitCode = num(it.exit_code);
                const command = b.events.findLast((e) => e.type === "command" && e.toolCallId === id);
                if (command?.type === "command" && exitCode !== undefined)
                    command.exitCode = exitCode;
                const isError = it.status === "failed" || it.status === "declined" || (exitCode !== undefined && exitCode !== 0);
                b.push({ type: "toolResult", id, tool: "command_execution", output: str(it.aggregated_output) ?? "", isError, ...(exitCode !== undefined ? { exitCode } : {}) });
            }
            return;
        }
        case "file_change": {
            const changes = arr(it.changes).filter(isRecord);
            if (first)
                b.push({ type: "toolCall", id, tool: "file_change", args: { changes } });
            if (completed) {
                const ok = it.status !== "failed" && it.status !== "declined";
                if (ok) {
                    for (const change of changes) {
                        const file = str(change.path);
                        const kind = WRITE_KINDS$1[String(change.kind ?? "update")] ?? "write";
                        if (file)
                            b.push({ type: "fileWrite", path: b.resolve(file), kind, toolCallId: id });
                    }
                }
                b.push({ type: "toolResult", id, tool: "file_change", output: str(it.status) ?? "", isError: !ok });
            }
            return;
        }
        case "mcp_tool_call": {
            const tool = str(it.tool) ?? "mcp";
            if (first)
                b.push({ type: "toolCall", id, tool, args: { server: it.server, arguments: it.arguments } });
            if (completed) {
                const error = str(rec(it.error)?.message);
                b.push({ type: "toolResult", id, tool, output: error ?? textOf(rec(it.result)?.content ?? rec(it.result)?.structured_content), isError: error !== undefined || it.status === "failed" });
            }
            return;
        }
        case "collab_tool_call": {
            if (first)
                b.push({ type: "toolCall", id, tool: str(it.tool) ?? "collab", args: { prompt: it.prompt } });
            if (completed && it.tool === "spawn_agent")
                b.push({ type: "subagent", toolCallId: id, status: it.status === "failed" ? "failed" : "started", description: str(it.prompt) });
            if (completed && it.tool === "close_agent")
                b.push({ type: "subagent", toolCallId: id, status: "completed" });
            return;
        }
        case "web_search":
            if (first)
                b.push({ type: "toolCall", id, tool: "web_search", args: { query: it.query } });
            return;
        default:
            if (completed)
                b.push({ type: "raw", raw: it });
    }
}
function classify$5(message) {
    const status = statusIn(message);
    if (MODEL_REJECTED$6.test(message))
        return { kind: "model-rejected", message, status };
    return { kind: kindForStatus(status), message, status };
}

// type: codex — `codex exec --json`, with its own CODEX_HOME per execution.
const optionsSchema$8 = strictObject({
    /** danger-full-access (the default) bypasses approvals and the sandbox; the others pass -s (read-only makes writes fail while the run still exits 0). */
    sandbox: _enum(["danger-full-access", "workspace-write", "read-only"]).default("danger-full-access"),
    reasoningEffort: _enum(["minimal", "low", "medium", "high", "xhigh"]).optional(),
    /** Extra config overrides, passed as -c key=value (values become TOML). */
    config: record(string$1().regex(/^[A-Za-z0-9_.-]+$/, "config keys are dotted names such as model_verbosity"), unknown()).optional(),
    /** A Codex auth.json (ChatGPT sign-in), linked into the execution's CODEX_HOME; relative to the config file. API keys go in CODEX_API_KEY instead. */
    authFile: string$1().min(1).optional(),
});
const codexRunner = {
    type: "codex",
    displayName: "OpenAI Codex",
    optionsSchema: optionsSchema$8,
    modelProtocol: "openai-responses",
    resumes: true,
    async preflight(runner) {
        const options = optionsSchema$8.parse(runner.options);
        if (options.authFile && !existsSync(path.resolve(runner.baseDir, options.authFile))) {
            throw configError(`runners.${runner.id}.authFile: ${path.resolve(runner.baseDir, options.authFile)} does not exist`, {
                hint: "point it at the auth.json `codex login` wrote (usually ~/.codex/auth.json), or use CODEX_API_KEY",
            });
        }
    },
    prepare(ctx) {
        const options = optionsSchema$8.parse(ctx.runner.options);
        const { executable, launcher } = executableOf(ctx, "codex");
        const codexHome = path.join(ctx.home, ".codex");
        const scripted = ctx.scriptedModelUrl;
        const files = [{ path: path.join(codexHome, "config.toml"), content: codexConfig(scripted, ctx.runner.model) }];
        if (options.authFile && !scripted && !existsSync(path.join(codexHome, "auth.json"))) {
            // A link, not a copy: a refreshed token lands in the user's own file, and no credential is duplicated.
            mkdirSync(codexHome, { recursive: true });
            symlinkSync(path.resolve(ctx.runner.baseDir, options.authFile), path.join(codexHome, "auth.json"));
        }
        // The next turn of a multi-turn case: `exec resume` (it has no -C and no -s; the process cwd is the workspace).
        const resume = ctx.resume?.sessionId;
        const args = resume ? [...launcher, "exec", "resume", "--json", "--skip-git-repo-check"] : [...launcher, "exec", "--json", "--skip-git-repo-check", "-C", ctx.workspace];
        if (options.sandbox === "danger-full-access")
            args.push("--dangerously-bypass-approvals-and-sandbox");
        else if (resume)
            args.push("-c", `sandbox_mode=${toml(options.sandbox)}`);
        else
            args.push("-s", options.sandbox);
        if (ctx.runner.model)
            args.push("-m", ctx.runner.model);
        if (options.reasoningEffort)
            args.push("-c", `model_reasoning_effort=${toml(options.reasoningEffort)}`);
        for (const [key, value] of Object.entries(options.config ?? {}))
            args.push("-c", `${key}=${toml(value)}`);
        // The plugin marketplace clones from github.com at start-up; a scripted run stays on the loopback.
        if (scripted)
            args.push("--disable", "plugins");
        args.push(...ctx.runner.args, "--", ...(resume ? [resume] : []), ctx.case.prompt);
        const apiKey = ctx.env.CODEX_API_KEY ?? ctx.env.OPENAI_API_KEY;
        const forced = scripted
            ? { CODEX_HOME: codexHome, [SCRIPTED_KEY_ENV]: "agent-bench-scripted-model", CODEX_API_KEY: undefined, OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined }
            : { CODEX_HOME: codexHome, ...(apiKey ? { CODEX_API_KEY: apiKey } : {}) };
        const env = cliEnv(ctx, {}, forced);
        const pkg = packageJsonOf(executable, env, "@openai/codex");
        return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files, ...(pkg ? { collect: { package: pkg } } : {}) };
    },
    parse: parseCodex,
    createStepCounter: () => jsonStepCounter(modelResponses$1()),
    detectModelRejection: modelRejectionFromSession,
};

// type: command — any executable. The prompt goes in as an argument, on
// stdin, or in an environment variable; stdout is the final output (or a
// JSON field of it).
const optionsSchema$7 = strictObject({
    /** How the prompt reaches the command. "arg": appended (or substituted for {prompt} in args). */
    promptVia: _enum(["arg", "stdin", "env"]).default("arg"),
    promptEnv: string$1().regex(/^[A-Za-z_][A-Za-z0-9_]*$/).default("AGENT_BENCH_PROMPT"),
    /** A dot path into stdout parsed as JSON (e.g. "result" or "choices.0.message.content"). */
    outputField: string$1().min(1).optional(),
});
function substitute(arg, values) {
    return arg.replace(/\{(prompt|workspace|model|caseId|runnerId|run)\}/g, (_, key) => values[key] ?? "");
}
const commandRunner = {
    type: "command",
    displayName: "Command",
    requiresCommand: true,
    optionsSchema: optionsSchema$7,
    prepare(ctx) {
        const options = optionsSchema$7.parse(ctx.runner.options);
        const [executable, ...launcherArgs] = ctx.runner.command;
        const values = {
            prompt: ctx.case.prompt,
            workspace: ctx.workspace,
            model: ctx.runner.model ?? "",
            caseId: ctx.case.id,
            runnerId: ctx.runner.id,
            run: String(ctx.run),
        };
        const hasPlaceholder = ctx.runner.args.some((a) => a.includes("{prompt}"));
        const args = [...launcherArgs, ...ctx.runner.args.map((a) => substitute(a, values))];
        if (options.promptVia === "arg" && !hasPlaceholder)
            args.push(ctx.case.prompt);
        const env = { ...ctx.env };
        if (options.promptVia === "env")
            env[options.promptEnv] = ctx.case.prompt;
        return {
            kind: "spawn",
            executable: executable,
            args,
            env,
            cwd: ctx.workspace,
            ...(options.promptVia === "stdin" ? { stdin: ctx.case.prompt } : {}),
        };
    },
    parse(output, ctx) {
        const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills);
        const field = ctx.options?.outputField;
        let text = output.stdout.replace(/\r?\n$/, "");
        if (field) {
            const extracted = extractField(text, field);
            if (extracted.ok)
                text = extracted.value;
            else
                b.error({ kind: "output", message: extracted.error });
        }
        b.push({ type: "message", role: "assistant", phase: "final", text });
        b.finalOutput = text;
        return b.finish({ exitCode: output.exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
    },
};
function extractField(stdout, field) {
    let value;
    try {
        value = JSON.parse(stdout);
    }
    catch {
        return { ok: false, error: `stdout is not JSON, so outputField "${field}" cannot be read` };
    }
    for (const key of field.split(".")) {
        if (value === null || typeof value !== "object")
            return { ok: false, error: `stdout JSON has no field "${field}"` };
        value = value[key];
    }
    if (value === undefined)
        return { ok: false, error: `stdout JSON has no field "${field}"` };
    return { ok: true, value: typeof value === "string" ? value : JSON.stringify(value) };
}

// Copilot against the scripted model server: BYOK offline mode (no GitHub
// sign-in, telemetry, web tools, GitHub MCP or update checks). A Claude model
// id goes through the Anthropic provider (its create/edit tools are plain
// function tools); any other id through Chat Completions (GPT ids get
// apply_patch instead). The user's GitHub and provider credentials are removed.
const SCRIPTED_DEFAULT_MODEL$3 = "claude-sonnet-4.5";
function scriptedModelEnv$2(url, model) {
    const id = model || SCRIPTED_DEFAULT_MODEL$3;
    const anthropic = /^claude/i.test(id);
    return {
        COPILOT_OFFLINE: "true",
        COPILOT_PROVIDER_TYPE: anthropic ? "anthropic" : "openai",
        COPILOT_PROVIDER_BASE_URL: anthropic ? url : `${url}/v1`,
        COPILOT_PROVIDER_API_KEY: "agent-bench-scripted-model",
        COPILOT_MODEL: id,
        COPILOT_PROVIDER_BEARER_TOKEN: undefined,
        COPILOT_PROVIDER_API_KEY_COMMAND: undefined,
        COPILOT_PROVIDER_WIRE_API: undefined,
        COPILOT_PROVIDER_TRANSPORT: undefined,
        COPILOT_PROVIDER_HEADERS: undefined,
        COPILOT_PROVIDER_MODEL_ID: undefined,
        COPILOT_PROVIDER_WIRE_MODEL: undefined,
        COPILOT_GITHUB_TOKEN: undefined,
        GH_TOKEN: undefined,
        GITHUB_TOKEN: undefined,
    };
}

// The files an apply_patch input touches ("*** Add File: p", "*** Update File: p",
// "*** Delete File: p", "*** Move to: p"): the patch format of Codex, which
// OpenCode and Copilot also offer GPT models as a tool.
const HEADERS = [
    [/^\*\*\* Add File: (.+)$/, "create"],
    [/^\*\*\* Update File: (.+)$/, "edit"],
    [/^\*\*\* Delete File: (.+)$/, "delete"],
    [/^\*\*\* Move to: (.+)$/, "create"],
];
function patchedFiles(patch) {
    const files = [];
    for (const line of patch.split(/\r?\n/)) {
        for (const [pattern, kind] of HEADERS) {
            const m = pattern.exec(line.trimEnd());
            if (m)
                files.push({ path: m[1].trim(), kind });
        }
    }
    return files;
}

// Copilot's --usage-output-file: tokens per model (the JSONL stream has none).
// inputTokens include cached input; outputTokens include reasoning.
function usageFromFile(text) {
    if (!text)
        return undefined;
    let file;
    try {
        file = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!isRecord(file))
        return undefined;
    const models = Object.values(rec(file.modelMetrics) ?? {}).filter(isRecord);
    if (models.length === 0)
        return undefined;
    const sum = (key) => models.reduce((n, m) => n + (num(rec(m.usage)?.[key]) ?? 0), 0);
    const has = (key) => models.some((m) => num(rec(m.usage)?.[key]) !== undefined);
    const input = sum("inputTokens");
    const output = sum("outputTokens");
    return {
        usage: {
            inputTokens: input,
            outputTokens: output,
            cacheReadTokens: sum("cacheReadTokens"),
            cacheWriteTokens: sum("cacheWriteTokens"),
            ...(has("reasoningTokens") ? { reasoningTokens: sum("reasoningTokens") } : {}),
            totalTokens: input + output,
        },
        model: str(file.currentModel) ?? Object.keys(rec(file.modelMetrics) ?? {})[0],
    };
}

// `copilot -p … --output-format json` → session. Most lines are ephemeral
// progress (deltas, background-task pings) and are dropped, except the list
// of loaded skills and failed model calls. A tool is announced three ways
// (the assistant's toolRequests, tool.execution_start, telemetry): it is
// taken once, from tool.execution_start. A shell command that exits non-zero
// still reports success:true, so its exit code comes from shellExecution.
// The stream has no token counts: they come from --usage-output-file.
const MODEL_REJECTED$5 = /Model '[^']*' not found|model_not_found|does not exist or you do not have access|model is not supported|unsupported model|not a valid model/i;
const SHELLS = new Set(["bash", "powershell", "shell"]);
const WRITE_KINDS = { create: "create", edit: "edit", delete: "delete" };
function parseCopilot(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills);
    const tools = new Map();
    let turns = 0;
    for (const e of b.records(output.stdout)) {
        const data = rec(e.data) ?? {};
        const at = str(e.timestamp) ? { at: str(e.timestamp) } : {};
        const parent = str(data.parentToolCallId);
        const common = { ...(parent ? { parentToolCallId: parent } : {}), ...at };
        if (e.ephemeral === true) {
            ephemeral(b, String(e.type), data, e, at);
            continue;
        }
        switch (e.type) {
            case "user.message":
                b.push({ type: "message", role: "user", text: str(data.content) ?? "", ...common });
                break;
            case "assistant.turn_start":
                if (!parent)
                    turns++;
                break;
            case "assistant.turn_end":
                break;
            case "assistant.message": {
                if (!parent)
                    b.model ??= str(data.model);
                const reasoning = str(data.reasoningText);
                if (reasoning)
                    b.push({ type: "message", role: "assistant", phase: "thinking", text: reasoning, ...common });
                const content = str(data.content);
                if (content)
                    b.push({ type: "message", role: "assistant", text: content, ...common });
                break;
            }
            case "tool.execution_start":
                toolStart(b, data, tools, common);
                break;
            case "tool.execution_complete":
                toolComplete(b, data, tools, common);
                break;
            case "session.error":
                b.error(classify$4(data));
                break;
            case "result":
                b.sessionId ??= str(e.sessionId);
                break;
            default:
                b.push({ type: "raw", raw: e });
        }
    }
    if (turns > 0)
        b.turns = turns;
    const usage = usageFromFile(output.files.usage);
    if (usage) {
        b.usage = usage.usage;
        b.model ??= usage.model;
    }
    b.cliVersion = cliVersionOf(output.files.package);
    markPhases(b.events);
    b.requireJsonStream(output.stdout, "Copilot printed no --output-format json events; runner args must not change --output-format");
    return b.finish({ exitCode: output.exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function ephemeral(b, type, data, e, at) {
    // The skills the session offered (project and built-in): kept for the transcript.
    if (type === "session.skills_loaded")
        b.push({ type: "raw", raw: e, ...at });
    else if (type === "model.call_failure") {
        const status = num(data.statusCode);
        b.push({ type: "error", kind: kindForStatus(status), status, fatal: false, message: `model request failed (attempt ${(num(data.retryAttempt) ?? 0) + 1})${status ? `: HTTP ${status}` : ""}`, ...at });
    }
}
function toolStart(b, data, tools, common) {
    const id = str(data.toolCallId);
    if (id && tools.has(id))
        return;
    const name = str(data.toolName) ?? "unknown";
    const args = rec(data.arguments) ?? {};
    if (id)
        tools.set(id, { name, args, raw: data.arguments });
    b.push({ type: "toolCall", id, tool: name, args: data.arguments ?? {}, ...common });
    const ref = { toolCallId: id, ...common };
    const file = str(args.path) ?? str(args.file_path) ?? str(args.filePath);
    if (SHELLS.has(name) && typeof args.command === "string") {
        b.push({ type: "command", command: args.command, ...ref });
        for (const p of shellReads(args.command))
            b.push({ type: "fileRead", path: b.resolve(p), ...ref });
    }
    else if ((name === "view" || name === "read" || name === "read_file") && file) {
        b.push({ type: "fileRead", path: b.resolve(file), ...ref });
    }
    else if (name === "skill") {
        const skill = str(args.skill) ?? str(args.name);
        if (skill)
            b.push({ type: "skillSignal", skill, signal: "tool:skill", confidence: "explicit", ...(common.at ? { at: common.at } : {}) });
    }
    else if (name === "task") {
        b.push({ type: "subagent", toolCallId: id, status: "started", description: str(args.description) ?? str(args.agent_type), ...(common.at ? { at: common.at } : {}) });
    }
}
function toolComplete(b, data, tools, common) {
    const id = str(data.toolCallId);
    const tool = id ? tools.get(id) : undefined;
    const success = data.success !== false;
    const exitCode = num(rec(data.shellExecution)?.exitCode);
    const ref = { toolCallId: id, ...common };
    if (exitCode !== undefined) {
        const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
        if (command?.type === "command")
            command.exitCode = exitCode;
    }
    if (success)
        writes$1(b, tool, arr(data.fileEdits), ref);
    const result = rec(data.result);
    const output = success ? (str(result?.content) ?? textOf(data.result)) : (str(rec(data.error)?.message) ?? str(data.error) ?? str(result?.content) ?? "");
    b.push({ type: "toolResult", id, tool: tool?.name, output, isError: !success || (exitCode !== undefined && exitCode !== 0), ...(exitCode !== undefined ? { exitCode } : {}), ...common });
    if (tool?.name === "task")
        b.push({ type: "subagent", toolCallId: id, status: success ? "completed" : "failed", ...(common.at ? { at: common.at } : {}) });
}
/** Files a tool changed: its fileEdits, else what its arguments name (create/edit path, an apply_patch input). */
function writes$1(b, tool, edits, ref) {
    const listed = edits.filter(isRecord).flatMap((edit) => {
        const file = str(edit.path);
        return file ? [{ path: file, kind: WRITE_KINDS[String(edit.kind)] ?? "write" }] : [];
    });
    const files = listed.length > 0 ? listed : tool ? fromArguments(tool) : [];
    for (const f of files)
        b.push({ type: "fileWrite", path: b.resolve(f.path), kind: f.kind, ...ref });
}
function fromArguments(tool) {
    const file = str(tool.args.path);
    if (tool.name === "create" && file)
        return [{ path: file, kind: "create" }];
    if ((tool.name === "edit" || tool.name === "str_replace" || tool.name === "insert") && file)
        return [{ path: file, kind: "edit" }];
    if (tool.name === "apply_patch")
        return patchedFiles(typeof tool.raw === "string" ? tool.raw : (str(tool.args.input) ?? ""));
    return [];
}
function classify$4(data) {
    const message = str(data.message) ?? "Copilot reported an error";
    const status = num(data.statusCode) ?? statusIn(message);
    if (MODEL_REJECTED$5.test(message))
        return { kind: "model-rejected", message, status };
    if (data.errorType === "authentication")
        return { kind: "authentication", message, status };
    if (data.errorType === "rate_limit" || data.errorType === "rateLimit")
        return { kind: "rate-limit", message, status };
    if (status !== undefined || data.errorType === "query")
        return { kind: kindForStatus(status), message, status };
    return { kind: "other", message };
}

// type: copilot — `copilot --prompt=… --output-format json --allow-all-tools`,
// with ~/.copilot in the execution's fresh home and token counts from
// --usage-output-file (written into the home, collected after the exit).
const optionsSchema$6 = strictObject({
    /** --allow-all (tools, any path, any URL) instead of --allow-all-tools (tools only; paths outside the workspace still need approval, which nobody gives). */
    allowAll: boolean().default(false),
    /** --reasoning-effort. */
    reasoningEffort: _enum(["none", "minimal", "low", "medium", "high", "xhigh", "max"]).optional(),
    /** --agent: a custom agent. */
    agent: string$1().min(1).optional(),
    /** --available-tools / --excluded-tools. */
    availableTools: array(string$1().min(1)).optional(),
    excludedTools: array(string$1().min(1)).optional(),
    /** false: --no-custom-instructions (AGENTS.md and .github/copilot-instructions.md are not loaded). */
    customInstructions: boolean().default(true),
    /** false: --disable-builtin-mcps (the GitHub MCP server). */
    builtinMcps: boolean().default(true),
});
const copilotRunner = {
    type: "copilot",
    displayName: "GitHub Copilot CLI",
    resumes: true,
    optionsSchema: optionsSchema$6,
    // Against the scripted model: Anthropic Messages for Claude ids (the default), Chat Completions for others.
    modelProtocol: "anthropic",
    prepare(ctx) {
        const options = optionsSchema$6.parse(ctx.runner.options);
        const { executable, launcher } = executableOf(ctx, "copilot");
        const usageFile = path.join(ctx.home, "copilot-usage.json");
        // --prompt=… keeps a prompt that starts with "-" from being read as a flag.
        const args = [...launcher, `--prompt=${ctx.case.prompt}`, "--output-format", "json", options.allowAll ? "--allow-all" : "--allow-all-tools", "--no-auto-update", "--usage-output-file", usageFile];
        const scripted = ctx.scriptedModelUrl ? scriptedModelEnv$2(ctx.scriptedModelUrl, ctx.runner.model) : undefined;
        const model = scripted?.COPILOT_MODEL ?? ctx.runner.model;
        if (model)
            args.push("--model", model);
        if (ctx.resume?.sessionId)
            args.push(`--resume=${ctx.resume.sessionId}`);
        if (options.reasoningEffort)
            args.push("--reasoning-effort", options.reasoningEffort);
        if (options.agent)
            args.push("--agent", options.agent);
        if (options.availableTools)
            args.push(`--available-tools=${options.availableTools.join(",")}`);
        if (options.excludedTools)
            args.push(`--excluded-tools=${options.excludedTools.join(",")}`);
        if (!options.customInstructions)
            args.push("--no-custom-instructions");
        if (!options.builtinMcps)
            args.push("--disable-builtin-mcps");
        args.push(...ctx.runner.args);
        const env = cliEnv(ctx, { COPILOT_AUTO_UPDATE: "false", NO_COLOR: "1" }, { COPILOT_HOME: undefined, ...scripted });
        const pkg = packageJsonOf(executable, env, "@github/copilot");
        return {
            kind: "spawn",
            executable,
            args,
            env,
            cwd: ctx.workspace,
            collect: { usage: usageFile, ...(pkg ? { package: pkg } : {}) },
        };
    },
    parse: parseCopilot,
    createStepCounter() {
        // A step is one model response: each assistant message has its own id.
        const ids = new Set();
        return jsonStepCounter((event) => {
            const e = event;
            const id = e?.data?.messageId;
            if ((e?.type === "assistant.message" || e?.type === "assistant.message_start") && typeof id === "string" && e.data?.parentToolCallId === undefined)
                ids.add(id);
            return ids.size;
        });
    },
    detectModelRejection: modelRejectionFromSession,
};

// Cursor's stream has no turn count: a model response is an assistant line,
// or the tool calls started under a model_call_id not seen before. Counted
// for maxSteps (as lines arrive) and for the session's turns.
/** Feed events in order; returns the model responses seen so far. */
function modelSteps() {
    const calls = new Set();
    let responses = 0;
    return (event) => {
        const e = event;
        const id = typeof e?.model_call_id === "string" ? e.model_call_id : undefined;
        const fromModel = e?.type === "assistant" || (e?.type === "tool_call" && e.subtype === "started");
        if (!fromModel)
            return responses;
        if (id === undefined) {
            // Without ids every assistant line is a response; an id-less tool call belongs to the response before it.
            if (e?.type === "assistant")
                responses++;
        }
        else if (!calls.has(id)) {
            calls.add(id);
            responses++;
        }
        return responses;
    };
}

// `cursor-agent -p --output-format stream-json` → session, from the schema
// Cursor documents (../shared/docs/agent-clis.md §8; not recorded: the CLI
// cannot run offline). A tool call is printed when it starts and again when it
// completes: the call is taken once per call_id, on first sight, and its
// result on completion. Tool lines hold one "<kind>ToolCall" object
// (shellToolCall, readToolCall, writeToolCall, …) or a "function".
const MODEL_REJECTED$4 = /Cannot use this model:/;
function parseCursor(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills);
    const calls = new Map();
    const steps = modelSteps();
    let thinking;
    let responses = 0;
    let result;
    for (const e of b.records(output.stdout)) {
        responses = steps(e);
        b.sessionId ??= str(e.session_id);
        const at = atOf$1(e.timestamp_ms);
        if (e.type !== "thinking")
            thinking = undefined;
        switch (e.type) {
            case "system":
                if (e.subtype === "init")
                    b.model ??= str(e.model);
                else
                    b.push({ type: "raw", raw: e });
                break;
            case "user":
                b.push({ type: "message", role: "user", text: textOf(rec(e.message)?.content), ...at });
                break;
            case "thinking": {
                // Deltas of one thought are joined; "completed" ends it.
                const text = str(e.text) ?? "";
                if (thinking)
                    thinking.text += text;
                else if (text !== "" || e.subtype !== "completed") {
                    const message = { type: "message", role: "assistant", phase: "thinking", text, ...at };
                    b.push(message);
                    thinking = message;
                }
                if (e.subtype === "completed")
                    thinking = undefined;
                break;
            }
            case "assistant":
                b.push({ type: "message", role: "assistant", text: textOf(rec(e.message)?.content), ...at });
                break;
            case "tool_call":
                toolCall(b, e, calls, at);
                break;
            case "result":
                result = e;
                break;
            default:
                b.push({ type: "raw", raw: e });
        }
    }
    if (result)
        applyResult(b, result);
    if (responses > 0)
        b.turns = responses;
    const rejected = output.stderr.split("\n").find((l) => MODEL_REJECTED$4.test(l));
    if (rejected)
        b.error({ kind: "model-rejected", message: rejected.trim() });
    else if (!result && output.exitCode !== null && output.exitCode !== 0) {
        // No result line: the reason is on stderr.
        const message = lastLine(output.stderr);
        if (message)
            b.error(classify$3(message));
    }
    markPhases(b.events, b.finalOutput);
    b.requireJsonStream(output.stdout, "Cursor agent printed no stream-json events; runner args must not change --output-format");
    return b.finish({ exitCode: output.exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function toolCall(b, e, calls, at) {
    const id = str(e.call_id);
    const body = rec(e.tool_call) ?? {};
    const [key, value] = Object.entries(body).find(([, v]) => isRecord(v)) ?? ["unknown", {}];
    const inner = rec(value) ?? {};
    const tool = key === "function" ? (str(inner.name) ?? "function") : key.replace(/ToolCall$/, "");
    const args = key === "function" ? (parseArguments(inner.arguments) ?? {}) : (rec(inner.args) ?? {});
    const first = id === undefined || !calls.has(id);
    if (first) {
        if (id)
            calls.set(id, { tool, args });
        b.push({ type: "toolCall", id, tool, args, ...at });
        derived(b, tool, args, id, at);
    }
    if (e.subtype !== "completed")
        return;
    const outcome = rec(inner.result) ?? {};
    const success = rec(outcome.success);
    const failure = outcome.error ?? outcome.failure ?? outcome.rejected;
    const exitCode = num(success?.exitCode) ?? num(rec(failure)?.exitCode);
    if (tool === "shell" && exitCode !== undefined) {
        const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
        if (command?.type === "command")
            command.exitCode = exitCode;
    }
    const isError = failure !== undefined || (exitCode !== undefined && exitCode !== 0);
    if (failure === undefined)
        writes(b, tool, args, success, id, at);
    const text = success ? (str(success.stdout) ?? str(success.content) ?? textOf(success)) : textOf(rec(failure)?.message ?? rec(failure)?.stderr ?? failure);
    b.push({ type: "toolResult", id, tool, output: text, isError, ...(exitCode !== undefined ? { exitCode } : {}), ...at });
}
function derived(b, tool, args, id, at) {
    const ref = { toolCallId: id, ...at };
    const file = str(args.path) ?? str(args.filePath) ?? str(args.file_path);
    if (tool === "shell" && typeof args.command === "string") {
        const dir = str(args.workingDirectory) ?? str(args.cwd);
        b.push({ type: "command", command: args.command, ...ref });
        for (const p of shellReads(args.command))
            b.push({ type: "fileRead", path: b.resolve(p, dir ? b.resolve(dir) : undefined), ...ref });
    }
    else if (tool === "read" && file) {
        b.push({ type: "fileRead", path: b.resolve(file), ...ref });
    }
    else if (/skill/i.test(tool)) {
        // No documented skill tool: any tool named like one (skillgym's rule) loads the skill it names.
        const skill = str(args.name) ?? str(args.skill);
        if (skill)
            b.push({ type: "skillSignal", skill, signal: `tool:${tool}`, confidence: "explicit", ...at });
    }
}
function writes(b, tool, args, success, id, at) {
    const file = str(success?.path) ?? str(args.path) ?? str(args.filePath) ?? str(args.file_path);
    const kind = tool === "write" ? "write" : tool === "edit" ? "edit" : tool === "delete" ? "delete" : undefined;
    if (file && kind)
        b.push({ type: "fileWrite", path: b.resolve(file), kind, toolCallId: id, ...at });
}
function applyResult(b, r) {
    b.sessionId ??= str(r.session_id);
    if (typeof r.result === "string")
        b.finalOutput = finalAnswer(b, r.result);
    // The documented result has no usage; a newer CLI's, when present, is read.
    const usage = rec(r.usage);
    const input = num(usage?.inputTokens) ?? num(usage?.input_tokens);
    const output = num(usage?.outputTokens) ?? num(usage?.output_tokens);
    if (input !== undefined || output !== undefined) {
        const cacheRead = num(usage?.cacheReadTokens) ?? num(usage?.cache_read_input_tokens);
        const cacheWrite = num(usage?.cacheWriteTokens) ?? num(usage?.cache_creation_input_tokens);
        b.usage = { inputTokens: input, outputTokens: output, cacheReadTokens: cacheRead, cacheWriteTokens: cacheWrite, totalTokens: (input ?? 0) + (output ?? 0) };
    }
    if (r.is_error === true || (typeof r.subtype === "string" && r.subtype !== "success")) {
        b.error(classify$3((typeof r.result === "string" && r.result) || str(r.error) || `Cursor agent reported ${str(r.subtype) ?? "an error"}`));
    }
}
/** The documented result joins every assistant text; the answer is the last of them. */
function finalAnswer(b, result) {
    const texts = b.events.flatMap((e) => (e.type === "message" && e.role === "assistant" && e.phase !== "thinking" ? [e.text] : []));
    if (texts.length > 1 && (result === texts.join("") || result === texts.join("\n") || result === texts.join("\n\n")))
        return texts.at(-1);
    return result;
}
function classify$3(message) {
    if (MODEL_REJECTED$4.test(message))
        return { kind: "model-rejected", message };
    const status = statusIn(message);
    if (status !== undefined)
        return { kind: kindForStatus(status), message, status };
    if (/unauthori[sz]ed|not authenticated|api key|log ?in/i.test(message))
        return { kind: "authentication", message };
    if (/rate limit|too many requests|usage limit/i.test(message))
        return { kind: "rate-limit", message };
    return { kind: "crash", message };
}
function parseArguments(value) {
    if (isRecord(value))
        return value;
    if (typeof value !== "string")
        return undefined;
    try {
        const parsed = JSON.parse(value);
        return isRecord(parsed) ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
function lastLine(text) {
    return text.trim().split("\n").filter((l) => l.trim() !== "").at(-1)?.trim().slice(0, 500);
}
function atOf$1(ms) {
    const n = num(ms);
    return n !== undefined && n > 0 && n < 8.64e15 ? { at: new Date(n).toISOString() } : {};
}

// type: cursor — `cursor-agent -p --output-format stream-json --force --trust
// --workspace <workspace>`. Cursor's agent talks only to Cursor's own backend,
// so it cannot run against the scripted model server; its parser follows the
// documented stream schema and is tested with constructed streams.
const optionsSchema$5 = strictObject({
    /** --force: apply edits and run commands without asking (without it edits are only proposed). */
    force: boolean().default(true),
    /** --trust: trust the workspace without a prompt. */
    trust: boolean().default(true),
    /** --sandbox enabled|disabled. */
    sandbox: _enum(["enabled", "disabled"]).optional(),
    /** --mode plan: analyse only. */
    mode: _enum(["plan"]).optional(),
    /** --approve-mcps: use the workspace's MCP servers without asking. */
    approveMcps: boolean().default(false),
});
const cursorRunner = {
    type: "cursor",
    displayName: "Cursor agent",
    resumes: true,
    optionsSchema: optionsSchema$5,
    prepare(ctx) {
        const options = optionsSchema$5.parse(ctx.runner.options);
        const { executable, launcher } = executableOf(ctx, "cursor-agent");
        const args = [...launcher, "-p", "--output-format", "stream-json", "--workspace", ctx.workspace];
        if (options.force)
            args.push("--force");
        if (options.trust)
            args.push("--trust");
        if (options.sandbox)
            args.push("--sandbox", options.sandbox);
        if (options.mode)
            args.push("--mode", options.mode);
        if (options.approveMcps)
            args.push("--approve-mcps");
        if (ctx.runner.model)
            args.push("--model", ctx.runner.model);
        if (ctx.resume?.sessionId)
            args.push("--resume", ctx.resume.sessionId);
        args.push(...ctx.runner.args, "--", ctx.case.prompt);
        // CURSOR_API_KEY passes through from the environment; a login kept in your own ~/.cursor is not visible.
        return { kind: "spawn", executable, args, env: cliEnv(ctx, { NO_COLOR: "1" }), cwd: ctx.workspace };
    },
    parse: parseCursor,
    createStepCounter: () => jsonStepCounter(modelSteps()),
    detectModelRejection: modelRejectionFromSession,
};

// Gemini CLI's ~/.gemini/settings.json for an execution. Always: no usage
// statistics, telemetry or update checks. The auth type must be named, or a
// key-and-base-URL setup fails ("Invalid auth method selected.", exit 41).
// With the scripted model server: one attempt per request (else 5xx errors
// are retried for minutes) and an explicit model (else a hidden router call).
const SCRIPTED_DEFAULT_MODEL$2 = "gemini-2.5-flash";
function geminiSettings(input) {
    const settings = {
        privacy: { usageStatisticsEnabled: false },
        telemetry: { enabled: false },
        general: { enableAutoUpdate: false, enableAutoUpdateNotification: false, ...(input.scripted ? { maxAttempts: 1 } : {}) },
    };
    if (input.authType)
        settings.security = { auth: { selectedType: input.authType } };
    if (input.maxSessionTurns !== undefined)
        settings.model = { maxSessionTurns: input.maxSessionTurns };
    return merge$2(settings, input.extra ?? {});
}
/** The auth type the environment's credentials call for. */
function authTypeFor(env, scripted) {
    if (scripted)
        return "gemini-api-key";
    if (env.GOOGLE_GENAI_USE_VERTEXAI === "true" || env.GOOGLE_GENAI_USE_VERTEXAI === "1")
        return "vertex-ai";
    if (env.GEMINI_API_KEY || env.GOOGLE_API_KEY)
        return "gemini-api-key";
    return undefined;
}
function scriptedModelEnv$1(url) {
    return {
        GOOGLE_GEMINI_BASE_URL: url,
        GEMINI_API_KEY: "agent-bench-scripted-model",
        GOOGLE_API_KEY: undefined,
        GOOGLE_GENAI_USE_VERTEXAI: undefined,
        GOOGLE_CLOUD_PROJECT: undefined,
        GOOGLE_APPLICATION_CREDENTIALS: undefined,
    };
}
function merge$2(base, extra) {
    const out = { ...base };
    for (const [key, value] of Object.entries(extra)) {
        const current = out[key];
        out[key] = isPlain$2(current) && isPlain$2(value) ? merge$2(current, value) : value;
    }
    return out;
}
function isPlain$2(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Gemini CLI's stream has no request count: a model response is the run of
// tool calls and assistant text between tool results. Counted for maxSteps
// (as lines arrive) and for the session's turns (after the run).
/** Feed events in order; returns the model responses seen so far. */
function modelResponses() {
    let responses = 0;
    let responding = false;
    return (event) => {
        const e = event;
        const fromModel = e?.type === "tool_use" || (e?.type === "message" && e.role === "assistant");
        if (fromModel && !responding)
            responses++;
        if (fromModel)
            responding = true;
        else if (e?.type === "tool_result" || e?.type === "init" || e?.type === "message")
            responding = false;
        return responses;
    };
}

// Gemini CLI's stream-json (and the one object of --output-format json) →
// session. Assistant text arrives as deltas and is joined; tool results are
// display text (a failing shell command can still say "success"); the totals
// come from the result line's stats.
const MODEL_REJECTED$3 = /is not found for API version|ModelNotFoundError|model_not_found|models\/\S+ is not found/i;
function parseGemini(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills);
    const whole = wholeObject(output.stdout);
    if (whole)
        jsonMode(b, whole, output.exitCode);
    else
        streamMode(b, output);
    b.cliVersion ??= cliVersionOf(output.files.package);
    return b.finish({ exitCode: output.exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function streamMode(b, output) {
    const tools = new Map();
    let text;
    const count = modelResponses();
    let responses = 0;
    // An error event and the failed result that follows it say the same thing once.
    const fatal = (error) => {
        if (!b.errors.some((e) => e.message === error.message))
            b.error(error);
    };
    // A line that is not JSON ends the message being streamed.
    const endMessage = () => {
        text = undefined;
    };
    for (const record of b.records(output.stdout, endMessage)) {
        const e = record;
        const at = str(e.timestamp);
        responses = count(e);
        if (!(e.type === "message" && e.role === "assistant"))
            text = undefined;
        switch (e.type) {
            case "init":
                b.sessionId ??= str(e.session_id);
                b.model ??= str(e.model);
                break;
            case "message":
                if (e.role === "assistant") {
                    if (text)
                        text.text += str(e.content) ?? "";
                    else {
                        text = { type: "message", role: "assistant", text: str(e.content) ?? "", ...(at ? { at } : {}) };
                        b.push(text);
                    }
                }
                else {
                    b.push({ type: "message", role: "user", text: str(e.content) ?? "", ...(at ? { at } : {}) });
                }
                break;
            case "tool_use":
                toolUse$1(b, e, tools);
                break;
            case "tool_result": {
                const id = str(e.tool_id);
                const tool = id ? tools.get(id) : undefined;
                const out = str(e.output) ?? str(rec(e.error)?.message) ?? "";
                const m = tool === "run_shell_command" ? /(?:exited with code|Exit Code):? (\d+)/i.exec(out) : null;
                const exitCode = m ? Number(m[1]) : undefined;
                if (exitCode !== undefined) {
                    const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
                    if (command?.type === "command")
                        command.exitCode = exitCode;
                }
                b.push({ type: "toolResult", id, tool, output: out, isError: e.status === "error", ...(exitCode !== undefined ? { exitCode } : {}), ...(at ? { at } : {}) });
                if (tool === "invoke_agent" || tool === "delegate_to_agent")
                    b.push({ type: "subagent", toolCallId: id, status: e.status === "error" ? "failed" : "completed" });
                break;
            }
            case "error": {
                const message = str(e.message) ?? "Gemini CLI reported an error";
                if (e.severity === "warning")
                    b.push({ type: "error", kind: "other", message, fatal: false, ...(at ? { at } : {}) });
                else
                    fatal(/maximum session turns/i.test(message) ? { kind: "max-turns", message } : classify$2(message, output.exitCode));
                break;
            }
            case "result":
                if (isRecord(e.stats))
                    usageFromStats(b, e.stats);
                if (e.status === "error")
                    fatal(classify$2(str(rec(e.error)?.message) ?? "Gemini CLI reported an error", output.exitCode));
                break;
            default:
                b.push({ type: "raw", raw: e });
        }
    }
    if (responses > 0)
        b.turns = responses;
    markPhases(b.events);
    b.requireJsonStream(output.stdout, "Gemini CLI printed no stream-json events; runner args must not change --output-format");
    if (b.jsonLines === 0 && output.stdout.trim() === "") {
        // --output-format json writes its errors to stderr.
        const error = stderrError(output.stderr);
        if (error)
            b.error(classify$2(str(error.message) ?? "Gemini CLI reported an error", output.exitCode, num(error.code)));
    }
}
function toolUse$1(b, e, tools) {
    const id = str(e.tool_id);
    const name = str(e.tool_name) ?? "unknown";
    const params = rec(e.parameters) ?? {};
    const at = str(e.timestamp);
    if (id)
        tools.set(id, name);
    b.push({ type: "toolCall", id, tool: name, args: params, ...(at ? { at } : {}) });
    const ref = { toolCallId: id, ...(at ? { at } : {}) };
    const file = str(params.file_path) ?? str(params.absolute_path) ?? str(params.path);
    if (name === "run_shell_command" && typeof params.command === "string") {
        const base = str(params.dir_path) ?? str(params.directory);
        b.push({ type: "command", command: params.command, ...ref });
        for (const p of shellReads(params.command))
            b.push({ type: "fileRead", path: b.resolve(p, base ? b.resolve(base) : undefined), ...ref });
    }
    else if (name === "read_file" && file) {
        b.push({ type: "fileRead", path: b.resolve(file), ...ref });
    }
    else if (name === "read_many_files") {
        for (const p of arr(params.paths ?? params.file_paths))
            if (typeof p === "string" && !/[*?[]/.test(p))
                b.push({ type: "fileRead", path: b.resolve(p), ...ref });
    }
    else if (name === "write_file" && file) {
        b.push({ type: "fileWrite", path: b.resolve(file), kind: "write", ...ref });
    }
    else if ((name === "replace" || name === "edit") && file) {
        b.push({ type: "fileWrite", path: b.resolve(file), kind: "edit", ...ref });
    }
    else if (name === "activate_skill" && typeof params.name === "string") {
        b.push({ type: "skillSignal", skill: params.name, signal: "tool:activate_skill", confidence: "explicit", ...(at ? { at } : {}) });
    }
    else if (name === "invoke_agent" || name === "delegate_to_agent") {
        b.push({ type: "subagent", toolCallId: id, status: "started", description: str(params.agent_name) ?? str(params.objective), ...(at ? { at } : {}) });
    }
}
function usageFromStats(b, stats) {
    const input = num(stats.input_tokens);
    const outputTokens = num(stats.output_tokens);
    if (input === undefined && outputTokens === undefined)
        return;
    b.usage = {
        inputTokens: input,
        outputTokens,
        cacheReadTokens: num(stats.cached),
        totalTokens: num(stats.total_tokens) ?? (input ?? 0) + (outputTokens ?? 0),
    };
    if (!b.model && isRecord(stats.models))
        b.model = Object.keys(stats.models)[0];
}
/** --output-format json: one (pretty-printed) object with the response and per-model stats. */
function jsonMode(b, o, exitCode) {
    b.sessionId = str(o.session_id);
    if (typeof o.response === "string") {
        b.push({ type: "message", role: "assistant", phase: "final", text: o.response });
        b.finalOutput = o.response;
    }
    const models = Object.entries(rec(rec(o.stats)?.models) ?? {});
    if (models.length > 0) {
        b.model = models[0][0];
        let input = 0, output = 0, cached = 0, thoughts = 0, total = 0, requests = 0;
        for (const [, m] of models) {
            const t = rec(rec(m)?.tokens) ?? {};
            input += num(t.prompt) ?? num(t.input) ?? 0;
            output += num(t.candidates) ?? 0;
            cached += num(t.cached) ?? 0;
            thoughts += num(t.thoughts) ?? 0;
            total += num(t.total) ?? 0;
            requests += num(rec(rec(m)?.api)?.totalRequests) ?? 0;
        }
        b.usage = { inputTokens: input, outputTokens: output, cacheReadTokens: cached, reasoningTokens: thoughts, totalTokens: total || input + output + thoughts };
        if (requests > 0)
            b.turns = requests;
    }
    if (isRecord(o.error))
        b.error(classify$2(str(o.error.message) ?? "Gemini CLI reported an error", exitCode, num(o.error.code)));
}
function classify$2(message, exitCode, code) {
    // On a fatal API error the exit code is the HTTP status mod 256 (400 → 144, 500 → 244).
    const fromExit = exitCode !== null && exitCode >= 144 && exitCode <= 255 ? exitCode + 256 : undefined;
    const status = code ?? statusIn(message) ?? fromExit;
    if (MODEL_REJECTED$3.test(message))
        return { kind: "model-rejected", message, status };
    if (/^\[API Error/.test(message) || status !== undefined)
        return { kind: kindForStatus(status), message, status };
    return { kind: "other", message };
}
/** The `{"session_id":…,"error":{…}}` that --output-format json prints on stderr when it fails. */
function stderrError(stderr) {
    for (const line of parseJsonLines(stderr)) {
        if (line.kind === "json" && isRecord(line.value) && isRecord(line.value.error))
            return line.value.error;
    }
    const start = stderr.indexOf("{");
    const whole = start >= 0 ? wholeObject(stderr.slice(start)) : undefined;
    return isRecord(whole?.error) ? whole.error : undefined;
}
function wholeObject(text) {
    const trimmed = text.trim();
    if (!trimmed.startsWith("{") || !trimmed.includes("\n"))
        return undefined;
    try {
        const value = JSON.parse(trimmed);
        return isRecord(value) && value.type === undefined ? value : undefined;
    }
    catch {
        return undefined;
    }
}

// type: gemini — `gemini -p … --output-format stream-json --skip-trust`.
const optionsSchema$4 = strictObject({
    /** --approval-mode; yolo (the default) approves every tool call. --skip-trust keeps it from being downgraded. */
    approvalMode: _enum(["yolo", "auto_edit", "default", "plan"]).default("yolo"),
    /** settings model.maxSessionTurns: the CLI stops with "Maximum session turns exceeded" (failure origin max-steps). */
    maxSessionTurns: number().int().positive().optional(),
    /** security.auth.selectedType; by default gemini-api-key when GEMINI_API_KEY or GOOGLE_API_KEY is set, vertex-ai with GOOGLE_GENAI_USE_VERTEXAI. */
    authType: string$1().min(1).optional(),
    includeDirectories: array(string$1().min(1)).optional(),
    /** Merged into ~/.gemini/settings.json. */
    settings: record(string$1(), unknown()).optional(),
});
const geminiRunner = {
    type: "gemini",
    displayName: "Gemini CLI",
    resumes: true,
    optionsSchema: optionsSchema$4,
    modelProtocol: "gemini",
    prepare(ctx) {
        const options = optionsSchema$4.parse(ctx.runner.options);
        const { executable, launcher } = executableOf(ctx, "gemini");
        const scripted = ctx.scriptedModelUrl !== undefined;
        const settings = geminiSettings({ authType: options.authType ?? authTypeFor(ctx.env, scripted), maxSessionTurns: options.maxSessionTurns, scripted, extra: options.settings });
        const files = [{ path: path.join(ctx.home, ".gemini", "settings.json"), content: `${JSON.stringify(settings, null, 2)}\n` }];
        // --prompt=… keeps a prompt that starts with "-" from being read as a flag.
        const args = [...launcher, `--prompt=${ctx.case.prompt}`, "--output-format", "stream-json", "--approval-mode", options.approvalMode, "--skip-trust"];
        const model = ctx.runner.model ?? (scripted ? SCRIPTED_DEFAULT_MODEL$2 : undefined);
        if (model)
            args.push("-m", model);
        if (options.includeDirectories)
            args.push("--include-directories", options.includeDirectories.join(","));
        // Gemini CLI 0.61 resumes by "latest" or an index, not by id; the execution's home holds only this conversation.
        if (ctx.resume?.sessionId)
            args.push("--resume", "latest");
        args.push(...ctx.runner.args);
        const env = cliEnv(ctx, {}, ctx.scriptedModelUrl ? scriptedModelEnv$1(ctx.scriptedModelUrl) : {});
        const pkg = packageJsonOf(executable, env, "@google/gemini-cli");
        return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files, ...(pkg ? { collect: { package: pkg } } : {}) };
    },
    parse: parseGemini,
    createStepCounter: () => jsonStepCounter(modelResponses()),
    detectModelRejection: modelRejectionFromSession,
};

// The two kinds of substitution an HTTP runner does. `${NAME}` in the URL and
// header values is an environment variable (secrets stay in the environment,
// never in the config or the artifacts). `{{name}}` in the request body is a
// value of the case: a whole-string placeholder becomes the value itself
// (`"{{messages}}"` → the array), one inside a longer string becomes text.
const ENV_REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const PLACEHOLDERS = ["input", "prompt", "messages", "user", "team", "metadata", "options", "model", "caseId", "run"];
/** The environment variables a string names. */
function envRefs(text) {
    return [...text.matchAll(ENV_REF)].map((m) => m[1]);
}
/** Replaces `${NAME}` with the variable's value; records each value substituted (for redaction). */
function expandEnv(text, env, secrets) {
    return text.replace(ENV_REF, (_, name) => {
        const value = env[name] ?? "";
        if (value.length >= 4)
            secrets.add(value);
        return value;
    });
}
/** Placeholder names a template uses that are not known (each once). */
function unknownPlaceholders(template) {
    const found = new Set();
    visitStrings(template, (s) => {
        for (const m of s.matchAll(PLACEHOLDER))
            if (!PLACEHOLDERS.includes(m[1]))
                found.add(m[1]);
    });
    return [...found];
}
function fillTemplate(template, values) {
    if (typeof template === "string") {
        const whole = /^\{\{\s*([A-Za-z]+)\s*\}\}$/.exec(template);
        if (whole && whole[1] in values)
            return values[whole[1]];
        return template.replace(PLACEHOLDER, (all, name) => {
            if (!(name in values))
                return all;
            const value = values[name];
            return typeof value === "string" ? value : JSON.stringify(value ?? null);
        });
    }
    if (Array.isArray(template))
        return template.map((t) => fillTemplate(t, values));
    if (template !== null && typeof template === "object") {
        return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fillTemplate(v, values)]));
    }
    return template;
}
/** Replaces every secret value in a text with "***". */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets)
        out = out.split(secret).join("***");
    return out;
}
function visitStrings(value, visit) {
    if (typeof value === "string")
        visit(value);
    else if (Array.isArray(value))
        value.forEach((v) => visitStrings(v, visit));
    else if (value !== null && typeof value === "object")
        Object.values(value).forEach((v) => visitStrings(v, visit));
}

// The options of an HTTP runner and the checks made before a run starts:
// every mistake names its key (runners.<id>.<key>) and says how to fix it.
const optionsSchema$3 = strictObject({
    /** The endpoint; `${NAME}` is read from the environment. Optional with scriptedModel (openai-chat). */
    url: string$1().min(1).optional(),
    /** openai-chat: an OpenAI-compatible chat completions endpoint; json: any JSON API, shaped by `body` and read by `responsePath`. */
    format: _enum(["openai-chat", "json"]).default("openai-chat"),
    method: _enum(["POST", "PUT", "PATCH"]).default("POST"),
    /** Header values may name environment variables: {"Authorization": "Bearer ${MY_TOKEN}"}. */
    headers: record(string$1().min(1), string$1()).default({}),
    /** The request body: for json, the whole body (a template with {{input}}, {{messages}}, …); for openai-chat, fields added to the standard body. */
    body: unknown().optional(),
    /** JSONPath of the final output in the response (default: $.choices[0].message.content, or $.output for json). */
    responsePath: string$1().min(1).optional(),
    /** JSONPath of the tool calls the agent made (default: $.choices[0].message.tool_calls; none for json). */
    toolCallsPath: string$1().min(1).optional(),
    /** JSONPath of the token usage (default: $.usage). */
    usagePath: string$1().min(1).optional(),
    /** openai-chat only: ask for a server-sent event stream. */
    stream: boolean().default(false),
});
const DEFAULT_JSON_BODY = { input: "{{input}}", messages: "{{messages}}", user: "{{user}}", team: "{{team}}", metadata: "{{metadata}}", model: "{{model}}" };
function responsePathOf(options) {
    return options.responsePath ?? (options.format === "openai-chat" ? "$.choices[0].message.content" : "$.output");
}
function toolCallsPathOf(options) {
    return options.toolCallsPath ?? (options.format === "openai-chat" ? "$.choices[0].message.tool_calls" : undefined);
}
function usagePathOf(options) {
    return options.usagePath ?? "$.usage";
}
function checkOptions(runner, env) {
    const options = optionsSchema$3.parse(runner.options);
    const key = (k) => `runners.${runner.id}.${k}`;
    if (!options.url && !runner.scriptedModel) {
        throw configError(`${key("url")}: an http runner needs the URL of the agent's endpoint`, { hint: 'e.g. url: "https://agents.example.com/v1/chat/completions" (or scriptedModel for a dry run)' });
    }
    if (options.stream && options.format !== "openai-chat") {
        throw configError(`${key("stream")}: streaming is read for format "openai-chat" only`, { hint: 'remove stream, or use format: "openai-chat"' });
    }
    if (runner.scriptedModel && options.format !== "openai-chat") {
        throw configError(`runners.${runner.id}.scriptedModel: the scripted model server speaks chat completions, not a custom JSON API`, { hint: 'use format: "openai-chat" for a dry run, or remove scriptedModel' });
    }
    const merged = { ...env, ...runner.env };
    const refs = [
        ...(options.url ? envRefs(options.url).map((n) => [key("url"), n]) : []),
        ...Object.entries(options.headers).flatMap(([h, v]) => envRefs(v).map((n) => [key(`headers.${h}`), n])),
    ];
    for (const [where, name] of refs) {
        if (merged[name] === undefined || merged[name] === "") {
            throw configError(`${where}: the environment variable ${name} is not set`, { hint: `export ${name}=… before the run, or set it in runners.${runner.id}.env` });
        }
    }
    if (options.url) {
        try {
            new URL(expandEnv(options.url, merged, new Set()));
        }
        catch {
            throw configError(`${key("url")}: ${JSON.stringify(options.url)} is not a URL`, { hint: 'give an absolute http(s) URL, e.g. "http://127.0.0.1:8080/v1/chat/completions"' });
        }
    }
    const unknown = unknownPlaceholders(options.body);
    if (unknown.length > 0) {
        throw configError(`${key("body")}: unknown placeholder {{${unknown[0]}}}`, { hint: `placeholders: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}` });
    }
    for (const name of ["responsePath", "toolCallsPath", "usagePath"]) {
        const p = options[name];
        const problem = p === undefined ? undefined : jsonPathProblem(p);
        if (problem)
            throw configError(`${key(name)}: invalid JSONPath ${JSON.stringify(p)}: ${problem}`, { hint: 'e.g. "$.output", "$.data.answer", "$.choices[0].message.content"' });
    }
    return options;
}

// A streamed chat completion (chat.completion.chunk events) put back together
// into the chat.completion it stands for: content and reasoning joined, tool
// calls assembled by index, the usage chunk, an error event.
function assembleStream(chunks) {
    let id;
    let model;
    let content = "";
    let reasoning = "";
    let finish;
    let usage;
    let error;
    const calls = new Map();
    for (const chunk of chunks) {
        const c = rec(chunk);
        if (!c)
            continue;
        if (isRecord(c.error))
            error = c.error;
        id ??= str(c.id);
        model ??= str(c.model);
        if (isRecord(c.usage))
            usage = c.usage;
        for (const choice of arr(c.choices).filter(isRecord)) {
            const delta = rec(choice.delta) ?? {};
            content += str(delta.content) ?? "";
            reasoning += str(delta.reasoning_content) ?? str(delta.reasoning) ?? "";
            finish = str(choice.finish_reason) ?? finish;
            for (const [i, call] of arr(delta.tool_calls).filter(isRecord).entries()) {
                const index = num(call.index) ?? i;
                const fn = rec(call.function) ?? rec(call.custom) ?? {};
                const current = calls.get(index) ?? { type: str(call.type) ?? "function", function: { name: "", arguments: "" } };
                current.id ??= str(call.id);
                current.function.name += str(fn.name) ?? "";
                current.function.arguments += str(fn.arguments) ?? str(fn.input) ?? "";
                calls.set(index, current);
            }
        }
    }
    const message = { role: "assistant", content: content === "" && calls.size > 0 ? null : content };
    if (reasoning)
        message.reasoning_content = reasoning;
    if (calls.size > 0)
        message.tool_calls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
    const completion = { object: "chat.completion", choices: [{ index: 0, message, finish_reason: finish ?? null }] };
    if (id)
        completion.id = id;
    if (model)
        completion.model = model;
    if (usage)
        completion.usage = usage;
    return { completion, ...(error ? { error } : {}) };
}

// The HTTP runner's JSON lines → session. A streamed chat completion is first
// put back together into the chat.completion it stands for, so both forms are
// read the same way: the output at responsePath, the tool calls at
// toolCallsPath (OpenAI's {id, function:{name, arguments}} or {name, args})
// and the usage at usagePath.
const MODEL_REJECTED$2 = /model_not_found|does not exist or you do not have access|model \S+ (?:is )?not (?:found|supported)|unknown model/i;
function parseHttp(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills);
    const parsed = optionsSchema$3.safeParse(ctx.options ?? {});
    const options = parsed.success ? parsed.data : optionsSchema$3.parse({});
    let response;
    const chunks = [];
    let ended = false;
    for (const e of b.records(output.stdout)) {
        if (e.type === "http.request")
            continue;
        else if (e.type === "http.response")
            response = e;
        else if (e.type === "http.chunk")
            chunks.push(e.data);
        else if (e.type === "http.end")
            ended = true;
        else if (e.type === "http.failure")
            b.error({ kind: num(e.status) ? kindForStatus(num(e.status)) : "api", message: `the request failed: ${str(e.message) ?? "unknown error"}`, ...(num(e.status) ? { status: num(e.status) } : {}) });
        else
            b.push({ type: "raw", raw: e });
    }
    if (response)
        readResponse(b, response, chunks, ended, options);
    return b.finish({ exitCode: output.exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function readResponse(b, response, chunks, ended, options) {
    const status = num(response.status) ?? 0;
    if (status < 200 || status >= 300) {
        b.error(httpError(status, response.body ?? response.text));
        return;
    }
    const streamed = chunks.length > 0 || str(response.contentType)?.includes("text/event-stream");
    const stream = streamed ? assembleStream(chunks) : undefined;
    if (stream?.error) {
        b.error(httpError(num(stream.error.code) ?? status, { error: stream.error }));
        return;
    }
    const body = stream ? stream.completion : response.body;
    if (body === undefined) {
        b.error({ kind: "output", message: `the response is not JSON (${str(response.contentType) || "no content type"}): ${(str(response.text) ?? "").slice(0, 200)}` });
        return;
    }
    if (streamed && !ended)
        b.error({ kind: "output", message: "the event stream ended before it was complete" });
    b.turns = 1;
    const b0 = rec(body);
    b.sessionId ??= str(b0?.id);
    b.model ??= str(b0?.model);
    const reasoning = firstString(queryJsonPath(body, "$.choices[0].message.reasoning_content"));
    if (options.format === "openai-chat" && reasoning)
        b.push({ type: "message", role: "assistant", phase: "thinking", text: reasoning });
    toolCalls(b, body, options);
    const path = responsePathOf(options);
    const found = queryJsonPath(body, path);
    const hasCalls = b.events.some((e) => e.type === "toolCall");
    if (found.length === 0 || (found[0] === null && !hasCalls)) {
        b.error({ kind: "output", message: `responsePath ${path} found no answer in the response${options.responsePath ? "" : " (set responsePath to where the agent's answer is)"}` });
    }
    else if (found[0] !== null) {
        const text = textOf(found[0]);
        b.push({ type: "message", role: "assistant", phase: "final", text });
        b.finalOutput = text;
    }
    usage$4(b, queryJsonPath(body, usagePathOf(options))[0]);
}
function toolCalls(b, body, options) {
    const path = toolCallsPathOf(options);
    if (!path)
        return;
    const calls = queryJsonPath(body, path).flatMap((v) => (Array.isArray(v) ? v : [v])).filter(isRecord);
    calls.forEach((call, i) => {
        const fn = rec(call.function);
        const tool = str(fn?.name) ?? str(call.name) ?? str(call.tool) ?? "unknown";
        const raw = fn?.arguments ?? call.arguments ?? call.args ?? call.input;
        const id = str(call.id) ?? `call_${i + 1}`;
        b.push({ type: "toolCall", id, tool, args: parseArgs(raw) });
        // Agents that report what their tools returned (yao's trace: result / error) give a result too.
        const result = call.result ?? call.output;
        const error = call.error;
        if (result !== undefined || (error !== undefined && error !== null && error !== "")) {
            b.push({ type: "toolResult", id, tool, output: textOf(error !== undefined && error !== null && error !== "" ? error : result), isError: error !== undefined && error !== null && error !== "" });
        }
    });
}
function usage$4(b, value) {
    const u = rec(value);
    if (!u)
        return;
    const input = num(u.prompt_tokens) ?? num(u.input_tokens) ?? num(u.inputTokens);
    const output = num(u.completion_tokens) ?? num(u.output_tokens) ?? num(u.outputTokens);
    if (input === undefined && output === undefined)
        return;
    const cached = num(rec(u.prompt_tokens_details)?.cached_tokens) ?? num(rec(u.input_tokens_details)?.cached_tokens) ?? num(u.cacheReadTokens);
    const reasoning = num(rec(u.completion_tokens_details)?.reasoning_tokens) ?? num(rec(u.output_tokens_details)?.reasoning_tokens) ?? num(u.reasoningTokens);
    b.usage = {
        inputTokens: input,
        outputTokens: output,
        ...(cached !== undefined ? { cacheReadTokens: cached } : {}),
        ...(reasoning !== undefined ? { reasoningTokens: reasoning } : {}),
        totalTokens: num(u.total_tokens) ?? num(u.totalTokens) ?? (input ?? 0) + (output ?? 0),
    };
}
function httpError(status, body) {
    const b = rec(body);
    const message = str(rec(b?.error)?.message) ?? str(b?.error) ?? str(b?.message) ?? (typeof body === "string" ? body.trim().slice(0, 500) : JSON.stringify(body ?? "").slice(0, 500));
    const text = `HTTP ${status}: ${message || "no body"}`;
    const code = str(rec(b?.error)?.code) ?? "";
    if (status === 404 && MODEL_REJECTED$2.test(`${code} ${message}`))
        return { kind: "model-rejected", message: text, status };
    return { kind: kindForStatus(status), message: text, status };
}
function parseArgs(raw) {
    if (typeof raw !== "string")
        return raw ?? {};
    try {
        return JSON.parse(raw);
    }
    catch {
        return raw;
    }
}
function firstString(values) {
    return values.find((v) => typeof v === "string" && v !== "");
}

// HTTP plumbing shared by the protocol modules: request bodies (compressed or
// not), JSON replies and server-sent events.
async function readBody(req) {
    const chunks = [];
    for await (const chunk of req)
        chunks.push(chunk);
    let raw = Buffer.concat(chunks);
    const encoding = String(req.headers["content-encoding"] ?? "").toLowerCase();
    if (encoding === "gzip")
        raw = gunzipSync(raw);
    else if (encoding === "deflate")
        raw = inflateSync(raw);
    else if (encoding === "br")
        raw = brotliDecompressSync(raw);
    else if (encoding === "zstd")
        raw = zstdDecompressSync(raw);
    if (raw.length === 0)
        return {};
    return JSON.parse(raw.toString("utf8"));
}
function sendJson(res, status, body, headers = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.end(text);
}
/** Starts an event stream; `send(data, event?)` writes one event. */
function eventStream(res, separator = "\n\n") {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    return {
        send(data, event) {
            const payload = typeof data === "string" ? data : JSON.stringify(data);
            res.write(`${event ? `event: ${event}\n` : ""}data: ${payload}${separator}`);
        },
        end() {
            res.end();
        },
    };
}

// The Anthropic Messages API (Claude Code): POST /v1/messages, streamed as
// message_start, content blocks (thinking, text, tool_use) and message_delta.
const ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    529: "overloaded_error",
};
let messages = 0;
const anthropic = {
    read(body) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => ({
            name: String(t.name ?? t.type ?? ""),
            kind: "function",
            params: Object.keys(isRecord(t.input_schema) && isRecord(t.input_schema.properties) ? t.input_schema.properties : {}),
        }));
        const msgs = (Array.isArray(b.messages) ? b.messages : []).filter(isRecord);
        const opening = [];
        for (const m of msgs) {
            if (m.role === "assistant")
                break;
            if (m.role === "user")
                opening.push(textBlocks(m.content));
        }
        let toolResults = 0;
        for (const m of msgs) {
            if (m.role === "user" && Array.isArray(m.content))
                toolResults += m.content.filter((c) => isRecord(c) && c.type === "tool_result").length;
        }
        const format = isRecord(b.output_format) ? b.output_format : undefined;
        const request = { model: String(b.model ?? ""), tools, conversation: opening.join("\n"), toolResults };
        if (format?.type === "json_schema")
            request.schema = format.schema ?? {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        if (answer.kind === "fail")
            return sendError$1(res, answer.status, answer.message);
        if (answer.kind === "reject-model")
            return sendError$1(res, 404, answer.message ?? `model: ${ctx.model}`);
        const id = `msg_ab_${++messages}`;
        const stop = answer.blocks.some((b) => b.type === "call") ? "tool_use" : "end_turn";
        if (!ctx.stream) {
            return sendJson(res, 200, { id, type: "message", role: "assistant", model: ctx.model, content: answer.blocks.map(block), stop_reason: stop, stop_sequence: null, usage: usage$3(answer.usage, answer.usage.output) });
        }
        const events = eventStream(res);
        const send = (data) => events.send(data, String(data.type));
        send({ type: "message_start", message: { id, type: "message", role: "assistant", model: ctx.model, content: [], stop_reason: null, stop_sequence: null, usage: usage$3(answer.usage, 1) } });
        answer.blocks.forEach((b, index) => {
            if (b.type === "thinking") {
                send({ type: "content_block_start", index, content_block: { type: "thinking", thinking: "", signature: "" } });
                send({ type: "content_block_delta", index, delta: { type: "thinking_delta", thinking: b.text } });
                send({ type: "content_block_delta", index, delta: { type: "signature_delta", signature: "agent-bench-scripted" } });
            }
            else if (b.type === "text") {
                send({ type: "content_block_start", index, content_block: { type: "text", text: "" } });
                send({ type: "content_block_delta", index, delta: { type: "text_delta", text: b.text } });
            }
            else {
                send({ type: "content_block_start", index, content_block: { type: "tool_use", id: `toolu_${b.id}`, name: b.name, input: {} } });
                send({ type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: JSON.stringify(b.args) } });
            }
            send({ type: "content_block_stop", index });
        });
        send({ type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: answer.usage.output } });
        send({ type: "message_stop" });
        events.end();
    },
};
function block(b) {
    if (b.type === "thinking")
        return { type: "thinking", thinking: b.text, signature: "agent-bench-scripted" };
    if (b.type === "text")
        return { type: "text", text: b.text };
    return { type: "tool_use", id: `toolu_${b.id}`, name: b.name, input: b.args };
}
/** Anthropic's input_tokens leaves out cached input; the script's input is gross. */
function usage$3(u, output) {
    return {
        input_tokens: u.input - u.cacheRead - u.cacheWrite,
        output_tokens: output,
        cache_creation_input_tokens: u.cacheWrite,
        cache_read_input_tokens: u.cacheRead,
    };
}
function sendError$1(res, status, message) {
    sendJson(res, status, { type: "error", error: { type: ERROR_TYPES[status] ?? "api_error", message } });
}
function textBlocks(content) {
    if (!Array.isArray(content))
        return textOf(content);
    return content.filter((c) => isRecord(c) && c.type === "text").map(textOf).join("\n");
}

// A script's steps → the model replies the scripted model server gives, in
// order. One reply is what one model request gets back: thinking and text
// blocks ending with at most one tool call, or a failure. The script's usage
// totals are spread over the replies so the CLI's own totals equal them.
const ZERO_USAGE = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0 };
/** Usage of reply i when the script gives none: what the recorded fixtures show (100 + i in, 20 out). */
function defaultUsage(index) {
    return { input: 100 + index, output: 20, reasoning: 0, cacheRead: 0, cacheWrite: 0 };
}
function planReplies(steps) {
    const replies = [];
    let blocks = [];
    let delayMs = 0;
    let total;
    const close = () => {
        if (blocks.length === 0)
            return;
        replies.push({ kind: "message", blocks, usage: ZERO_USAGE, delayMs });
        blocks = [];
        delayMs = 0;
    };
    for (const step of steps) {
        if ("text" in step)
            blocks.push({ type: "text", text: step.text });
        else if ("thinking" in step)
            blocks.push({ type: "thinking", text: step.thinking });
        else if ("tool" in step) {
            blocks.push({ type: "tool", step });
            close();
        }
        else if ("fail" in step) {
            close();
            replies.push({ kind: "fail", status: step.fail, message: step.message, delayMs });
            delayMs = 0;
        }
        else if ("rejectModel" in step) {
            close();
            replies.push({ kind: "reject-model", message: step.message, delayMs });
            delayMs = 0;
        }
        else if ("hang" in step) {
            close();
            replies.push({ kind: "hang" });
        }
        else if ("delay" in step) {
            delayMs += typeof step.delay === "number" ? step.delay : (parseDuration(step.delay) ?? 0);
        }
        else if ("usage" in step) {
            const u = step.usage;
            total ??= { ...ZERO_USAGE };
            total.input += u.input ?? 0;
            total.output += u.output ?? 0;
            total.reasoning += u.reasoning ?? 0;
            total.cacheRead += u.cacheRead ?? 0;
            total.cacheWrite += u.cacheWrite ?? 0;
        }
        // cost, exit, stdout and stderr belong to the agent process: a model cannot produce them.
    }
    close();
    return assignUsage(replies, total);
}
function assignUsage(replies, total) {
    const messages = replies.filter((r) => r.kind === "message");
    if (!total) {
        messages.forEach((r, i) => (r.usage = defaultUsage(i)));
        return replies;
    }
    // Split the parts that must stay non-negative per reply, then add them back up.
    const uncached = split(Math.max(0, total.input - total.cacheRead - total.cacheWrite), messages.length);
    const cacheRead = split(total.cacheRead, messages.length);
    const cacheWrite = split(total.cacheWrite, messages.length);
    const reasoning = split(total.reasoning, messages.length);
    const visible = split(Math.max(0, total.output - total.reasoning), messages.length);
    messages.forEach((r, i) => {
        r.usage = {
            input: uncached[i] + cacheRead[i] + cacheWrite[i],
            output: visible[i] + reasoning[i],
            reasoning: reasoning[i],
            cacheRead: cacheRead[i],
            cacheWrite: cacheWrite[i],
        };
    });
    return replies;
}
/** n parts summing to `value`: equal shares, the remainder on the last. */
function split(value, n) {
    if (n === 0)
        return [];
    const share = Math.floor(value / n);
    return Array.from({ length: n }, (_, i) => (i === n - 1 ? value - share * (n - 1) : share));
}

// Maps a script's generic tool step (shell, read, write, edit, skill) onto a
// call of the tool the agent CLI itself advertises in its request: Claude Code
// `Bash`/`Read`/`Write`/`Edit`/`Skill`, Codex `exec_command`/`apply_patch`,
// Gemini CLI `run_shell_command`/`read_file`/`write_file`/`replace`/`activate_skill`,
// and the OpenCode, Copilot and Qwen Code names. A step naming any other tool
// is passed through as written.
function concreteCall(step, tools, ctx) {
    const s = step;
    switch (step.tool) {
        case "shell":
            return shell(String(s.command), tools, typeof s.description === "string" ? s.description : undefined);
        case "read":
            return read(String(s.path), tools, ctx);
        case "write":
            return write(String(s.path), String(s.content), tools, ctx);
        case "edit":
            return edit(String(s.path), String(s.old), String(s.new), tools, ctx);
        case "skill":
            return skill(String(s.name), tools, ctx);
        default: {
            const args = s.args ?? {};
            const kind = find(tools, step.tool)?.kind ?? "function";
            return kind === "custom"
                ? { name: step.tool, kind, args: {}, input: typeof args.input === "string" ? args.input : JSON.stringify(args) }
                : { name: step.tool, kind, args };
        }
    }
}
function find(tools, name) {
    return tools.find((t) => t.name === name);
}
/** The first of `candidates` the tool declares, else the first candidate. */
function param(tool, candidates) {
    return candidates.find((c) => tool.params.includes(c)) ?? candidates[0];
}
function call(tool, args) {
    return { name: tool.name, kind: tool.kind, args };
}
function unavailable(kind, tools) {
    return { error: `the agent offers no tool for a "${kind}" step (its tools: ${tools.map((t) => t.name).join(", ") || "none"})` };
}
function shell(command, tools, description) {
    const desc = description ?? `Run ${command}`;
    for (const name of ["Bash", "run_shell_command", "bash"]) {
        const tool = find(tools, name);
        if (tool)
            return call(tool, { command, description: desc });
    }
    const exec = find(tools, "exec_command");
    if (exec)
        return call(exec, { cmd: command });
    const codexShell = find(tools, "shell");
    if (codexShell)
        return call(codexShell, { command: ["bash", "-lc", command] });
    const shellCommand = find(tools, "shell_command");
    if (shellCommand)
        return call(shellCommand, { command });
    return unavailable("shell", tools);
}
function read(file, tools, ctx) {
    const abs = path.resolve(ctx.cwd, file);
    for (const name of ["Read", "read_file", "read", "view"]) {
        const tool = find(tools, name);
        if (tool)
            return call(tool, { [param(tool, ["file_path", "filePath", "absolute_path", "path"])]: abs });
    }
    // Codex has no read tool: its models read files with the shell.
    return shell(`cat ${quote(relative(ctx.cwd, abs))}`, tools, `Read ${file}`);
}
function write(file, content, tools, ctx) {
    const abs = path.resolve(ctx.cwd, file);
    for (const name of ["Write", "write_file", "write"]) {
        const tool = find(tools, name);
        if (tool)
            return call(tool, { [param(tool, ["file_path", "filePath", "path"])]: abs, content });
    }
    const create = find(tools, "create");
    if (create)
        return call(create, { path: abs, file_text: content });
    const patch = find(tools, "apply_patch");
    if (patch)
        return applyPatch(patch, writePatch(relative(ctx.cwd, abs), abs, content));
    return shell(`printf '%s' ${quote(content)} > ${quote(relative(ctx.cwd, abs))}`, tools, `Write ${file}`);
}
function edit(file, oldText, newText, tools, ctx) {
    const abs = path.resolve(ctx.cwd, file);
    const claude = find(tools, "Edit");
    if (claude)
        return call(claude, { file_path: abs, old_string: oldText, new_string: newText });
    const replace = find(tools, "replace");
    if (replace)
        return call(replace, { file_path: abs, instruction: `Replace ${JSON.stringify(oldText)} with ${JSON.stringify(newText)}`, old_string: oldText, new_string: newText });
    const other = find(tools, "edit");
    if (other) {
        return call(other, {
            [param(other, ["filePath", "file_path", "path"])]: abs,
            [param(other, ["oldString", "old_string", "old_str"])]: oldText,
            [param(other, ["newString", "new_string", "new_str"])]: newText,
        });
    }
    const patch = find(tools, "apply_patch");
    if (patch)
        return applyPatch(patch, editPatch(relative(ctx.cwd, abs), abs, oldText, newText));
    return unavailable("edit", tools);
}
function skill(name, tools, ctx) {
    for (const toolName of ["Skill", "activate_skill", "skill"]) {
        const tool = find(tools, toolName);
        if (tool)
            return call(tool, { [param(tool, toolName === "activate_skill" ? ["name"] : ["skill", "name"])]: name });
    }
    // No skill tool (Codex): the model is told to read the skill's SKILL.md itself.
    const known = ctx.skills.find((s) => s.name === name) ?? ctx.skills.find((s) => path.basename(s.dir) === name);
    const file = known ? path.join(known.dir, "SKILL.md") : path.join(ctx.cwd, ".agents", "skills", name, "SKILL.md");
    return read(file, tools, ctx);
}
function applyPatch(tool, patch) {
    return tool.kind === "custom" ? { name: tool.name, kind: "custom", args: {}, input: patch } : call(tool, { input: patch });
}
/** Codex's patch format. A new file is added; an existing one has every line replaced. */
function writePatch(rel, abs, content) {
    const lines = splitLines(content);
    const current = existsSync(abs) ? readFileSync(abs, "utf8") : undefined;
    if (current === undefined || current === "") {
        return `*** Begin Patch\n*** Add File: ${rel}\n${lines.map((l) => `+${l}`).join("\n")}\n*** End Patch\n`;
    }
    const old = splitLines(current);
    return `*** Begin Patch\n*** Update File: ${rel}\n@@\n${old.map((l) => `-${l}`).join("\n")}\n${lines.map((l) => `+${l}`).join("\n")}\n*** End Patch\n`;
}
/** Replaces the whole lines that hold `oldText`, so the hunk needs no context lines. */
function editPatch(rel, abs, oldText, newText) {
    const current = existsSync(abs) ? readFileSync(abs, "utf8") : "";
    const at = current.indexOf(oldText);
    let before = splitLines(oldText);
    let after = splitLines(newText);
    if (at >= 0) {
        const start = current.lastIndexOf("\n", at - 1) + 1;
        const endNl = current.indexOf("\n", at + oldText.length);
        const end = endNl < 0 ? current.length : endNl;
        const region = current.slice(start, end);
        before = region.split("\n");
        after = (region.slice(0, at - start) + newText + region.slice(at - start + oldText.length)).split("\n");
    }
    return `*** Begin Patch\n*** Update File: ${rel}\n@@\n${before.map((l) => `-${l}`).join("\n")}\n${after.map((l) => `+${l}`).join("\n")}\n*** End Patch\n`;
}
function splitLines(text) {
    const lines = text.split("\n");
    if (lines.length > 1 && lines.at(-1) === "")
        lines.pop();
    return lines;
}
function relative(cwd, abs) {
    const rel = path.relative(cwd, abs);
    return rel.startsWith("..") || path.isAbsolute(rel) ? abs : rel;
}
/** Shell-quotes a word unless it is plainly safe. */
function quote(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// One execution's side of the scripted model: which reply a request gets.
// The step is picked by conversation, not by request order: the main
// conversation (the first request that offers tools) gets reply k after k tool
// results, so a retried request gets the same reply again. Side requests
// (no tools: titles, and routers that want JSON; another first user message:
// sub-agents) get a short generic answer and never consume a step.
const END_OF_SCRIPT = "(the scripted model has no more steps)";
class ScriptedConversation {
    mainKey;
    baseToolResults;
    calls = 0;
    setup;
    constructor(setup) {
        this.setup = setup;
    }
    decide(request) {
        if (request.tools.length === 0 && !request.main)
            return side(text(request.schema === undefined ? "ok" : JSON.stringify(sampleOf(request.schema))));
        this.mainKey ??= request.conversation;
        if (request.conversation !== this.mainKey)
            return side(text("done"));
        const replies = this.setup.replies;
        if (!replies) {
            return { role: "main", delayMs: 0, answer: { kind: "fail", status: 500, message: `agent-bench scripted model: the script has no steps for ${this.setup.label}` } };
        }
        // A resumed session (the next turn of a multi-turn case) sends the earlier turns' tool results too:
        // this conversation's replies count from the first request it saw.
        this.baseToolResults ??= request.toolResults;
        const index = request.toolResults - this.baseToolResults;
        const reply = replies[index];
        if (!reply)
            return { role: "main", reply: index, delayMs: 0, answer: text(END_OF_SCRIPT) };
        if (reply.kind === "hang")
            return { role: "main", reply: index, delayMs: 0, answer: reply };
        if (reply.kind === "fail") {
            return { role: "main", reply: index, delayMs: reply.delayMs, answer: { kind: "fail", status: reply.status, message: reply.message ?? `scripted failure ${reply.status}` } };
        }
        if (reply.kind === "reject-model")
            return { role: "main", reply: index, delayMs: reply.delayMs, answer: { kind: "reject-model", message: reply.message } };
        const blocks = [];
        for (const block of reply.blocks) {
            if (block.type !== "tool") {
                blocks.push(block);
                continue;
            }
            const mapped = concreteCall(block.step, request.tools, this.setup);
            if ("error" in mapped) {
                return { role: "main", reply: index, delayMs: 0, answer: { kind: "fail", status: 500, message: `agent-bench scripted model: step ${index + 1} of ${this.setup.label}: ${mapped.error}` } };
            }
            blocks.push({ type: "call", id: `ab_${++this.calls}`, ...mapped });
        }
        return { role: "main", reply: index, delayMs: reply.delayMs, answer: { kind: "message", blocks, usage: reply.usage } };
    }
}
function text(value) {
    return { kind: "message", blocks: [{ type: "text", text: value }], usage: ZERO_USAGE };
}
function side(answer) {
    return { answer, delayMs: 0, role: "side" };
}
/** A small value that satisfies a JSON schema (OpenAPI-style upper-case types too). */
function sampleOf(schema, depth = 0) {
    if (typeof schema !== "object" || schema === null || depth > 8)
        return null;
    const s = schema;
    if (Array.isArray(s.enum) && s.enum.length > 0)
        return s.enum[0];
    if ("const" in s)
        return s.const;
    const variants = (s.anyOf ?? s.oneOf);
    if (Array.isArray(variants) && variants.length > 0)
        return sampleOf(variants[0], depth + 1);
    const type = String(Array.isArray(s.type) ? s.type[0] : (s.type ?? (s.properties ? "object" : ""))).toLowerCase();
    switch (type) {
        case "object": {
            const props = (s.properties ?? {});
            return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sampleOf(v, depth + 1)]));
        }
        case "array":
            return [];
        case "string":
            return "ok";
        case "integer":
        case "number":
            return typeof s.minimum === "number" ? s.minimum : 1;
        case "boolean":
            return false;
        default:
            return null;
    }
}

// The Gemini API (Gemini CLI): POST /v1beta/models/<model>:streamGenerateContent?alt=sse
// (and :generateContent for the router and JSON side calls). One SSE chunk per
// reply; it carries finishReason and usageMetadata.
const STATUS_NAMES = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
};
let responses$1 = 0;
const gemini = {
    read(body, params) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).flatMap((t) => (Array.isArray(t.functionDeclarations) ? t.functionDeclarations : []).filter(isRecord).map((f) => {
            const schema = isRecord(f.parametersJsonSchema) ? f.parametersJsonSchema : isRecord(f.parameters) ? f.parameters : {};
            return { name: String(f.name ?? ""), kind: "function", params: Object.keys(isRecord(schema.properties) ? schema.properties : {}) };
        }));
        const contents = (Array.isArray(b.contents) ? b.contents : []).filter(isRecord);
        const opening = [];
        let toolResults = 0;
        let answered = false;
        for (const c of contents) {
            const parts = (Array.isArray(c.parts) ? c.parts : []).filter(isRecord);
            toolResults += parts.filter((p) => isRecord(p.functionResponse)).length;
            if (c.role === "model")
                answered = true;
            if (!answered && c.role !== "model")
                opening.push(parts.filter((p) => typeof p.text === "string").map(textOf).join("\n"));
        }
        const request = { model: params.model ?? "", tools, conversation: opening.join("\n"), toolResults };
        const config = isRecord(b.generationConfig) ? b.generationConfig : {};
        if (config.responseMimeType === "application/json")
            request.schema = config.responseJsonSchema ?? config.responseSchema ?? {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        if (answer.kind === "fail")
            return sendError(res, answer.status, answer.message);
        if (answer.kind === "reject-model") {
            return sendError(res, 404, answer.message ?? `models/${ctx.model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`);
        }
        const response = {
            candidates: [{ content: { role: "model", parts: answer.blocks.map(part) }, finishReason: "STOP", index: 0 }],
            usageMetadata: usage$2(answer.usage),
            modelVersion: ctx.model,
            responseId: `gem_ab_${++responses$1}`,
        };
        if (!ctx.stream)
            return sendJson(res, 200, response);
        const events = eventStream(res, "\r\n\r\n");
        events.send(response);
        events.end();
    },
};
function part(b) {
    if (b.type === "thinking")
        return { text: b.text, thought: true };
    if (b.type === "text")
        return { text: b.text };
    return { functionCall: { name: b.name, args: b.args } };
}
/** Gemini counts thoughts apart from candidates; promptTokenCount includes cached input. */
function usage$2(u) {
    return {
        promptTokenCount: u.input,
        candidatesTokenCount: u.output - u.reasoning,
        thoughtsTokenCount: u.reasoning,
        cachedContentTokenCount: u.cacheRead,
        totalTokenCount: u.input + u.output,
    };
}
function sendError(res, status, message) {
    sendJson(res, status, { error: { code: status, message, status: STATUS_NAMES[status] ?? (status >= 500 ? "INTERNAL" : "FAILED_PRECONDITION") } });
}

// Error bodies in OpenAI's format, shared by the Responses and Chat Completions protocols.
const TYPES = {
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    429: "rate_limit_error",
};
function openAiError(status, message) {
    const type = TYPES[status] ?? (status >= 500 ? "server_error" : "invalid_request_error");
    return { error: { message, type, param: null, code: null } };
}
function modelNotFound(model, message) {
    return { error: { message: message ?? `The model \`${model}\` does not exist or you do not have access to it.`, type: "invalid_request_error", param: null, code: "model_not_found" } };
}

// The OpenAI Chat Completions API (OpenCode, Copilot, Qwen Code):
// POST /v1/chat/completions, streamed as chat.completion.chunk lines, a usage
// chunk (clients ask for it with stream_options.include_usage) and [DONE].
let completions = 0;
const RETRY_NOW = { "retry-after-ms": "1", "retry-after": "0" };
const openaiChat = {
    read(body) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => {
            const fn = isRecord(t.function) ? t.function : isRecord(t.custom) ? t.custom : t;
            return {
                name: String(fn.name ?? ""),
                kind: t.type === "custom" ? "custom" : "function",
                params: Object.keys(isRecord(fn.parameters) && isRecord(fn.parameters.properties) ? fn.parameters.properties : {}),
            };
        });
        const msgs = (Array.isArray(b.messages) ? b.messages : []).filter(isRecord);
        const opening = [];
        for (const m of msgs) {
            if (m.role === "assistant" || m.role === "tool")
                break;
            if (m.role === "user")
                opening.push(textOf(m.content));
        }
        const request = { model: String(b.model ?? ""), tools, conversation: opening.join("\n"), toolResults: msgs.filter((m) => m.role === "tool").length };
        const format = isRecord(b.response_format) ? b.response_format : undefined;
        if (format?.type === "json_schema")
            request.schema = isRecord(format.json_schema) ? (format.json_schema.schema ?? {}) : {};
        else if (format?.type === "json_object")
            request.schema = {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        // retry-after-ms (as OpenAI sends it) makes the clients that retry (OpenCode, Copilot) do so at once.
        if (answer.kind === "fail")
            return sendJson(res, answer.status, openAiError(answer.status, answer.message), RETRY_NOW);
        if (answer.kind === "reject-model")
            return sendJson(res, 404, modelNotFound(ctx.model, answer.message));
        const id = `chatcmpl-ab-${++completions}`;
        const created = Math.floor(Date.now() / 1000);
        const calls = answer.blocks.filter((b) => b.type === "call");
        const text = answer.blocks.filter((b) => b.type === "text").map((b) => b.text).join("\n\n");
        const reasoning = answer.blocks.filter((b) => b.type === "thinking").map((b) => b.text).join("\n\n");
        const finish = calls.length > 0 ? "tool_calls" : "stop";
        const toolCalls = calls.map((c, index) => ({ index, id: `call_${c.id}`, type: "function", function: { name: c.name, arguments: c.kind === "custom" ? (c.input ?? "") : JSON.stringify(c.args) } }));
        if (!ctx.stream) {
            const message = { role: "assistant", content: text || null };
            if (reasoning)
                message.reasoning_content = reasoning;
            if (toolCalls.length > 0)
                message.tool_calls = toolCalls.map(({ index: _index, ...call }) => call);
            return sendJson(res, 200, { id, object: "chat.completion", created, model: ctx.model, choices: [{ index: 0, message, finish_reason: finish }], usage: usage$1(answer.usage) });
        }
        const events = eventStream(res);
        const chunk = (choices, extra = {}) => events.send({ id, object: "chat.completion.chunk", created, model: ctx.model, choices, ...extra });
        chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
        if (reasoning)
            chunk([{ index: 0, delta: { reasoning_content: reasoning }, finish_reason: null }]);
        if (text)
            chunk([{ index: 0, delta: { content: text }, finish_reason: null }]);
        if (toolCalls.length > 0)
            chunk([{ index: 0, delta: { tool_calls: toolCalls }, finish_reason: null }]);
        chunk([{ index: 0, delta: {}, finish_reason: finish }]);
        chunk([], { usage: usage$1(answer.usage) });
        events.send("[DONE]");
        events.end();
    },
};
function usage$1(u) {
    return {
        prompt_tokens: u.input,
        completion_tokens: u.output,
        total_tokens: u.input + u.output,
        prompt_tokens_details: { cached_tokens: u.cacheRead },
        completion_tokens_details: { reasoning_tokens: u.reasoning },
    };
}

// The OpenAI Responses API (Codex): POST /v1/responses, streamed as
// response.created, output items (reasoning, message, function_call,
// custom_tool_call) and response.completed with the usage.
const TOOL_OUTPUTS = new Set(["function_call_output", "custom_tool_call_output", "local_shell_call_output", "mcp_tool_call_output", "tool_search_output"]);
let responses = 0;
const openaiResponses = {
    read(body) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => ({
            name: String(t.name ?? t.type ?? ""),
            kind: t.type === "custom" ? "custom" : "function",
            params: Object.keys(isRecord(t.parameters) && isRecord(t.parameters.properties) ? t.parameters.properties : {}),
        }));
        const input = typeof b.input === "string" ? [{ type: "message", role: "user", content: b.input }] : (Array.isArray(b.input) ? b.input : []).filter(isRecord);
        const opening = [];
        for (const item of input) {
            const isMessage = item.type === "message" || (item.type === undefined && typeof item.role === "string");
            if (!isMessage || item.role === "assistant")
                break;
            if (item.role === "user")
                opening.push(textOf(item.content));
        }
        const request = {
            model: String(b.model ?? ""),
            tools,
            conversation: opening.join("\n"),
            toolResults: input.filter((item) => TOOL_OUTPUTS.has(String(item.type))).length,
        };
        const format = isRecord(b.text) && isRecord(b.text.format) ? b.text.format : undefined;
        if (format?.type === "json_schema")
            request.schema = format.schema ?? {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        if (answer.kind === "fail")
            return sendJson(res, answer.status, openAiError(answer.status, answer.message));
        if (answer.kind === "reject-model")
            return sendJson(res, 404, modelNotFound(ctx.model, answer.message));
        const n = ++responses;
        const id = `resp_ab_${n}`;
        const items = answer.blocks.map((b, i) => item(b, `${n}_${i}`));
        const base = { id, object: "response", created_at: Math.floor(Date.now() / 1000), model: ctx.model };
        const completed = { ...base, status: "completed", output: items, usage: usage(answer.usage) };
        if (!ctx.stream)
            return sendJson(res, 200, completed);
        const events = eventStream(res);
        let seq = 0;
        const send = (type, data) => events.send({ type, sequence_number: seq++, ...data }, type);
        send("response.created", { response: { ...base, status: "in_progress", output: [] } });
        send("response.in_progress", { response: { ...base, status: "in_progress", output: [] } });
        items.forEach((it, output_index) => {
            const item_id = String(it.id);
            if (it.type === "reasoning") {
                const text = it.summary[0].text;
                send("response.output_item.added", { output_index, item: { ...it, summary: [] } });
                send("response.reasoning_summary_part.added", { item_id, output_index, summary_index: 0, part: { type: "summary_text", text: "" } });
                send("response.reasoning_summary_text.delta", { item_id, output_index, summary_index: 0, delta: text });
                send("response.reasoning_summary_text.done", { item_id, output_index, summary_index: 0, text });
                send("response.reasoning_summary_part.done", { item_id, output_index, summary_index: 0, part: { type: "summary_text", text } });
            }
            else if (it.type === "message") {
                const text = it.content[0].text;
                send("response.output_item.added", { output_index, item: { ...it, status: "in_progress", content: [] } });
                send("response.content_part.added", { item_id, output_index, content_index: 0, part: { type: "output_text", text: "", annotations: [] } });
                send("response.output_text.delta", { item_id, output_index, content_index: 0, delta: text });
                send("response.output_text.done", { item_id, output_index, content_index: 0, text });
                send("response.content_part.done", { item_id, output_index, content_index: 0, part: { type: "output_text", text, annotations: [] } });
            }
            else if (it.type === "function_call") {
                send("response.output_item.added", { output_index, item: { ...it, arguments: "", status: "in_progress" } });
                send("response.function_call_arguments.delta", { item_id, output_index, delta: it.arguments });
                send("response.function_call_arguments.done", { item_id, output_index, arguments: it.arguments });
            }
            else {
                send("response.output_item.added", { output_index, item: { ...it, input: "", status: "in_progress" } });
                send("response.custom_tool_call_input.delta", { item_id, output_index, delta: it.input });
                send("response.custom_tool_call_input.done", { item_id, output_index, input: it.input });
            }
            send("response.output_item.done", { output_index, item: it });
        });
        send("response.completed", { response: completed });
        events.end();
    },
};
function item(b, key) {
    if (b.type === "thinking")
        return { type: "reasoning", id: `rs_ab_${key}`, summary: [{ type: "summary_text", text: b.text }] };
    if (b.type === "text") {
        return { type: "message", id: `msg_ab_${key}`, role: "assistant", status: "completed", content: [{ type: "output_text", text: b.text, annotations: [] }] };
    }
    if (b.kind === "custom")
        return { type: "custom_tool_call", id: `ctc_${b.id}`, call_id: `call_${b.id}`, name: b.name, input: b.input ?? "", status: "completed" };
    return { type: "function_call", id: `fc_${b.id}`, call_id: `call_${b.id}`, name: b.name, arguments: JSON.stringify(b.args), status: "completed" };
}
/** OpenAI counts cached input inside input_tokens and reasoning inside output_tokens. */
function usage(u) {
    return {
        input_tokens: u.input,
        input_tokens_details: { cached_tokens: u.cacheRead },
        output_tokens: u.output,
        output_tokens_details: { reasoning_tokens: u.reasoning },
        total_tokens: u.input + u.output,
    };
}

// The scripted model server: one HTTP server on 127.0.0.1 that speaks the
// Anthropic Messages, OpenAI Responses, OpenAI Chat Completions and Gemini
// APIs and answers from scripts. Each execution gets its own path prefix
// (/x/<token>/…), so one server serves every execution of a run, each with
// its own script and state. Every request is logged as one JSON line.
/** Sent by agent-bench's HTTP runner: its requests carry no tools but are the conversation. */
const MAIN_HEADER = "x-agent-bench-main";
const GEMINI_PATH = /^\/v1(?:beta|alpha)?\/models\/([^/:]+):(streamGenerateContent|generateContent|countTokens)$/;
function route(method, pathname) {
    if ((method === "HEAD" || method === "GET") && (pathname === "/" || pathname === ""))
        return "root";
    if (method === "GET" && /^\/v1(beta)?\/models$/.test(pathname))
        return "models";
    if (method !== "POST")
        return undefined;
    const p = pathname.replace(/^\/v1(?=\/)/, "");
    if (p === "/messages")
        return { protocol: anthropic, name: "anthropic", stream: (b) => b.stream === true };
    if (p === "/messages/count_tokens")
        return "count-tokens";
    if (p === "/responses")
        return { protocol: openaiResponses, name: "openai-responses", stream: (b) => b.stream === true };
    if (p === "/chat/completions")
        return { protocol: openaiChat, name: "openai-chat", stream: (b) => b.stream === true };
    const g = GEMINI_PATH.exec(pathname);
    if (g) {
        if (g[2] === "countTokens")
            return "count-tokens";
        return { protocol: gemini, name: "gemini", model: decodeURIComponent(g[1]), stream: () => g[2] === "streamGenerateContent" };
    }
    return undefined;
}
async function startModelServer(options = {}) {
    const executions = new Map();
    const abort = new AbortController();
    // Written as each request comes in, so the log is whole even when the run is killed.
    const log = (line) => {
        if (options.logFile)
            appendFileSync(options.logFile, line);
    };
    let counter = 0;
    // Not a static import: importing node:http from ESM reads all its exports, which loads undici
    // (~35 ms of every run's start-up, with or without a scripted model).
    const { createServer } = process.getBuiltinModule("node:http");
    const server = createServer((req, res) => {
        handle(req, res).catch((error) => {
            if (!res.headersSent)
                sendJson(res, 500, { error: { message: `agent-bench scripted model: ${error.message}` } });
            else
                res.end();
        });
    });
    async function handle(req, res) {
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const method = req.method ?? "GET";
        const match = /^\/x\/([^/]+)(\/.*)?$/.exec(url.pathname);
        const execution = match ? executions.get(match[1]) : undefined;
        const pathname = match?.[2] ?? "/";
        const entry = { at: new Date().toISOString(), execution: execution?.label, method, path: `${pathname}${url.search}`, userAgent: req.headers["user-agent"] };
        const finish = (status, extra = {}) => log(`${JSON.stringify({ ...entry, status, ...extra })}\n`);
        if (!execution) {
            finish(404);
            return sendJson(res, 404, { error: { message: `agent-bench scripted model: no execution is registered at ${url.pathname}` } });
        }
        const target = route(method, pathname);
        if (target === "root") {
            finish(200);
            res.writeHead(200).end();
            return;
        }
        if (target === "models") {
            finish(200);
            return sendJson(res, 200, { object: "list", data: [], models: [] });
        }
        if (!target) {
            finish(404);
            return sendJson(res, 404, { error: { message: `agent-bench scripted model: no route for ${method} ${pathname}` } });
        }
        let body;
        try {
            body = await readBody(req);
        }
        catch (error) {
            finish(400, { error: error.message });
            return sendJson(res, 400, { error: { message: `agent-bench scripted model: the request body is not JSON: ${error.message}` } });
        }
        if (target === "count-tokens") {
            finish(200);
            const tokens = Math.ceil(JSON.stringify(body).length / 4);
            return sendJson(res, 200, { input_tokens: tokens, totalTokens: tokens });
        }
        const b = isRecord(body) ? body : {};
        const request = target.protocol.read(b, { model: target.model });
        if (req.headers[MAIN_HEADER])
            request.main = true;
        const decision = execution.conversation.decide(request);
        const model = request.model || "scripted";
        finish(decision.answer.kind === "fail" ? decision.answer.status : decision.answer.kind === "reject-model" ? 404 : 200, {
            protocol: target.name,
            model,
            tools: request.tools.map((t) => t.name),
            toolResults: request.toolResults,
            role: decision.role,
            ...(decision.reply !== undefined ? { reply: decision.reply + 1 } : {}),
            answer: summarize(decision),
        });
        if (decision.delayMs > 0) {
            try {
                await setTimeout(decision.delayMs, undefined, { signal: abort.signal });
            }
            catch {
                return void res.destroy();
            }
        }
        target.protocol.write(res, decision.answer, { model, stream: target.stream(b) });
    }
    await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", () => resolve());
    });
    const origin = `http://127.0.0.1:${server.address().port}`;
    return {
        origin,
        register(setup) {
            const token = `${++counter}-${randomBytes(4).toString("hex")}`;
            executions.set(token, { conversation: new ScriptedConversation(setup), label: setup.label });
            return `${origin}/x/${token}`;
        },
        async close() {
            abort.abort();
            const closed = new Promise((resolve) => server.close(() => resolve()));
            // Hung replies and idle keep-alive sockets would hold close() open.
            server.closeAllConnections();
            await closed;
        },
    };
}
function summarize(decision) {
    const a = decision.answer;
    if (a.kind === "fail")
        return `fail ${a.status}: ${a.message}`;
    if (a.kind === "reject-model")
        return "reject model";
    if (a.kind === "hang")
        return "hang";
    return a.blocks.map((b) => (b.type === "call" ? `call ${b.name}` : b.type)).join(", ");
}

// The HTTP request for one execution: the case's conversation, and the
// case's user, team and metadata passed along (OpenAI: `user` and `metadata`;
// json: the body template's placeholders).
function buildRequest(ctx, options) {
    const secrets = new Set();
    const scripted = ctx.scriptedModelUrl;
    const configured = scripted ? `${scripted}/v1/chat/completions` : options.url;
    const url = scripted ? configured : expandEnv(configured, ctx.env, secrets);
    const headers = { "content-type": "application/json", accept: options.stream ? "text/event-stream" : "application/json" };
    for (const [name, value] of Object.entries(options.headers))
        headers[name.toLowerCase()] = expandEnv(value, ctx.env, secrets);
    // The scripted model server answers tool-less requests as side requests unless told this is the conversation.
    if (scripted)
        headers[MAIN_HEADER] = "1";
    const values = placeholderValues(ctx);
    const body = options.format === "json" ? fillTemplate(options.body ?? DEFAULT_JSON_BODY, values) : chatBody(ctx, options, values);
    return { url, method: options.method, headers, body: JSON.stringify(body), shownUrl: configured, secrets };
}
function chatBody(ctx, options, values) {
    // OpenAI's metadata is a map of strings.
    const metadata = { team: ctx.team, caseId: ctx.case.id };
    for (const [k, v] of Object.entries(ctx.case.metadata ?? {}))
        metadata[k] = typeof v === "string" ? v : JSON.stringify(v);
    const extra = options.body !== undefined && typeof options.body === "object" && options.body !== null ? fillTemplate(options.body, values) : {};
    return {
        ...(ctx.runner.model ? { model: ctx.runner.model } : {}),
        messages: ctx.case.messages.length > 0 ? ctx.case.messages : [{ role: "user", content: ctx.case.prompt }],
        user: ctx.user,
        metadata,
        ...(options.stream ? { stream: true, stream_options: { include_usage: true } } : {}),
        ...extra,
    };
}
function placeholderValues(ctx) {
    const messages = ctx.case.messages.length > 0 ? ctx.case.messages : [{ role: "user", content: ctx.case.prompt }];
    return {
        input: lastUserText(messages) ?? ctx.case.prompt,
        prompt: ctx.case.prompt,
        messages,
        user: ctx.user,
        team: ctx.team,
        metadata: ctx.case.metadata ?? {},
        options: ctx.case.options ?? {},
        model: ctx.runner.model ?? "",
        caseId: ctx.case.id,
        run: ctx.run,
    };
}
function lastUserText(messages) {
    const m = messages.findLast((x) => x.role === "user");
    if (!m)
        return undefined;
    if (typeof m.content === "string")
        return m.content;
    return m.content.map((p) => (p.type === "text" && typeof p.text === "string" ? p.text : "")).join("\n");
}

// The HTTP call itself, in process: one request, the response written to
// stdout as JSON lines (the response, or each server-sent event), which parse()
// turns into the session. The engine's AbortSignal ends it on timeout or
// cancel. Header values and URL secrets never reach the lines: the URL is
// shown as configured and any secret value is replaced by ***.
async function runHttp(request, options, io) {
    const emit = (line) => io.stdout(redact(JSON.stringify(line), request.secrets));
    emit({ type: "http.request", method: request.method, url: request.shownUrl, format: options.format, stream: options.stream });
    let response;
    try {
        response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, signal: io.signal });
    }
    catch (error) {
        emit({ type: "http.failure", message: failureMessage(error, io.signal) });
        return { exitCode: 1 };
    }
    const contentType = response.headers.get("content-type") ?? "";
    try {
        if (response.ok && contentType.includes("text/event-stream") && response.body) {
            emit({ type: "http.response", status: response.status, contentType });
            for await (const data of serverSentEvents(response.body))
                emit({ type: "http.chunk", data: asJson(data) });
            emit({ type: "http.end" });
        }
        else {
            const text = await response.text();
            const body = asJson(text);
            emit({ type: "http.response", status: response.status, contentType, ...(typeof body === "string" ? { text: body } : { body }) });
        }
    }
    catch (error) {
        emit({ type: "http.failure", status: response.status, message: failureMessage(error, io.signal) });
        return { exitCode: 1 };
    }
    return { exitCode: response.ok ? 0 : 1 };
}
/** The data of each event of a text/event-stream body ("[DONE]" included). */
async function* serverSentEvents(body) {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = /\r?\n\r?\n/.exec(buffer))) {
            const event = buffer.slice(0, end.index);
            buffer = buffer.slice(end.index + end[0].length);
            const data = eventData(event);
            if (data !== undefined)
                yield data;
        }
    }
    buffer += decoder.decode();
    const data = eventData(buffer);
    if (data !== undefined)
        yield data;
}
function eventData(event) {
    const lines = event.split(/\r?\n/).filter((l) => l.startsWith("data:")).map((l) => l.slice(5).replace(/^ /, ""));
    return lines.length > 0 ? lines.join("\n") : undefined;
}
function asJson(text) {
    const t = text.trim();
    if (t.startsWith("{") || t.startsWith("[")) {
        try {
            return JSON.parse(t);
        }
        catch {
            // not JSON after all
        }
    }
    return text;
}
function failureMessage(error, signal) {
    if (signal.aborted)
        return "the request was aborted (timeout or cancel)";
    const e = error;
    const cause = e.cause?.code ?? e.cause?.message;
    return `${e.message ?? String(error)}${cause ? ` (${cause})` : ""}`;
}

// type: http — an agent behind an API (as in yao's agent tests): the case's
// input goes to an OpenAI-compatible chat completions endpoint, or to any JSON
// endpoint shaped by a body template, in process (no spawn), and the answer,
// tool calls and usage are read from the response.
const httpRunner = {
    type: "http",
    displayName: "HTTP agent",
    inProcess: true,
    optionsSchema: optionsSchema$3,
    modelProtocol: "openai-chat",
    async preflight(runner) {
        checkOptions(runner, process.env);
    },
    prepare(ctx) {
        const options = checkOptions(ctx.runner, ctx.env);
        const request = buildRequest(ctx, options);
        return { kind: "in-process", cwd: ctx.workspace, run: (io) => runHttp(request, options, io) };
    },
    parse: parseHttp,
    createStepCounter() {
        // One request, one model response.
        let steps = 0;
        return jsonStepCounter((event) => {
            if (event?.type === "http.response")
                steps = 1;
            return steps;
        });
    },
    detectModelRejection: (_output, session) => session.errors.find((e) => e.kind === "model-rejected")?.message,
};

// OpenCode's configuration for one execution, passed whole in
// OPENCODE_CONFIG_CONTENT: the user's own (runner `config`, or the variable
// in the environment), and with the scripted model server an OpenAI-compatible
// provider at its URL that is the only one enabled, so neither the agent nor
// its title requests reach a real provider.
const SCRIPTED_PROVIDER = "agent-bench";
const SCRIPTED_DEFAULT_MODEL$1 = "scripted";
/** The model id inside the scripted provider: the runner's model without a provider prefix. */
function scriptedModelId(model) {
    const id = model?.includes("/") ? model.slice(model.indexOf("/") + 1) : model;
    return id || SCRIPTED_DEFAULT_MODEL$1;
}
/** The config to pass, or undefined when agent-bench adds nothing (the environment's own value, if any, then stays as it is). */
function openCodeConfig(input) {
    if (!input.extra && !input.scriptedModelUrl)
        return undefined;
    let config = {};
    if (input.fromEnv) {
        const env = parseObject(input.fromEnv);
        if (!env) {
            throw configError("OPENCODE_CONFIG_CONTENT in the environment is not a JSON object, so the runner's config cannot be merged into it", {
                where: "OPENCODE_CONFIG_CONTENT",
                hint: "make it plain JSON, or move its settings into the runner's `config` option",
            });
        }
        config = env;
    }
    if (input.extra)
        config = merge$1(config, input.extra);
    if (input.scriptedModelUrl) {
        const id = scriptedModelId(input.model);
        const ref = `${SCRIPTED_PROVIDER}/${id}`;
        config = merge$1(config, {
            provider: {
                [SCRIPTED_PROVIDER]: {
                    npm: "@ai-sdk/openai-compatible",
                    name: "agent-bench scripted model",
                    options: { baseURL: `${input.scriptedModelUrl}/v1`, apiKey: "agent-bench-scripted-model" },
                    models: { [id]: { name: id } },
                },
            },
            model: ref,
            small_model: ref,
            enabled_providers: [SCRIPTED_PROVIDER],
        });
    }
    return config;
}
/**
 * OpenCode npm-installs @opencode-ai/plugin into its config folder at start-up. When the plugin is
 * installed next to opencode-ai (scripts/install-clis.mjs does so), it is linked into the execution's
 * config folder instead, and the run never reaches for the registry. Returns whether it was linked.
 */
function linkPlugin(openCodePackageJson, configDir) {
    if (!openCodePackageJson)
        return false;
    const plugin = path.join(path.dirname(path.dirname(openCodePackageJson)), "@opencode-ai", "plugin");
    if (!existsSync(path.join(plugin, "package.json")))
        return false;
    const scope = path.join(configDir, "node_modules", "@opencode-ai");
    mkdirSync(scope, { recursive: true });
    if (!existsSync(path.join(scope, "plugin")))
        symlinkSync(plugin, path.join(scope, "plugin"));
    return true;
}
function parseObject(text) {
    if (!text)
        return undefined;
    try {
        const value = JSON.parse(text);
        return isPlain$1(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}
function merge$1(base, extra) {
    const out = { ...base };
    for (const [key, value] of Object.entries(extra)) {
        const current = out[key];
        out[key] = isPlain$1(current) && isPlain$1(value) ? merge$1(current, value) : value;
    }
    return out;
}
function isPlain$1(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

// `opencode run --format json` → session. There is no init and no result
// line: each model request is a step (step_start … step_finish) whose
// step_finish carries that request's tokens and cost, so the totals are the
// sum over steps (each counted once). A tool is printed once, when it has
// finished, with its input, output and metadata (bash: metadata.exit, which
// is non-zero while the status still says "completed").
/** A request for a model the provider does not offer, or one OpenCode's config does not know. */
const MODEL_REJECTED$1 = /ProviderModelNotFoundError|Model not found:|model_not_found|does not exist or you do not have access|model is not supported|unsupported model/i;
function parseOpenCode(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills);
    const t = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 0, totals: 0, steps: 0 };
    let turns = 0;
    /** Texts of the step in progress; the final output is the last text of the last step that ended with "stop". */
    let stepTexts = [];
    let finalOutput;
    for (const e of b.records(output.stdout)) {
        b.sessionId ??= str(e.sessionID);
        const part = rec(e.part) ?? {};
        const at = atOf(e.timestamp);
        switch (e.type) {
            case "step_start":
                turns++;
                stepTexts = [];
                break;
            case "step_finish":
                addTokens(t, part);
                if (part.reason === "stop" && stepTexts.length > 0)
                    finalOutput = stepTexts.at(-1);
                break;
            case "text": {
                const text = str(part.text) ?? "";
                stepTexts.push(text);
                b.push({ type: "message", role: "assistant", text, ...at });
                break;
            }
            case "reasoning":
                b.push({ type: "message", role: "assistant", phase: "thinking", text: str(part.text) ?? "", ...at });
                break;
            case "tool_use":
                toolUse(b, part, at);
                break;
            case "error":
                b.error(classify$1(rec(e.error)));
                break;
            default:
                b.push({ type: "raw", raw: e });
        }
    }
    if (finalOutput !== undefined)
        b.finalOutput = finalOutput;
    if (turns > 0)
        b.turns = turns;
    if (t.steps > 0) {
        // OpenCode's input leaves cached input out and its output leaves reasoning out; its total has both.
        const input = t.input + t.cacheRead + t.cacheWrite;
        const out = t.output + t.reasoning;
        b.usage = {
            inputTokens: input,
            outputTokens: out,
            reasoningTokens: t.reasoning,
            cacheReadTokens: t.cacheRead,
            cacheWriteTokens: t.cacheWrite,
            totalTokens: t.totals === t.steps ? t.total : input + out,
        };
    }
    if (t.cost !== undefined)
        b.costUsd = t.cost;
    b.cliVersion = cliVersionOf(output.files.package);
    stderrErrors(b, output.stderr);
    markPhases(b.events, b.finalOutput);
    b.requireJsonStream(output.stdout, "OpenCode printed no --format json events; runner args must not change --format");
    return b.finish({ exitCode: output.exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function addTokens(t, part) {
    const tokens = rec(part.tokens);
    const cost = num(part.cost);
    if (cost !== undefined)
        t.cost = (t.cost ?? 0) + cost;
    if (!tokens)
        return;
    t.steps++;
    t.input += num(tokens.input) ?? 0;
    t.output += num(tokens.output) ?? 0;
    t.reasoning += num(tokens.reasoning) ?? 0;
    const cache = rec(tokens.cache) ?? {};
    t.cacheRead += num(cache.read) ?? 0;
    t.cacheWrite += num(cache.write) ?? 0;
    const total = num(tokens.total);
    if (total !== undefined) {
        t.total += total;
        t.totals++;
    }
}
function toolUse(b, part, at) {
    const id = str(part.callID) ?? str(part.id);
    const tool = str(part.tool) ?? "unknown";
    const state = rec(part.state) ?? {};
    const input = rec(state.input) ?? {};
    const metadata = rec(state.metadata) ?? {};
    const failed = state.status === "error";
    const ref = { toolCallId: id, ...at };
    b.push({ type: "toolCall", id, tool, args: input, ...at });
    const file = str(input.filePath) ?? str(input.file_path) ?? str(input.path);
    let exitCode;
    if (tool === "bash" && typeof input.command === "string") {
        exitCode = num(metadata.exit);
        const base = str(input.workdir) ? b.resolve(str(input.workdir)) : undefined;
        b.push({ type: "command", command: input.command, ...(exitCode !== undefined ? { exitCode } : {}), ...ref });
        for (const p of shellReads(input.command))
            b.push({ type: "fileRead", path: b.resolve(p, base), ...ref });
    }
    else if (tool === "read" && file) {
        b.push({ type: "fileRead", path: b.resolve(file), ...ref });
    }
    else if (tool === "write" && file && !failed) {
        b.push({ type: "fileWrite", path: b.resolve(file), kind: metadata.exists === false ? "create" : "write", ...ref });
    }
    else if ((tool === "edit" || tool === "multiedit") && file && !failed) {
        b.push({ type: "fileWrite", path: b.resolve(file), kind: "edit", ...ref });
    }
    else if ((tool === "apply_patch" || tool === "patch") && !failed) {
        for (const f of patchedFiles(str(input.patchText) ?? str(input.patch) ?? str(input.input) ?? ""))
            b.push({ type: "fileWrite", path: b.resolve(f.path), kind: f.kind, ...ref });
    }
    else if (tool === "skill") {
        const skill = str(input.name) ?? str(metadata.name);
        if (skill && !failed)
            b.push({ type: "skillSignal", skill, signal: "tool:skill", confidence: "explicit", ...at });
    }
    else if (tool === "task") {
        b.push({ type: "subagent", toolCallId: id, status: "started", description: str(input.description), ...at });
    }
    const outputText = failed ? (str(state.error) ?? textOf(state.error)) : textOf(state.output);
    b.push({ type: "toolResult", id, tool, output: outputText, isError: failed || (exitCode !== undefined && exitCode !== 0), ...(exitCode !== undefined ? { exitCode } : {}), ...at });
    if (tool === "task")
        b.push({ type: "subagent", toolCallId: id, status: failed ? "failed" : "completed", ...at });
}
function classify$1(error) {
    const name = str(error?.name) ?? "Error";
    const data = rec(error?.data) ?? {};
    const message = str(data.message) ?? textOf(data) ?? name;
    const status = num(data.statusCode) ?? statusIn(message);
    const text = `${name}: ${message} ${str(data.responseBody) ?? ""}`;
    if (MODEL_REJECTED$1.test(text))
        return { kind: "model-rejected", message, status };
    if (/Auth/i.test(name))
        return { kind: "authentication", message, status };
    if (name === "APIError" || status !== undefined)
        return { kind: kindForStatus(status), message, status };
    return { kind: "other", message: `${name}: ${message}` };
}
/** A model its config does not know is reported on stderr only (with --print-logs). */
function stderrErrors(b, stderr) {
    if (b.errors.some((e) => e.kind === "model-rejected"))
        return;
    const line = stderr.split("\n").find((l) => /ProviderModelNotFoundError|Model not found:/.test(l));
    if (line)
        b.error({ kind: "model-rejected", message: line.trim().slice(0, 500) });
}
function atOf(timestamp) {
    const ms = num(timestamp);
    return ms !== undefined && ms > 0 && ms < 8.64e15 ? { at: new Date(ms).toISOString() } : {};
}

// type: opencode — `opencode run --format json --auto --dir <workspace>`, with
// its config, data and state folders in the execution's fresh home.
const optionsSchema$2 = strictObject({
    /** --auto: approve every permission that is not explicitly denied (without it `run` rejects them all). */
    autoApprove: boolean().default(true),
    /** --agent: build (OpenCode's default), plan, or an agent of your config. */
    agent: string$1().min(1).optional(),
    /** --variant: the provider's reasoning effort (high, max, minimal, …). */
    variant: string$1().min(1).optional(),
    /** --thinking: reasoning parts in the stream (kept as thinking messages). */
    thinking: boolean().default(true),
    /** OpenCode config: an object merged into OPENCODE_CONFIG_CONTENT, or a config file (OPENCODE_CONFIG) relative to the config file. */
    config: union([record(string$1(), unknown()), string$1().min(1)]).optional(),
    /** An auth.json from `opencode auth login`, linked (never copied) into the execution's data folder; relative to the config file. */
    authFile: string$1().min(1).optional(),
});
function checkFile(runner, key, file, hint) {
    const abs = path.resolve(runner.baseDir, file);
    if (!existsSync(abs))
        throw configError(`runners.${runner.id}.${key}: ${abs} does not exist`, { hint });
}
const openCodeRunner = {
    type: "opencode",
    displayName: "OpenCode",
    resumes: true,
    optionsSchema: optionsSchema$2,
    modelProtocol: "openai-chat",
    async preflight(runner) {
        const options = optionsSchema$2.parse(runner.options);
        if (typeof options.config === "string")
            checkFile(runner, "config", options.config, "give an OpenCode config file (opencode.json) relative to the config file, or an inline object");
        if (options.authFile)
            checkFile(runner, "authFile", options.authFile, "point it at the auth.json `opencode auth login` wrote (~/.local/share/opencode/auth.json), or pass provider keys in env");
        // Fails now, not in every execution, when the environment's config cannot take the runner's.
        openCodeConfig({ fromEnv: runner.env.OPENCODE_CONFIG_CONTENT ?? process.env.OPENCODE_CONFIG_CONTENT, extra: typeof options.config === "object" ? options.config : undefined, scriptedModelUrl: runner.scriptedModel ? "http://127.0.0.1" : undefined });
    },
    prepare(ctx) {
        const options = optionsSchema$2.parse(ctx.runner.options);
        const { executable, launcher } = executableOf(ctx, "opencode");
        const scripted = ctx.scriptedModelUrl;
        const model = scripted ? `${SCRIPTED_PROVIDER}/${scriptedModelId(ctx.runner.model)}` : ctx.runner.model;
        const args = [...launcher, "run", "--format", "json", "--dir", ctx.workspace];
        if (options.autoApprove)
            args.push("--auto");
        if (options.thinking)
            args.push("--thinking");
        if (model)
            args.push("-m", model);
        if (options.agent)
            args.push("--agent", options.agent);
        if (options.variant)
            args.push("--variant", options.variant);
        if (ctx.resume?.sessionId)
            args.push("--session", ctx.resume.sessionId);
        args.push(...ctx.runner.args, "--", ctx.case.prompt);
        const config = openCodeConfig({
            fromEnv: ctx.env.OPENCODE_CONFIG_CONTENT,
            extra: typeof options.config === "object" ? options.config : undefined,
            scriptedModelUrl: scripted,
            model: ctx.runner.model,
        });
        const forced = {
            // OpenCode takes its project folder from PWD, which is agent-bench's own otherwise.
            PWD: ctx.workspace,
            ...(config ? { OPENCODE_CONFIG_CONTENT: JSON.stringify(config) } : {}),
            ...(typeof options.config === "string" ? { OPENCODE_CONFIG: path.resolve(ctx.runner.baseDir, options.config) } : {}),
        };
        const env = cliEnv(ctx, { OPENCODE_DISABLE_AUTOUPDATE: "1", OPENCODE_DISABLE_MODELS_FETCH: "1", OPENCODE_DISABLE_LSP_DOWNLOAD: "1" }, forced);
        const pkg = packageJsonOf(executable, env, "opencode-ai");
        linkPlugin(pkg, path.join(env.XDG_CONFIG_HOME, "opencode"));
        if (options.authFile && !scripted) {
            const data = path.join(env.XDG_DATA_HOME, "opencode");
            mkdirSync(data, { recursive: true });
            symlinkSync(path.resolve(ctx.runner.baseDir, options.authFile), path.join(data, "auth.json"));
        }
        return { kind: "spawn", executable, args, env, cwd: ctx.workspace, ...(pkg ? { collect: { package: pkg } } : {}) };
    },
    parse: parseOpenCode,
    createStepCounter() {
        // One step is one model request; step_start opens it.
        let steps = 0;
        return jsonStepCounter((event) => {
            if (event?.type === "step_start")
                steps++;
            return steps;
        });
    },
    detectModelRejection: modelRejectionFromSession,
};

// Qwen Code's ~/.qwen/settings.json for an execution: no usage statistics,
// telemetry or update checks (else it reaches aliyuncs.com), no retries of the
// OpenAI client, and the runner's own settings merged last. With the scripted
// model server: an OpenAI-compatible endpoint at its URL and a dummy key.
const SCRIPTED_DEFAULT_MODEL = "qwen3-coder-plus";
function qwenSettings(input) {
    const settings = {
        $version: 4,
        privacy: { usageStatisticsEnabled: false },
        telemetry: { enabled: false },
        general: { enableAutoUpdate: false, disableAutoUpdate: true },
        ...(input.scripted ? { model: { generationConfig: { maxRetries: 0 } } } : {}),
    };
    return merge(settings, input.extra ?? {});
}
function scriptedModelEnv(url, model) {
    return {
        OPENAI_BASE_URL: `${url}/v1`,
        OPENAI_API_KEY: "agent-bench-scripted-model",
        OPENAI_MODEL: model || SCRIPTED_DEFAULT_MODEL,
        DASHSCOPE_API_KEY: undefined,
        ANTHROPIC_API_KEY: undefined,
        GEMINI_API_KEY: undefined,
        HTTP_PROXY: undefined,
        HTTPS_PROXY: undefined,
        http_proxy: undefined,
        https_proxy: undefined,
    };
}
function merge(base, extra) {
    const out = { ...base };
    for (const [key, value] of Object.entries(extra)) {
        const current = out[key];
        out[key] = isPlain(current) && isPlain(value) ? merge(current, value) : value;
    }
    return out;
}
function isPlain(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

// What Qwen Code's tools show (the Gemini CLI names, in Claude Code's
// stream): commands, reads, writes, skills and sub-agents, derived from the
// tool calls the Claude Code parser keeps as they are.
const SHELL_TOOL = "run_shell_command";
const SUBAGENT_TOOLS = new Set(["agent", "task"]);
/** The events a tool call implies, placed right after it. */
function toolEvents(b, call, cwd) {
    const args = rec(call.args) ?? {};
    const ref = { toolCallId: call.id, ...(call.parentToolCallId ? { parentToolCallId: call.parentToolCallId } : {}), ...(call.at ? { at: call.at } : {}) };
    const resolve = (p) => b.resolve(p, cwd);
    const file = str(args.file_path) ?? str(args.absolute_path) ?? str(args.path);
    const out = [];
    if (call.tool === SHELL_TOOL && typeof args.command === "string") {
        const dir = str(args.directory) ?? str(args.dir_path);
        out.push({ type: "command", command: args.command, ...ref });
        for (const p of shellReads(args.command))
            out.push({ type: "fileRead", path: b.resolve(p, dir ? resolve(dir) : cwd), ...ref });
    }
    else if (call.tool === "read_file" && file) {
        out.push({ type: "fileRead", path: resolve(file), ...ref });
    }
    else if (call.tool === "read_many_files") {
        for (const p of arr(args.paths))
            if (typeof p === "string" && !/[*?[]/.test(p))
                out.push({ type: "fileRead", path: resolve(p), ...ref });
    }
    else if (call.tool === "write_file" && file) {
        out.push({ type: "fileWrite", path: resolve(file), kind: "write", ...ref });
    }
    else if ((call.tool === "edit" || call.tool === "replace" || call.tool === "notebook_edit") && file) {
        out.push({ type: "fileWrite", path: resolve(file), kind: "edit", ...ref });
    }
    else if (call.tool === "skill") {
        const skill = str(args.skill) ?? str(args.name);
        if (skill)
            out.push({ type: "skillSignal", skill, signal: "tool:skill", confidence: "explicit", ...(call.at ? { at: call.at } : {}) });
    }
    else if (SUBAGENT_TOOLS.has(call.tool)) {
        out.push({ type: "subagent", toolCallId: call.id, status: "started", description: str(args.description) ?? str(args.subagent_type), ...(call.at ? { at: call.at } : {}) });
    }
    return out;
}
/** A shell result is display text: "Exit Code: N" when it names one, else 0 unless it failed. */
function shellExitCode(result) {
    const m = /^Exit Code: (\d+)\s*$/m.exec(result.output);
    if (m)
        return Number(m[1]);
    return result.isError ? undefined : 0;
}
function isSubagentTool(tool) {
    return tool !== undefined && SUBAGENT_TOOLS.has(tool);
}

// Qwen Code's stream-json is Claude Code's format, so the Claude Code parser
// reads it; this adapts what differs: Gemini CLI tool names (commands, reads,
// writes, skills and sub-agents are derived here), the shell's exit code in
// its display text, usage whose input_tokens already include cached input, no
// cost, `--output-format json` as one array, and API errors that arrive as
// assistant text "[API Error: …]" (with is_error:false before 0.2x).
const API_ERROR = /^\s*\[API Error:?\s*([\s\S]*?)\]?\s*$/;
const MODEL_REJECTED = /model_not_found|does not exist or you do not have access|model \S+ (?:is )?not (?:found|supported)|unsupported model|Model not exist/i;
function parseQwen(output, ctx) {
    const stdout = asJsonLines(output.stdout);
    const claude = parseClaudeCode({ ...output, stdout }, ctx);
    const records = parseJsonLines(stdout).flatMap((l) => (l.kind === "json" && isRecord(l.value) ? [l.value] : []));
    const init = records.find((r) => r.type === "system" && r.subtype === "init") ?? {};
    const results = records.filter((r) => r.type === "result");
    const slashCommands = new Set(arr(init.slash_commands).filter((s) => typeof s === "string"));
    const cwd = str(init.cwd);
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills);
    b.sessionId = claude.sessionId;
    b.cliVersion = str(init.qwen_code_version);
    b.model = claude.model;
    const addError = (error, at) => {
        if (b.errors.some((e) => e.message === error.message))
            return;
        b.errors.push(error);
        b.push({ type: "error", ...error, fatal: true, ...(at ? { at } : {}) });
    };
    const tools = new Map();
    for (const event of claude.events) {
        const e = { ...event };
        if (e.type === "error" && e.fatal && e.kind !== "permission")
            continue; // Claude Code's reading of the result: redone below
        if (e.type === "error" && e.fatal) {
            addError({ kind: e.kind, message: e.message, ...(e.status !== undefined ? { status: e.status } : {}) }, e.at);
            continue;
        }
        if (e.type === "skillSignal" && e.signal.startsWith("prompt:/") && !slashCommands.has(e.skill))
            continue;
        if (e.type === "message" && e.role === "assistant" && e.phase !== "thinking") {
            const apiError = API_ERROR.exec(e.text);
            if (apiError && !e.parentToolCallId) {
                addError(classify(e.text), e.at);
                continue;
            }
            delete e.phase;
        }
        b.push(e);
        if (e.type === "toolCall") {
            if (e.id)
                tools.set(e.id, e.tool);
            for (const derived of toolEvents(b, e, cwd))
                b.push(derived);
        }
        else if (e.type === "toolResult") {
            const tool = e.tool ?? (e.id ? tools.get(e.id) : undefined);
            if (tool === SHELL_TOOL) {
                const exitCode = shellExitCode(e);
                if (exitCode !== undefined) {
                    e.exitCode = exitCode;
                    const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === e.id);
                    if (command?.type === "command")
                        command.exitCode = exitCode;
                }
            }
            if (tool === "write_file" && !e.isError && /created and wrote to new file/i.test(e.output)) {
                const write = b.events.findLast((ev) => ev.type === "fileWrite" && ev.toolCallId === e.id);
                if (write?.type === "fileWrite")
                    write.kind = "create";
            }
            if (isSubagentTool(tool))
                b.push({ type: "subagent", toolCallId: e.id, status: e.isError ? "failed" : "completed", ...(e.at ? { at: e.at } : {}) });
        }
    }
    for (const r of results) {
        if (r.subtype === "error_max_turns")
            addError({ kind: "max-turns", message: "Qwen Code reached its maximum number of session turns" });
        else if (r.is_error === true)
            addError(classify(str(rec(r.error)?.message) || arr(r.errors).filter((x) => typeof x === "string").join("; ") || str(r.result) || "Qwen Code reported an error"));
    }
    if (results.length === 0 && /Reached max session turns/i.test(output.stderr)) {
        addError({ kind: "max-turns", message: "Qwen Code reached its maximum number of session turns (--max-session-turns)" });
    }
    const last = results.at(-1);
    if (typeof last?.result === "string" && !API_ERROR.test(last.result))
        b.finalOutput = last.result;
    const turns = results.map((r) => num(r.num_turns)).filter((n) => n !== undefined);
    if (turns.length > 0)
        b.turns = turns.reduce((a, n) => a + n, 0);
    b.usage = usageOf(results);
    if (claude.errors.some((e) => e.kind === "output")) {
        addError({ kind: "output", message: "Qwen Code printed no stream-json events; runner args must not change --output-format" });
    }
    markPhases(b.events, b.finalOutput);
    return b.finish({ exitCode: output.exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function classify(text) {
    const message = API_ERROR.exec(text)?.[1]?.trim() || text;
    const status = statusIn(text) ?? leadingStatus(message);
    if (MODEL_REJECTED.test(message))
        return { kind: "model-rejected", message, ...(status !== undefined ? { status } : {}) };
    return { kind: API_ERROR.test(text) || status !== undefined ? kindForStatus(status) : "crash", message, ...(status !== undefined ? { status } : {}) };
}
/** "[API Error: 500 the provider is down]": the status leads the message. */
function leadingStatus(message) {
    const m = /^(\d{3})\b/.exec(message);
    const status = m ? Number(m[1]) : undefined;
    return status !== undefined && status >= 400 && status <= 599 ? status : undefined;
}
/** Qwen's input_tokens already count cached input (Claude Code's leave it out). */
function usageOf(results) {
    const usages = results.map((r) => rec(r.usage)).filter((u) => u !== undefined);
    if (usages.length === 0)
        return {};
    const sum = (key) => usages.reduce((n, u) => n + (num(u[key]) ?? 0), 0);
    const input = sum("input_tokens");
    const output = sum("output_tokens");
    const totals = usages.map((u) => num(u.total_tokens));
    const thinking = usages.map((u) => num(u.thoughts_tokens) ?? num(rec(u.output_tokens_details)?.reasoning_tokens)).filter((n) => n !== undefined);
    return {
        inputTokens: input,
        outputTokens: output,
        cacheReadTokens: sum("cache_read_input_tokens"),
        ...(thinking.length > 0 ? { reasoningTokens: thinking.reduce((a, n) => a + n, 0) } : {}),
        totalTokens: totals.every((t) => t !== undefined) ? totals.reduce((a, n) => a + n, 0) : input + output,
    };
}
/** `--output-format json` prints the same messages as one JSON array. */
function asJsonLines(stdout) {
    const trimmed = stdout.trim();
    if (!trimmed.startsWith("["))
        return stdout;
    try {
        const value = JSON.parse(trimmed);
        return Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join("\n") : stdout;
    }
    catch {
        return stdout;
    }
}

// type: qwen — `qwen --prompt=… --output-format stream-json --approval-mode yolo`,
// with ~/.qwen/settings.json in the execution's fresh home.
const optionsSchema$1 = strictObject({
    /** --approval-mode: yolo (the default) approves every tool; nobody is there to answer a prompt. */
    approvalMode: _enum(["yolo", "auto", "auto-edit", "default", "plan"]).default("yolo"),
    /** --max-session-turns: the CLI stops by itself (origin max-steps). */
    maxSessionTurns: number().int().positive().optional(),
    /** --auth-type; default openai when OPENAI_API_KEY is set. */
    authType: _enum(["openai", "openai-responses", "anthropic", "gemini", "vertex-ai", "qwen-oauth"]).optional(),
    systemPrompt: string$1().optional(),
    appendSystemPrompt: string$1().optional(),
    /** Merged into ~/.qwen/settings.json. */
    settings: record(string$1(), unknown()).optional(),
});
const qwenRunner = {
    type: "qwen",
    displayName: "Qwen Code",
    resumes: true,
    optionsSchema: optionsSchema$1,
    modelProtocol: "openai-chat",
    prepare(ctx) {
        const options = optionsSchema$1.parse(ctx.runner.options);
        const { executable, launcher } = executableOf(ctx, "qwen");
        const scripted = ctx.scriptedModelUrl ? scriptedModelEnv(ctx.scriptedModelUrl, ctx.runner.model) : undefined;
        // --prompt=… keeps a prompt that starts with "-" from being read as a flag (a positional prompt after -- is not read).
        const args = [...launcher, `--prompt=${ctx.case.prompt}`, "--output-format", "stream-json", "--approval-mode", options.approvalMode];
        const authType = scripted ? "openai" : (options.authType ?? (ctx.env.OPENAI_API_KEY ? "openai" : undefined));
        if (authType)
            args.push("--auth-type", authType);
        const model = scripted?.OPENAI_MODEL ?? ctx.runner.model;
        if (model)
            args.push("-m", model);
        if (options.maxSessionTurns !== undefined)
            args.push("--max-session-turns", String(options.maxSessionTurns));
        if (ctx.resume?.sessionId)
            args.push("--resume", ctx.resume.sessionId);
        if (options.systemPrompt !== undefined)
            args.push("--system-prompt", options.systemPrompt);
        if (options.appendSystemPrompt !== undefined)
            args.push("--append-system-prompt", options.appendSystemPrompt);
        args.push(...ctx.runner.args);
        const settings = qwenSettings({ scripted: scripted !== undefined, extra: options.settings });
        const files = [{ path: path.join(ctx.home, ".qwen", "settings.json"), content: `${JSON.stringify(settings, null, 2)}\n` }];
        const env = cliEnv(ctx, { QWEN_CODE_SUPPRESS_YOLO_WARNING: "1" }, { ...scripted });
        return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files };
    },
    parse: parseQwen,
    createStepCounter() {
        // A step is one model response: one assistant line with text or tool calls (thinking comes on a line of its own).
        const ids = new Set();
        return jsonStepCounter((event) => {
            const e = event;
            const blocks = Array.isArray(e?.message?.content) ? e.message.content : [];
            // "[API Error: …]" text is the CLI's report of a failed request, not a response.
            const answers = blocks.some((c) => c?.type === "tool_use" || (c?.type === "text" && !/^\s*\[API Error/.test(String(c.text))));
            if (e?.type === "assistant" && typeof e.message?.id === "string" && !e.parent_tool_use_id && answers)
                ids.add(e.message.id);
            return ids.size;
        });
    },
    detectModelRejection: modelRejectionFromSession,
};

// The step vocabulary of scripts: the scripted runner replays them as an
// agent, and the scripted model server answers real agent CLIs with them.
// Generic steps (shell, read, write, skill, text) map onto each agent's own tools.
const durationLike = union([number().nonnegative(), string$1()]);
const stepSchema = union([
    strictObject({ text: string$1(), final: boolean().optional() }),
    strictObject({ thinking: string$1() }),
    strictObject({ tool: literal("shell"), command: string$1(), output: string$1().optional(), exitCode: number().int().optional(), description: string$1().optional() }),
    strictObject({ tool: literal("read"), path: string$1(), output: string$1().optional() }),
    strictObject({ tool: literal("write"), path: string$1(), content: string$1() }),
    strictObject({ tool: literal("edit"), path: string$1(), old: string$1(), new: string$1() }),
    strictObject({ tool: literal("skill"), name: string$1() }),
    strictObject({ tool: string$1(), args: record(string$1(), unknown()).optional(), output: string$1().optional(), isError: boolean().optional() }),
    strictObject({ fail: number().int().min(400).max(599), message: string$1().optional() }),
    strictObject({
        usage: strictObject({
            input: number().nonnegative().optional(),
            output: number().nonnegative().optional(),
            reasoning: number().nonnegative().optional(),
            cacheRead: number().nonnegative().optional(),
            cacheWrite: number().nonnegative().optional(),
        }),
        cost: number().nonnegative().optional(),
    }),
    strictObject({ cost: number().nonnegative() }),
    strictObject({ delay: durationLike }),
    strictObject({ exit: number().int().min(0).max(255), stderr: string$1().optional() }),
    strictObject({ hang: literal(true) }),
    strictObject({ stdout: string$1() }),
    strictObject({ stderr: string$1() }),
    strictObject({ rejectModel: literal(true), message: string$1().optional() }),
]);
const stepsSchema = array(stepSchema);
/**
 * Per case: one list of steps, one list per run (run k uses runs[(k - 1) % runs.length]), or one
 * list per turn of a multi-turn case (turn k uses turns[k - 1], the last list once they run out).
 */
const caseScriptSchema = union([stepsSchema, strictObject({ runs: array(stepsSchema).min(1) }), strictObject({ turns: array(stepsSchema).min(1) })]);
const scriptSchema = union([
    stepsSchema,
    strictObject({
        $schema: string$1().optional(),
        /** Steps for cases without their own entry. */
        steps: caseScriptSchema.optional(),
        cases: record(string$1(), caseScriptSchema).optional(),
        /** First match wins: a regular expression on the prompt. */
        match: array(strictObject({ prompt: string$1(), steps: caseScriptSchema })).optional(),
    }),
]);
/** The steps for one execution, or undefined when the script has none for this case. */
function selectSteps(script, caseId, prompt, run, turn = 1) {
    const pick = (entry) => {
        if (Array.isArray(entry))
            return entry;
        if ("turns" in entry)
            return entry.turns[Math.min(turn, entry.turns.length) - 1];
        return entry.runs[(run - 1) % entry.runs.length];
    };
    if (Array.isArray(script))
        return script;
    const own = script.cases?.[caseId];
    if (own)
        return pick(own);
    for (const m of script.match ?? []) {
        if (new RegExp(m.prompt).test(prompt))
            return pick(m.steps);
    }
    return script.steps ? pick(script.steps) : undefined;
}

// The scripted agent: replays steps as a real agent would act, in process
// (no spawn, so thousands of executions cost almost nothing). It writes and
// edits files in its workspace for real, so workspace checks see them.
const MAX_READ = 4000;
async function runScript(run, io) {
    const emit = (value) => io.stdout(JSON.stringify(value));
    let callId = 0;
    let turns = 0;
    let finalOutput;
    const usage = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0 };
    let usageSeen = false;
    let cost;
    emit({ type: "init", model: run.model ?? "scripted", prompt: run.prompt });
    for (const step of run.steps) {
        if (io.signal.aborted)
            return { exitCode: 130 };
        if ("text" in step) {
            turns++;
            emit({ type: "turn", n: turns });
            emit({ type: "message", role: "assistant", text: step.text });
            if (step.final)
                finalOutput = step.text;
        }
        else if ("thinking" in step) {
            emit({ type: "message", role: "assistant", phase: "thinking", text: step.thinking });
        }
        else if ("tool" in step) {
            turns++;
            emit({ type: "turn", n: turns });
            const id = `call_${++callId}`;
            const result = await performTool(step, io.cwd);
            emit({ type: "tool_call", id, tool: step.tool, args: result.args });
            emit({ type: "tool_result", id, tool: step.tool, output: result.output, isError: result.isError, exitCode: result.exitCode });
        }
        else if ("fail" in step) {
            emit({ type: "error", status: step.fail, message: step.message ?? `API Error: ${step.fail} scripted failure` });
            return { exitCode: 1 };
        }
        else if ("rejectModel" in step) {
            emit({ type: "error", status: 404, kind: "model-rejected", message: step.message ?? `Model not found: ${run.model ?? "scripted"}` });
            return { exitCode: 1 };
        }
        else if ("usage" in step) {
            usageSeen = true;
            usage.input += step.usage.input ?? 0;
            usage.output += step.usage.output ?? 0;
            usage.reasoning += step.usage.reasoning ?? 0;
            usage.cacheRead += step.usage.cacheRead ?? 0;
            usage.cacheWrite += step.usage.cacheWrite ?? 0;
            if (step.cost !== undefined)
                cost = (cost ?? 0) + step.cost;
        }
        else if ("cost" in step) {
            cost = (cost ?? 0) + step.cost;
        }
        else if ("delay" in step) {
            const ms = typeof step.delay === "number" ? step.delay : (parseDuration(step.delay) ?? 0);
            try {
                await setTimeout(ms, undefined, { signal: io.signal });
            }
            catch {
                return { exitCode: 130 };
            }
        }
        else if ("hang" in step) {
            await new Promise((resolve) => io.signal.addEventListener("abort", () => resolve(), { once: true }));
            return { exitCode: 130 };
        }
        else if ("exit" in step) {
            if (step.stderr)
                io.stderr(step.stderr);
            return { exitCode: step.exit };
        }
        else if ("stdout" in step) {
            io.stdout(step.stdout);
        }
        else if ("stderr" in step) {
            io.stderr(step.stderr);
        }
    }
    emit({
        type: "result",
        ...(finalOutput !== undefined ? { finalOutput } : {}),
        ...(usageSeen ? { usage } : {}),
        ...(cost !== undefined ? { costUsd: cost } : {}),
        turns,
    });
    return { exitCode: 0 };
}
async function performTool(step, cwd) {
    const abs = (p) => path.resolve(cwd, p);
    const s = step;
    switch (step.tool) {
        case "shell":
            return { args: { command: s.command }, output: s.output ?? "", exitCode: s.exitCode ?? 0, isError: (s.exitCode ?? 0) !== 0 };
        case "read": {
            const file = abs(s.path);
            if (s.output !== undefined)
                return { args: { path: file }, output: s.output };
            if (!existsSync(file))
                return { args: { path: file }, output: `File not found: ${file}`, isError: true };
            return { args: { path: file }, output: (await readFile(file, "utf8")).slice(0, MAX_READ) };
        }
        case "write": {
            const file = abs(s.path);
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, s.content);
            return { args: { path: file, content: s.content }, output: `Wrote ${file}` };
        }
        case "edit": {
            const file = abs(s.path);
            const before = existsSync(file) ? await readFile(file, "utf8") : undefined;
            if (before === undefined || !before.includes(s.old)) {
                return { args: { path: file, old: s.old, new: s.new }, output: `Edit failed: text not found in ${file}`, isError: true };
            }
            await writeFile(file, before.replace(s.old, s.new));
            return { args: { path: file, old: s.old, new: s.new }, output: `Edited ${file}` };
        }
        case "skill":
            return { args: { name: s.name }, output: `Loaded skill ${s.name}` };
        default:
            return { args: s.args ?? {}, output: s.output ?? "", isError: s.isError ?? false };
    }
}

// Loads a script file (JSON, YAML, or a module exporting a script or a
// function of the execution) and validates it, naming the file and step.
async function loadScript(file) {
    if (isModulePath(file)) {
        const exported = await importModule(file, "default");
        if (typeof exported === "function") {
            return async (ctx) => {
                const steps = await exported(ctx);
                if (steps === undefined)
                    return undefined;
                const parsed = stepsSchema.safeParse(steps);
                if (!parsed.success)
                    throw issuesToError(parsed.error.issues, { file, prefix: [`(steps for ${ctx.caseId})`] });
                return parsed.data;
            };
        }
        return fromScript(validate(exported, file));
    }
    const loaded = await loadDataFile(file);
    return fromScript(validate(loaded.value, file, loaded.lineOf));
}
function fromScript(script) {
    return async (ctx) => selectSteps(script, ctx.caseId, ctx.prompt, ctx.run, ctx.turn);
}
function validate(value, file, lineOf) {
    const parsed = scriptSchema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    // A union error says little; point at the first step that matches no step shape.
    const steps = Array.isArray(value) ? value : undefined;
    if (steps) {
        for (let i = 0; i < steps.length; i++) {
            const one = stepsSchema.safeParse([steps[i]]);
            if (!one.success) {
                const line = lineOf?.([i]);
                throw configError(`${file}${line ? `:${line}` : ""}: step ${i + 1} is not a known step: ${JSON.stringify(steps[i])}`, {
                    hint: 'steps look like {"text": "..."}, {"tool": "shell", "command": "ls"}, {"tool": "read", "path": "..."}, {"tool": "write", "path": "...", "content": "..."}, {"tool": "skill", "name": "..."}, {"fail": 500}, {"delay": "1s"}; see docs/runners.md#scripted',
                });
            }
        }
    }
    throw issuesToError(parsed.error.issues, { file, lineOf });
}

// The scripted agent's JSONL → session. Lenient like every parser: unknown
// lines are kept as raw or unparsed events.
function parseScripted(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills);
    const tools = new Map();
    // A user-typed "/skill args" prompt invokes the skill explicitly, as in the real agents.
    const typed = promptSkill(ctx.prompt);
    if (typed)
        b.push({ type: "skillSignal", skill: typed, signal: `prompt:/${typed}`, confidence: "explicit" });
    for (const e of b.records(output.stdout)) {
        switch (e.type) {
            case "init":
                b.model = str(e.model);
                b.cliVersion = "scripted";
                break;
            case "turn":
                break;
            case "message":
                b.push({ type: "message", role: "assistant", text: str(e.text) ?? "", ...(e.phase === "thinking" ? { phase: "thinking" } : {}) });
                break;
            case "tool_call": {
                const id = str(e.id);
                const tool = str(e.tool) ?? "unknown";
                const args = rec(e.args) ?? {};
                if (id)
                    tools.set(id, tool);
                b.push({ type: "toolCall", id, tool, args });
                if (tool === "shell" && typeof args.command === "string")
                    b.push({ type: "command", command: args.command, toolCallId: id });
                if (tool === "read" && typeof args.path === "string")
                    b.push({ type: "fileRead", path: b.resolve(args.path), toolCallId: id });
                if ((tool === "write" || tool === "edit") && typeof args.path === "string") {
                    b.push({ type: "fileWrite", path: b.resolve(args.path), kind: tool === "write" ? "write" : "edit", toolCallId: id });
                }
                if (tool === "skill" && typeof args.name === "string")
                    b.push({ type: "skillSignal", skill: args.name, signal: "tool:skill", confidence: "explicit" });
                break;
            }
            case "tool_result": {
                const id = str(e.id);
                b.push({ type: "toolResult", id, tool: id ? tools.get(id) : undefined, output: str(e.output) ?? "", isError: e.isError === true, exitCode: num(e.exitCode) });
                // The command's exit code belongs on its command event too.
                const exitCode = num(e.exitCode);
                if (exitCode !== undefined) {
                    const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
                    if (command && command.type === "command")
                        command.exitCode = exitCode;
                }
                break;
            }
            case "error": {
                const status = num(e.status);
                const kind = e.kind === "model-rejected" ? "model-rejected" : status === 401 || status === 403 ? "authentication" : status === 429 ? "rate-limit" : "api";
                b.error({ kind, message: str(e.message) ?? "scripted error", status });
                break;
            }
            case "result": {
                if (typeof e.finalOutput === "string")
                    b.finalOutput = e.finalOutput;
                const u = rec(e.usage);
                if (u) {
                    b.usage = {
                        inputTokens: num(u.input),
                        outputTokens: num(u.output),
                        reasoningTokens: num(u.reasoning) || undefined,
                        cacheReadTokens: num(u.cacheRead),
                        cacheWriteTokens: num(u.cacheWrite),
                        totalTokens: (num(u.input) ?? 0) + (num(u.output) ?? 0),
                    };
                }
                b.costUsd = num(e.costUsd);
                b.turns = num(e.turns);
                break;
            }
            default:
                b.push({ type: "raw", raw: e });
        }
    }
    return b.finish({ exitCode: output.exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}

// type: scripted — a deterministic agent replaying a script, with no API key
// and no process. What the quick start and most tests use.
const optionsSchema = strictObject({
    /** A script file (JSON, YAML, or a module), relative to the config file. */
    script: string$1().min(1).optional(),
    /** Inline steps used for every case. */
    steps: stepsSchema.optional(),
});
const sources = new Map();
function sourceFor(options, baseDir, runnerId) {
    if (options.steps)
        return Promise.resolve(fromScript(options.steps));
    if (!options.script) {
        throw configError(`runners.${runnerId}: a scripted runner needs "script" (a file) or "steps"`, {
            hint: 'e.g. script: "./scripts/agent.json"; see docs/runners.md#scripted',
        });
    }
    const file = path.resolve(baseDir, options.script);
    let source = sources.get(file);
    if (!source) {
        source = loadScript(file);
        sources.set(file, source);
    }
    return source;
}
const scriptedRunner = {
    type: "scripted",
    displayName: "Scripted agent",
    inProcess: true,
    // Stateless: each turn of a multi-turn case picks its own steps (a script's "turns").
    resumes: true,
    optionsSchema: optionsSchema,
    async preflight(runner) {
        await sourceFor(optionsSchema.parse(runner.options), runner.baseDir, runner.id);
    },
    async prepare(ctx) {
        const options = optionsSchema.parse(ctx.runner.options);
        const source = await sourceFor(options, ctx.runner.baseDir, ctx.runner.id);
        const steps = await source({ caseId: ctx.case.id, prompt: ctx.case.prompt, run: ctx.run, runnerId: ctx.runner.id, turn: Number(ctx.env.AGENT_BENCH_TURN) || 1 });
        return {
            kind: "in-process",
            cwd: ctx.workspace,
            run: (io) => runScript({ steps: steps ?? [{ text: `no scripted steps for case "${ctx.case.id}"` }, { exit: 2, stderr: `scripted: no steps for case "${ctx.case.id}"\n` }],
                prompt: ctx.case.prompt, model: ctx.runner.model }, io),
        };
    },
    parse: parseScripted,
    createStepCounter() {
        let steps = 0;
        return (line) => {
            if (line.startsWith('{"type":"turn"'))
                steps++;
            return steps;
        };
    },
    detectModelRejection(_output, session) {
        return session.errors.find((e) => e.kind === "model-rejected")?.message;
    },
};

// Every runner type agent-bench knows. Adding an agent: its folder, one line here.
const ADAPTERS = [scriptedRunner, commandRunner, claudeCodeRunner, codexRunner, geminiRunner, openCodeRunner, copilotRunner, qwenRunner, cursorRunner, httpRunner];
const BY_TYPE = new Map(ADAPTERS.map((a) => [a.type, a]));
function getAdapter(type) {
    return BY_TYPE.get(type);
}
function runnerTypes() {
    return ADAPTERS.map((a) => a.type);
}

export { isModulePath as a, issueLines as b, issuesToError as c, requireUserModule as d, importUserModule as e, planReplies as f, getAdapter as g, loadScript as h, importModule as i, emptySession as j, keyPath as k, loadDataFile as l, problemsError as p, runnerTypes as r, startModelServer as s };
