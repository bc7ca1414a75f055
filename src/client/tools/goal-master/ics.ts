import { type GoalPlan, weekEndDate } from "@/shared/tools/goal-master";

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded, each continuation starting with one
 * space; a fold never splits a UTF-8 character.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const basicDate = (isoDate: string) => isoDate.replaceAll("-", "");
const basicDateTime = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The plan's milestones as an iCalendar file: one all-day event on each milestone's due date
 * (the last day of its week), its tasks and their ticks in the description.
 */
export function planToIcs(plan: GoalPlan, now = new Date()): string {
  const stamp = basicDateTime(now);
  const events = plan.milestones.flatMap((milestone) => {
    const day = weekEndDate(plan.startDate, milestone.dueWeek);
    const tasks = milestone.tasks.map((task) => `${task.done ? "[x]" : "[ ]"} ${task.title}`);
    const description = [milestone.description, tasks.length ? `Tasks:\n${tasks.join("\n")}` : ""]
      .filter(Boolean)
      .join("\n\n");
    return [
      "BEGIN:VEVENT",
      `UID:${milestone.id}@goal-master.bismo`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(day)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(day))}`,
      `SUMMARY:${escapeText(milestone.title)}`,
      `DESCRIPTION:${escapeText(description)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ];
  });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Bismo//Goal Master//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(plan.title)}`,
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
