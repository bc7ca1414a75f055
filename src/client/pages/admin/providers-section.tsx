import { useProviderStatuses } from "@/client/api/admin-providers";
import { LoadError, Loading, Note } from "@/client/components/ui/section-states";
import { ProviderCard } from "./provider-card";

/** Providers: which AI services are set up, where from, and their keys (the last 4 characters). */
export function ProvidersSection() {
  const providers = useProviderStatuses();
  if (providers.isPending) return <Loading label="Loading providers..." />;
  if (providers.isError)
    return <LoadError message={providers.error.message} onRetry={() => void providers.refetch()} />;
  const configured = providers.data.filter((provider) => provider.configured).length;
  return (
    <>
      <p className="text-sm text-muted-fg">
        {configured === 0
          ? "No provider is set up yet: tools that need one say so."
          : `${configured} of ${providers.data.length} providers are set up.`}{" "}
        A key entered here is encrypted with the server's secret and used from the next request,
        without a restart. Keys set in the server's environment win and are changed there.
      </p>
      <ul aria-label="Providers" className="grid gap-4 lg:grid-cols-2">
        {providers.data.map((provider) => (
          <ProviderCard key={provider.id} provider={provider} />
        ))}
      </ul>
      <Note>
        Which models each provider serves is read from the provider itself: see Models. A local
        Ollama (OLLAMA_BASE_URL) and other OpenAI-compatible servers (OPENAI_COMPATIBLE_BASE_URL)
        are set in the server's environment.
      </Note>
    </>
  );
}
