import { type FormEvent, useId, useState } from "react";
import { useRemoveProviderSettings, useSaveProviderSettings } from "@/client/api/admin-providers";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { FormError } from "@/client/components/ui/section-states";
import { toast } from "@/client/components/ui/toast";
import { type I18n, useT } from "@/client/i18n/use-t";
import type { ProviderSettingsInput, ProviderStatus } from "@/shared/provider-settings";
import { Badge, failedIn, whenIn } from "./admin-parts";
import { providerUses } from "./provider-uses";

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

const sourceBadge = ({ t }: I18n, provider: ProviderStatus) => {
  if (provider.keySource === "environment")
    return (
      <Badge>{t({ id: "admin.providers.fromEnvironment", defaultMessage: "Environment" })}</Badge>
    );
  if (provider.keySource === "admin")
    return <Badge>{t({ id: "admin.providers.fromAdmin", defaultMessage: "Admin area" })}</Badge>;
  return (
    <Badge tone="muted">{t({ id: "admin.providers.notSet", defaultMessage: "Not set up" })}</Badge>
  );
};

/** The element id of a provider's card, which `?provider=` scrolls to. */
export const providerCardId = (provider: string) => `provider-${provider}`;

/** One provider: where its key and base URL come from; a form for the ones the environment leaves. */
export function ProviderCard({ provider }: { provider: ProviderStatus }) {
  const i18n = useT();
  const { t } = i18n;
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
          toast({
            title: t({ id: "admin.providers.saved", defaultMessage: "Saved" }),
            description: t(
              {
                id: "admin.providers.savedText",
                defaultMessage: "{provider}'s settings are in force now.",
              },
              { provider: provider.name },
            ),
          });
        },
      },
    );
  };

  return (
    <li
      id={providerCardId(provider.id)}
      tabIndex={-1}
      className="flex scroll-mt-4 flex-col rounded-2xl border border-border bg-card p-5 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-name`} className="text-lg font-semibold">
          {provider.name}
        </h3>
        {sourceBadge(i18n, provider)}
      </div>
      <p className="mt-1 text-sm text-muted-fg">{t(providerUses[provider.id])}</p>
      <dl className="mt-3 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-fg">
          {t({ id: "admin.providers.setting", defaultMessage: "Setting" })}
        </dt>
        <dd className="font-mono text-xs leading-5">{breakable(provider.keySetting)}</dd>
        <dt className="text-muted-fg">{t({ id: "admin.providers.key", defaultMessage: "Key" })}</dt>
        <dd className="font-mono">
          {provider.configured
            ? provider.keyEnding
              ? `••••${provider.keyEnding}`
              : t({
                  id: "admin.providers.keyShort",
                  defaultMessage: "set (too short to show any of it)",
                })
            : t({ id: "admin.providers.keyNone", defaultMessage: "none" })}
        </dd>
        {provider.baseUrlSetting && (
          <>
            <dt className="text-muted-fg">
              {t({ id: "admin.providers.baseUrl", defaultMessage: "Base URL" })}
            </dt>
            <dd>
              {provider.baseUrl ? (
                <>
                  <span className="[overflow-wrap:anywhere]">{provider.baseUrl}</span>
                  {provider.baseUrlSource === "environment" && (
                    <span className="text-muted-fg">
                      {" "}
                      {t({ id: "admin.providers.inEnvironment", defaultMessage: "(environment)" })}
                    </span>
                  )}
                </>
              ) : (
                t({ id: "admin.providers.ownBaseUrl", defaultMessage: "the provider's own" })
              )}
            </dd>
          </>
        )}
        {provider.updatedAt && (
          <>
            <dt className="text-muted-fg">
              {t({ id: "admin.providers.changed", defaultMessage: "Changed" })}
            </dt>
            <dd>{whenIn(i18n, provider.updatedAt)}</dd>
          </>
        )}
      </dl>
      {provider.storedKeyUnreadable && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {t({
            id: "admin.providers.unreadable",
            defaultMessage:
              "The stored key cannot be decrypted with this server's secret (was BETTER_AUTH_SECRET changed?): enter it again.",
          })}
        </p>
      )}
      {keyFromEnvironment ? (
        <p className="mt-3 text-xs text-muted-fg">
          {t(
            {
              id: "admin.providers.environmentWins",
              defaultMessage:
                "{setting} is set in the server's environment, which wins: change it there.",
            },
            { setting: provider.keySetting },
          )}
        </p>
      ) : editing ? (
        <form className="mt-4 space-y-3" onSubmit={submit}>
          <div className="space-y-1">
            <label htmlFor={`${id}-key`} className="text-sm font-medium">
              {provider.configured
                ? t({ id: "admin.providers.newKey", defaultMessage: "New API key" })
                : t({ id: "admin.providers.apiKey", defaultMessage: "API key" })}
            </label>
            <Input
              id={`${id}-key`}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={apiKey}
              placeholder={
                provider.configured
                  ? t({
                      id: "admin.providers.keepKey",
                      defaultMessage: "Leave empty to keep the key",
                    })
                  : t({ id: "admin.providers.pasteKey", defaultMessage: "Paste the key" })
              }
              onChange={(event) => setApiKey(event.target.value)}
            />
          </div>
          {baseUrlEditable && (
            <div className="space-y-1">
              <label htmlFor={`${id}-base`} className="text-sm font-medium">
                {t({
                  id: "admin.providers.baseUrlOptional",
                  defaultMessage: "Base URL (optional)",
                })}
              </label>
              <Input
                id={`${id}-base`}
                type="url"
                value={baseUrl}
                placeholder={t({
                  id: "admin.providers.ownBaseUrlHint",
                  defaultMessage: "The provider's own",
                })}
                onChange={(event) => setBaseUrl(event.target.value)}
              />
            </div>
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
                setEditing(false);
              }}
            >
              {t({ id: "app.action.cancel", defaultMessage: "Cancel" })}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={
              provider.configured
                ? t(
                    {
                      id: "admin.providers.replaceLabel",
                      defaultMessage: "Replace {provider}'s key",
                    },
                    { provider: provider.name },
                  )
                : t(
                    { id: "admin.providers.setLabel", defaultMessage: "Set {provider}'s key" },
                    { provider: provider.name },
                  )
            }
            onClick={() => setEditing(true)}
          >
            {provider.configured
              ? t({ id: "admin.providers.replace", defaultMessage: "Replace key" })
              : t({ id: "admin.providers.set", defaultMessage: "Set key" })}
          </Button>
          {stored && (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              aria-label={t(
                {
                  id: "admin.providers.removeLabel",
                  defaultMessage: "Remove {provider}'s stored settings",
                },
                { provider: provider.name },
              )}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(provider.id, {
                  onSuccess: () =>
                    toast({
                      title: t({ id: "admin.providers.removed", defaultMessage: "Removed" }),
                      description: t(
                        {
                          id: "admin.providers.removedText",
                          defaultMessage: "{provider}'s stored settings are gone.",
                        },
                        { provider: provider.name },
                      ),
                    }),
                  onError: failedIn(
                    i18n,
                    t({ id: "admin.providers.notRemoved", defaultMessage: "Not removed" }),
                  ),
                })
              }
            >
              {t({ id: "admin.providers.remove", defaultMessage: "Remove" })}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
