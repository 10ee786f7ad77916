// The HTML report's page script (bundled by rollup.client.mjs into the IIFE that render.ts
// inlines): it renders the data block with text nodes only, then marks the page ready.

import { renderChartsSection, updateCharts } from "./charts.ts";
import { renderComparison, updateComparison } from "./comparison.ts";
import { D } from "./data.ts";
import { add, byId, clear, h, labelTablesOf } from "./dom.ts";
import { renderExecutionsSection, updateExecutions } from "./executions.ts";
import { renderFilters } from "./filters.ts";
import { renderGridSection, updateGrid } from "./grid.ts";
import { renderSideBySide } from "./pairs.ts";
import type { Refresh } from "./state.ts";
import { renderCards, renderHeader, renderNotes, renderRunners, renderVerdict } from "./summary.ts";

const app = byId("app");
labelTablesOf(app);

const refresh: Refresh = {
  update() {
    updateComparison(refresh);
    updateGrid(refresh);
    updateCharts();
    updateExecutions(refresh);
  },
  rebuild() {
    clear(app);
    const footer = h(
      "footer",
      null,
      `agent-bench ${D.meta.version} · Node ${D.meta.node} · ${D.meta.platform} · this page is self-contained and makes no network requests`,
    );
    add(app, [
      renderHeader(),
      renderVerdict(),
      renderNotes(),
      renderCards(),
      renderRunners(),
      renderFilters(refresh),
      renderComparison(refresh),
      renderSideBySide(),
      renderGridSection(refresh),
      renderChartsSection(),
      renderExecutionsSection(),
      footer,
    ]);
    refresh.update();
  },
};

refresh.rebuild();
document.documentElement.setAttribute("data-ready", "true");
