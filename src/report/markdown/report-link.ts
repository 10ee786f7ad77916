// "Open the full report": the HTML report, uploaded unzipped so GitHub serves
// it in the browser; or, where that upload was refused, the zip and why.

import type { ReportLinks } from "../model.ts";
import { mdLink, mdText } from "../sanitize.ts";

export function reportLinkSection(links: ReportLinks | undefined): string {
  const open = mdLink("Open the full report", links?.htmlReportUrl);
  if (!open) return "";
  if (links?.htmlReportZipped) {
    return `📄 **${open}** (zipped: ${mdText(links.htmlReportZipped)}; download it and open report.html)`;
  }
  return `📄 **${open}** (report.html, opens in the browser)`;
}
