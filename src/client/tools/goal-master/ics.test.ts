import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { GoalPlan } from "@/shared/tools/goal-master";
import { planToIcs } from "./ics";

const plan: GoalPlan = {
  id: "p1",
  title: "Marathon; in 6 months, really",
  summary: "",
  goal: "Run a marathon",
  currentState: "",
  timeframe: "6 months",
  startDate: "2027-01-04",
  revision: 0,
  createdAt: "2027-01-04T09:00:00.000Z",
  updatedAt: "2027-01-04T09:00:00.000Z",
  checkIns: [],
  milestones: [
    {
      id: "m1",
      title: "Half marathon, comfortably; no walking \\ breaks",
      description: "Heart rate below 160.\nSleep well.",
      dueWeek: 12,
      tasks: [
        {
          id: "t1",
          title: "Long run 15 km",
          week: 10,
          done: true,
          doneAt: "2027-03-10T08:00:00.000Z",
        },
        { id: "t2", title: "Tempo run 8 km", week: 11, done: false, doneAt: null },
      ],
    },
    {
      id: "m2",
      title:
        "Marathon day 🏃 — the whole 42,195 km with friends and family cheering along the route",
      description: "",
      dueWeek: 26,
      tasks: [],
    },
  ],
};

describe("planToIcs", () => {
  it("is a calendar a maintained parser reads back: one all-day event per milestone on its due date", () => {
    const text = planToIcs(plan, new Date("2027-01-04T10:00:00Z"));
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const events = calendar
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary)).toEqual(
      plan.milestones.map((milestone) => milestone.title),
    );
    // Week 12 of a plan starting Monday 4 January ends on Sunday 28 March.
    expect(events[0]?.startDate.toString()).toBe("2027-03-28");
    expect(events[0]?.startDate.isDate).toBe(true);
    expect(events[0]?.endDate.toString()).toBe("2027-03-29");
    expect(events[1]?.startDate.toString()).toBe("2027-07-04");
    expect(events[0]?.description).toBe(
      "Heart rate below 160.\nSleep well.\n\nTasks:\n[x] Long run 15 km\n[ ] Tempo run 8 km",
    );
    expect(events[0]?.uid).toBe("m1@goal-master.bismo");
    // An X- property: the parser leaves its value as written, escaped like TEXT.
    expect(text).toContain("X-WR-CALNAME:Marathon\\; in 6 months\\, really\r\n");
  });

  it("ends lines with CRLF and folds them at 75 octets without splitting a character", () => {
    const text = planToIcs(plan);
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n");
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(text).not.toContain("\uFFFD");
    expect(
      text.split("\n").every((line, index, all) => index === all.length - 1 || line.endsWith("\r")),
    ).toBe(true);
  });
});
