import type { GoalDraft, Milestone } from "@/shared/tools/goal-master";

const key = (title: string) => title.trim().toLowerCase().replace(/\s+/g, " ");

/** The model's milestones as a plan's: every milestone and task with a fresh id, nothing done. */
export function milestonesFromDraft(draft: GoalDraft["milestones"]): Milestone[] {
  return draft
    .map((milestone) => ({
      id: crypto.randomUUID(),
      title: milestone.title.trim(),
      description: milestone.description.trim(),
      dueWeek: milestone.dueWeek,
      tasks: milestone.tasks
        .map((task) => ({
          id: crypto.randomUUID(),
          title: task.title.trim(),
          week: task.week,
          done: false,
          doneAt: null,
        }))
        .sort((a, b) => a.week - b.week),
    }))
    .sort((a, b) => a.dueWeek - b.dueWeek);
}

/**
 * A revised plan that keeps what is done: each done task stays, with its tick and date, in the
 * revised milestone of the same title (which keeps the old milestone's id), or in its old
 * milestone when the revision dropped that one. Open tasks the revision repeats under a done
 * task's title are left out; everything else open comes from the revision.
 */
export function mergeRevision(
  previous: readonly Milestone[],
  revision: GoalDraft["milestones"],
): Milestone[] {
  const revised = milestonesFromDraft(revision);
  const doneTitles = new Set(
    previous.flatMap((milestone) =>
      milestone.tasks.filter((task) => task.done).map((task) => key(task.title)),
    ),
  );
  for (const milestone of revised)
    milestone.tasks = milestone.tasks.filter((task) => !doneTitles.has(key(task.title)));
  for (const old of previous) {
    const done = old.tasks.filter((task) => task.done);
    if (done.length === 0) continue;
    const match = revised.find((milestone) => key(milestone.title) === key(old.title));
    if (match) {
      match.id = old.id;
      match.tasks = [...done, ...match.tasks].sort((a, b) => a.week - b.week);
    } else revised.push({ ...old, tasks: done });
  }
  return revised.sort((a, b) => a.dueWeek - b.dueWeek);
}
