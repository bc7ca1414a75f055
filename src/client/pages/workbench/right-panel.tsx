import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAccountUsage } from "@/client/api/usage";
import { composerShortcuts } from "@/client/components/chat/composer";
import { ToolIcon } from "@/client/components/tool-icon";
import type { ChatMessage } from "@/client/lib/chat-message";
import { maxFavorites } from "@/client/lib/tool-preferences";
import { planLabel, type UsageMeterView, usageNames } from "@/shared/plans";
import { findTool, type Tool, type ToolId } from "@/shared/tools/registry";

type Props = {
  tool: Tool;
  /** The conversation's messages, when the tool is a chat. */
  messages: ChatMessage[] | null;
  /** The model the next message goes to. */
  modelName: string | null;
  /** The tool's options as its options bar last set them. */
  options: unknown;
  isAuthenticated: boolean;
  favoriteTools: readonly ToolId[];
  recentTools: readonly ToolId[];
  onPick: (toolId: ToolId) => void;
};

const maxRecent = 3;
const count = (value: number) => value.toLocaleString("en-US");

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

/**
 * A conversation's figures: messages shown (answers that never got a word are not counted, a
 * failed one is), the models that answered, and the tokens the providers counted.
 */
export function conversationStats(messages: readonly ChatMessage[]) {
  let inputTokens = 0;
  let outputTokens = 0;
  let counted = false;
  const models: string[] = [];
  let shown = 0;
  for (const message of messages) {
    const meta = message.metadata;
    const hasText = message.parts.some((part) => part.type === "text" && part.text.trim());
    if (message.role === "user" || hasText || meta?.status === "error") shown += 1;
    if (message.role !== "assistant") continue;
    if (meta?.modelDisplayName && !models.includes(meta.modelDisplayName))
      models.push(meta.modelDisplayName);
    if (meta?.usage) {
      counted = true;
      inputTokens += meta.usage.inputTokens ?? 0;
      outputTokens += meta.usage.outputTokens ?? 0;
    }
  }
  return { messages: shown, models, tokens: counted ? { inputTokens, outputTokens } : null };
}

/** `documentType: "document"` reads "Document type: Document". */
export function optionsSummary(options: unknown): Array<[label: string, value: string]> {
  if (!options || typeof options !== "object") return [];
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return Object.entries(options).map(([key, value]) => [
    capital(key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()),
    capital(String(value)),
  ]);
}

/**
 * Right panel: the active tool, this conversation (model, options, messages, tokens), the
 * account's allowance this month, the message bar's keys, favourite and recent tools.
 */
export function RightPanel(props: Props) {
  const { tool, messages, modelName, options, isAuthenticated } = props;
  const { favorites, recents } = panelTools(props.favoriteTools, props.recentTools);
  const stats = messages ? conversationStats(messages) : null;
  const settings = optionsSummary(options);
  return (
    <div className="flex flex-col gap-4 p-4">
      <Card title="Active Tool">
        <p className="flex items-center gap-2 text-sm font-medium">
          <ToolIcon name={tool.icon} className="h-4 w-4" /> {tool.name}
        </p>
        <p className="mt-1 text-xs text-muted-fg">{tool.category}</p>
      </Card>
      {stats && (
        <Card title="This Conversation">
          <Figures
            rows={[
              [
                stats.models.length > 1 ? "Models" : "Model",
                stats.models.join(", ") || modelName || "None available",
              ],
              ...settings,
              ["Messages", <span data-testid="message-count">{stats.messages}</span>],
              [
                "Tokens",
                <span data-testid="token-count">
                  {stats.tokens
                    ? `${count(stats.tokens.inputTokens + stats.tokens.outputTokens)} (${count(stats.tokens.inputTokens)} in, ${count(stats.tokens.outputTokens)} out)`
                    : "None yet"}
                </span>,
              ],
            ]}
          />
        </Card>
      )}
      <Card title="Your Allowance">
        <Allowance />
        {!isAuthenticated && (
          <p className="mt-2 text-sm text-muted-fg">
            Guests have the smallest allowance: sign up free for more, and your chats are kept.
          </p>
        )}
      </Card>
      {stats && (
        <Card title="Keyboard Shortcuts">
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 text-sm">
            {composerShortcuts.map((shortcut) => (
              <div key={shortcut.action} className="contents">
                <dt className="flex gap-1">
                  {shortcut.keys.map((key) => (
                    <kbd
                      key={key}
                      className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs"
                    >
                      {key}
                    </kbd>
                  ))}
                </dt>
                <dd className="text-muted-fg">{shortcut.action}</dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
      <Card title="Favorites">
        {favorites.length === 0 ? (
          <p className="text-sm text-muted-fg">
            <Star className="mr-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden />
            Star a tool in Explore Tools to pin it here.
          </p>
        ) : (
          <ToolLinks tools={favorites} onPick={props.onPick} label="Favorite tools" />
        )}
      </Card>
      {recents.length > 0 && (
        <Card title="Recent Tools">
          <ToolLinks tools={recents} onPick={props.onPick} label="Recent tools" />
        </Card>
      )}
    </div>
  );
}

/** What is left of one allowance: '87 of 100 left today', '12 this month (unlimited)'. */
function leftOf(meter: UsageMeterView) {
  const period = meter.per === "day" ? "today" : "this month";
  return meter.limit === null
    ? `${count(meter.used)} ${period} (unlimited)`
    : `${count(Math.max(0, meter.limit - meter.used))} of ${count(meter.limit)} left ${period}`;
}

/**
 * The plan and what is left of its allowances (GET /api/account/usage): chat messages always,
 * and every other kind of work used in its current period.
 */
function Allowance() {
  const usage = useAccountUsage();
  if (usage.isPending) return <p className="text-sm text-muted-fg">Loading your allowance...</p>;
  if (usage.isError)
    return <p className="text-sm text-muted-fg">Allowance unavailable: {usage.error.message}</p>;
  const { plan, meters } = usage.data;
  const shown = meters.filter((meter) => meter.kind === "chat" || meter.used > 0);
  return (
    <>
      <Figures
        rows={[
          ["Plan", planLabel(plan)],
          ...shown.map((meter): [string, ReactNode] => [
            usageNames[meter.kind].title,
            <span data-testid={`allowance-${meter.kind}`}>{leftOf(meter)}</span>,
          ]),
        ]}
      />
      <Link
        to="/profile-settings?section=billing"
        className="mt-2 inline-block text-sm font-medium text-primary underline underline-offset-4"
      >
        Billing and usage
      </Link>
    </>
  );
}

function Figures({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-fg">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
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
