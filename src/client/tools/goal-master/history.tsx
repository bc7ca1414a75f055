import { resultHistory } from "@/client/components/results/result-history";
import { plans } from "./api";

/** 'Saved Plans' in the left panel, each with its progress. */
export const GoalHistory = resultHistory(plans, {
  heading: "Saved Plans",
  noun: "plan",
  title: (plan) => plan.title,
  detail: (plan) => `${plan.doneTasks} of ${plan.totalTasks} tasks done`,
});
