import { Link } from "react-router";
import { useAccountUsage } from "@/client/api/usage";
import { type UsageKind, usageNames } from "@/shared/plans";

const renewal = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/**
 * Says before anything is typed that the caller's plan allows none of this work (a guest's
 * video or 3D models), or that its allowance is used up until it renews; nothing otherwise. The
 * server refuses the same work with the same reason.
 */
export function AllowanceNote({ kind }: { kind: UsageKind }) {
  const usage = useAccountUsage();
  const meter = usage.data?.meters.find((entry) => entry.kind === kind);
  if (!usage.data || !meter || meter.limit === null || meter.used < meter.limit) return null;
  const guest = usage.data.plan === "guest";
  const { work, many } = usageNames[kind];
  const text =
    meter.limit === 0
      ? guest
        ? `Guests cannot use ${work}: sign up free to get an allowance for it.`
        : `Your plan does not include ${work}.`
      : `Your ${many} for ${meter.per === "day" ? "today" : "this month"} are used up; they renew on ${renewal.format(new Date(meter.renewsAt))} UTC.`;
  return (
    <p role="note" className="rounded-lg border border-border bg-muted p-3 text-sm">
      {text}{" "}
      <Link to="/plans" className="font-medium text-primary underline underline-offset-4">
        {guest ? "Sign up for more" : "See plans"}
      </Link>
    </p>
  );
}
