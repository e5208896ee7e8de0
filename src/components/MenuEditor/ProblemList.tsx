// Problems listed where they are: a CSV file's by row and column, a menu's by the item or category
// they belong to (its name, not its path).
import { useTranslation } from '../../i18n';
import type { MenuProblem } from '../../features/backoffice';
import type { MenuDoc, MenuIssue } from '../../domain/menu';
import { fileProblemText, issueText } from './issueText';
import { localName } from './localName';
import styles from './MenuEditor.module.css';

type Props = { menu: MenuDoc; problems: MenuIssue[] } | { file: MenuProblem[]; total: number };

export function ProblemList(props: Props) {
  const { t, i18n } = useTranslation();
  if ('file' in props) {
    return (
      <>
        <table className={styles.problems}>
          <caption>{t('menuedit.fileProblems', { count: props.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('menuedit.row')}</th>
              <th scope="col">{t('menuedit.column')}</th>
              <th scope="col">{t('menuedit.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {props.file.map((p, i) => (
              <tr key={i}>
                <td>{p.row === undefined ? '—' : p.row === 0 ? t('menuedit.wholeFile') : p.row}</td>
                <td>{p.column || p.path || '—'}</td>
                <td>{fileProblemText(t, p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {props.total > props.file.length ? (
          <p className={styles.muted}>{t('menuedit.moreProblems', { count: props.total - props.file.length })}</p>
        ) : null}
      </>
    );
  }
  const where = (path: string) => {
    const [list, index] = path.split('.');
    const n = Number(index);
    if (list === 'items' && props.menu.items[n])
      return t('menuedit.whereItem', { name: localName(props.menu.items[n].name, i18n.language) });
    if (list === 'categories' && props.menu.categories[n])
      return t('menuedit.whereCategory', { name: localName(props.menu.categories[n].name, i18n.language) });
    return t('menuedit.whereMenu');
  };
  return (
    <ul className={styles.problemList}>
      {props.problems.slice(0, 20).map((p, i) => (
        <li key={i}>
          {where(p.path)}: {issueText(t, p)}
        </li>
      ))}
    </ul>
  );
}
