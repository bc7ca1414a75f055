import { AppError } from "@/server/http/errors";
import { toolOptionsSchemas } from "@/shared/chat";
import type { ToolId } from "@/shared/tools/registry";

/** The tool's options with defaults filled in; 400 naming the bad option; none for other tools. */
export function parseToolOptions(
  toolId: ToolId,
  options: Record<string, string> | undefined,
): Record<string, string> {
  const schema =
    toolId in toolOptionsSchemas
      ? toolOptionsSchemas[toolId as keyof typeof toolOptionsSchemas]
      : undefined;
  if (!schema) return {};
  const parsed = schema.safeParse(options ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `options.${issue.path.join(".")}: ${issue.message}`,
    );
    throw new AppError("validation_failed", problems.join("; "));
  }
  return parsed.data as Record<string, string>;
}
