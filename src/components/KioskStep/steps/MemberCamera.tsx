// Progressive enhancement of the member step: where the browser has a BarcodeDetector and a camera,
// "Scan with the camera" reads the member's QR code from the kiosk's camera. Never required: the
// scanner field works without it, and nothing shows where the browser cannot do it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import member from './Membership.module.css';
import { BigButton, styles } from './parts';
import { Status } from '../../../ui/Status/Status';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue?: string }[]>;
}
type DetectorClass = new (o: { formats: string[] }) => Detector;

/** The browser's BarcodeDetector when it has one and a camera API, else null. */
export function barcodeDetector(): DetectorClass | null {
  const g = globalThis as { BarcodeDetector?: DetectorClass; navigator?: Navigator };
  return g.BarcodeDetector && typeof g.navigator?.mediaDevices?.getUserMedia === 'function' ? g.BarcodeDetector : null;
}

const SCAN_EVERY_MS = 250;

export default function MemberCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const Detector = barcodeDetector();
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    if (!on || !Detector) return undefined;
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (!live || !video.current) return;
      const codes = await detector.detect(video.current).catch(() => []);
      const code = codes.find((c) => c.rawValue)?.rawValue;
      if (live && code) {
        setOn(false);
        found.current(code);
        return;
      }
      if (live) timer = setTimeout(() => void look(), SCAN_EVERY_MS);
    };
    void navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false }).then(
      async (s) => {
        stream = s;
        if (!live || !video.current) return;
        video.current.srcObject = s;
        await video.current.play().catch(() => undefined);
        void look();
      },
      () => {
        if (live) {
          setFailed(true);
          setOn(false);
        }
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [on, Detector]);

  if (!Detector) return null;
  return (
    <div>
      {on ? (
        <video ref={video} className={member.camera} muted playsInline aria-label={t('kiosk.memberCameraView')} />
      ) : null}
      {failed ? (
        <Status as="p" className={styles.note}>
          {t('kiosk.memberCameraFailed')}
        </Status>
      ) : null}
      <BigButton
        secondary
        onClick={() => {
          setFailed(false);
          setOn(!on);
        }}
      >
        {on ? t('kiosk.memberCameraStop') : t('kiosk.memberCamera')}
      </BigButton>
    </div>
  );
}
