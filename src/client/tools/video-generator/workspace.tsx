import { Video } from "lucide-react";
import { useState } from "react";
import { useToolJob } from "@/client/components/jobs/use-tool-job";
import { VideoResult, videoJobLabel } from "@/client/components/jobs/video-job-result";
import { ChoiceField, choicesOf, FieldPair, TextBox } from "@/client/components/panel/fields";
import { JobPanel, SettingsForm } from "@/client/components/panel/job-workspace";
import { MediaUploadField } from "@/client/components/panel/media-upload-field";
import { ModeToggle } from "@/client/components/panel/mode-toggle";
import { SetupNotice } from "@/client/components/panel/setup-notice";
import { useChosenMedia } from "@/client/components/panel/use-chosen-media";
import { GenerateVideoButton, videoEmpty } from "@/client/components/panel/video-settings";
import { useT } from "@/client/i18n/use-t";
import { invalidUploadMessages, videoGenerator } from "@/shared/tools/video-generator";
import {
  type VideoGenerationType,
  videoGenerationResultSchema,
  videoGenerationTypes,
  videoPromptMaxLength,
  videoStyles,
} from "@/shared/video";
import type { WorkspaceProps } from "../tool-view";
import { generateVideo, uploadVideoSource } from "./api";
import { typeLabels, uploadAccept, useVideoModelChoice } from "./model-choice";
import { ratioLabels, useVideoShape } from "./video-shape";

const types = choicesOf(videoGenerationTypes, (type) => typeLabels[type]);

/** The video generator: type, model, prompt, style and the upload; progress; player and share. */
export function VideoGeneratorWorkspace(_props: WorkspaceProps) {
  const { t } = useT();
  const choice = useVideoModelChoice();
  const { type, model, chosen, nameOf } = choice;
  const shape = useVideoShape(chosen, type);
  const toolJob = useToolJob(videoGenerator.id, videoGenerationResultSchema, {
    success: (done) => `Video generated with ${nameOf(done.model)}`,
    failure: "Failed to generate video. Please try again.",
  });
  const { busy, start } = toolJob;
  const [prompt, setPrompt] = useState("");
  const [style, setStyle] = useState<(typeof videoStyles)[number]>("Cinematic");
  const sourceType = type === "text-to-video" ? "image-to-video" : type;
  const source = useChosenMedia({
    kind: sourceType === "image-to-video" ? "image" : "video",
    accepts: (file) => uploadAccept[sourceType].types.test(file.type),
    wrongType: invalidUploadMessages[sourceType],
    send: (file) => uploadVideoSource(file, sourceType),
    doneTitle: "File uploaded",
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

  const fallback = "The server did not say which models it has; these are the usual ones.";
  const settings = (
    <SettingsForm
      label="Video settings"
      onSubmit={submit}
      allowance="video"
      notice={choice.models.data?.setup}
    >
      <SetupNotice>{choice.models.data?.fallback ? fallback : null}</SetupNotice>
      <ModeToggle
        legend="Type"
        name="video-type"
        look="accent"
        value={type}
        choices={types}
        onChange={switchType}
      />
      <ChoiceField
        label="Model"
        value={model}
        choices={choice.choices}
        onChange={choice.setModel}
      />
      {needsSource ? (
        <MediaUploadField
          label={type === "image-to-video" ? "Starting image" : "Source video"}
          noun="file"
          accept={uploadAccept[sourceType].accept}
          hint={uploadAccept[sourceType].hint}
          chosen={source.chosen}
          uploading={source.uploading}
          onChange={source.upload}
        />
      ) : null}
      <TextBox
        label="Prompt"
        value={prompt}
        maxLength={videoPromptMaxLength}
        rows={5}
        required
        placeholder="A paper boat drifting down a rainy street at night"
        onChange={setPrompt}
      />
      <ChoiceField
        label="Style"
        value={style}
        choices={choicesOf(videoStyles)}
        onChange={setStyle}
      />
      {chosen ? (
        <FieldPair>
          <ChoiceField
            label="Length"
            value={shape.seconds ?? ""}
            choices={shape.durations.map((value) => ({ value, label: `${value} s` }))}
            onChange={shape.setDuration}
          />
          {shape.fromImage ? (
            <p className="self-end pb-2 text-xs text-muted-fg">
              {chosen.name} takes the shape of your picture.
            </p>
          ) : (
            <ChoiceField
              label="Shape"
              value={shape.ratio}
              choices={shape.ratios.map((value) => ({ value, label: ratioLabels[value] }))}
              onChange={shape.setAspectRatio}
            />
          )}
        </FieldPair>
      ) : null}
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
