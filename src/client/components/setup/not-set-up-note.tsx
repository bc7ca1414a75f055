import { Fragment } from "react";
import { Link } from "react-router";
import { toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { localeTags } from "@/shared/i18n/locales";
import { type ProviderServiceId, providerServices } from "@/shared/provider-settings";
import type { ToolId } from "@/shared/tools/registry";

/** Where an admin sets up `provider`: its card in Admin > Providers. */
export const providerSetupUrl = (provider: ProviderServiceId) =>
  `/admin?section=providers&provider=${provider}`;

/** The providers as links to their cards in Admin > Providers, joined as the reader's "or". */
function ProviderLinks({ providers }: { providers: readonly ProviderServiceId[] }) {
  const { locale } = useT();
  const services = providerServices.filter((service) => providers.includes(service.id));
  const parts = new Intl.ListFormat(localeTags[locale], { type: "disjunction" }).formatToParts(
    services.map((service) => service.id),
  );
  return parts.map((part, index) =>
    part.type === "element" ? (
      <Link
        key={part.value}
        to={providerSetupUrl(part.value as ProviderServiceId)}
        className="font-medium text-primary underline underline-offset-2"
      >
        {services.find((service) => service.id === part.value)?.name}
      </Link>
    ) : (
      <Fragment key={`${index}-${part.value}`}>{part.value}</Fragment>
    ),
  );
}

/**
 * For an admin only: what more a provider would add to a tool that works without one (`lead`,
 * e.g. "Neural voices need a provider:"), with the providers' links. Nothing for anyone else.
 */
export function ProviderSetupLinks({
  lead,
  providers,
}: {
  lead: string;
  providers: readonly ProviderServiceId[];
}) {
  const { user } = useCurrentUser();
  if (user?.role !== "admin" || providers.length === 0) return null;
  return (
    <>
      {" "}
      {lead} <ProviderLinks providers={providers} />
    </>
  );
}

/**
 * Why a tool does not work here, said to the reader: to a user, that it is not switched on on
 * this server yet; to an admin, which providers would switch it on, each a link to its place in
 * the admin area. Never a setting's name: a user cannot set one, and an admin has the link.
 */
export function NotSetUpNote({
  tool,
  providers,
}: {
  tool: ToolId;
  providers: readonly ProviderServiceId[];
}) {
  const { t } = useT();
  const { user } = useCurrentUser();
  const name = t(toolName(tool));
  if (user?.role !== "admin" || providers.length === 0)
    return (
      <>
        {t(
          {
            id: "workbench.setup.notOn",
            defaultMessage:
              "{tool} is not switched on on this server yet. Whoever runs it can switch it on.",
          },
          { tool: name },
        )}
      </>
    );
  return (
    <>
      {t(
        {
          id: "workbench.setup.adminNeeds",
          defaultMessage: "{tool} needs a provider. Set one up in the admin area:",
        },
        { tool: name },
      )}{" "}
      <ProviderLinks providers={providers} />
    </>
  );
}
