// What a radio choice shows beside its control: its icon, its name (the control's accessible name,
// by id) and a side note (a surcharge). One markup for RadioField and its stand-in (StillChoices).
import type { RadioOption } from './RadioField';
import styles from './Field.module.css';

export function ChoiceText({ option, id }: { option: RadioOption; id: string }) {
  return (
    <>
      {option.icon}
      <span id={id} className={styles.choiceName}>
        {option.label}
      </span>
      {option.note ? <span className={styles.hint}>{option.note}</span> : null}
    </>
  );
}
