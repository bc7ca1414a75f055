import { OptionSelect } from "@/client/components/chat/option-select";
import { documentTasks, documentTypes, googleDocsAi } from "@/shared/tools/google-docs-ai";
import { chatToolView } from "../tool-view";
import { AnswerDownloads } from "./answer-downloads";

const typeLabels = {
  document: "Document",
  spreadsheet: "Spreadsheet",
  presentation: "Presentation",
};

export const googleDocsAiView = chatToolView(
  googleDocsAi,
  ({ options, onChange }) => (
    <>
      <OptionSelect
        label="Document type"
        value={options.documentType}
        values={documentTypes}
        labels={typeLabels}
        onChange={(documentType) => onChange({ ...options, documentType })}
      />
      <OptionSelect
        label="Task"
        value={options.task}
        values={documentTasks}
        onChange={(task) => onChange({ ...options, task })}
      />
    </>
  ),
  AnswerDownloads,
);
