// The development error box: names the manifest file and the JSON Pointer of the problem.
import styles from './ErrorBox.module.css';

export function ErrorBox({ file, pointer, message }: { file: string; pointer: string; message: string }) {
  return (
    <div role="alert" className={styles.box} data-engine-error="">
      <strong className={styles.where}>{`${file}#${pointer}`}</strong>
      <span>{message}</span>
    </div>
  );
}
