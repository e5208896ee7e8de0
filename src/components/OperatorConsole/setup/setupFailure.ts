// A setup save's failure in the operator's words: the console's failure texts (backoffice namespace).
import { consoleFailure } from '../consoleFailure';

type T = (key: string, values?: Record<string, unknown>) => string;

export const setupFailure = (t: T, e: unknown): string => consoleFailure(t, e);
