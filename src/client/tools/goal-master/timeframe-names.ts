import { defineMessage } from "@/shared/i18n/runtime";

/** The plan's timeframe as people read it (the value stays the English phrase). */
export const timeframeNames = {
  "1 month": defineMessage({ id: "goalMaster.timeframe.month1", defaultMessage: "1 month" }),
  "3 months": defineMessage({ id: "goalMaster.timeframe.months3", defaultMessage: "3 months" }),
  "6 months": defineMessage({ id: "goalMaster.timeframe.months6", defaultMessage: "6 months" }),
  "1 year": defineMessage({ id: "goalMaster.timeframe.year1", defaultMessage: "1 year" }),
} as const;
