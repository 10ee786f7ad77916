// Building the page: elements from a tag, fixed attribute names and children.
// Data reaches the DOM only as text nodes and attribute values, never as markup.

import { num } from "./format.ts";

export type Child = Node | string | number | null | undefined | false | readonly Child[];
export type Attrs = Record<string, string | number | boolean | null | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs | null, children?: Child): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") el.className = String(v);
      else el.setAttribute(k, v === true ? "" : String(v));
    }
  }
  add(el, children);
  return el;
}

// Array.isArray narrows a readonly array to any[].
function isList(c: Child): c is readonly Child[] {
  return Array.isArray(c);
}

export function add<E extends Node>(el: E, children: Child): E {
  if (children === undefined || children === null) return el;
  const list = isList(children) ? children : [children];
  for (const c of list) {
    if (c === undefined || c === null || c === false || c === "") continue;
    if (isList(c)) add(el, c);
    else el.appendChild(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

const SVG = "http://www.w3.org/2000/svg";

export function svg(tag: string, attrs: Attrs, children?: Child): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) el.setAttribute(k, String(v));
  add(el, children);
  return el;
}

export function clear<E extends Node>(el: E): E {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

/** The element the page built with this id (it exists while its section is shown). */
export function byId(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`agent-bench report: no #${id} element`);
  return el;
}

export function link(label: string, url: string | undefined): HTMLAnchorElement | null {
  return /^https?:\/\//i.test(url || "") ? h("a", { href: url, rel: "noopener noreferrer" }, label) : null;
}

export function section(id: string, title: string, body: Child): HTMLElement {
  return h("section", { id }, [h("h2", null, title), body]);
}

export function pre(text: string, cls?: string): HTMLPreElement {
  return h("pre", { class: cls || null }, text);
}

export function pager(total: number, size: number, page: number, onPage: (page: number) => void, label: string): HTMLElement {
  const pages = Math.max(1, Math.ceil(total / size));
  const prev = h("button", { type: "button", class: "prev", disabled: page <= 0 }, "‹ Previous");
  const next = h("button", { type: "button", class: "next", disabled: page >= pages - 1 }, "Next ›");
  prev.addEventListener("click", () => onPage(page - 1));
  next.addEventListener("click", () => onPage(page + 1));
  const from = total ? page * size + 1 : 0;
  const to = Math.min(total, (page + 1) * size);
  return h("div", { class: "pager" }, [prev, next, `${label} ${num(from)}–${num(to)} of ${num(total)}`]);
}

// On a phone the tables stack, one block per row (style.ts); each cell then names its column.
function labelCells(table: HTMLTableElement): void {
  const headRow = table.tHead?.rows[0];
  const head = headRow ? Array.from(headRow.cells, (th) => th.textContent) : [];
  for (const tb of Array.from(table.tBodies)) {
    for (const tr of Array.from(tb.rows)) {
      Array.from(tr.cells).forEach((td, i) => {
        const label = head[i];
        if (!td.hasAttribute("colspan") && label && !td.hasAttribute("data-label")) td.setAttribute("data-label", label);
      });
    }
  }
}

export function labelTablesOf(root: HTMLElement): void {
  new MutationObserver(() => {
    for (const table of Array.from(root.getElementsByTagName("table"))) labelCells(table);
  }).observe(root, { childList: true, subtree: true });
}
