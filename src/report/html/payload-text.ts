// Every text the HTML report embeds goes through here: control and bidi
// characters removed, then cut to a bound (the page shows it with textContent).

import { plainText, truncate } from "../sanitize.ts";

export function payloadText(s: string | undefined, max: number): string {
  return truncate(plainText(s ?? ""), max).text;
}
