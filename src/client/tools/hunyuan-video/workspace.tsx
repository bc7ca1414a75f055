import { Clapperboard } from "lucide-react";
import type { z } from "zod";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { VideoResult, videoJobLabel } from "@/client/components/jobs/video-job-result";
import { ChoiceField, choicesOf, FieldPair, TextBox } from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { useFields } from "@/client/components/panel/use-fields";
import {
  GenerateVideoButton,
  videoEmpty,
  videoRatioNames,
  videoStyleNames,
} from "@/client/components/panel/video-settings";
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { videoMessages } from "@/shared/i18n/compiled/video";
import { formatNumber } from "@/shared/i18n/format";
import {
  hunyuanClipSeconds,
  hunyuanVideo,
  type hunyuanVideoRequestSchema,
} from "@/shared/tools/hunyuan-video";
import { videoGenerationResultSchema, videoPromptMaxLength, videoStyles } from "@/shared/video";
import type { WorkspaceProps } from "../tool-view";
import { generateHunyuanVideo, useHunyuanHosts } from "./api";

/** The video tools' words (shared with the video generator), and the tool's description. */
export const messageAreas = [videoMessages, catalogMessages];

/** Hunyuan Video: Tencent's text-to-video model on fal or Replicate; progress; player and share. */
export function HunyuanVideoWorkspace(_props: WorkspaceProps) {
  const { t, locale } = useT();
  const hosts = useHunyuanHosts();
  const toolJob = useToolJob(hunyuanVideo.id, videoGenerationResultSchema, {
    success: t(
      { id: "video.ready", defaultMessage: "Video generated with {model}" },
      { model: "HunyuanVideo" },
    ),
    failure: t({
      id: "video.failed",
      defaultMessage: "Failed to generate video. Please try again.",
    }),
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
      label={t({ id: "video.hunyuan.settings", defaultMessage: "Hunyuan Video settings" })}
      onSubmit={submit}
      allowance="video"
      notice={hosts.data?.setup}
    >
      <TextBox
        label={t({ id: "video.prompt", defaultMessage: "Prompt" })}
        {...field("prompt")}
        maxLength={videoPromptMaxLength}
        rows={5}
        required
        placeholder={t({
          id: "video.hunyuan.promptHint",
          defaultMessage: "A red fox running through snow at sunrise, slow motion",
        })}
      />
      <FieldPair>
        <ChoiceField
          label={t({ id: "video.style", defaultMessage: "Style" })}
          {...field("style")}
          choices={choicesOf(videoStyles, (style) => t(videoStyleNames[style]))}
        />
        <ChoiceField
          label={t({ id: "video.hunyuan.ratio", defaultMessage: "Aspect ratio" })}
          {...field("aspectRatio")}
          choices={choicesOf(["16:9", "9:16"] as const, (ratio) => t(videoRatioNames[ratio]))}
        />
      </FieldPair>
      {available.length > 1 ? (
        <ChoiceField
          label={t({ id: "video.hunyuan.host", defaultMessage: "Runs on" })}
          value={form.host ?? ""}
          choices={available.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(host) => set("host", host)}
          none={{
            label: t(
              { id: "video.hunyuan.firstHost", defaultMessage: "{host} (first configured)" },
              { host: available[0]?.name ?? "" },
            ),
            onChoose: () => set("host", undefined),
          }}
        />
      ) : null}
      <p className="text-xs text-muted-fg">
        {t(
          {
            id: "video.hunyuan.length",
            defaultMessage: "HunyuanVideo makes clips of about {duration}.",
          },
          {
            duration: formatNumber(locale, hunyuanClipSeconds, {
              style: "unit",
              unit: "second",
              unitDisplay: "long",
            }),
          },
        )}
      </p>
      <GenerateVideoButton icon={Clapperboard} busy={busy} disabled={!ready} />
    </SettingsForm>
  );
  return (
    <JobPanel settings={settings} state={toolJob} label={videoJobLabel} empty={t(videoEmpty)}>
      {(video, done) => <VideoResult result={video} title={done.title} modelName="HunyuanVideo" />}
    </JobPanel>
  );
}
