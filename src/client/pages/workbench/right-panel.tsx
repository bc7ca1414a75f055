import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { ToolIcon } from "@/client/components/tool-icon";
import { maxFavorites } from "@/client/lib/tool-preferences";
import { findTool, type Tool, type ToolId } from "@/shared/tools/registry";

type Props = {
  tool: Tool;
  messageCount: number;
  favoriteTools: readonly ToolId[];
  recentTools: readonly ToolId[];
  onPick: (toolId: ToolId) => void;
};

const maxRecent = 3;

/** What the panel lists: up to 4 favourites, and up to 3 recent tools that are not favourites. */
export function panelTools(favoriteTools: readonly ToolId[], recentTools: readonly ToolId[]) {
  return {
    favorites: favoriteTools.flatMap((id) => findTool(id) ?? []).slice(0, maxFavorites),
    recents: recentTools
      .filter((id) => !favoriteTools.includes(id))
      .flatMap((id) => findTool(id) ?? [])
      .slice(0, maxRecent),
  };
}

/** Right panel: the info module (category, active tool, session stats, favourites, recent tools). */
export function RightPanel({ tool, messageCount, favoriteTools, recentTools, onPick }: Props) {
  const { favorites, recents } = panelTools(favoriteTools, recentTools);
  return (
    <div className="flex flex-col gap-4 p-4">
      <Card title="AI Module">
        <p className="text-sm">{tool.category}</p>
      </Card>
      <Card title="Active Tool">
        <p className="flex items-center gap-2 text-sm font-medium">
          <ToolIcon name={tool.icon} className="h-4 w-4" /> {tool.name}
        </p>
      </Card>
      <Card title="Session Stats">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-fg">Messages</dt>
          <dd data-testid="message-count">{messageCount}</dd>
          <dt className="text-muted-fg">Tool</dt>
          <dd>{tool.name}</dd>
          <dt className="text-muted-fg">Status</dt>
          <dd className="flex items-center gap-1.5">
            <span className="h-2 w-2 rounded-full bg-success" aria-hidden /> Online
          </dd>
        </dl>
      </Card>
      <Card title="Favorites">
        {favorites.length === 0 ? (
          <p className="text-sm text-muted-fg">
            <Star className="mr-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden />
            Star a tool in Explore Tools to pin it here.
          </p>
        ) : (
          <ToolLinks tools={favorites} onPick={onPick} label="Favorite tools" />
        )}
      </Card>
      {recents.length > 0 && (
        <Card title="Recent Tools">
          <ToolLinks tools={recents} onPick={onPick} label="Recent tools" />
        </Card>
      )}
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-card p-4">
      <h2 className="mb-2 text-xs font-semibold tracking-wide text-muted-fg uppercase">{title}</h2>
      {children}
    </section>
  );
}

function ToolLinks({
  tools,
  onPick,
  label,
}: {
  tools: Tool[];
  onPick: (id: ToolId) => void;
  label: string;
}) {
  return (
    <ul className="space-y-1" aria-label={label}>
      {tools.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            onClick={() => onPick(entry.id)}
            className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-muted"
          >
            <ToolIcon name={entry.icon} className="h-4 w-4 text-primary" />
            {entry.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
