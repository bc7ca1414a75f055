import { OptionSelect } from "@/client/components/chat/option-select";
import { documentTasks, documentTypes } from "@/shared/tools/google-docs-ai";
import type { ToolOptionsPanelProps } from "../panel-props";

const typeLabels = {
  document: "Document",
  spreadsheet: "Spreadsheet",
  presentation: "Presentation",
};

export function GoogleDocsAiPanel({ options, onChange }: ToolOptionsPanelProps) {
  return (
    <>
      <OptionSelect
        label="Document type"
        value={options.documentType ?? documentTypes[0]}
        values={documentTypes}
        labels={typeLabels}
        onChange={(value) => onChange("documentType", value)}
      />
      <OptionSelect
        label="Task"
        value={options.task ?? documentTasks[0]}
        values={documentTasks}
        onChange={(value) => onChange("task", value)}
      />
    </>
  );
}
