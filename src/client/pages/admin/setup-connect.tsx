import { type FormEvent, useId, useState } from "react";
import { useTestProvider } from "@/client/api/admin-models";
import { useSaveProviderSettings } from "@/client/api/admin-providers";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { FormError } from "@/client/components/ui/section-states";
import { useT } from "@/client/i18n/use-t";
import type { ProviderSettingsInput, ProviderStatus } from "@/shared/provider-settings";
import { ownServerExample, providerName } from "./provider-uses";

/** An address as a local OpenAI-compatible server has one (a URL reads the same in any language). */
const localServerExample = "http://localhost:8000/v1";

/**
 * The chosen provider's key (and base URL, for a compatible or local server), saved and then
 * tested with the provider's cheapest real call: its model list read, then, e.g., a one-token
 * chat. A key set in the server's environment is only tested.
 */
export function SetupConnect({ provider }: { provider: ProviderStatus }) {
  const i18n = useT();
  const { t } = i18n;
  const id = useId();
  const save = useSaveProviderSettings();
  const test = useTestProvider();
  const [apiKey, setApiKey] = useState("");
  const [baseUrl, setBaseUrl] = useState("");
  // A server of the operator's own is switched on by its address; its key is optional.
  const own = provider.byBaseUrl;
  const name = providerName(i18n, provider);
  const fromEnvironment = (own ? provider.baseUrlSource : provider.keySource) === "environment";
  const pending = save.isPending || test.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    test.reset();
    if (!fromEnvironment) {
      const input: ProviderSettingsInput = {};
      if (apiKey.trim()) input.apiKey = apiKey.trim();
      if (provider.baseUrlSetting && baseUrl.trim()) input.baseUrl = baseUrl.trim();
      const saved = await save.mutateAsync({ provider: provider.id, input }).catch(() => null);
      if (!saved) return;
      setApiKey("");
    }
    test.mutate(provider.id);
  };

  const result = test.data;
  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={`${id}-result`}>
      {fromEnvironment ? (
        <p className="text-sm text-muted-fg">
          {t(
            {
              id: "admin.setup.fromEnvironment",
              defaultMessage: "{provider}'s key is set in the server's environment: test it.",
            },
            { provider: name },
          )}
        </p>
      ) : (
        <>
          <div className="space-y-1">
            <label htmlFor={`${id}-key`} className="text-sm font-medium">
              {own
                ? t({ id: "admin.setup.keyOptional", defaultMessage: "API key (optional)" })
                : t(
                    { id: "admin.setup.key", defaultMessage: "{provider} API key" },
                    { provider: name },
                  )}
            </label>
            <Input
              id={`${id}-key`}
              type="password"
              autoComplete="off"
              spellCheck={false}
              required={!own}
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
            />
          </div>
          {provider.baseUrlSetting && (
            <div className="space-y-1">
              <label htmlFor={`${id}-url`} className="text-sm font-medium">
                {own
                  ? t({ id: "admin.setup.address", defaultMessage: "Server address" })
                  : t({ id: "admin.setup.baseUrl", defaultMessage: "Base URL (optional)" })}
              </label>
              <Input
                id={`${id}-url`}
                type="url"
                inputMode="url"
                required={own}
                placeholder={ownServerExample[provider.id] ?? localServerExample}
                aria-describedby={`${id}-url-help`}
                value={baseUrl}
                onChange={(event) => setBaseUrl(event.target.value)}
              />
              <p id={`${id}-url-help`} className="text-xs text-muted-fg">
                {t({
                  id: "admin.setup.baseUrlHelp",
                  defaultMessage:
                    "Leave it empty for the provider's own address; fill it in for a proxy or a local server that speaks the same API.",
                })}
              </p>
            </div>
          )}
        </>
      )}
      <Button type="submit" disabled={pending}>
        {pending
          ? t({ id: "admin.setup.testing", defaultMessage: "Testing..." })
          : fromEnvironment
            ? t({ id: "admin.setup.test", defaultMessage: "Test" })
            : t({ id: "admin.setup.saveAndTest", defaultMessage: "Save and test" })}
      </Button>
      <div id={`${id}-result`}>
        {save.isError && <FormError>{save.error.message}</FormError>}
        {test.isError && <FormError>{test.error.message}</FormError>}
        {result && !result.ok && <FormError>{result.error}</FormError>}
        {result?.ok && (
          <p role="status" className="rounded-lg border border-border bg-muted p-3 text-sm">
            {t(
              {
                id: "admin.setup.passed",
                defaultMessage:
                  "{provider} answered: {models, plural, =0 {no model listed} one {# model listed} other {# models listed}}{call, select, none {} other {; {call} worked}}.",
              },
              { provider: provider.name, models: result.models ?? 0, call: result.call ?? "none" },
            )}
          </p>
        )}
      </div>
    </form>
  );
}
