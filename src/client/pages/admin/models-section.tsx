import { useAdminModels } from "@/client/api/admin-models";
import { LoadError, Loading } from "@/client/components/ui/section-states";
import { useT } from "@/client/i18n/use-t";
import { Empty } from "./admin-parts";
import { ModelDefaults } from "./model-defaults";
import { ModelProviderCard } from "./model-provider-card";

/**
 * Models: what each provider lists (read from the provider when its key is set and daily),
 * which of them are offered, each tool's default, and a Test per provider.
 */
export function ModelsSection() {
  const { t } = useT();
  const models = useAdminModels();
  if (models.isPending)
    return (
      <Loading label={t({ id: "admin.models.loading", defaultMessage: "Loading models..." })} />
    );
  if (models.isError)
    return <LoadError message={models.error.message} onRetry={() => void models.refetch()} />;
  const { providers, defaults } = models.data;
  return (
    <>
      <p className="text-sm text-muted-fg">
        {t({
          id: "admin.models.intro",
          defaultMessage:
            "Models come from each provider's own list, read when its key is set and once a day. The newest of each family is offered at first; switch others on or off here. A model its provider stops listing, or refuses as retired, is no longer offered, and a request for it names the model to use instead.",
        })}
      </p>
      {providers.length === 0 ? (
        <Empty>
          {t({
            id: "admin.models.none",
            defaultMessage:
              "No provider is set up yet. Set a key in Providers: the models it lists appear here.",
          })}
        </Empty>
      ) : (
        <>
          <ModelDefaults defaults={defaults} providers={providers} />
          <ul
            aria-label={t({ id: "admin.models.listLabel", defaultMessage: "Providers' models" })}
            className="grid gap-4"
          >
            {providers.map((provider) => (
              <ModelProviderCard key={provider.provider} provider={provider} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
