// The UI kit (issue 25): every button, message, field, card, layout, dialog and tab of the app.
// This index is for the examples page and tests. Components import from the component's folder
// ('../../ui/Button'), so a screen that draws a button does not load the form layer, Radix or their CSS.
export * from './Button';
export * from './Alert';
export * from './Status';
export * from './Card';
export * from './Stack';
export * from './NumberField';
export * from './Field';
export * from './Dialog';
export * from './Tabs';
export { GAPS, MESSAGE_ELEMENTS, type Gap, type MessageElement } from './tone';
export * from './Keypad';
