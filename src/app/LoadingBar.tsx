// The loading bar of spec 9: red, 2 px, at the top, shown after 150 ms of ui.loading > 0.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../state/ui';
import styles from './shell.module.css';

export const LOADING_DELAY_MS = 150;

export function LoadingBar() {
  const { loading } = useSnapshot(ui);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (loading <= 0) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading > 0]); // eslint-disable-line react-hooks/exhaustive-deps -- only the change between loading and not loading restarts the delay, not each count
  if (!shown) return null;
  return <div className={styles.loadingBar} role="progressbar" aria-label="loading" data-testid="loading-bar" />;
}
