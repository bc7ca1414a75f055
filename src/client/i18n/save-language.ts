import { api, readJson } from "@/client/api/http";
import type { Locale } from "@/shared/i18n/locales";

/** Saves the language on the signed-in account (the e-mails it is sent follow it). */
export async function saveLanguage(language: Locale): Promise<void> {
  await readJson(api.account.profile.$patch({ json: { language } }));
}
