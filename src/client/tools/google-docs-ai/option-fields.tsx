import { OptionSelect } from "@/client/components/chat/option-select";
import { useT } from "@/client/i18n/use-t";
import { googleDocsAiMessages } from "@/shared/i18n/compiled/googleDocsAi";
import { type Descriptor, defineMessage } from "@/shared/i18n/runtime";
import type { Translate } from "@/shared/i18n/translator";
import { documentTasks, documentTypes } from "@/shared/tools/google-docs-ai";
import type { OptionsBarProps } from "../tool-view";

/** The tool's own words. */
export const messageAreas = [googleDocsAiMessages];

const typeNames = {
  document: defineMessage({ id: "googleDocsAi.type.document", defaultMessage: "Document" }),
  spreadsheet: defineMessage({
    id: "googleDocsAi.type.spreadsheet",
    defaultMessage: "Spreadsheet",
  }),
  presentation: defineMessage({
    id: "googleDocsAi.type.presentation",
    defaultMessage: "Presentation",
  }),
} as const satisfies Record<(typeof documentTypes)[number], unknown>;

/** The tasks (values: the API's, e.g. 'Format Content'). */
const taskNames = {
  Summarize: defineMessage({ id: "googleDocsAi.task.summarize", defaultMessage: "Summarize" }),
  "Analyze Data": defineMessage({
    id: "googleDocsAi.task.analyze",
    defaultMessage: "Analyze Data",
  }),
  "Create Outline": defineMessage({
    id: "googleDocsAi.task.outline",
    defaultMessage: "Create Outline",
  }),
  "Grammar Check": defineMessage({
    id: "googleDocsAi.task.grammar",
    defaultMessage: "Grammar Check",
  }),
  Translate: defineMessage({ id: "googleDocsAi.task.translate", defaultMessage: "Translate" }),
  "Format Content": defineMessage({
    id: "googleDocsAi.task.format",
    defaultMessage: "Format Content",
  }),
} as const satisfies Record<(typeof documentTasks)[number], unknown>;

/** Each value's words in the reader's language. */
const worded = <Value extends string>(t: Translate, names: Record<Value, Descriptor>) =>
  Object.fromEntries(
    Object.entries<Descriptor>(names).map(([value, name]) => [value, t(name)]),
  ) as Record<Value, string>;

/** The Docs Assistant's options: the kind of document and the task. */
export function DocsOptionFields({ options, onChange }: OptionsBarProps<"google-docs-ai">) {
  const { t } = useT();
  return (
    <>
      <OptionSelect
        label={t({ id: "googleDocsAi.documentType", defaultMessage: "Document type" })}
        value={options.documentType}
        values={documentTypes}
        labels={worded(t, typeNames)}
        onChange={(documentType) => onChange({ ...options, documentType })}
      />
      <OptionSelect
        label={t({ id: "googleDocsAi.task", defaultMessage: "Task" })}
        value={options.task}
        values={documentTasks}
        labels={worded(t, taskNames)}
        onChange={(task) => onChange({ ...options, task })}
      />
    </>
  );
}
