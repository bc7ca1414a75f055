/** What every chat tool's system prompt starts with; each tool adds its own (src/server/tools). */
export const basePrompt =
  "You are Bismo, a helpful AI assistant. Answer in Markdown. Use fenced code blocks with a language tag for code.";
