import { lazy, Suspense } from "react";
import { withMessages } from "@/client/i18n/with-messages";
import { languageTutor } from "@/shared/tools/language-tutor";
import { chatToolView, type OptionsBarProps } from "../tool-view";

// The bar comes with its words (area chatTools), so it shows translated from its first frame.
const TutorOptions = lazy(() =>
  withMessages(import("./tutor-options")).then((m) => ({ default: m.TutorOptions })),
);

export const languageTutorView = chatToolView(
  languageTutor,
  (props: OptionsBarProps<"language-tutor">) => (
    <Suspense fallback={null}>
      <TutorOptions {...props} />
    </Suspense>
  ),
);
