export { Alert, messageClass, toneClass, type AlertProps, type MessageAppearance } from './Alert';
export { TONES, type Tone } from '../tone';
