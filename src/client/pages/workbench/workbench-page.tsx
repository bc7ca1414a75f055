import { Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useToolReadiness } from "@/client/api/tool-readiness";
import { SessionChoice } from "@/client/components/auth/session-choice";
import { useWorkbenchChat } from "@/client/components/chat/use-workbench-chat";
import { useModelChoice } from "@/client/components/models/use-model-choice";
import { toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { useToolPreferences } from "@/client/lib/tool-preferences";
import { useEnsureSession } from "@/client/lib/use-ensure-session";
import { defaultToolOptions, toolView } from "@/client/tools/registry";
import { appMessages } from "@/shared/i18n/compiled/app";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { workbenchMessages } from "@/shared/i18n/compiled/workbench";
import { defaultToolId, findTool, getTool, type ToolId } from "@/shared/tools/registry";
import { ChatWorkspace } from "./chat-workspace";
import { ExploreToolsDialog } from "./explore-tools-dialog";
import { LeftPanel } from "./left-panel";
import { PanelUnavailable, ToolNotSetUp } from "./panel-unavailable";
import { RightPanel } from "./right-panel";
import { SideDrawer } from "./side-drawer";
import { useHubHandoff } from "./use-hub-handoff";
import { useWorkbenchActions } from "./use-workbench-actions";
import { WorkbenchHeader } from "./workbench-header";

// The workbench's own words (and those of the tools' shared parts: chat, jobs, results), the
// app's menus and signed-out question, and the tools' descriptions and categories.
export const messageAreas = [workbenchMessages, appMessages, catalogMessages];

/** The workbench: tool switcher and history (left), the tool's workspace (centre), info (right). */
export function WorkbenchPage() {
  useEnsureSession();
  const { t } = useT();
  const { isAuthenticated } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tool = findTool(searchParams.get("tool")) ?? getTool(defaultToolId);
  const preferences = useToolPreferences();
  const models = useModelChoice(tool.id);
  const view = toolView(tool.id);
  const readiness = useToolReadiness().data?.[tool.id];
  // A panel tool with nothing to offer until a provider is set up says so in its place, unless
  // a saved result of it is open (its address says more than the tool).
  const notSetUp =
    view.kind === "panel" && readiness?.state === "off" && [...searchParams.keys()].length === 1
      ? readiness
      : null;
  const name = t(toolName(tool.id));
  const [optionsByTool, setOptionsByTool] = useState<Partial<Record<ToolId, unknown>>>({});
  const options = optionsByTool[tool.id] ?? defaultToolOptions(tool.id);
  const chat = useWorkbenchChat({ toolId: tool.id, model: models.model, options, isAuthenticated });
  const [exploreOpen, setExploreOpen] = useState(false);
  const [drawer, setDrawer] = useState<"left" | "right" | null>(null);
  const actions = useWorkbenchActions({
    tool,
    chat,
    isAuthenticated,
    closeDrawer: () => setDrawer(null),
  });
  useHubHandoff(chat, !models.loading);

  useEffect(() => {
    const previous = document.title;
    document.title = t(
      { id: "workbench.page.title", defaultMessage: "{tool} · AI Workbench · Bismo" },
      { tool: name },
    );
    return () => {
      document.title = previous;
    };
  }, [t, name]);

  const { ready, recordRecent } = preferences;
  useEffect(() => {
    if (ready) recordRecent(tool.id);
  }, [ready, recordRecent, tool.id]);

  const pickTool = (toolId: ToolId) => {
    setSearchParams({ tool: toolId });
    setExploreOpen(false);
    setDrawer(null);
  };
  const setOptions = (next: unknown) =>
    setOptionsByTool((current) => ({ ...current, [tool.id]: next }));

  // A panel tool lists its saved results where chat tools list conversations, and 'New Chat'
  // there means a fresh workspace: the tool alone, without the result it showed.
  const left = (
    <LeftPanel
      tool={tool}
      onExplore={() => setExploreOpen(true)}
      onNewChat={
        view.kind === "panel"
          ? () => {
              setSearchParams({ tool: tool.id });
              setDrawer(null);
            }
          : actions.newChat
      }
      exports={actions.exports}
      history={
        view.kind === "panel"
          ? view.History && (
              <Suspense fallback={null}>
                <view.History
                  tool={tool}
                  isAuthenticated={isAuthenticated}
                  onOpened={() => setDrawer(null)}
                />
              </Suspense>
            )
          : actions.history
      }
    />
  );
  const right = (
    <RightPanel
      tool={tool}
      messages={view.kind === "chat" ? chat.messages : null}
      modelName={
        models.toolModels?.models.find((model) => model.id === models.model)?.displayName ?? null
      }
      options={view.kind === "chat" ? options : null}
      isAuthenticated={isAuthenticated}
      favoriteTools={preferences.favoriteTools}
      recentTools={preferences.recentTools}
      onPick={pickTool}
    />
  );

  return (
    <div className="flex h-dvh flex-col">
      <WorkbenchHeader
        toolName={name}
        onOpenDrawer={setDrawer}
        onExplore={() => setExploreOpen(true)}
      />
      <div className="flex min-h-0 flex-1">
        <aside
          aria-label={t({ id: "workbench.panels.left", defaultMessage: "Tools and history" })}
          className="hidden w-72 shrink-0 overflow-y-auto border-e border-border lg:block"
        >
          {left}
        </aside>
        <main className="flex min-w-0 flex-1 flex-col">
          {view.kind === "chat" ? (
            <ChatWorkspace
              tool={tool}
              chat={chat}
              models={models}
              OptionsBar={view.OptionsBar}
              AnswerActions={view.AnswerActions}
              panels={view.panels}
              isAuthenticated={isAuthenticated}
              options={options}
              onOptionsChange={setOptions}
            />
          ) : notSetUp ? (
            <div className="flex-1 overflow-y-auto">
              <ToolNotSetUp tool={tool} readiness={notSetUp} />
            </div>
          ) : view.kind === "panel" ? (
            <Suspense
              fallback={
                <p role="status" className="m-auto text-muted-fg">
                  {t(
                    { id: "workbench.page.loading", defaultMessage: "Loading {tool}..." },
                    { tool: name },
                  )}
                </p>
              }
            >
              <view.Workspace tool={tool} isAuthenticated={isAuthenticated} />
            </Suspense>
          ) : (
            <div className="flex-1 overflow-y-auto">
              <PanelUnavailable tool={tool} />
            </div>
          )}
        </main>
        <aside
          aria-label={t({ id: "workbench.panels.right", defaultMessage: "Tool info" })}
          className="hidden w-72 shrink-0 overflow-y-auto border-s border-border lg:block"
        >
          {right}
        </aside>
      </div>
      <SideDrawer
        side="left"
        title={t({ id: "workbench.panels.left", defaultMessage: "Tools and history" })}
        open={drawer === "left"}
        onOpenChange={(open) => setDrawer(open ? "left" : null)}
      >
        {left}
      </SideDrawer>
      <SideDrawer
        side="right"
        title={t({ id: "workbench.panels.right", defaultMessage: "Tool info" })}
        open={drawer === "right"}
        onOpenChange={(open) => setDrawer(open ? "right" : null)}
      >
        {right}
      </SideDrawer>
      <ExploreToolsDialog
        open={exploreOpen}
        onOpenChange={setExploreOpen}
        activeToolId={tool.id}
        favoriteTools={preferences.favoriteTools}
        onPick={pickTool}
        onToggleFavorite={preferences.toggleFavorite}
      />
      <SessionChoice />
    </div>
  );
}
