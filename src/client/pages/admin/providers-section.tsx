import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useProviderStatuses } from "@/client/api/admin-providers";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { useT } from "@/client/i18n/use-t";
import { ProviderCard, providerCardId } from "./provider-card";

/** Providers: which AI services are set up, where from, and their keys (the last 4 characters). */
export function ProvidersSection() {
  const { t } = useT();
  const providers = useProviderStatuses();
  // A "not set up" notice links to `?provider=<id>`: that card is brought into view, focused.
  const [params] = useSearchParams();
  const wanted = params.get("provider");
  const loaded = providers.isSuccess;
  useEffect(() => {
    if (!loaded || !wanted) return;
    const card = document.getElementById(providerCardId(wanted));
    card?.scrollIntoView({ block: "start" });
    card?.focus({ preventScroll: true });
  }, [loaded, wanted]);
  if (providers.isPending)
    return (
      <Loading
        label={t({ id: "admin.providers.loading", defaultMessage: "Loading providers..." })}
      />
    );
  if (providers.isError)
    return <LoadError message={providers.error.message} onRetry={() => void providers.refetch()} />;
  const configured = providers.data.filter((provider) => provider.configured).length;
  return (
    <>
      <p className="text-sm text-muted-fg">
        {configured === 0
          ? t({
              id: "admin.providers.noneSet",
              defaultMessage: "No provider is set up yet: tools that need one say so.",
            })
          : t(
              {
                id: "admin.providers.someSet",
                defaultMessage:
                  "{configured, number} of {total, plural, one {# provider is} other {# providers are}} set up.",
              },
              { configured, total: providers.data.length },
            )}{" "}
        {t({
          id: "admin.providers.keysText",
          defaultMessage:
            "A key entered here is encrypted with the server's secret and used from the next request, without a restart. Keys set in the server's environment win and are changed there.",
        })}
      </p>
      <ul
        aria-label={t({ id: "admin.section.providers", defaultMessage: "Providers" })}
        className="grid gap-4 lg:grid-cols-2"
      >
        {providers.data.map((provider) => (
          <ProviderCard key={provider.id} provider={provider} />
        ))}
      </ul>
      <Note>
        {t({
          id: "admin.providers.localNote",
          defaultMessage:
            "Which models each provider serves is read from the provider itself: see Models. An Ollama running on this server's machine (127.0.0.1:11434) is found without any setting; OLLAMA_BASE_URL points elsewhere, or is off to stop looking. Other OpenAI-compatible chat servers (OPENAI_COMPATIBLE_BASE_URL) are set in the server's environment.",
        })}
      </Note>
    </>
  );
}
