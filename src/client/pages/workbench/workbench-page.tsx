import { AppHeader } from "@/client/components/layout/page-header";

export function WorkbenchPage() {
  return (
    <div className="min-h-dvh">
      <AppHeader />
      <main className="p-6">
        <h1 className="text-2xl font-bold">AI Workbench</h1>
      </main>
    </div>
  );
}
