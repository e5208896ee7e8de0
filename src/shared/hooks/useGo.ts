// Targets in manifests and components are family-relative ('cart', 'product/x'), and a table
// session's parameters ride along on every in-app move.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFamily, currentTable } from '../../engine/runtime/family';
import { resolveTarget, withTableParams } from '../../engine/runtime/navigation';

/** Navigates inside the current family ('cart', 'product/x'). */
export function useGo(): (to: string, opts?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const { base } = useFamily();
  return useCallback(
    (to: string, opts?: { replace?: boolean }) =>
      navigate(withTableParams(resolveTarget(to, base), currentTable()), { replace: opts?.replace }),
    [navigate, base],
  );
}
