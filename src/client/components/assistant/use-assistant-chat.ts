import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "@/client/i18n/use-t";
import { type AssistantContext, emptyContext, greeting, replyTo } from "./assistant-replies";

/** Spec section 9: the typing state lasts 1.5 s; navigation follows a "yes" after 1 s. */
export const typingDelayMs = 1500;
export const navigationDelayMs = 1000;
export const assistantMaxLength = 500;

export type AssistantMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: number;
};

let nextId = 0;
const message = (role: AssistantMessage["role"], content: string): AssistantMessage => ({
  id: `m${++nextId}`,
  role,
  content,
  timestamp: Date.now(),
});

/** The assistant's conversation: keyword replies after a typing pause, and confirmed navigation. */
export function useAssistantChat(navigate: (to: string) => void) {
  const i18n = useT();
  const [messages, setMessages] = useState(() => [message("assistant", greeting(i18n))]);
  const [typing, setTyping] = useState(false);
  const context = useRef<AssistantContext>(emptyContext);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  const later = useCallback((run: () => void, ms: number) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed || typing || trimmed.length > assistantMaxLength) return false;
      setMessages((list) => [...list, message("user", trimmed)]);
      setTyping(true);
      later(() => {
        const answer = replyTo(trimmed, context.current, i18n);
        context.current = answer.context;
        setMessages((list) => [...list, message("assistant", answer.reply)]);
        setTyping(false);
        const { confirmedNavigation, destination } = answer.context;
        if (confirmedNavigation && destination) {
          context.current = emptyContext;
          later(() => navigate(destination), navigationDelayMs);
        }
      }, typingDelayMs);
      return true;
    },
    [typing, later, navigate, i18n],
  );

  return { messages, typing, send };
}
