import { BrandLink } from "@/client/components/layout/brand";

export function PricingPage() {
  return (
    <div className="min-h-dvh">
      <header className="px-6 py-3">
        <BrandLink />
      </header>
      <main className="mx-auto max-w-5xl p-6">
        <h1 className="text-3xl font-bold">Pricing</h1>
      </main>
    </div>
  );
}
