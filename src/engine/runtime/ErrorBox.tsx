// The development error box: names the manifest file and the JSON Pointer of the problem (a kit
// Alert: announced at once, in the danger tone's bordered panel).
import { Alert } from '../../ui/Alert';
import styles from './ErrorBox.module.css';

export function ErrorBox({ file, pointer, message }: { file: string; pointer: string; message: string }) {
  return (
    <Alert appearance="box" className={styles.box} data-engine-error="">
      <strong className={styles.where}>{`${file}#${pointer}`}</strong>
      <span>{message}</span>
    </Alert>
  );
}
