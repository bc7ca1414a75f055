import { ArrowRight, Sparkles } from "lucide-react";
import { useNavigate } from "react-router";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { Particles } from "@/client/components/site/particles";
import { useStartTrying } from "@/client/components/site/use-start-trying";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { useCurrentUser } from "@/client/lib/current-user";
import { builtTools } from "@/client/lib/tool-links";

export function HeroSection() {
  const { t, rich } = useT();
  const { isAuthenticated } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  const navigate = useNavigate();
  const trying = useStartTrying();
  return (
    <section
      id="home"
      tabIndex={-1}
      aria-labelledby="home-title"
      className="relative flex min-h-dvh scroll-mt-16 items-center overflow-hidden px-4 pt-24 pb-16 outline-none sm:px-6"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_60%)] opacity-20"
      />
      <div className="relative z-10 mx-auto max-w-4xl text-center">
        <p className="break-phrases inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-1 text-sm text-muted-fg">
          <Sparkles className="h-4 w-4 text-primary" aria-hidden />{" "}
          {t(
            {
              id: "landing.hero.badge",
              defaultMessage: "{count, plural, one {# AI tool} other {# AI tools}}, one platform",
            },
            { count: builtTools.length },
          )}
        </p>
        <h1
          id="home-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance hyphens-auto sm:text-6xl lg:text-7xl"
        >
          {rich(
            {
              id: "landing.hero.title",
              defaultMessage: "Creativity, <hl>amplified</hl> by AI",
            },
            { hl: (children) => <span className="text-primary">{children}</span> },
          )}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-fg">
          {t({
            id: "landing.hero.lead",
            defaultMessage:
              "Chat with leading models, create and edit images, ask your documents, write code and e-mails, and practise a language: every tool in one place, ready when inspiration strikes.",
          })}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            size="lg"
            onClick={() => (isAuthenticated ? navigate("/ai-hub") : openAuth("sign-up"))}
          >
            {t({ id: "common.action.getStarted", defaultMessage: "Get Started" })}{" "}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
          <Button size="lg" variant="outline" onClick={trying.start} disabled={trying.starting}>
            {isAuthenticated
              ? t({ id: "landing.hero.openHub", defaultMessage: "Open AI Hub" })
              : t({ id: "common.action.tryWithoutAccount", defaultMessage: "Try Without Account" })}
          </Button>
        </div>
      </div>
      {/* After the text, so the parser reaches the heading before the dots: the heading then
          makes it into the first paint on slow phones. z-10 keeps the text above them. */}
      <Particles count={40} />
    </section>
  );
}
