import { AlertTriangle, Loader2 } from "lucide-react";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { CiteContext } from "@/client/components/chat/citations";
import { Composer } from "@/client/components/chat/composer";
import { preloadMarkdown } from "@/client/components/chat/lazy-markdown";
import { MessageList } from "@/client/components/chat/message-list";
import type { useWorkbenchChat } from "@/client/components/chat/use-workbench-chat";
import { ModelPicker } from "@/client/components/models/model-picker";
import type { useModelChoice } from "@/client/components/models/use-model-choice";
import { NotSetUpNote } from "@/client/components/setup/not-set-up-note";
import { Button } from "@/client/components/ui/button";
import { useToastsBelow } from "@/client/components/ui/toast";
import { toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { messageFiles, messageText } from "@/client/lib/chat-message";
import type { ErasedAnswerActions } from "@/client/tools/registry";
import type { ChatToolPanels } from "@/client/tools/tool-view";
import type { CitedSource } from "@/shared/documents";
import { providersOf } from "@/shared/tools/readiness";
import type { Tool } from "@/shared/tools/registry";
import { Welcome } from "./welcome";

type Props = {
  tool: Tool;
  chat: ReturnType<typeof useWorkbenchChat>;
  models: ReturnType<typeof useModelChoice>;
  /** The tool's options bar, when it has options; `options` are what it last set. */
  OptionsBar: ComponentType<{ options: unknown; onChange: (options: unknown) => void }> | undefined;
  options: unknown;
  onOptionsChange: (options: unknown) => void;
  /** The tool's buttons beside each finished answer, if it has some. */
  AnswerActions: ErasedAnswerActions | undefined;
  /** The tool's documents and source viewer (Ask My PDF). */
  panels?: ChatToolPanels;
  isAuthenticated: boolean;
};

/** The centre of a chat tool: model and tool options, the conversation, the message bar. */
export function ChatWorkspace({
  tool,
  chat,
  models,
  OptionsBar,
  options,
  onOptionsChange,
  AnswerActions,
  panels,
  isAuthenticated,
}: Props) {
  useEffect(preloadMarkdown, []);
  const { t } = useT();
  const name = t(toolName(tool.id));
  const optionsBar = useRef<HTMLDivElement>(null);
  useToastsBelow(optionsBar);
  const [cited, setCited] = useState<CitedSource | null>(null);
  const chatId = chat.chatId;
  // A source of another conversation has no place beside this one.
  useEffect(() => setCited(null), [chatId]);
  const busy = chat.status === "submitted" || chat.status === "streaming";
  const noModel = models.toolModels !== null && models.model === null;
  const blockedReason = models.loading
    ? t({ id: "workbench.models.loading", defaultMessage: "Loading models..." })
    : models.error
      ? t(
          {
            id: "workbench.models.loadFailed",
            defaultMessage: "Models could not be loaded: {reason}",
          },
          { reason: models.error },
        )
      : noModel
        ? t(
            {
              id: "workbench.models.noneYet",
              defaultMessage: "No model is available for {tool} yet.",
            },
            { tool: name },
          )
        : null;

  return (
    <CiteContext.Provider value={panels ? setCited : null}>
      <div className="flex min-h-0 flex-1">
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          <div
            ref={optionsBar}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-4 py-2"
          >
            {models.toolModels && (
              <ModelPicker
                toolModels={models.toolModels}
                value={models.model}
                onChange={models.choose}
              />
            )}
            {OptionsBar && <OptionsBar options={options} onChange={onOptionsChange} />}
          </div>
          {panels && (
            <panels.Documents
              conversationId={chat.chatId}
              isAuthenticated={isAuthenticated}
              onAdded={chat.claimConversation}
            />
          )}
          {noModel && models.toolModels && (
            <div
              role="status"
              className="mx-4 mt-3 flex gap-2 rounded-xl border border-border bg-card px-4 py-3 text-sm"
            >
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
              <p>
                <NotSetUpNote
                  tool={tool.id}
                  providers={providersOf(models.toolModels.enableWith)}
                />
              </p>
            </div>
          )}
          {/* Focusable, so the keys scroll it once a focused message has scrolled out of the
              windowed list; its own scroll anchoring off, as the list keeps the view itself. */}
          <div
            className="min-h-0 flex-1 overflow-y-auto [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
            data-testid="chat-scroll"
            tabIndex={-1}
          >
            {chat.loading ? (
              <div className="flex justify-center py-16 text-muted-fg">
                <Loader2
                  className="h-6 w-6 animate-spin"
                  aria-label={t({
                    id: "workbench.chat.loading",
                    defaultMessage: "Loading conversation",
                  })}
                />
              </div>
            ) : chat.loadError ? (
              <div role="alert" className="mx-auto max-w-md px-6 py-16 text-center">
                <p>
                  {t(
                    {
                      id: "workbench.chat.openFailed",
                      defaultMessage: "This conversation could not be opened: {reason}",
                    },
                    { reason: chat.loadError },
                  )}
                </p>
                <Button className="mt-4" variant="outline" onClick={chat.startNewChat}>
                  {t({ id: "workbench.chat.startNew", defaultMessage: "Start a new chat" })}
                </Button>
              </div>
            ) : chat.messages.length === 0 ? (
              <Welcome tool={tool} />
            ) : (
              <MessageList
                messages={chat.messages}
                status={chat.status}
                retry={chat.retry}
                onRegenerate={chat.regenerate}
                answerActions={
                  AnswerActions &&
                  ((answer, question) => (
                    <AnswerActions
                      options={options}
                      answer={messageText(answer)}
                      attachedNames={
                        question ? messageFiles(question).map((file) => file.filename ?? "") : []
                      }
                    />
                  ))
                }
              />
            )}
          </div>
          {tool.messageBar && (
            <Composer
              key={tool.id}
              toolId={tool.id}
              toolName={name}
              // Documents are added above the questions, where they are read and indexed.
              accept={panels ? [] : tool.uploadAccept}
              busy={busy}
              blockedReason={blockedReason}
              onSend={chat.send}
              onStop={chat.stop}
            />
          )}
        </div>
        {panels && cited && <panels.SourceViewer source={cited} onClose={() => setCited(null)} />}
      </div>
    </CiteContext.Provider>
  );
}
