import { ArrowDown, ArrowUp, Download, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { WorkspaceHeading } from "@/client/components/results/workspace-frame";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import { useT } from "@/client/i18n/use-t";
import { saveFile } from "@/client/lib/save-file";
import { maxSlides, type Presentation, type Slide } from "@/shared/tools/presentation-builder";
import { exportPptx } from "./api";
import { SlideEditor } from "./slide-editor";
import { SlidePreview } from "./slide-preview";

export type DeckChange = (change: (deck: Presentation) => Presentation) => void;
type Props = { deck: Presentation; onChange: DeckChange };

const fileName = (title: string) =>
  `${title.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_+|_+$/g, "") || "deck"}.pptx`;

/** The deck as slides: edit each one's text, move it, delete it, add one after it; download .pptx. */
export function DeckView({ deck, onChange }: Props) {
  const { t } = useT();
  const [editing, setEditing] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const slides = deck.slides;

  const setSlides = (change: (slides: Slide[]) => Slide[]) =>
    onChange((current) => ({ ...current, slides: change(current.slides) }));
  const move = (index: number, by: -1 | 1) =>
    setSlides((current) => {
      const next = [...current];
      const [slide] = next.splice(index, 1);
      if (slide) next.splice(index + by, 0, slide);
      return next;
    });
  const addAfter = (index: number) => {
    const slide: Slide = {
      id: crypto.randomUUID(),
      section: slides[index]?.section ?? "",
      layout: "bullets",
      title: t({ id: "presentationBuilder.newSlide", defaultMessage: "New slide" }),
      bullets: [],
      notes: "",
    };
    setSlides((current) => [...current.slice(0, index + 1), slide, ...current.slice(index + 1)]);
    setEditing(slide.id);
  };

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(fileName(deck.title), await exportPptx(deck));
    } catch (error) {
      toast({
        title: t({ id: "presentationBuilder.downloadFailed", defaultMessage: "Download failed" }),
        description: (error as Error).message,
        variant: "destructive",
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <WorkspaceHeading title={deck.title}>
        {t(
          {
            id: "presentationBuilder.summary",
            defaultMessage:
              "{count, plural, one {# slide} other {# slides}} · for a {audience, select, business {business} academic {academic} students {students} other {general}} audience",
          },
          { count: slides.length, audience: deck.audience },
        )}
        {deck.subtitle && ` · ${deck.subtitle}`}
      </WorkspaceHeading>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void download()} disabled={downloading}>
          <Download className="h-4 w-4" aria-hidden />{" "}
          {downloading
            ? t({ id: "presentationBuilder.preparing", defaultMessage: "Preparing..." })
            : t({ id: "presentationBuilder.download", defaultMessage: "Download .pptx" })}
        </Button>
        <Button
          variant="outline"
          onClick={() => addAfter(slides.length - 1)}
          disabled={slides.length >= maxSlides}
        >
          <Plus className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "presentationBuilder.addSlide", defaultMessage: "Add slide" })}
        </Button>
      </div>
      <ol
        className="space-y-6"
        aria-label={t({ id: "presentationBuilder.slides", defaultMessage: "Slides" })}
      >
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            className="space-y-2"
            aria-label={t(
              {
                id: "presentationBuilder.slideLabel",
                defaultMessage: "Slide {n, number}: {title}",
              },
              { n: index + 1, title: slide.title },
            )}
          >
            <SlidePreview slide={slide} deckTitle={deck.title} number={index + 1} />
            <div className="flex flex-wrap items-center gap-1">
              <span className="mr-auto text-sm text-muted-fg">
                {t(
                  {
                    id: "presentationBuilder.slideNotes",
                    defaultMessage:
                      "Slide {n, number} · {notes, select, yes {with notes} other {no notes}}",
                  },
                  { n: index + 1, notes: slide.notes ? "yes" : "no" },
                )}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setEditing(slide.id)}
                aria-label={t(
                  { id: "presentationBuilder.editSlide", defaultMessage: "Edit slide {n, number}" },
                  { n: index + 1 },
                )}
              >
                <Pencil className="h-4 w-4" aria-hidden />{" "}
                {t({ id: "presentationBuilder.edit", defaultMessage: "Edit" })}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => move(index, -1)}
                disabled={index === 0}
                aria-label={t(
                  { id: "presentationBuilder.moveUp", defaultMessage: "Move slide {n, number} up" },
                  { n: index + 1 },
                )}
              >
                <ArrowUp className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => move(index, 1)}
                disabled={index === slides.length - 1}
                aria-label={t(
                  {
                    id: "presentationBuilder.moveDown",
                    defaultMessage: "Move slide {n, number} down",
                  },
                  { n: index + 1 },
                )}
              >
                <ArrowDown className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => addAfter(index)}
                disabled={slides.length >= maxSlides}
                aria-label={t(
                  {
                    id: "presentationBuilder.addAfter",
                    defaultMessage: "Add a slide after slide {n, number}",
                  },
                  { n: index + 1 },
                )}
              >
                <Plus className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() =>
                  setSlides((current) => current.filter((entry) => entry.id !== slide.id))
                }
                disabled={slides.length === 1}
                aria-label={t(
                  {
                    id: "presentationBuilder.deleteSlide",
                    defaultMessage: "Delete slide {n, number}",
                  },
                  { n: index + 1 },
                )}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
            {editing === slide.id && (
              <SlideEditor
                slide={slide}
                number={index + 1}
                onSave={(edited) => {
                  setSlides((current) =>
                    current.map((entry) => (entry.id === edited.id ? edited : entry)),
                  );
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            )}
            {slide.notes && editing !== slide.id && (
              <p className="rounded-lg bg-muted px-3 py-2 text-sm">
                <span className="font-medium">
                  {t({ id: "presentationBuilder.notes", defaultMessage: "Notes:" })}{" "}
                </span>
                {slide.notes}
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
