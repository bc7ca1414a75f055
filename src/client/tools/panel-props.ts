/** What every chat tool's option panel receives: the options sent with each message. */
export type ToolOptionsPanelProps = {
  options: Record<string, string>;
  onChange: (name: string, value: string) => void;
};
