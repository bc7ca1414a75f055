import { Clapperboard } from "lucide-react";
import type { z } from "zod";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { VideoResult, videoJobLabel } from "@/client/components/jobs/video-job-result";
import {
  ChoiceField,
  choicesOf,
  FieldPair,
  SubmitButton,
  TextBox,
} from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { useFields } from "@/client/components/panel/use-fields";
import { hunyuanVideo, type hunyuanVideoRequestSchema } from "@/shared/tools/hunyuan-video";
import { videoGenerationResultSchema, videoPromptMaxLength, videoStyles } from "@/shared/video";
import type { WorkspaceProps } from "../tool-view";
import { generateHunyuanVideo, useHunyuanHosts } from "./api";

const ratios = [
  { value: "16:9", label: "16:9 (landscape)" },
  { value: "9:16", label: "9:16 (portrait)" },
] as const;

/** Hunyuan Video: Tencent's text-to-video model on fal or Replicate; progress; player and share. */
export function HunyuanVideoWorkspace(_props: WorkspaceProps) {
  const hosts = useHunyuanHosts();
  const toolJob = useToolJob(hunyuanVideo.id, videoGenerationResultSchema, {
    success: "Video generated with HunyuanVideo",
    failure: "Failed to generate video. Please try again.",
  });
  const { busy, start } = toolJob;
  const [form, set, field] = useFields<z.output<typeof hunyuanVideoRequestSchema>>({
    prompt: "",
    style: "Cinematic",
    aspectRatio: "16:9",
    host: undefined,
  });
  const available = hosts.data?.hosts ?? [];
  const ready = Boolean(form.prompt.trim()) && available.length > 0;
  const submit = () => {
    if (ready && !busy) void start(() => generateHunyuanVideo(form));
  };

  const settings = (
    <SettingsForm
      label="Hunyuan Video settings"
      onSubmit={submit}
      allowance="video"
      notice={hosts.data?.setup}
    >
      <TextBox
        label="Prompt"
        {...field("prompt")}
        maxLength={videoPromptMaxLength}
        rows={5}
        required
        placeholder="A red fox running through snow at sunrise, slow motion"
      />
      <FieldPair>
        <ChoiceField label="Style" {...field("style")} choices={choicesOf(videoStyles)} />
        <ChoiceField label="Aspect ratio" {...field("aspectRatio")} choices={ratios} />
      </FieldPair>
      {available.length > 1 ? (
        <ChoiceField
          label="Runs on"
          value={form.host ?? ""}
          choices={available.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(host) => set("host", host)}
          none={{
            label: `${available[0]?.name} (first configured)`,
            onChoose: () => set("host", undefined),
          }}
        />
      ) : null}
      <p className="text-xs text-muted-fg">HunyuanVideo makes clips of about 5 seconds.</p>
      <SubmitButton
        icon={Clapperboard}
        busy={busy}
        busyText="Generating Video..."
        disabled={!ready}
      >
        Generate Video
      </SubmitButton>
    </SettingsForm>
  );
  return (
    <JobPanel
      settings={settings}
      state={toolJob}
      label={videoJobLabel}
      empty="Your video appears here. Past results are listed on the left."
    >
      {(video, done) => <VideoResult result={video} title={done.title} modelName="HunyuanVideo" />}
    </JobPanel>
  );
}
