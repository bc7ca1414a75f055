import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from "ts-fsrs";
import { formatNumber } from "@/shared/i18n/format";
import type { Locale } from "@/shared/i18n/locales";
import { defineMessage } from "@/shared/i18n/runtime";
import type { Translate } from "@/shared/i18n/translator";
import type { CardProgress, Flashcard } from "@/shared/tools/flashcard-generator";

/** The four grades of study mode, on keys 1 to 4. */
export const grades = [
  {
    key: "1",
    grade: "Again",
    rating: Rating.Again,
    name: defineMessage({ id: "flashcardGenerator.grade.again", defaultMessage: "Again" }),
  },
  {
    key: "2",
    grade: "Hard",
    rating: Rating.Hard,
    name: defineMessage({ id: "flashcardGenerator.grade.hard", defaultMessage: "Hard" }),
  },
  {
    key: "3",
    grade: "Good",
    rating: Rating.Good,
    name: defineMessage({ id: "flashcardGenerator.grade.good", defaultMessage: "Good" }),
  },
  {
    key: "4",
    grade: "Easy",
    rating: Rating.Easy,
    name: defineMessage({ id: "flashcardGenerator.grade.easy", defaultMessage: "Easy" }),
  },
] as const satisfies readonly { key: string; grade: string; rating: Grade; name: unknown }[];

// FSRS with its default parameters (90% retention); fuzz spreads reviews of cards learnt together.
const scheduler = fsrs({ enable_fuzz: true });

function toCard(progress: CardProgress | null, now: Date): Card {
  if (!progress) return createEmptyCard(now);
  return {
    due: new Date(progress.due),
    stability: progress.stability,
    difficulty: progress.difficulty,
    elapsed_days: progress.elapsedDays,
    scheduled_days: progress.scheduledDays,
    learning_steps: progress.learningSteps,
    reps: progress.reps,
    lapses: progress.lapses,
    state: progress.state as State,
    last_review: progress.lastReview ? new Date(progress.lastReview) : undefined,
  };
}

function toProgress(card: Card): CardProgress {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** The card after grading it at `now`: its next due date and memory state. */
export function review(card: Flashcard, rating: Grade, now: Date): Flashcard {
  const next = scheduler.next(toCard(card.progress, now), now, rating);
  return { ...card, progress: toProgress(next.card) };
}

/** When each grade would bring the card back, e.g. { Again: "1 min", Good: "10 min", ... }. */
export function nextIntervals(
  card: Flashcard,
  now: Date,
  locale: Locale,
): Record<(typeof grades)[number]["grade"], string> {
  const preview = scheduler.repeat(toCard(card.progress, now), now);
  const wait = (rating: Grade) =>
    describeWait(locale, preview[rating].card.due.getTime() - now.getTime());
  return {
    Again: wait(Rating.Again),
    Hard: wait(Rating.Hard),
    Good: wait(Rating.Good),
    Easy: wait(Rating.Easy),
  };
}

/** A wait in the locale's short units, in the largest that fits: 10 min, 3 hr, 4 days, 1.2 yrs. */
export function describeWait(locale: Locale, ms: number): string {
  const unit = (value: number, name: string, digits = 0) =>
    formatNumber(locale, value, {
      style: "unit",
      unit: name,
      unitDisplay: "short",
      maximumFractionDigits: digits,
    });
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return unit(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 24) return unit(hours, "hour");
  const days = Math.round(hours / 24);
  if (days < 31) return unit(days, "day");
  const months = Math.round(days / 30);
  return months < 12 ? unit(months, "month") : unit(days / 365, "year", 1);
}

const stateKeys: Record<State, "new" | "learning" | "review" | "relearning"> = {
  [State.New]: "new",
  [State.Learning]: "learning",
  [State.Review]: "review",
  [State.Relearning]: "relearning",
};

/** A card's progress for people: its stage, reviews so far and when it is due. */
export function progressLabel(card: Flashcard, now: Date, t: Translate, locale: Locale): string {
  const { progress } = card;
  if (!progress) return t({ id: "flashcardGenerator.progress.new", defaultMessage: "New" });
  const due = Date.parse(progress.due) - now.getTime();
  return t(
    {
      id: "flashcardGenerator.progress",
      defaultMessage:
        "{state, select, new {New} learning {Learning} review {Review} other {Relearning}} · {reviews, plural, one {# review} other {# reviews}} · {due, select, yes {due now} other {due in {wait}}}",
    },
    {
      state: stateKeys[progress.state as State],
      reviews: progress.reps,
      due: due <= 0 ? "yes" : "no",
      wait: describeWait(locale, due),
    },
  );
}
