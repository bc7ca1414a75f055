import { ArrowUp } from "lucide-react";
import { type FormEvent, useState } from "react";

/** The hub's single-line 'Ask anything' box. */
export function AskBox() {
  const [message, setMessage] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
  };
  return (
    <form onSubmit={submit} className="relative mx-auto mt-8 w-full max-w-2xl">
      <input
        aria-label="Ask anything"
        placeholder="Ask anything"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        className="h-14 w-full rounded-2xl border border-border bg-card pr-14 pl-5 text-base"
      />
      <button
        type="submit"
        aria-label="Send"
        disabled={!message.trim()}
        className="absolute top-2 right-2 flex h-10 w-10 items-center justify-center rounded-xl bg-primary text-primary-fg disabled:opacity-40"
      >
        <ArrowUp className="h-5 w-5" aria-hidden />
      </button>
    </form>
  );
}
