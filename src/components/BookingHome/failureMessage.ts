// A failed booking call in the visitor's language (src/features/bookings/failure.ts decides what it says).
import { failureText } from '../../features/bookings';

export function failureMessage(t: (key: string) => string, e: unknown): string {
  const m = failureText(e);
  return 'reason' in m ? t(`bookings.${m.reason}`) : m.text;
}
