import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useId } from "react";
import { ToolIcon } from "@/client/components/tool-icon";
import { categoryName, toolName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { useToolDescription } from "@/client/i18n/use-tool-description";
import { isBuilt } from "@/client/lib/tool-links";
import type { Tool } from "@/shared/tools/registry";
import { carouselSlots } from "./carousel-window";

type Props = {
  tools: readonly Tool[];
  centre: number;
  onStep: (step: number) => void;
  onCentre: (index: number) => void;
  onOpen: (tool: Tool) => void;
};

const sideLook: Record<number, string> = {
  1: "hidden scale-90 sm:flex",
  2: "hidden scale-75 lg:flex",
};

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
// Enter/Space on a focused control already does that control's job; only a keypress
// elsewhere on the page (body, the carousel region) opens the centred tool.
const isControl = (target: EventTarget | null) =>
  isEditable(target) || (target instanceof HTMLElement && /^(BUTTON|A)$/.test(target.tagName));
// Keys typed inside a menu, a dialog or the assistant belong to them.
const insideOverlay = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest("[role=dialog],[role=menu],[data-assistant]") !== null;

/** Up to two cards each side of the centred tool; arrows wrap, Enter or Space opens it. */
export function ToolCarousel({ tools, centre, onStep, onCentre, onOpen }: Props) {
  const { t } = useT();
  const labelId = useId();
  const current = tools[centre];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (insideOverlay(event.target)) return;
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        if (isEditable(event.target)) return;
        event.preventDefault();
        onStep(event.key === "ArrowLeft" ? -1 : 1);
      } else if ((event.key === "Enter" || event.key === " ") && !isControl(event.target)) {
        if (!current) return;
        event.preventDefault();
        onOpen(current);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [current, onStep, onOpen]);

  if (!current)
    return (
      <p className="mt-8 text-center text-muted-fg">
        {t({ id: "hub.noTools", defaultMessage: "No tools in this category." })}
      </p>
    );

  return (
    <section
      aria-roledescription={t({ id: "hub.carousel", defaultMessage: "carousel" })}
      aria-labelledby={labelId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so its arrow keys work without a pointer
      tabIndex={0}
      className="mt-6 rounded-2xl p-2"
    >
      <h2 id={labelId} className="sr-only">
        {t({ id: "common.footer.tools", defaultMessage: "AI Tools" })}
      </h2>
      <div className="flex items-center justify-center gap-2 sm:gap-4">
        <button
          type="button"
          aria-label={t({ id: "hub.previousTool", defaultMessage: "Previous tool" })}
          onClick={() => onStep(-1)}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-border bg-card hover:bg-muted"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden />
        </button>
        <ul className="flex min-w-0 flex-1 items-center justify-center gap-2 sm:gap-3">
          {carouselSlots(centre, tools.length).map(({ index, offset }) => {
            const tool = tools[index];
            if (!tool) return null;
            return (
              <li
                key={tool.id}
                className={`${offset === 0 ? "flex" : sideLook[Math.abs(offset)]} min-w-0 transition`}
                data-offset={offset}
              >
                <ToolCard
                  tool={tool}
                  isCentre={offset === 0}
                  onClick={() => (offset === 0 ? onOpen(tool) : onCentre(index))}
                />
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          aria-label={t({ id: "hub.nextTool", defaultMessage: "Next tool" })}
          onClick={() => onStep(1)}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-border bg-card hover:bg-muted"
        >
          <ChevronRight className="h-5 w-5" aria-hidden />
        </button>
      </div>
      <p
        aria-live="polite"
        className="mt-3 text-center text-sm text-muted-fg"
        data-testid="carousel-status"
      >
        {t(
          {
            id: "hub.carouselStatus",
            defaultMessage: "{name}, {position, number} of {count, number}",
          },
          { name: t(toolName(current.id)), position: centre + 1, count: tools.length },
        )}
      </p>
    </section>
  );
}

/**
 * One card. The centred card opens its tool; a tool that does not work in this build is marked
 * so on its card, and its centred card is not a button (there is nothing to open).
 */
function ToolCard({
  tool,
  isCentre,
  onClick,
}: {
  tool: Tool;
  isCentre: boolean;
  onClick: () => void;
}) {
  const { t } = useT();
  const built = isBuilt(tool.id);
  const describe = useToolDescription();
  const name = t(toolName(tool.id));
  const look = `flex flex-col items-center gap-2 rounded-2xl border text-center ${
    isCentre
      ? "h-52 w-52 border-primary bg-card p-5 shadow-lg sm:h-56 sm:w-56"
      : "h-44 w-36 border-border bg-card p-3 hover:border-primary"
  }`;
  const content = (
    <>
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <ToolIcon name={tool.icon} className="h-6 w-6" />
      </span>
      <span className="font-semibold hyphens-auto">{name}</span>
      <span className="text-xs text-muted-fg">{t(categoryName(tool.category))}</span>
      {isCentre && (
        <span className={`${built ? "line-clamp-3" : "line-clamp-2"} text-sm text-muted-fg`}>
          {describe(tool)}
        </span>
      )}
      {!built && (
        <span className="rounded-full border border-border px-2 py-0.5 text-xs text-muted-fg">
          {t({ id: "hub.notAvailable", defaultMessage: "Not available yet" })}
        </span>
      )}
    </>
  );
  if (isCentre && !built)
    return (
      <div data-tool={tool.id} aria-current="true" className={look}>
        {content}
      </div>
    );
  const label = isCentre
    ? t({ id: "hub.openTool", defaultMessage: "Open {name} in the workbench" }, { name })
    : built
      ? t({ id: "hub.showTool", defaultMessage: "Show {name}" }, { name })
      : t(
          { id: "hub.showUnavailable", defaultMessage: "Show {name} (not available yet)" },
          { name },
        );
  return (
    <button
      type="button"
      data-tool={tool.id}
      aria-current={isCentre ? "true" : undefined}
      aria-label={label}
      onClick={onClick}
      className={look}
    >
      {content}
    </button>
  );
}
