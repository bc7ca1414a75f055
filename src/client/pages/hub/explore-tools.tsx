import { ChevronDown } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { categoryName } from "@/client/i18n/tool-messages";
import { useT } from "@/client/i18n/use-t";
import { isBuilt, workbenchUrl, workingFirst } from "@/client/lib/tool-links";
import { type Tool, type ToolCategory, toolCategories, tools } from "@/shared/tools/registry";
import { wrapIndex } from "./carousel-window";
import { CategoryFilter } from "./category-filter";
import { ToolCarousel } from "./tool-carousel";

type Filter = "All" | ToolCategory;
const filters: readonly Filter[] = ["All", ...toolCategories];

/** 'Explore all tools': the category filter bar and the tool carousel, shown on demand. */
export function ExploreTools() {
  const { t } = useT();
  const navigate = useNavigate();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<Filter>("All");
  const [centre, setCentre] = useState(0);
  const panel = useRef<HTMLDivElement>(null);

  // Opened, the carousel comes into view whole, its bottom clear of the floating assistant's
  // corner (the panel's scroll margin).
  useEffect(() => {
    if (open) panel.current?.scrollIntoView({ block: "nearest" });
  }, [open]);
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
        {t({ id: "hub.explore", defaultMessage: "Explore all tools" })}
        <ChevronDown className={`h-4 w-4 transition ${open ? "rotate-180" : ""}`} aria-hidden />
      </button>
      {open && (
        <div id={panelId} ref={panel} className="mt-6 scroll-mt-20 scroll-mb-24">
          <CategoryFilter
            names={filters}
            chosen={filter}
            onChoose={choose}
            label={(name) =>
              name === "All"
                ? t({ id: "hub.allCategories", defaultMessage: "All" })
                : t(categoryName(name))
            }
          />
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
