import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, useState } from "react";
import { useT } from "@/client/i18n/use-t";
import { inputClass } from "./input";

export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className={`${inputClass} pe-10`} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={
          visible
            ? t({ id: "common.password.hide", defaultMessage: "Hide password" })
            : t({ id: "common.password.show", defaultMessage: "Show password" })
        }
        aria-pressed={visible}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-muted-fg hover:text-fg"
      >
        {visible ? (
          <EyeOff className="h-4 w-4" aria-hidden />
        ) : (
          <Eye className="h-4 w-4" aria-hidden />
        )}
      </button>
    </div>
  );
}
