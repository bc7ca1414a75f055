import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from "ts-fsrs";
import type { CardProgress, Flashcard } from "@/shared/tools/flashcard-generator";

/** The four grades of study mode, on keys 1 to 4. */
export const grades = [
  { key: "1", label: "Again", rating: Rating.Again },
  { key: "2", label: "Hard", rating: Rating.Hard },
  { key: "3", label: "Good", rating: Rating.Good },
  { key: "4", label: "Easy", rating: Rating.Easy },
] as const satisfies readonly { key: string; label: string; rating: Grade }[];

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
): Record<(typeof grades)[number]["label"], string> {
  const preview = scheduler.repeat(toCard(card.progress, now), now);
  const wait = (rating: Grade) => describeWait(preview[rating].card.due.getTime() - now.getTime());
  return {
    Again: wait(Rating.Again),
    Hard: wait(Rating.Hard),
    Good: wait(Rating.Good),
    Easy: wait(Rating.Easy),
  };
}

export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  if (days < 31) return `${days} d`;
  const months = Math.round(days / 30);
  return months < 12 ? `${months} mo` : `${(days / 365).toFixed(1)} y`;
}

const stateNames: Record<State, string> = {
  [State.New]: "New",
  [State.Learning]: "Learning",
  [State.Review]: "Review",
  [State.Relearning]: "Relearning",
};

/** A card's progress for people: its stage, reviews so far and when it is due. */
export function progressLabel(card: Flashcard, now: Date): string {
  const { progress } = card;
  if (!progress) return "New";
  const due = Date.parse(progress.due) - now.getTime();
  const when = due <= 0 ? "due now" : `due in ${describeWait(due)}`;
  const reviews = `${progress.reps} review${progress.reps === 1 ? "" : "s"}`;
  return `${stateNames[progress.state as State]} · ${reviews} · ${when}`;
}
