import { Clapperboard } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { VideoJobResult } from "@/client/components/jobs/video-job-result";
import { AllowanceNote } from "@/client/components/plans/allowance-note";
import { Button } from "@/client/components/ui/button";
import { SelectField, selectClass } from "@/client/components/ui/field";
import { type HunyuanVideoHost, hunyuanVideo } from "@/shared/tools/hunyuan-video";
import { videoPromptMaxLength, videoStyles } from "@/shared/video";
import type { WorkspaceProps } from "../tool-view";
import { generateHunyuanVideo, useHunyuanHosts } from "./api";

/** Hunyuan Video: Tencent's text-to-video model on fal or Replicate; progress; player and share. */
export function HunyuanVideoWorkspace(_props: WorkspaceProps) {
  const ids = { prompt: useId(), ratio: useId(), host: useId(), note: useId() };
  const hosts = useHunyuanHosts();
  const { job, busy, start } = useToolJob(hunyuanVideo.id, {
    success: "Video generated with HunyuanVideo",
    failure: "Failed to generate video. Please try again.",
  });
  const [prompt, setPrompt] = useState("");
  const [style, setStyle] = useState<(typeof videoStyles)[number]>("Cinematic");
  const [aspectRatio, setAspectRatio] = useState<"16:9" | "9:16">("16:9");
  const [host, setHost] = useState<HunyuanVideoHost | "">("");
  const available = hosts.data?.hosts ?? [];
  const setup = hosts.data?.setup ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!prompt.trim() || busy || available.length === 0) return;
    await start(() =>
      generateHunyuanVideo({ prompt, style, aspectRatio, host: host || undefined }),
    );
  };

  return (
    <div className="flex-1 overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <form onSubmit={submit} className="space-y-4" aria-label="Hunyuan Video settings">
          <AllowanceNote kind="video" />
          {setup ? (
            <p
              id={ids.note}
              role="note"
              className="rounded-lg border border-border bg-muted p-3 text-sm"
            >
              {setup}
            </p>
          ) : null}
          <div className="space-y-1">
            <label htmlFor={ids.prompt} className="text-sm font-medium">
              Prompt
            </label>
            <textarea
              id={ids.prompt}
              value={prompt}
              maxLength={videoPromptMaxLength}
              rows={5}
              required
              placeholder="A red fox running through snow at sunrise, slow motion"
              onChange={(event) => setPrompt(event.target.value)}
              className="w-full rounded-lg border border-border bg-bg p-3 text-sm"
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <SelectField label="Style" value={style} options={videoStyles} onChange={setStyle} />
            <div className="space-y-1">
              <label htmlFor={ids.ratio} className="text-sm font-medium">
                Aspect ratio
              </label>
              <select
                id={ids.ratio}
                className={selectClass}
                value={aspectRatio}
                onChange={(event) => setAspectRatio(event.target.value as "16:9" | "9:16")}
              >
                <option value="16:9">16:9 (landscape)</option>
                <option value="9:16">9:16 (portrait)</option>
              </select>
            </div>
          </div>
          {available.length > 1 ? (
            <div className="space-y-1">
              <label htmlFor={ids.host} className="text-sm font-medium">
                Runs on
              </label>
              <select
                id={ids.host}
                className={selectClass}
                value={host}
                onChange={(event) => setHost(event.target.value as HunyuanVideoHost | "")}
              >
                <option value="">{available[0]?.name} (first configured)</option>
                {available.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <p className="text-xs text-muted-fg">HunyuanVideo makes clips of about 5 seconds.</p>
          <Button
            type="submit"
            className="w-full"
            disabled={busy || !prompt.trim() || available.length === 0}
            aria-describedby={setup ? ids.note : undefined}
          >
            <Clapperboard className="h-4 w-4" aria-hidden />{" "}
            {busy ? "Generating Video..." : "Generate Video"}
          </Button>
        </form>
        <section aria-label="Results" className="space-y-4">
          {job ? <VideoJobResult job={job} modelName="HunyuanVideo" /> : null}
          {!job ? (
            <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-fg">
              Your video appears here. Past results are listed on the left.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
