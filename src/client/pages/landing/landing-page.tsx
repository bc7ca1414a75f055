import { Link, useNavigate } from "react-router";
import { useAuthDialog } from "@/client/components/auth/auth-dialog";
import { BrandLink } from "@/client/components/layout/brand";
import { Button, buttonClass } from "@/client/components/ui/button";
import { useCurrentUser } from "@/client/lib/current-user";
import { signOutAndLeave, startGuestSession } from "@/client/lib/session-actions";

export function LandingPage() {
  const { openAuth } = useAuthDialog();
  const { user, isAuthenticated } = useCurrentUser();
  const navigate = useNavigate();
  const tryWithoutAccount = async () => {
    if (!user) await startGuestSession();
    navigate("/ai-hub");
  };
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 flex items-center justify-between gap-4 px-4 py-3 sm:px-8">
        <BrandLink />
        <nav aria-label="Main" className="flex items-center gap-2">
          <Link to="/pricing" className={buttonClass("ghost")}>
            Pricing
          </Link>
          {isAuthenticated ? (
            <Button variant="outline" onClick={signOutAndLeave}>
              Sign Out
            </Button>
          ) : (
            <>
              <Button variant="ghost" onClick={tryWithoutAccount}>
                Try Without Account
              </Button>
              <Button onClick={() => openAuth("sign-in")}>Sign In</Button>
            </>
          )}
        </nav>
      </header>
      <main id="home" className="mx-auto max-w-4xl px-6 py-24 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
          Creativity, amplified by AI
        </h1>
        <p className="mt-6 text-lg text-muted-fg">
          23 AI tools on one page: chat, documents, images, video, voice, 3D and more.
        </p>
        <div className="mt-10 flex justify-center gap-3">
          <Button
            size="lg"
            onClick={() => (isAuthenticated ? navigate("/ai-hub") : openAuth("sign-up"))}
          >
            Get Started
          </Button>
        </div>
      </main>
    </div>
  );
}
