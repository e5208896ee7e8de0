export { useMoney } from './useMoney';
export { useGo } from './useGo';
export { hasUnsavedWork, unsavedWorkQuestion, useUnsavedWork, type LeaveQuestion } from './useUnsavedWork';
export { revealStep, useStepFocus } from './useStepFocus';
