// The HTML report (-o report.html): one self-contained file that works from
// file:// and as an uploaded artifact. The data sits in a JSON script block
// (with "<" written as \u003c, so no text inside can close it); a small inline
// script (src/report/html/client/, bundled by rollup.client.mjs) renders it
// with text nodes only; a Content-Security-Policy allows exactly that script
// and that stylesheet (by hash) and no request at all.

import type { ReportModel } from "../model.ts";
import { htmlHead } from "./head.ts";
import { buildView } from "../view.ts";
import { ADAPTIVE_STYLE, adaptiveHtml } from "./adaptive.ts";
import { CLIENT_SCRIPT } from "./client-script.ts";
import { EXPLANATIONS_STYLE, explanationsHtml } from "./explanations.ts";
import { buildPayload, type PayloadOptions } from "./payload.ts";
import { withVariants } from "./payload-variants.ts";
import { STYLE } from "./style.ts";
import { TREND_STYLE, trendsHtml } from "./trends.ts";
import { triggerReports } from "../triggers.ts";
import { TRIGGERS_STYLE, triggersHtml } from "./triggers.ts";
import { LIFT_STYLE, liftSectionHtml } from "./lift.ts";
import type { LiftViews } from "../lift/render.ts";

export interface HtmlOptions extends Omit<PayloadOptions, "title"> {
  /** Page title (default "agent-bench report"). */
  title?: string;
  /** The lift section's views of each cell (its arms side by side, what the arm without the skill changed). */
  liftViews?: LiftViews;
}

const PAGE_STYLE = `${STYLE}${TREND_STYLE}${ADAPTIVE_STYLE}${TRIGGERS_STYLE}`;

export function renderHtml(model: ReportModel, options: HtmlOptions = {}): string {
  const { liftViews, ...payloadOptions } = options;
  const title = options.title ?? "agent-bench report";
  const view = buildView(model);
  const payload = withVariants(buildPayload(model, view, { ...payloadOptions, title }), view, options.sideBySide);
  const explained = (model.explanations?.executions.length ?? 0) > 0;
  const triggers = triggerReports(model.run);
  const lifts = model.lifts ?? [];
  // The explanations' and the lift's style only with them: every other page stays byte for byte as it was.
  const style = `${PAGE_STYLE}${explained ? EXPLANATIONS_STYLE : ""}${lifts.length || model.trend?.skills ? LIFT_STYLE : ""}`;
  return [
    ...htmlHead({ title, style, script: CLIENT_SCRIPT, generator: model.run.tool.version }),
    "<body>",
    '<main id="app"><noscript>This report needs JavaScript to show its data; results.json in the artifacts has the same data.</noscript></main>',
    ...(explained ? [explanationsHtml(model.explanations!)] : []),
    ...(model.run.adaptive ? [adaptiveHtml(model.run.adaptive)] : []),
    ...(triggers.length > 0 ? [triggersHtml(triggers)] : []),
    ...(lifts.length > 0 ? [liftSectionHtml(lifts, liftViews)] : []),
    ...(model.trend ? [trendsHtml(model.trend)] : []),
    `<script type="application/json" id="agent-bench-data">${scriptSafeJson(payload)}</script>`,
    `<script>${CLIENT_SCRIPT}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** JSON that cannot end its <script> element or start a comment in it, whatever its strings hold. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/gu, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
