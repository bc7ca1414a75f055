import { defineTool, noOptions } from "./define-tool";

export const goalMaster = defineTool({
  id: "goal-master",
  name: "Goal Master AI",
  description: "Turn a goal into a realistic plan with milestones and check-ins.",
  category: "Productivity",
  icon: "target",
  kind: "panel",
  messageBar: false,
  uploadAccept: [],
  models: [],
  options: noOptions,
  assistant: { pattern: /\b(goals?|habits?|milestones?|resolutions?)\b/, rank: 11 },
});
