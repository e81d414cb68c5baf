import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 1 §2: every navigation starts at the top of the page. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every path change.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};
