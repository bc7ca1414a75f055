import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAccountUsage } from "@/client/api/usage";
import { composerShortcuts } from "@/client/components/chat/composer";
import { ToolIcon } from "@/client/components/tool-icon";
import { planLabels } from "@/client/i18n/plan-label";
import { categoryName, toolName } from "@/client/i18n/tool-messages";
import { type I18n, useT } from "@/client/i18n/use-t";
import type { ChatMessage } from "@/client/lib/chat-message";
import { maxFavorites } from "@/client/lib/tool-preferences";
import { formatNumber } from "@/shared/i18n/format";
import { defineMessage } from "@/shared/i18n/runtime";
import type { UsageKind, UsageMeterView } from "@/shared/plans";
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

/** Each allowance's name in the panel (the settings' Billing says the same per period). */
const meterNames = {
  chat: defineMessage({ id: "workbench.meter.chat", defaultMessage: "Chat messages" }),
  image: defineMessage({ id: "workbench.meter.image", defaultMessage: "Image generations" }),
  video: defineMessage({ id: "workbench.meter.video", defaultMessage: "Video seconds" }),
  model3d: defineMessage({ id: "workbench.meter.model3d", defaultMessage: "3D models" }),
  speech: defineMessage({ id: "workbench.meter.speech", defaultMessage: "Speech characters" }),
  transcription: defineMessage({
    id: "workbench.meter.transcription",
    defaultMessage: "Transcription minutes",
  }),
  pdf: defineMessage({ id: "workbench.meter.pdf", defaultMessage: "Document pages read" }),
} satisfies Record<UsageKind, unknown>;

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
  const { t, locale } = useT();
  return (
    <div className="flex flex-col gap-4 p-4">
      <Card title={t({ id: "workbench.info.activeTool", defaultMessage: "Active Tool" })}>
        <p className="flex items-center gap-2 text-sm font-medium break-words">
          <ToolIcon name={tool.icon} className="h-4 w-4 shrink-0" /> {t(toolName(tool.id))}
        </p>
        <p className="mt-1 text-xs text-muted-fg">{t(categoryName(tool.category))}</p>
      </Card>
      {stats && (
        <Card title={t({ id: "workbench.info.conversation", defaultMessage: "This Conversation" })}>
          <Figures
            rows={[
              [
                t(
                  {
                    id: "workbench.info.models",
                    defaultMessage: "{count, plural, one {Model} other {Models}}",
                  },
                  { count: Math.max(1, stats.models.length) },
                ),
                stats.models.join(", ") ||
                  modelName ||
                  t({ id: "workbench.info.noModel", defaultMessage: "None available" }),
              ],
              ...settings,
              [
                t({ id: "workbench.info.messages", defaultMessage: "Messages" }),
                <span data-testid="message-count">{formatNumber(locale, stats.messages)}</span>,
              ],
              [
                t({ id: "workbench.info.tokens", defaultMessage: "Tokens" }),
                <span data-testid="token-count">
                  {stats.tokens
                    ? t(
                        {
                          id: "workbench.info.tokenCount",
                          defaultMessage:
                            "{total, number} ({input, number} in, {output, number} out)",
                        },
                        {
                          total: stats.tokens.inputTokens + stats.tokens.outputTokens,
                          input: stats.tokens.inputTokens,
                          output: stats.tokens.outputTokens,
                        },
                      )
                    : t({ id: "workbench.info.noTokens", defaultMessage: "None yet" })}
                </span>,
              ],
            ]}
          />
        </Card>
      )}
      <Card title={t({ id: "workbench.info.allowance", defaultMessage: "Your Allowance" })}>
        <Allowance />
        {!isAuthenticated && (
          <p className="mt-2 text-sm text-muted-fg">
            {t({
              id: "workbench.info.guests",
              defaultMessage:
                "Guests have the smallest allowance: sign up free for more, and your chats are kept.",
            })}
          </p>
        )}
      </Card>
      {stats && (
        <Card title={t({ id: "workbench.info.shortcuts", defaultMessage: "Keyboard Shortcuts" })}>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 text-sm">
            {composerShortcuts.map((shortcut) => (
              <div key={shortcut.action.id} className="contents">
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
                <dd className="text-muted-fg">{t(shortcut.action)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
      <Card title={t({ id: "workbench.info.favorites", defaultMessage: "Favorites" })}>
        {favorites.length === 0 ? (
          <p className="text-sm text-muted-fg">
            <Star className="me-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden />
            {t({
              id: "workbench.info.noFavorites",
              defaultMessage: "Star a tool in Explore Tools to pin it here.",
            })}
          </p>
        ) : (
          <ToolLinks
            tools={favorites}
            onPick={props.onPick}
            label={t({ id: "workbench.info.favoriteTools", defaultMessage: "Favorite tools" })}
          />
        )}
      </Card>
      {recents.length > 0 && (
        <Card title={t({ id: "workbench.info.recent", defaultMessage: "Recent Tools" })}>
          <ToolLinks
            tools={recents}
            onPick={props.onPick}
            label={t({ id: "workbench.info.recentTools", defaultMessage: "Recent tools" })}
          />
        </Card>
      )}
    </div>
  );
}

/** What is left of one allowance: '87 of 100 left today', '12 this month (unlimited)'. */
function leftOf({ t }: I18n, meter: UsageMeterView) {
  return meter.limit === null
    ? t(
        {
          id: "workbench.meter.unlimited",
          defaultMessage:
            "{used, number} {per, select, day {today} other {this month}} (unlimited)",
        },
        { used: meter.used, per: meter.per },
      )
    : t(
        {
          id: "workbench.meter.left",
          defaultMessage:
            "{left, number} of {limit, number} left {per, select, day {today} other {this month}}",
        },
        { left: Math.max(0, meter.limit - meter.used), limit: meter.limit, per: meter.per },
      );
}

/**
 * The plan and what is left of its allowances (GET /api/account/usage): chat messages always,
 * and every other kind of work used in its current period.
 */
function Allowance() {
  const i18n = useT();
  const { t } = i18n;
  const usage = useAccountUsage();
  if (usage.isPending)
    return (
      <p className="text-sm text-muted-fg">
        {t({ id: "workbench.meter.loading", defaultMessage: "Loading your allowance..." })}
      </p>
    );
  if (usage.isError)
    return (
      <p className="text-sm text-muted-fg">
        {t(
          { id: "workbench.meter.failed", defaultMessage: "Allowance unavailable: {reason}" },
          { reason: usage.error.message },
        )}
      </p>
    );
  const { plan, meters } = usage.data;
  const shown = meters.filter((meter) => meter.kind === "chat" || meter.used > 0);
  return (
    <>
      <Figures
        rows={[
          [t({ id: "workbench.meter.plan", defaultMessage: "Plan" }), t(planLabels[plan])],
          ...shown.map((meter): [string, ReactNode] => [
            t(meterNames[meter.kind]),
            <span data-testid={`allowance-${meter.kind}`}>{leftOf(i18n, meter)}</span>,
          ]),
        ]}
      />
      <Link
        to="/profile-settings?section=billing"
        className="mt-2 inline-block text-sm font-medium text-primary underline underline-offset-4"
      >
        {t({ id: "workbench.meter.billing", defaultMessage: "Billing and usage" })}
      </Link>
    </>
  );
}

/**
 * Label and value on one line when both fit, else the value on the next line at the end: a
 * long German label ("Bildgenerierungen") never squeezes its value into broken syllables.
 */
function Figures({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="space-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline gap-x-3">
          <dt className="text-muted-fg">{label}</dt>
          <dd className="ms-auto min-w-0 text-end [overflow-wrap:anywhere]">{value}</dd>
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
            className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-start text-sm hover:bg-muted"
          >
            <ToolIcon name={entry.icon} className="h-4 w-4 shrink-0 text-primary" />
            <ToolLabel id={entry.id} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function ToolLabel({ id }: { id: ToolId }) {
  const { t } = useT();
  return <span className="min-w-0 break-words">{t(toolName(id))}</span>;
}
