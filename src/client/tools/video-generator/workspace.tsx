import { Video } from "lucide-react";
import { useState } from "react";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { VideoResult, videoJobLabel } from "@/client/components/jobs/video-job-result";
import { ChoiceField, choicesOf, TextBox } from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { ModeToggle } from "@/client/components/panel/mode-toggle";
import { SetupNotice } from "@/client/components/panel/setup-notice";
import { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import {
  GenerateVideoButton,
  videoEmpty,
  videoStyleNames,
} from "@/client/components/panel/video-settings";
import { useT } from "@/client/i18n/use-t";
import { catalogMessages } from "@/shared/i18n/compiled/catalog";
import { videoMessages } from "@/shared/i18n/compiled/video";
import { videoGenerator } from "@/shared/tools/video-generator";
import {
  type VideoGenerationType,
  videoGenerationResultSchema,
  videoGenerationTypes,
  videoPromptMaxLength,
  videoStyles,
} from "@/shared/video";
import type { WorkspaceProps } from "../tool-view";
import { generateVideo, uploadVideoSource } from "./api";
import { typeNames, uploadAccept, useVideoModelChoice, wrongTypeMessages } from "./model-choice";
import { SourceField } from "./source-field";
import { ShapeFields, useVideoShape } from "./video-shape";

/** The video tools' words (shared with Hunyuan Video), and the tool's description. */
export const messageAreas = [videoMessages, catalogMessages];

/** The video generator: type, model, prompt, style and the upload; progress; player and share. */
export function VideoGeneratorWorkspace(_props: WorkspaceProps) {
  const { t } = useT();
  const choice = useVideoModelChoice();
  const { type, model, chosen, nameOf } = choice;
  const shape = useVideoShape(chosen, type);
  const toolJob = useToolJob(videoGenerator.id, videoGenerationResultSchema, {
    success: (done) =>
      t(
        { id: "video.ready", defaultMessage: "Video generated with {model}" },
        { model: nameOf(done.model) },
      ),
    failure: t({
      id: "video.failed",
      defaultMessage: "Failed to generate video. Please try again.",
    }),
  });
  const { busy, start } = toolJob;
  const [prompt, setPrompt] = useState("");
  const [style, setStyle] = useState<(typeof videoStyles)[number]>("Cinematic");
  const sourceType = type === "text-to-video" ? "image-to-video" : type;
  const source = useChosenMedia({
    kind: sourceType === "image-to-video" ? "image" : "video",
    accepts: (file) => uploadAccept[sourceType].types.test(file.type),
    wrongType: t(wrongTypeMessages[sourceType]),
    send: (file) => uploadVideoSource(file, sourceType),
    doneTitle: t({ id: "video.uploaded", defaultMessage: "File uploaded" }),
  });
  const switchType = (next: VideoGenerationType) => {
    choice.switchType(next);
    source.choose(null);
  };
  const needsSource = type !== "text-to-video";
  const url = source.chosen?.url;
  const ready = Boolean(prompt.trim()) && Boolean(chosen) && (!needsSource || Boolean(url));
  const submit = () => {
    if (!ready || busy) return;
    void start(() =>
      generateVideo({
        ...{ model, prompt, type, style },
        duration: shape.seconds === null ? undefined : `${shape.seconds}s`,
        aspectRatio: shape.fromImage ? undefined : shape.ratio,
        imageUrl: type === "image-to-video" ? url : undefined,
        videoUrl: type === "video-to-video" ? url : undefined,
      }),
    );
  };

  const fallback = t({
    id: "video.fallback",
    defaultMessage: "The server did not say which models it has; these are the usual ones.",
  });
  const settings = (
    <SettingsForm
      label={t({ id: "video.settings", defaultMessage: "Video settings" })}
      onSubmit={submit}
      allowance="video"
      notice={choice.models.data?.setup}
    >
      <SetupNotice>{choice.models.data?.fallback ? fallback : null}</SetupNotice>
      <ModeToggle
        legend={t({ id: "video.type", defaultMessage: "Type" })}
        name="video-type"
        look="accent"
        value={type}
        choices={choicesOf(videoGenerationTypes, (value) => t(typeNames[value]))}
        onChange={switchType}
      />
      <ChoiceField
        label={t({ id: "video.model", defaultMessage: "Model" })}
        value={model}
        choices={choice.choices}
        onChange={choice.setModel}
      />
      {needsSource ? <SourceField type={sourceType} source={source} /> : null}
      <TextBox
        label={t({ id: "video.prompt", defaultMessage: "Prompt" })}
        value={prompt}
        maxLength={videoPromptMaxLength}
        rows={5}
        required
        placeholder={t({
          id: "video.promptHint",
          defaultMessage: "A paper boat drifting down a rainy street at night",
        })}
        onChange={setPrompt}
      />
      <ChoiceField
        label={t({ id: "video.style", defaultMessage: "Style" })}
        value={style}
        choices={choicesOf(videoStyles, (value) => t(videoStyleNames[value]))}
        onChange={setStyle}
      />
      {chosen ? <ShapeFields shape={shape} modelName={chosen.name} /> : null}
      <GenerateVideoButton icon={Video} busy={busy} disabled={source.uploading || !ready} />
    </SettingsForm>
  );
  return (
    <JobPanel settings={settings} state={toolJob} label={videoJobLabel} empty={t(videoEmpty)}>
      {(video, done) => (
        <VideoResult result={video} title={done.title} modelName={nameOf(video.model)} />
      )}
    </JobPanel>
  );
}
