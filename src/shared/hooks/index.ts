export { useMoney } from './useMoney';
export { useGo } from './useGo';
export { hasUnsavedWork, useUnsavedWork } from './useUnsavedWork';
export { revealStep, useStepFocus } from './useStepFocus';
