export { Keypad, keepFocus, type KeypadProps } from './Keypad';
export { TextKeyboard, type TextKeyboardProps } from './TextKeyboard';
export { KeyboardDock, typeInto, typingField, numericField, type KeyboardDockProps } from './KeyboardDock';
export { applyKey, DIGIT_ROWS, TEXT_ROWS, KEYPAD_ACTIONS, type KeypadAction, type KeypadKey } from './keys';
