import { type FormEvent, useId, useState } from "react";
import { useRemoveProviderSettings, useSaveProviderSettings } from "@/client/api/admin-providers";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { FormError } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import type { ProviderSettingsInput, ProviderStatus } from "@/shared/provider-settings";
import { Badge, failed, when } from "./admin-parts";

/** A setting's name that may wrap after its underscores, not inside a word. */
const breakable = (name: string) =>
  name.split("_").map((part, index) => (
    <span key={index}>
      {index > 0 && (
        <>
          _<wbr />
        </>
      )}
      {part}
    </span>
  ));

const sourceBadge = (provider: ProviderStatus) => {
  if (provider.keySource === "environment") return <Badge>Environment</Badge>;
  if (provider.keySource === "admin") return <Badge>Admin area</Badge>;
  return <Badge tone="muted">Not set up</Badge>;
};

/** One provider: where its key and base URL come from; a form for the ones the environment leaves. */
export function ProviderCard({ provider }: { provider: ProviderStatus }) {
  const id = useId();
  const save = useSaveProviderSettings();
  const remove = useRemoveProviderSettings();
  const [editing, setEditing] = useState(false);
  const [apiKey, setApiKey] = useState("");
  const [baseUrl, setBaseUrl] = useState(
    provider.baseUrlSource === "admin" ? (provider.baseUrl ?? "") : "",
  );
  const keyFromEnvironment = provider.keySource === "environment";
  const baseUrlEditable =
    Boolean(provider.baseUrlSetting) && provider.baseUrlSource !== "environment";
  const stored = provider.keySource === "admin" || provider.baseUrlSource === "admin";

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
          setEditing(false);
          toast({ title: "Saved", description: `${provider.name}'s settings are in force now.` });
        },
      },
    );
  };

  return (
    <li className="flex flex-col rounded-2xl border border-border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-name`} className="text-lg font-semibold">
          {provider.name}
        </h3>
        {sourceBadge(provider)}
      </div>
      <p className="mt-1 text-sm text-muted-fg">{provider.uses}</p>
      <dl className="mt-3 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-fg">Setting</dt>
        <dd className="font-mono text-xs leading-5">{breakable(provider.keySetting)}</dd>
        <dt className="text-muted-fg">Key</dt>
        <dd className="font-mono">
          {provider.configured
            ? provider.keyEnding
              ? `••••${provider.keyEnding}`
              : "set (too short to show any of it)"
            : "none"}
        </dd>
        {provider.baseUrlSetting && (
          <>
            <dt className="text-muted-fg">Base URL</dt>
            <dd>
              {provider.baseUrl ? (
                <>
                  <span className="[overflow-wrap:anywhere]">{provider.baseUrl}</span>
                  {provider.baseUrlSource === "environment" && (
                    <span className="text-muted-fg"> (environment)</span>
                  )}
                </>
              ) : (
                "the provider's own"
              )}
            </dd>
          </>
        )}
        {provider.updatedAt && (
          <>
            <dt className="text-muted-fg">Changed</dt>
            <dd>{when(provider.updatedAt)}</dd>
          </>
        )}
      </dl>
      {provider.storedKeyUnreadable && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          The stored key cannot be decrypted with this server's secret (was BETTER_AUTH_SECRET
          changed?): enter it again.
        </p>
      )}
      {keyFromEnvironment ? (
        <p className="mt-3 text-xs text-muted-fg">
          {provider.keySetting} is set in the server's environment, which wins: change it there.
        </p>
      ) : editing ? (
        <form className="mt-4 space-y-3" onSubmit={submit}>
          <div className="space-y-1">
            <label htmlFor={`${id}-key`} className="text-sm font-medium">
              {provider.configured ? "New API key" : "API key"}
            </label>
            <Input
              id={`${id}-key`}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={apiKey}
              placeholder={provider.configured ? "Leave empty to keep the key" : "Paste the key"}
              onChange={(event) => setApiKey(event.target.value)}
            />
          </div>
          {baseUrlEditable && (
            <div className="space-y-1">
              <label htmlFor={`${id}-base`} className="text-sm font-medium">
                Base URL (optional)
              </label>
              <Input
                id={`${id}-base`}
                type="url"
                value={baseUrl}
                placeholder="The provider's own"
                onChange={(event) => setBaseUrl(event.target.value)}
              />
            </div>
          )}
          {save.isError && <FormError>{save.error.message}</FormError>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save"}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                save.reset();
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`${provider.configured ? "Replace" : "Set"} ${provider.name}'s key`}
            onClick={() => setEditing(true)}
          >
            {provider.configured ? "Replace key" : "Set key"}
          </Button>
          {stored && (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              aria-label={`Remove ${provider.name}'s stored settings`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(provider.id, {
                  onSuccess: () =>
                    toast({
                      title: "Removed",
                      description: `${provider.name}'s stored settings are gone.`,
                    }),
                  onError: failed("Not removed"),
                })
              }
            >
              Remove
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
