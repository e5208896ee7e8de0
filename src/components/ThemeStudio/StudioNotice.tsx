// What the last studio action did: a saved, refused or imported theme, in words; a theme the server
// refused lists each problem with where it is in the theme file (its JSON Pointer).
import styles from './ThemeStudio.module.css';

export type Notice = { tone: 'good' | 'bad'; text: string; problems?: { path: string; message: string }[] } | null;

export default function StudioNotice({ notice, badClass }: { notice: Notice; badClass?: string }) {
  if (!notice) return null;
  const bad = notice.tone === 'bad';
  return (
    <div role={bad ? 'alert' : 'status'} className={bad ? (badClass ?? styles.bad) : styles.good}>
      <p className={styles.noMargin}>{notice.text}</p>
      {notice.problems?.length ? (
        <ul className={styles.problems}>
          {notice.problems.map((p, i) => (
            <li key={i}>
              <code>{p.path || '/'}</code> {p.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
