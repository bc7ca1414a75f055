import type { Area } from "@/shared/i18n/areas";
import { loadMessages } from "./locale-store";

/**
 * A lazily imported module that shows messages beyond the common ones names their areas in
 * `messageAreas`; this waits for them in the active language, so the module renders translated
 * from its first frame. (A prerendered page's boot script fetches them alongside the page.)
 */
export async function withMessages<Module extends { messageAreas: readonly Area[] }>(
  module: Promise<Module>,
): Promise<Module> {
  const loaded = await module;
  await loadMessages(loaded.messageAreas);
  return loaded;
}
