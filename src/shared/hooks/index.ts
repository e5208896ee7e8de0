export { useMoney } from './useMoney';
export { useGo } from './useGo';
