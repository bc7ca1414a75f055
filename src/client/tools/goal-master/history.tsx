import { resultHistory } from "@/client/components/results/result-history";
import { goalMasterMessages } from "@/shared/i18n/compiled/goalMaster";
import { defineMessage } from "@/shared/i18n/runtime";
import { plans } from "./api";

/** The tool's own words: the list's heading and facts. */
export const messageAreas = [goalMasterMessages];

/** 'Saved Plans' in the left panel, each with its progress. */
export const GoalHistory = resultHistory(plans, {
  heading: defineMessage({ id: "goalMaster.history", defaultMessage: "Saved Plans" }),
  noun: "plan",
  title: (plan) => plan.title,
  detail: (plan, { t }) =>
    t(
      {
        id: "goalMaster.history.detail",
        defaultMessage: "{done, number} of {total, plural, one {# task} other {# tasks}} done",
      },
      { done: plan.doneTasks, total: plan.totalTasks },
    ),
});
