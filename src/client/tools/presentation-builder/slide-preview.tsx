import type { Slide } from "@/shared/tools/presentation-builder";

type Props = { slide: Slide; deckTitle: string; number: number };

// The exported theme's colours (pptx.ts): a slide looks the same in light and dark mode.
const accent = "#6d28d9";

/** One slide drawn at any width, as the .pptx shows it (sizes scale with the slide: cqw). */
export function SlidePreview({ slide, deckTitle, number }: Props) {
  const half = Math.ceil(slide.bullets.length / 2);
  const list = (bullets: readonly string[]) => (
    <ul className="list-disc space-y-[1cqw] pl-[3cqw] text-[2.3cqw]">
      {bullets.map((bullet, index) => (
        <li key={`${index}-${bullet}`}>{bullet}</li>
      ))}
    </ul>
  );
  if (slide.layout === "section")
    return (
      <div
        className="@container relative aspect-video overflow-hidden rounded-lg text-white"
        style={{ background: accent }}
      >
        <div className="absolute inset-x-[8%] top-[28%] space-y-[1cqw]">
          {slide.section.trim().toLowerCase() !== slide.title.trim().toLowerCase() && (
            <p className="text-[1.8cqw] font-bold text-[#ede9fe]">{slide.section}</p>
          )}
          <p className="text-[4.5cqw] leading-tight font-bold">{slide.title}</p>
          {slide.bullets.length > 0 && (
            <p className="text-[2.2cqw] text-[#ede9fe]">{slide.bullets.join(" · ")}</p>
          )}
        </div>
        <span className="absolute right-[5%] bottom-[3%] text-[1.2cqw] text-[#ede9fe]">
          {number}
        </span>
      </div>
    );
  if (slide.layout === "title")
    return (
      <div className="@container relative aspect-video overflow-hidden rounded-lg border border-border bg-white text-[#1f2937]">
        <div className="absolute inset-y-0 left-0 w-[2.6%]" style={{ background: accent }} />
        <div className="absolute inset-x-[8%] top-[30%] space-y-[1.5cqw]">
          <p className="text-[5cqw] leading-tight font-bold">{slide.title}</p>
          {slide.bullets.length > 0 && (
            <p className="text-[2.5cqw] text-[#4b5563]">{slide.bullets.join(" ")}</p>
          )}
        </div>
      </div>
    );
  return (
    <div className="@container relative aspect-video overflow-hidden rounded-lg border border-border bg-white text-[#1f2937]">
      <div className="absolute inset-x-0 top-0 h-[1.6%]" style={{ background: accent }} />
      <div className="absolute inset-x-[5.2%] top-[5%] bottom-[10%] space-y-[1.5cqw]">
        <p className="text-[1.4cqw] font-bold" style={{ color: accent }}>
          {slide.section}
        </p>
        <p className="text-[3.6cqw] leading-tight font-bold">{slide.title}</p>
        {slide.layout === "two-column" ? (
          <div className="grid grid-cols-2 gap-[3cqw]">
            {list(slide.bullets.slice(0, half))}
            {list(slide.bullets.slice(half))}
          </div>
        ) : (
          list(slide.bullets)
        )}
      </div>
      <span className="absolute bottom-[3%] left-[5.2%] text-[1.2cqw] text-[#4b5563]">
        {deckTitle}
      </span>
      <span className="absolute right-[5.2%] bottom-[3%] text-[1.2cqw] text-[#4b5563]">
        {number}
      </span>
    </div>
  );
}
