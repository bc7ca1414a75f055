import { describe, expect, it } from "vitest";
import type { Milestone } from "@/shared/tools/goal-master";
import { mergeRevision } from "./merge-plan";

const task = (title: string, week: number, done = false) => ({
  id: `t-${title}`,
  title,
  week,
  done,
  doneAt: done ? "2027-01-05T10:00:00.000Z" : null,
});

const previous: Milestone[] = [
  {
    id: "m1",
    title: "Run 5 km",
    description: "",
    dueWeek: 4,
    tasks: [task("Buy shoes", 1, true), task("Run 2 km", 2)],
  },
  { id: "m2", title: "Run 10 km", description: "", dueWeek: 8, tasks: [task("Run 6 km", 6)] },
  {
    id: "m3",
    title: "Join a club",
    description: "",
    dueWeek: 3,
    tasks: [task("Visit the club", 3, true)],
  },
];

describe("mergeRevision", () => {
  it("keeps done tasks in the revised milestone of the same title, or in their old milestone", () => {
    const merged = mergeRevision(previous, [
      {
        title: "run 5 km ",
        description: "Comfortably",
        dueWeek: 6,
        tasks: [
          { title: "Buy shoes", week: 3 },
          { title: "Run 3 km", week: 4 },
        ],
      },
      {
        title: "Run 10 km",
        description: "",
        dueWeek: 12,
        tasks: [{ title: "Run 8 km", week: 10 }],
      },
    ]);
    expect(merged.map((milestone) => [milestone.title, milestone.dueWeek])).toEqual([
      ["Join a club", 3],
      ["run 5 km", 6],
      ["Run 10 km", 12],
    ]);
    const five = merged[1];
    expect(five?.id).toBe("m1");
    // The done task is kept as it was; the revision's repeat of it is dropped.
    expect(five?.tasks.map((entry) => [entry.title, entry.done, entry.doneAt])).toEqual([
      ["Buy shoes", true, "2027-01-05T10:00:00.000Z"],
      ["Run 3 km", false, null],
    ]);
    expect(merged[0]?.tasks).toEqual([previous[2]?.tasks[0]]);
    expect(
      merged.flatMap((milestone) => milestone.tasks).filter((entry) => entry.done),
    ).toHaveLength(2);
  });
});
