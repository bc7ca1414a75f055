import { Mic, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { useT } from "@/client/i18n/use-t";
import { formatDuration } from "@/shared/i18n/format";

const supportedType = () =>
  ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );

/**
 * Records from the microphone with the browser's MediaRecorder and hands over the recording
 * as a file; says why when the browser or the user's permission does not allow it.
 */
export function Recorder({
  onRecorded,
  disabled,
}: {
  onRecorded: (file: File) => void;
  disabled?: boolean;
}) {
  const { t, locale } = useT();
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => {
    if (!recording) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    return () => clearInterval(timer);
  }, [recording]);
  useEffect(() => () => recorder.current?.stop(), []);

  const start = async () => {
    setProblem(null);
    if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices) {
      setProblem(
        t({
          id: "workbench.recorder.unsupported",
          defaultMessage: "This browser cannot record audio. Upload a file instead.",
        }),
      );
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setProblem(
        t({
          id: "workbench.recorder.refused",
          defaultMessage: "The microphone is not available or permission was refused.",
        }),
      );
      return;
    }
    const mimeType = supportedType();
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    media.addEventListener("dataavailable", (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    media.addEventListener("stop", () => {
      for (const track of stream.getTracks()) track.stop();
      setRecording(false);
      const type = media.mimeType || "audio/webm";
      const extension = type.includes("ogg") ? "ogg" : type.includes("mp4") ? "m4a" : "webm";
      const stamp = new Date().toISOString().slice(0, 19).replace(/[T:]/g, "-");
      if (chunks.length > 0)
        onRecorded(new File(chunks, `recording-${stamp}.${extension}`, { type }));
    });
    recorder.current = media;
    media.start(1000);
    setSeconds(0);
    setRecording(true);
  };

  return (
    <div className="space-y-1">
      {recording ? (
        <Button variant="destructive" onClick={() => recorder.current?.stop()}>
          <Square className="h-4 w-4" aria-hidden />{" "}
          {t(
            {
              id: "workbench.recorder.stop",
              defaultMessage: "Stop recording ({elapsed})",
            },
            { elapsed: formatDuration(locale, seconds) },
          )}
        </Button>
      ) : (
        <Button variant="outline" onClick={start} disabled={disabled}>
          <Mic className="h-4 w-4" aria-hidden />{" "}
          {t({ id: "workbench.recorder.start", defaultMessage: "Record with the microphone" })}
        </Button>
      )}
      {problem ? (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
