import { useEffect, useRef, useState } from "react";
import { Button } from "../../../../app/components/ui/plain-controls.tsx";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";

/** Camera and microphone, asked once; the preview shows what the other side will see. */
export async function openDevices(): Promise<{ stream: MediaStream; error: string | null }> {
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ video: true, audio: true }), error: null };
  } catch (reason) {
    // Without a camera or permission: join with what there is (a microphone alone, or nothing).
    try {
      return { stream: await navigator.mediaDevices.getUserMedia({ audio: true }), error: (reason as Error).message };
    } catch {
      return { stream: new MediaStream(), error: (reason as Error).message };
    }
  }
}

/**
 * The device check before the waiting room (decision 040): camera preview, the microphone's
 * level, and what is missing said plainly; "Continue" hands the stream on.
 */
export function DeviceCheck({
  stream,
  error,
  continueLabel,
  onContinue,
}: {
  stream: MediaStream;
  error: string | null;
  continueLabel: string;
  onContinue(): void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [level, setLevel] = useState(0);
  const camera = stream.getVideoTracks()[0];
  const microphone = stream.getAudioTracks()[0];
  const ui = useUiLanguage();

  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream;
    if (!microphone) return;
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    audio.createMediaStreamSource(new MediaStream([microphone])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
      setLevel(Math.min(100, Math.round((peak / 128) * 100)));
    }, 200);
    return () => {
      clearInterval(timer);
      void audio.close();
    };
  }, [stream, microphone]);

  return (
    <div className="flex flex-col gap-3">
      <video
        ref={videoRef}
        data-testid="preview-video"
        aria-label={m.admin_callCameraPreview({}, ui)}
        autoPlay
        playsInline
        muted
        className="w-full rounded-lg bg-gray-900"
        style={{ aspectRatio: "16 / 9" }}
      />
      <ul className="text-sm text-gray-800">
        <li data-testid="camera-check">
          {camera
            ? m.admin_callCameraReady({ name: camera.label || m.admin_callCamera({}, ui) }, ui)
            : m.admin_callCameraMissing({}, ui)}
        </li>
        <li data-testid="microphone-check">
          {microphone
            ? m.admin_callMicReady({ name: microphone.label || m.admin_callMicrophone({}, ui) }, ui)
            : m.admin_callMicMissing({}, ui)}
        </li>
      </ul>
      {microphone && (
        <div>
          <span id="mic-level-label" className="text-sm text-gray-700">
            {m.admin_callMicLevel({}, ui)}
          </span>
          <progress aria-labelledby="mic-level-label" max={100} value={level} className="ms-2 align-middle" />
        </div>
      )}
      {error && <p className="text-sm text-amber-800">{m.admin_callDeviceProblem({ error }, ui)}</p>}
      <Button variant="default" onClick={onContinue}>
        {continueLabel}
      </Button>
    </div>
  );
}
