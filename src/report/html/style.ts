// The HTML report's stylesheet: inline (the page makes no requests), light and
// dark, pass rates as an 11-step red → green scale (r0 … r10) that never
// carries meaning alone (every cell also shows its counts). Below 640 px wide
// tables stack into one block per row, each cell labelled with its column.

export const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa; --accent: #0969da;
  --pass: #1a7f37; --fail: #cf222e; --err: #8250df; --warn: #9a6700; --skip: #818b98; --code: #eff2f5; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23; --accent: #4493f8;
  --pass: #3fb950; --fail: #f85149; --err: #ab7df8; --warn: #d29922; --skip: #9198a1; --code: #1f2630; } }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
main { max-width: 1400px; margin: 0 auto; padding: 16px 24px 64px; }
h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 17px; margin: 28px 0 10px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 14px; margin: 16px 0 6px; }
.sub, .muted { color: var(--muted); } .sub { margin: 0 0 12px; }
a { color: var(--accent); }
code, pre, .mono { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
code { background: var(--code); padding: 1px 4px; border-radius: 4px; }
pre { background: var(--code); padding: 8px 10px; border-radius: 6px; white-space: pre-wrap; word-break: break-word; margin: 4px 0 8px; max-height: 480px; overflow: auto; }
.verdict { border-left: 4px solid var(--muted); background: var(--panel); padding: 10px 14px; border-radius: 6px; margin: 12px 0; }
.verdict strong { font-size: 15px; }
.verdict.regression { border-color: var(--fail); } .verdict.possible-regression { border-color: var(--warn); }
.verdict.improvement, .verdict.no-change { border-color: var(--pass); }
.notes { border-left: 4px solid var(--warn); background: var(--panel); padding: 6px 14px; border-radius: 6px; margin: 12px 0; }
.notes p { margin: 4px 0; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 10px; margin: 12px 0; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; background: var(--panel); }
.card .label { color: var(--muted); font-size: 12px; } .card .value { font-size: 22px; font-weight: 600; } .card .detail { font-size: 12px; color: var(--muted); }
.card .value .ci { font-size: 14px; font-weight: 400; color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; font-size: 12px; color: var(--muted); position: sticky; top: 0; background: var(--bg); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.scroll { overflow-x: auto; }
.filters { position: sticky; top: 0; z-index: 5; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; background: var(--bg); padding: 10px 0; border-bottom: 1px solid var(--line); }
.filters label { display: flex; gap: 4px; align-items: center; font-size: 12px; color: var(--muted); }
input, select, button { font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; }
input[type=search] { min-width: 260px; width: 26em; max-width: 100%; }
button { cursor: pointer; } button:hover { border-color: var(--accent); } button:disabled { opacity: .5; cursor: default; }
.chip { display: inline-flex; gap: 4px; align-items: center; border: 1px solid var(--line); border-radius: 12px; padding: 1px 8px; font-size: 12px; margin: 0 4px 4px 0; }
.chip.active { border-color: var(--accent); color: var(--accent); }
.count { font-size: 12px; color: var(--muted); margin-left: auto; }
.pager { display: flex; gap: 8px; align-items: center; margin: 8px 0; font-size: 12px; color: var(--muted); }
.grid td.case { max-width: 360px; word-break: break-word; }
.grid button.cell { min-width: 64px; border: 2px solid transparent; font-variant-numeric: tabular-nums; color: #111; }
.grid button.cell.sel { outline: 2px solid var(--accent); outline-offset: 1px; }
.grid button.cell.t-regressed { border-color: var(--fail); border-style: solid; } .grid button.cell.t-possible-regression { border-color: var(--warn); border-style: dashed; }
.grid button.cell.t-improved, .grid button.cell.t-possible-improvement { border-color: var(--pass); border-style: dashed; }
.r0 { background: #f4a3a3; } .r1 { background: #f5b09b; } .r2 { background: #f6bd93; } .r3 { background: #f7ca8b; } .r4 { background: #f5d685; }
.r5 { background: #ecdd84; } .r6 { background: #dce187; } .r7 { background: #c8e28d; } .r8 { background: #b3df95; } .r9 { background: #9fdb9d; } .r10 { background: #8fd6a3; }
.rerr { background: #d8c8f5; } .rskip, .rnone { background: var(--panel); color: var(--muted) !important; }
.st { font-weight: 600; white-space: nowrap; }
.st-passed, .st-expected-failed { color: var(--pass); } .st-failed, .st-unexpected-passed { color: var(--fail); } .st-errored { color: var(--err); } .st-skipped { color: var(--skip); }
.tier { white-space: nowrap; } .tier-regressed { color: var(--fail); font-weight: 600; } .tier-possible-regression { color: var(--warn); }
.tier-improved, .tier-possible-improvement { color: var(--pass); }
tr.exec td { cursor: default; } tr.exec button.toggle { padding: 0 6px; }
tr.detail > td { background: var(--panel); padding: 10px 14px 14px; }
.facts { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 12px; color: var(--muted); margin-bottom: 6px; }
.events { border-left: 2px solid var(--line); padding-left: 10px; }
.ev { margin: 6px 0; } .ev .kind { display: inline-block; min-width: 64px; font-size: 11px; font-weight: 600; text-transform: uppercase; color: var(--muted); }
.ev.k-err .kind, .ev.is-err .kind { color: var(--fail); } .ev.k-msg.role-assistant .kind { color: var(--accent); }
.ev pre { margin: 2px 0 0; max-height: 320px; }
ul.asserts { margin: 4px 0 8px; padding-left: 18px; } ul.asserts li.ok::marker { color: var(--pass); } ul.asserts li.ko::marker { color: var(--fail); }
svg { display: block; max-width: 100%; height: auto; } svg text { fill: var(--fg); font: 11px system-ui, sans-serif; }
svg .axis { stroke: var(--line); } svg .ci { stroke: var(--muted); stroke-width: 2; } svg .ci-base { stroke: var(--skip); stroke-width: 2; stroke-dasharray: 3 2; }
svg .dot { stroke: var(--bg); stroke-width: 1; } svg .bar { fill: var(--accent); opacity: .8; }
svg .c-stable { fill: var(--pass); } svg .c-mostly-stable { fill: #6cab3c; } svg .c-unstable { fill: var(--warn); } svg .c-highly-unstable { fill: var(--fail); } svg .c-none { fill: var(--skip); }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 12px; }
.empty { color: var(--muted); font-style: italic; padding: 8px 0; }
tr.bh-row > td { background: var(--panel); border-bottom: 1px solid var(--line); } ul.behaviour { margin: 2px 0 2px; padding-left: 18px; }
details.pair { margin: 8px 0; } details.pair > summary { cursor: pointer; padding: 4px 0; }
table.side-by-side td.step { width: 46%; word-break: break-word; } table.side-by-side td.step.none { background: var(--panel); }
table.side-by-side tr.only td.step:not(.none) { background: color-mix(in srgb, var(--warn) 12%, transparent); }
table.side-by-side tr.diverge td { border-top: 2px solid var(--fail); } table.side-by-side td.mark { color: var(--fail); font-weight: 600; white-space: nowrap; }
table.side-by-side .kind { display: inline-block; min-width: 48px; font-size: 11px; font-weight: 600; text-transform: uppercase; color: var(--muted); }
footer { margin-top: 40px; font-size: 12px; color: var(--muted); }
code { overflow-wrap: anywhere; }
@media (max-width: 640px) {
  main { padding: 8px 12px 48px; }
  .cards { grid-template-columns: 1fr 1fr; } .card .value { font-size: 18px; }
  table, thead, tbody, tr, th, td { display: block; width: auto; }
  thead { display: none; }
  tr { border-bottom: 1px solid var(--line); padding: 6px 0; }
  td, td.num { border: 0; padding: 2px 0; text-align: left; max-width: none; }
  td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-size: 12px; }
  .grid td.case { max-width: none; }
  tr.detail > td { padding: 8px; }
  input[type=search] { min-width: 0; width: 100%; }
  .filters { position: static; }
  .filters label { flex: 1 1 40%; } .filters select { flex: 1; min-width: 0; }
  .charts { grid-template-columns: 1fr; }
  pre { max-width: 100%; }
}
`;
