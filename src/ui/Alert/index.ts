export { Alert, messageClass, type AlertProps, type MessageAppearance } from './Alert';
export { TONES, type Tone } from '../tone';
