import { useStartTrying } from "@/client/components/site/use-start-trying";
import { useT } from "@/client/i18n/use-t";

export function CtaSection() {
  const { t } = useT();
  const trying = useStartTrying();
  return (
    <section
      aria-labelledby="cta-title"
      className="render-when-near px-4 py-24 [--estimated-height:420px] sm:px-6 sm:[--estimated-height:320px]"
    >
      <div className="mx-auto max-w-4xl rounded-3xl bg-primary px-6 py-16 text-center text-primary-fg">
        <h2 id="cta-title" className="text-3xl font-bold text-balance sm:text-4xl">
          {t({ id: "landing.cta.title", defaultMessage: "Ready to Unleash Your Creativity" })}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg opacity-90">
          {t({
            id: "landing.cta.text",
            defaultMessage: "Start now without an account, or sign up free to keep your work.",
          })}
        </p>
        <button
          type="button"
          onClick={trying.start}
          disabled={trying.starting}
          className="mt-8 inline-flex h-12 items-center justify-center rounded-lg bg-primary-fg px-6 font-medium text-primary transition hover:opacity-90 focus-visible:outline-primary-fg disabled:opacity-60"
        >
          {trying.starting
            ? t({ id: "common.action.starting", defaultMessage: "Starting..." })
            : t({ id: "common.action.tryTools", defaultMessage: "Try AI Tools" })}
        </button>
      </div>
    </section>
  );
}
