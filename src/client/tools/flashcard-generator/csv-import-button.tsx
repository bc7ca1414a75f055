import { FileUp } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";

/** 'Import CSV': picks a .csv or .txt file of cards and hands it over (the form and the deck alike). */
export function CsvImportButton({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,.txt"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = "";
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()}>
        <FileUp className="h-4 w-4" aria-hidden />{" "}
        {t({ id: "flashcardGenerator.importCsv", defaultMessage: "Import CSV" })}
      </Button>
    </>
  );
}
