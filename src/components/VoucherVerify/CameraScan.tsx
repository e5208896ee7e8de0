// The camera view of the verify screen (loaded only when staff ask for it): the rear camera in a
// <video>, read a few times a second by the browser's BarcodeDetector until it finds a QR code.
// The camera stops when a code is found, on Stop, and when the view goes away.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import styles from '../styles/coupons.module.css';
import own from './VoucherVerify.module.css';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (o: { formats: string[] }) => Detector;

const EVERY_MS = 250;

export default function CameraScan({ onCode, onStop }: { onCode: (value: string) => void; onStop: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let live = true;
    // Not in TypeScript's DOM library yet: the screen is shown only where the browser has it.
    const Barcode = (window as Window & { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!Barcode) return undefined;
    const detector = new Barcode({ formats: ['qr_code'] });
    const look = async () => {
      if (!live || !video.current) return;
      try {
        const codes = video.current.readyState >= 2 ? await detector.detect(video.current) : [];
        if (live && codes[0]?.rawValue) {
          live = false;
          found.current(codes[0].rawValue);
          return;
        }
      } catch {
        /* a frame that could not be read: try the next */
      }
      if (live) timer = setTimeout(() => void look(), EVERY_MS);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (s) => {
        stream = s;
        if (!live || !video.current) return;
        video.current.srcObject = s;
        void video.current.play().catch(() => undefined);
        void look();
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className={styles.facts}>
      {failed ? (
        <Alert as="p" tone="none" className={styles.alert}>
          {t('coupons.verifyCameraFailed')}
        </Alert>
      ) : (
        <Status as="p" className={styles.muted}>
          {t('coupons.verifyScanning')}
        </Status>
      )}
      {failed ? null : (
        <video ref={video} className={own.video} muted playsInline aria-label={t('coupons.verifyCameraLabel')} />
      )}
      <button type="button" className={`${styles.action} ${styles.secondary}`} onClick={onStop}>
        {t('coupons.verifyScanStop')}
      </button>
    </div>
  );
}
