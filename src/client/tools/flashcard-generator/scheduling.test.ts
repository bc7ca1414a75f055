import { Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { flashcardGeneratorMessages } from "@/shared/i18n/compiled/flashcardGenerator";
import { translator } from "@/shared/i18n/translator";
import { isDue } from "@/shared/tools/flashcard-generator";
import { nextIntervals, progressLabel, review } from "./scheduling";

const fresh = { id: "c1", front: "Q", back: "A", hint: null, progress: null };
const now = new Date("2030-03-01T10:00:00Z");

describe("FSRS scheduling of cards", () => {
  it("brings an Again card back within minutes and an Easy one after days", () => {
    const again = review(fresh, Rating.Again, now);
    const easy = review(fresh, Rating.Easy, now);
    const wait = (card: typeof again) => Date.parse(card.progress?.due ?? "") - now.getTime();
    expect(wait(again)).toBeLessThan(15 * 60_000);
    expect(wait(easy)).toBeGreaterThan(24 * 3600_000);
    expect(again.progress?.reps).toBe(1);
    expect(isDue(easy, now)).toBe(false);
    expect(isDue(easy, new Date(now.getTime() + wait(easy)))).toBe(true);
  });

  it("keeps the memory state across reviews (the stored form goes back in)", async () => {
    const t = await translator("en", [flashcardGeneratorMessages]);
    const first = review(fresh, Rating.Good, now);
    const later = new Date(Date.parse(first.progress?.due ?? "") + 1000);
    const second = review(first, Rating.Good, later);
    expect(second.progress?.reps).toBe(2);
    expect(second.progress?.lastReview).toBe(later.toISOString());
    expect(progressLabel(second, later, t, "en")).toMatch(
      /^(Learning|Review) · 2 reviews · due in /,
    );
  });

  it("previews each grade's wait, shortest for Again", () => {
    const intervals = nextIntervals(fresh, now, "en");
    expect(Object.keys(intervals)).toEqual(["Again", "Hard", "Good", "Easy"]);
    expect(intervals.Again).toMatch(/min$/);
    expect(intervals.Easy).toMatch(/ days?$/);
  });
});
