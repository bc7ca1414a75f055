import { Link } from "react-router";
import { useAccountUsage } from "@/client/api/usage";
import { useT } from "@/client/i18n/use-t";
import { formatDate } from "@/shared/i18n/format";
import type { UsageKind } from "@/shared/plans";

/**
 * Says before anything is typed that the caller's plan allows none of this work (a guest's
 * video or 3D models), or that its allowance is used up until it renews; nothing otherwise. The
 * server refuses the same work with the same reason.
 */
export function AllowanceNote({ kind }: { kind: UsageKind }) {
  const { t, locale } = useT();
  const usage = useAccountUsage();
  const meter = usage.data?.meters.find((entry) => entry.kind === kind);
  if (!usage.data || !meter || meter.limit === null || meter.used < meter.limit) return null;
  const guest = usage.data.plan === "guest";
  const text =
    meter.limit === 0
      ? guest
        ? t(
            {
              id: "workbench.allowance.guestNone",
              defaultMessage:
                "Guests cannot use {kind, select, chat {chat} image {image generation} video {video generation} model3d {3D model generation} speech {speech} transcription {transcription} pdf {document reading} other {this}}: sign up free to get an allowance for it.",
            },
            { kind },
          )
        : t(
            {
              id: "workbench.allowance.planNone",
              defaultMessage:
                "Your plan does not include {kind, select, chat {chat} image {image generation} video {video generation} model3d {3D model generation} speech {speech} transcription {transcription} pdf {document reading} other {this}}.",
            },
            { kind },
          )
      : t(
          {
            id: "workbench.allowance.usedUp",
            defaultMessage:
              "Your {kind, select, chat {chat messages} image {image generations} video {video seconds} model3d {3D models} speech {speech characters} transcription {transcription minutes} pdf {document pages} other {allowances}} for {per, select, day {today} other {this month}} are used up; they renew on {renews} UTC.",
          },
          {
            kind,
            per: meter.per,
            renews: formatDate(locale, meter.renewsAt, {
              weekday: "short",
              day: "numeric",
              month: "short",
              hour: "2-digit",
              minute: "2-digit",
              timeZone: "UTC",
            }),
          },
        );
  return (
    <p role="note" className="rounded-lg border border-border bg-muted p-3 text-sm">
      {text}{" "}
      <Link to="/plans" className="font-medium text-primary underline underline-offset-4">
        {guest
          ? t({ id: "workbench.allowance.signUp", defaultMessage: "Sign up for more" })
          : t({ id: "workbench.allowance.seePlans", defaultMessage: "See plans" })}
      </Link>
    </p>
  );
}
