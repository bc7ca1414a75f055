import { useEffect, useRef, useState } from "react";
import type { Grade } from "ts-fsrs";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { type Flashcard, type FlashcardDeck, isDue } from "@/shared/tools/flashcard-generator";
import type { DeckChange } from "./deck-view";
import { describeWait, grades, nextIntervals, review } from "./scheduling";

type Props = {
  deck: FlashcardDeck;
  onChange: DeckChange;
  onExit: () => void;
};

/** A card graded Again or Hard comes back in this session when it is due within this time. */
const learnAheadMs = 20 * 60_000;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * Study mode: due cards one at a time. Space shows the answer, keys 1 to 4 grade it (Again,
 * Hard, Good, Easy); FSRS schedules the card's next review, and the deck is saved each time.
 */
export function StudySession({ deck, onChange, onExit }: Props) {
  const { t, locale } = useT();
  const [queue, setQueue] = useState(() =>
    deck.cards.filter((card) => isDue(card, new Date())).map((card) => card.id),
  );
  const [flipped, setFlipped] = useState(false);
  const [studied, setStudied] = useState(0);
  const card = deck.cards.find((entry) => entry.id === queue[0]);
  const region = useRef<HTMLDivElement>(null);

  const grade = (rating: Grade) => {
    if (!card || !flipped) return;
    const now = new Date();
    const reviewed = review(card, rating, now);
    onChange((current) => ({
      ...current,
      cards: current.cards.map((entry) => (entry.id === card.id ? reviewed : entry)),
    }));
    const comesBack = Date.parse(reviewed.progress?.due ?? "") - now.getTime() <= learnAheadMs;
    setQueue((current) => [...current.slice(1), ...(comesBack ? [card.id] : [])]);
    setStudied((count) => count + 1);
    setFlipped(false);
  };

  // Keys work wherever focus is in the page, except while typing; Space would otherwise also
  // press the focused button.
  const keys = useRef({ grade, flip: () => setFlipped(true), onExit });
  keys.current = { grade, flip: () => setFlipped(true), onExit };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === " ") {
        event.preventDefault();
        keys.current.flip();
      } else if (event.key === "Escape") keys.current.onExit();
      else {
        const choice = grades.find((entry) => entry.key === event.key);
        if (choice) {
          event.preventDefault();
          keys.current.grade(choice.rating);
        }
      }
    };
    document.addEventListener("keydown", onKey, { capture: true });
    return () => document.removeEventListener("keydown", onKey, { capture: true });
  }, []);
  useEffect(() => region.current?.focus(), []);

  if (!card) return <CaughtUp deck={deck} studied={studied} onExit={onExit} />;
  const intervals = nextIntervals(card, new Date(), locale);
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t({ id: "flashcardGenerator.session", defaultMessage: "Study session" })}
      className="space-y-4 rounded-xl border border-border bg-card p-4 outline-none sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-fg">
        <p>
          {t(
            {
              id: "flashcardGenerator.session.count",
              defaultMessage: "{left, number} to go · {studied, number} studied",
            },
            { left: queue.length, studied },
          )}
        </p>
        <Button variant="ghost" size="sm" onClick={onExit}>
          {t({ id: "flashcardGenerator.session.end", defaultMessage: "End session (Esc)" })}
        </Button>
      </div>
      <StudyCard card={card} flipped={flipped} />
      {flipped ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">
            {t({
              id: "flashcardGenerator.session.howWell",
              defaultMessage: "How well did you know it?",
            })}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {grades.map((entry) => (
              <Button
                key={entry.key}
                variant={entry.grade === "Good" ? "primary" : "outline"}
                className="h-auto flex-col py-2"
                onClick={() => grade(entry.rating)}
                aria-keyshortcuts={entry.key}
              >
                <span>
                  {entry.key} · {t(entry.name)}
                </span>
                <span className="text-xs font-normal opacity-80">{intervals[entry.grade]}</span>
              </Button>
            ))}
          </div>
        </fieldset>
      ) : (
        <Button className="w-full" onClick={() => setFlipped(true)} aria-keyshortcuts="Space">
          {t({ id: "flashcardGenerator.session.show", defaultMessage: "Show answer (Space)" })}
        </Button>
      )}
    </section>
  );
}

function StudyCard({ card, flipped }: { card: Flashcard; flipped: boolean }) {
  const { t } = useT();
  return (
    <div className="min-h-48 space-y-4 rounded-xl border border-border bg-bg p-6 text-center">
      <p className="text-xl font-semibold break-words" data-testid="study-front">
        {card.front}
      </p>
      <div aria-live="polite">
        {flipped && (
          <div className="space-y-2 border-t border-border pt-4">
            <p className="text-lg break-words" data-testid="study-back">
              {card.back}
            </p>
            {card.hint && (
              <p className="text-sm text-muted-fg">
                {t(
                  { id: "flashcardGenerator.hint", defaultMessage: "Hint: {hint}" },
                  { hint: card.hint },
                )}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function CaughtUp({
  deck,
  studied,
  onExit,
}: {
  deck: FlashcardDeck;
  studied: number;
  onExit: () => void;
}) {
  const { t, locale } = useT();
  const nextDue = deck.cards
    .map((card) => Date.parse(card.progress?.due ?? ""))
    .filter((due) => !Number.isNaN(due))
    .sort((a, b) => a - b)[0];
  return (
    <section
      aria-label={t({ id: "flashcardGenerator.session", defaultMessage: "Study session" })}
      className="space-y-3 rounded-xl border border-border bg-card p-6 text-center"
    >
      <h2 className="text-xl font-semibold">
        {t({ id: "flashcardGenerator.caughtUp", defaultMessage: "All caught up" })}
      </h2>
      <p className="text-sm text-muted-fg">
        {studied > 0 &&
          `${t(
            {
              id: "flashcardGenerator.caughtUp.studied",
              defaultMessage: "You studied {count, plural, one {# card} other {# cards}}.",
            },
            { count: studied },
          )} `}
        {nextDue
          ? t(
              {
                id: "flashcardGenerator.caughtUp.next",
                defaultMessage: "The next card is due in {wait}.",
              },
              { wait: describeWait(locale, nextDue - Date.now()) },
            )
          : t({ id: "flashcardGenerator.caughtUp.none", defaultMessage: "No card is due." })}
      </p>
      <Button onClick={onExit}>
        {t({ id: "flashcardGenerator.caughtUp.back", defaultMessage: "Back to the deck" })}
      </Button>
    </section>
  );
}
