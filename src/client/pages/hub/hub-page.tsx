import { SessionChoice } from "@/client/components/auth/session-choice";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { useEnsureSession } from "@/client/lib/use-ensure-session";
import { appMessages } from "@/shared/i18n/compiled/app";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { hubMessages } from "@/shared/i18n/compiled/hub";
import { AskBox } from "./ask-box";
import { ExploreTools } from "./explore-tools";
import { HubHeader } from "./hub-header";
import { SuggestToolBox } from "./suggest-tool-box";

/** The AI hub: ask anything, browse the 23 tools, or suggest a missing one. */
export const messageAreas = [hubMessages, appMessages, catalogMessages];

export function HubPage() {
  const { t } = useT();
  useEnsureSession();
  const { user } = useCurrentUser();
  return (
    <div className="min-h-dvh">
      <HubHeader user={user} />
      <main className="mx-auto max-w-5xl px-4 pt-14 pb-32 text-center sm:px-6 sm:pt-20">
        <h1 className="text-3xl font-bold tracking-tight text-balance hyphens-auto sm:text-5xl">
          {t({ id: "hub.title", defaultMessage: "What would you like to create?" })}
        </h1>
        <AskBox />
        <ExploreTools />
        <SuggestToolBox />
      </main>
      <SessionChoice />
    </div>
  );
}
