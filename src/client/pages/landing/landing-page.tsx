import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollToSection } from "@/client/components/site/sections";
import { SiteFooter } from "@/client/components/site/site-footer";
import { SiteHeader } from "@/client/components/site/site-header";
import { landingMessages } from "@/shared/i18n/compiled/landing";
import { AboutSection } from "./about-section";
import { CtaSection } from "./cta-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";

export const messageAreas = [landingMessages];

export function LandingPage() {
  const { hash } = useLocation();
  // Arriving from another page with /landing#about (router links do not scroll to a hash).
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return (
    <div className="min-h-dvh">
      <SiteHeader onLanding />
      <main>
        <HeroSection />
        <AboutSection />
        <FeaturesSection />
        <CtaSection />
      </main>
      <SiteFooter onLanding />
    </div>
  );
}
