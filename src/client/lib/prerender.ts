/**
 * Whether this page load started from HTML rendered at build time (scripts/prerender.ts):
 * on the server while prerendering, and in a browser whose #root arrived filled in.
 * Read once at start-up, before React touches the root.
 */
const fromHtml =
  typeof document === "undefined" || Boolean(document.getElementById("root")?.hasChildNodes());

export function startedFromPrerender(): boolean {
  return fromHtml;
}
