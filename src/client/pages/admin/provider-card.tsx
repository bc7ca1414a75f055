import { useId, useState } from "react";
import { useRemoveProviderSettings } from "@/client/api/admin-providers";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { type I18n, useT } from "@/client/i18n/use-t";
import type { ProviderStatus } from "@/shared/provider-settings";
import { Badge, failedIn, whenIn } from "./admin-parts";
import { ProviderForm } from "./provider-form";
import { providerName, providerUses } from "./provider-uses";

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

/** Where what switches the provider on comes from: its key, or an own server's base URL. */
const sourceBadge = ({ t }: I18n, provider: ProviderStatus) => {
  const source = provider.byBaseUrl ? provider.baseUrlSource : provider.keySource;
  if (source === "environment")
    return (
      <Badge>{t({ id: "admin.providers.fromEnvironment", defaultMessage: "Environment" })}</Badge>
    );
  if (source === "admin")
    return <Badge>{t({ id: "admin.providers.fromAdmin", defaultMessage: "Admin area" })}</Badge>;
  return (
    <Badge tone="muted">{t({ id: "admin.providers.notSet", defaultMessage: "Not set up" })}</Badge>
  );
};

/** The element id of a provider's card, which `?provider=` scrolls to. */
export const providerCardId = (provider: string) => `provider-${provider}`;

/**
 * One provider: where its key and base URL come from; a form for the ones the environment
 * leaves. A server of the operator's own shows its address first: that is what switches it on.
 */
export function ProviderCard({ provider }: { provider: ProviderStatus }) {
  const i18n = useT();
  const { t } = i18n;
  const id = useId();
  const remove = useRemoveProviderSettings();
  const [editing, setEditing] = useState(false);
  const own = provider.byBaseUrl;
  const name = providerName(i18n, provider);
  const setting = (own ? provider.baseUrlSetting : null) ?? provider.keySetting;
  const fromEnvironment = (own ? provider.baseUrlSource : provider.keySource) === "environment";
  const stored = provider.keySource === "admin" || provider.baseUrlSource === "admin";
  const none = t({ id: "admin.providers.keyNone", defaultMessage: "none" });

  const keyText = provider.keySource
    ? provider.keyEnding
      ? `••••${provider.keyEnding}`
      : t({ id: "admin.providers.keyShort", defaultMessage: "set (too short to show any of it)" })
    : own
      ? t({ id: "admin.providers.keyOptional", defaultMessage: "none (optional)" })
      : none;

  return (
    <li
      id={providerCardId(provider.id)}
      tabIndex={-1}
      className="flex scroll-mt-4 flex-col rounded-2xl border border-border bg-card p-5 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-name`} className="text-lg font-semibold">
          {name}
        </h3>
        {sourceBadge(i18n, provider)}
      </div>
      <p className="mt-1 text-sm text-muted-fg">{t(providerUses[provider.id])}</p>
      <dl className="mt-3 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-fg">
          {t({ id: "admin.providers.setting", defaultMessage: "Setting" })}
        </dt>
        <dd className="font-mono text-xs leading-5">{breakable(setting)}</dd>
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
              ) : own ? (
                t({ id: "admin.providers.baseUrlNone", defaultMessage: "none" })
              ) : (
                t({ id: "admin.providers.ownBaseUrl", defaultMessage: "the provider's own" })
              )}
            </dd>
          </>
        )}
        <dt className="text-muted-fg">{t({ id: "admin.providers.key", defaultMessage: "Key" })}</dt>
        <dd className="font-mono">{keyText}</dd>
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
      {fromEnvironment ? (
        <p className="mt-3 text-xs text-muted-fg">
          {t(
            {
              id: "admin.providers.environmentWins",
              defaultMessage:
                "{setting} is set in the server's environment, which wins: change it there.",
            },
            { setting },
          )}
        </p>
      ) : editing ? (
        <ProviderForm
          provider={provider}
          name={name}
          fieldId={id}
          onDone={() => setEditing(false)}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={
              own
                ? provider.configured
                  ? t(
                      {
                        id: "admin.providers.changeLabel",
                        defaultMessage: "Change {provider}'s settings",
                      },
                      { provider: name },
                    )
                  : t(
                      { id: "admin.providers.setUpLabel", defaultMessage: "Set up {provider}" },
                      { provider: name },
                    )
                : provider.configured
                  ? t(
                      {
                        id: "admin.providers.replaceLabel",
                        defaultMessage: "Replace {provider}'s key",
                      },
                      { provider: name },
                    )
                  : t(
                      { id: "admin.providers.setLabel", defaultMessage: "Set {provider}'s key" },
                      { provider: name },
                    )
            }
            onClick={() => setEditing(true)}
          >
            {own
              ? provider.configured
                ? t({ id: "admin.providers.change", defaultMessage: "Change" })
                : t({ id: "admin.providers.setUp", defaultMessage: "Set up" })
              : provider.configured
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
                { provider: name },
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
                        { provider: name },
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
