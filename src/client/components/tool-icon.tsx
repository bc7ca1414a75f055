import {
  AudioLines,
  Box,
  Boxes,
  Brain,
  Clapperboard,
  Code,
  FilePen,
  FileQuestion,
  FileText,
  Image,
  Languages,
  Layers,
  ListChecks,
  type LucideIcon,
  Mail,
  MessagesSquare,
  Mic,
  MonitorPlay,
  Palette,
  Presentation,
  Scissors,
  SquareCode,
  Target,
  Video,
  Volume2,
  WandSparkles,
} from "lucide-react";
import type { ToolIconName } from "@/shared/tools/registry";

// Keyed by the icon names the tool definitions (and their landing cards) use: a new name fails to
// compile until it is here.
const icons: Record<ToolIconName, LucideIcon> = {
  "messages-square": MessagesSquare,
  "file-text": FileText,
  target: Target,
  image: Image,
  video: Video,
  languages: Languages,
  "file-pen": FilePen,
  mic: Mic,
  "volume-2": Volume2,
  layers: Layers,
  "list-checks": ListChecks,
  palette: Palette,
  presentation: Presentation,
  brain: Brain,
  code: Code,
  "monitor-play": MonitorPlay,
  box: Box,
  "audio-lines": AudioLines,
  mail: Mail,
  boxes: Boxes,
  clapperboard: Clapperboard,
  wand: WandSparkles,
  scissors: Scissors,
  "square-code": SquareCode,
  "file-question": FileQuestion,
};

export function ToolIcon({
  name,
  className = "h-5 w-5",
}: {
  name: ToolIconName;
  className?: string;
}) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden />;
}
