import type { ReactNode } from "react";
import { Link } from "react-router";
import { useToolReadiness } from "@/client/api/tool-readiness";
import { NotSetUpNote } from "@/client/components/setup/not-set-up-note";
import { toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { useToolDescription } from "@/client/i18n/use-tool-description";
import { builtTools, workbenchUrl } from "@/client/lib/tool-links";
import type { ToolReadiness } from "@/shared/tools/readiness";
import type { Tool } from "@/shared/tools/registry";

/**
 * A tool that cannot work here: what it would do, why not (`note`), and every tool that does
 * work on this server now, to go to instead.
 */
function ToolElsewhere({ tool, note }: { tool: Tool; note: ReactNode }) {
  const { t } = useT();
  const describe = useToolDescription();
  const readiness = useToolReadiness();
  const name = t(toolName(tool.id));
  const working = builtTools.filter(
    (entry) => entry.id !== tool.id && readiness.data?.[entry.id]?.state !== "off",
  );
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <h1 className="text-2xl font-bold break-words">
        {t({ id: "workbench.welcome.title", defaultMessage: "Welcome to {tool}" }, { tool: name })}
      </h1>
      <p className="mt-3 text-muted-fg">{describe(tool)}</p>
      <p role="note" className="mt-6 rounded-xl border border-border bg-card px-4 py-3 text-sm">
        {note}
      </p>
      <p className="mt-6 text-sm text-muted-fg">
        {t({ id: "workbench.unavailable.working", defaultMessage: "These tools work today:" })}
      </p>
      <ul
        className="mt-2 flex flex-wrap justify-center gap-2"
        aria-label={t({
          id: "workbench.unavailable.workingLabel",
          defaultMessage: "Tools that work today",
        })}
      >
        {working.map((entry) => (
          <li key={entry.id}>
            <Link
              to={workbenchUrl(entry.id)}
              className="inline-block rounded-lg border border-border px-3 py-1.5 text-sm hover:bg-muted"
            >
              {t(toolName(entry.id))}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A tool with a workspace of its own that this build does not have yet. */
export function PanelUnavailable({ tool }: { tool: Tool }) {
  const { t } = useT();
  return (
    <ToolElsewhere
      tool={tool}
      note={t(
        {
          id: "workbench.unavailable.text",
          defaultMessage:
            "{tool} has its own workspace, which is not available in this version of Bismo yet.",
        },
        { tool: t(toolName(tool.id)) },
      )}
    />
  );
}

/** A tool that has nothing to offer until a provider is set up on this server. */
export function ToolNotSetUp({ tool, readiness }: { tool: Tool; readiness: ToolReadiness }) {
  return (
    <ToolElsewhere
      tool={tool}
      note={<NotSetUpNote tool={tool.id} providers={readiness.providers} />}
    />
  );
}
