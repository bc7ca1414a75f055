import { Check, Pencil, X } from "lucide-react";
import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { Button, buttonClass } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { cancel as cancelLabel, notSaved } from "./settings-words";

export type FieldControl = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  describedBy?: string;
  invalid: boolean;
  disabled: boolean;
};

type InlineFieldProps = {
  id: string;
  label: string;
  /** The Edit button's name ("Edit first name"). */
  editLabel: string;
  value: string;
  /** How the saved value reads; the value itself when not given. */
  display?: ReactNode;
  /** Saves the draft; a thrown Error's message is shown under the field. */
  onSave: (draft: string) => Promise<void>;
  /** Where editing starts from, when not the saved value (e.g. this device's time zone). */
  initialDraft?: string;
  /** The editor: a text input or a select (profile-controls.tsx), made once, outside render. */
  control: ComponentType<FieldControl>;
  hint?: ReactNode;
};

/** A profile field, viewed or edited inline: Edit, then Confirm (Enter) or Cancel (Escape). */
export function InlineField(props: InlineFieldProps) {
  const { id, label, editLabel, value, display, onSave, control: Control, hint } = props;
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
    setError(null);
  };
  const cancel = () => {
    setDraft(value);
    close();
  };
  const confirm = async () => {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t(notSaved));
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void confirm();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  };

  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const fieldControl: FieldControl = {
    id: inputId,
    value: draft,
    onChange: setDraft,
    onKeyDown,
    describedBy: error ? errorId : undefined,
    invalid: Boolean(error),
    disabled: saving,
  };

  return (
    <div className="border-b border-border py-4 first:pt-0 last:border-b-0 last:pb-0">
      {editing ? (
        <div>
          <label htmlFor={inputId} className="text-sm font-medium">
            {label}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <Control {...fieldControl} />
            </div>
            <div className="flex gap-2">
              <Button size="md" onClick={() => void confirm()} disabled={saving}>
                <Check className="h-4 w-4" aria-hidden />
                {saving
                  ? t({ id: "settings.field.saving", defaultMessage: "Saving..." })
                  : t({ id: "settings.field.confirm", defaultMessage: "Confirm" })}
              </Button>
              <Button variant="outline" onClick={cancel} disabled={saving}>
                <X className="h-4 w-4" aria-hidden />
                {t(cancelLabel)}
              </Button>
            </div>
          </div>
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      ) : (
        <div className="flex items-center justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-medium">{label}</p>
            <div className="mt-0.5 break-words text-fg" data-testid={`${id}-value`}>
              {value ? (
                (display ?? value)
              ) : (
                <span className="text-muted-fg italic">
                  {t({ id: "settings.field.notSet", defaultMessage: "Not set" })}
                </span>
              )}
            </div>
          </div>
          <button
            ref={editButton}
            type="button"
            className={`${buttonClass("outline", "sm")} shrink-0`}
            aria-label={editLabel}
            onClick={() => {
              setDraft(value || (props.initialDraft ?? ""));
              setEditing(true);
            }}
          >
            <Pencil className="h-4 w-4" aria-hidden />
            {t({ id: "settings.field.edit", defaultMessage: "Edit" })}
          </button>
        </div>
      )}
      {hint && <div className="mt-2">{hint}</div>}
    </div>
  );
}
