import {
  FileQuestion,
  FileText,
  Image,
  Languages,
  type LucideIcon,
  Mail,
  MessagesSquare,
  SquareCode,
  Volume2,
} from "lucide-react";
import type { toolDefinitions } from "@/shared/tools/registry";

type Definition = (typeof toolDefinitions)[number];
type CardIcon<D> = D extends { promotion: { card: { icon: infer Name } } }
  ? Name
  : D extends { promotion: { card: object }; icon: infer Name }
    ? Name
    : never;
/** The icons the landing page's cards can show: each card's own, else its tool's. */
export type CardIconName = CardIcon<Definition>;

// Only the cards' icons, not every tool's (components/tool-icon.tsx, 3 KiB): the landing page
// carries no more than it shows. A definition that gives a card a new icon fails to compile
// until it is here.
const icons: Record<CardIconName, LucideIcon> = {
  "messages-square": MessagesSquare,
  "file-question": FileQuestion,
  "file-text": FileText,
  image: Image,
  languages: Languages,
  mail: Mail,
  "square-code": SquareCode,
  "volume-2": Volume2,
};

export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden />;
}
