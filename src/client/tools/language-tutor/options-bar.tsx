import { OptionSelect } from "@/client/components/chat/option-select";
import { languageTutor, tutorLanguages, tutorLevels } from "@/shared/tools/language-tutor";
import { chatToolView } from "../tool-view";

export const languageTutorView = chatToolView(languageTutor, ({ options, onChange }) => (
  <>
    <OptionSelect
      label="Language"
      value={options.language}
      values={tutorLanguages}
      onChange={(language) => onChange({ ...options, language })}
    />
    <OptionSelect
      label="Level"
      value={options.level}
      values={tutorLevels}
      onChange={(level) => onChange({ ...options, level })}
    />
  </>
));
