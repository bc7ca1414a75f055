import { ChevronDown } from "lucide-react";
import { useCallback, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { isBuilt, workbenchUrl, workingFirst } from "@/client/lib/tool-links";
import { type Tool, type ToolCategory, toolCategories, tools } from "@/shared/tools/registry";
import { wrapIndex } from "./carousel-window";
import { ToolCarousel } from "./tool-carousel";

type Filter = "All" | ToolCategory;
const filters: readonly Filter[] = ["All", ...toolCategories];

/** 'Explore all tools': the category filter bar and the tool carousel, shown on demand. */
export function ExploreTools() {
  const navigate = useNavigate();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<Filter>("All");
  const [centre, setCentre] = useState(0);
  // Tools that work come first; the others follow, marked, and do not open.
  const shown = useMemo(
    () => workingFirst(filter === "All" ? tools : tools.filter((tool) => tool.category === filter)),
    [filter],
  );

  const step = useCallback(
    (by: number) => setCentre((index) => wrapIndex(index, by, shown.length)),
    [shown.length],
  );
  const openTool = useCallback(
    (tool: Tool) => {
      if (isBuilt(tool.id)) navigate(workbenchUrl(tool.id));
    },
    [navigate],
  );
  const choose = (next: Filter) => {
    setFilter(next);
    setCentre(0);
  };

  return (
    <div className="mt-10">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-full border border-border px-5 py-2 text-sm font-medium hover:bg-muted"
      >
        Explore all tools
        <ChevronDown className={`h-4 w-4 transition ${open ? "rotate-180" : ""}`} aria-hidden />
      </button>
      {open && (
        <div id={panelId} className="mt-6">
          <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-2 sm:flex-wrap sm:justify-center">
            <legend className="sr-only">Tool categories</legend>
            {filters.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={filter === name}
                onClick={() => choose(name)}
                className={`shrink-0 rounded-full border px-4 py-1.5 text-sm ${
                  filter === name
                    ? "border-primary bg-primary text-primary-fg"
                    : "border-border hover:bg-muted"
                }`}
              >
                {name}
              </button>
            ))}
          </fieldset>
          <ToolCarousel
            tools={shown}
            centre={centre}
            onStep={step}
            onCentre={setCentre}
            onOpen={openTool}
          />
        </div>
      )}
    </div>
  );
}
