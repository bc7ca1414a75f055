import { type FormEvent, useState } from "react";
import { useSaveProviderSettings } from "@/client/api/admin-providers";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { FormError } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import type { ProviderSettingsInput, ProviderStatus } from "@/shared/provider-settings";
import { ownServerExample } from "./provider-uses";

/**
 * The form that stores a provider's key and base URL. A provider's key comes first, its base URL
 * is optional; a server of the operator's own is the other way round (its address switches it
 * on, a key only if it asks for one).
 */
export function ProviderForm({
  provider,
  name,
  fieldId,
  onDone,
}: {
  provider: ProviderStatus;
  name: string;
  fieldId: string;
  onDone: () => void;
}) {
  const { t } = useT();
  const save = useSaveProviderSettings();
  const [apiKey, setApiKey] = useState("");
  const [baseUrl, setBaseUrl] = useState(
    provider.baseUrlSource === "admin" ? (provider.baseUrl ?? "") : "",
  );
  const own = provider.byBaseUrl;
  const keyEditable = provider.keySource !== "environment";
  const baseUrlEditable =
    Boolean(provider.baseUrlSetting) && provider.baseUrlSource !== "environment";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: ProviderSettingsInput = {};
    if (apiKey.trim()) input.apiKey = apiKey.trim();
    if (
      baseUrlEditable &&
      baseUrl.trim() !== (provider.baseUrlSource === "admin" ? provider.baseUrl : "")
    ) {
      input.baseUrl = baseUrl.trim();
    }
    save.mutate(
      { provider: provider.id, input },
      {
        onSuccess: () => {
          setApiKey("");
          onDone();
          toast({
            title: t({ id: "admin.providers.saved", defaultMessage: "Saved" }),
            description: t(
              {
                id: "admin.providers.savedText",
                defaultMessage: "{provider}'s settings are in force now.",
              },
              { provider: name },
            ),
          });
        },
      },
    );
  };

  const keyField = keyEditable && (
    <div className="space-y-1">
      <label htmlFor={`${fieldId}-key`} className="text-sm font-medium">
        {own
          ? t({ id: "admin.providers.apiKeyOptional", defaultMessage: "API key (optional)" })
          : provider.configured
            ? t({ id: "admin.providers.newKey", defaultMessage: "New API key" })
            : t({ id: "admin.providers.apiKey", defaultMessage: "API key" })}
      </label>
      <Input
        id={`${fieldId}-key`}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={apiKey}
        placeholder={
          provider.keySource
            ? t({ id: "admin.providers.keepKey", defaultMessage: "Leave empty to keep the key" })
            : own
              ? t({
                  id: "admin.providers.keyIfAsked",
                  defaultMessage: "Only if the server asks for one",
                })
              : t({ id: "admin.providers.pasteKey", defaultMessage: "Paste the key" })
        }
        onChange={(event) => setApiKey(event.target.value)}
      />
    </div>
  );
  const baseUrlField = baseUrlEditable && (
    <div className="space-y-1">
      <label htmlFor={`${fieldId}-base`} className="text-sm font-medium">
        {own
          ? t({ id: "admin.providers.baseUrl", defaultMessage: "Base URL" })
          : t({ id: "admin.providers.baseUrlOptional", defaultMessage: "Base URL (optional)" })}
      </label>
      <Input
        id={`${fieldId}-base`}
        type="url"
        value={baseUrl}
        placeholder={
          own
            ? ownServerExample[provider.id]
            : t({ id: "admin.providers.ownBaseUrlHint", defaultMessage: "The provider's own" })
        }
        onChange={(event) => setBaseUrl(event.target.value)}
      />
    </div>
  );

  return (
    <form className="mt-4 space-y-3" onSubmit={submit}>
      {own ? (
        <>
          {baseUrlField}
          {keyField}
        </>
      ) : (
        <>
          {keyField}
          {baseUrlField}
        </>
      )}
      {save.isError && <FormError>{save.error.message}</FormError>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending
            ? t({ id: "admin.providers.saving", defaultMessage: "Saving..." })
            : t({ id: "admin.providers.save", defaultMessage: "Save" })}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            save.reset();
            onDone();
          }}
        >
          {t({ id: "app.action.cancel", defaultMessage: "Cancel" })}
        </Button>
      </div>
    </form>
  );
}
