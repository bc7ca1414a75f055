import type { I18n } from "@/client/i18n/use-t";
import { localeTags } from "@/shared/i18n/locales";

/**
 * What a tool with no usable model says in the workbench (the server's chat refusal says the
 * same): the settings that would enable one, joined with the reader's "or".
 */
export function noModelMessage({ t, locale }: I18n, tool: string, enableWith: readonly string[]) {
  if (enableWith.length === 0)
    return t(
      {
        id: "workbench.models.noneAnyKey",
        defaultMessage:
          "{tool} has no usable model on this server. An administrator can enable one with a provider key, in the admin area's Providers or the server's environment.",
      },
      { tool },
    );
  const settings = new Intl.ListFormat(localeTags[locale], { type: "disjunction" }).format(
    enableWith,
  );
  return t(
    {
      id: "workbench.models.none",
      defaultMessage:
        "{tool} has no usable model on this server. An administrator can enable one with {settings}, in the admin area's Providers or the server's environment.",
    },
    { tool, settings },
  );
}
