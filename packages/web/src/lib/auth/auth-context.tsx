import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import type { AuthSession, AuthSnapshot } from './auth-session';

const AuthContext = createContext<AuthSession | null>(null);

export const AuthProvider = ({ session, children }: { session: AuthSession; children: ReactNode }) => (
  <AuthContext value={session}>{children}</AuthContext>
);

export type UseAuth = AuthSession & AuthSnapshot & { signedIn: boolean };

/** The session's actions plus its current state; re-renders when the user or the expiry flag changes. */
export const useAuth = (): UseAuth => {
  const session = use(AuthContext);
  if (!session) throw new Error('useAuth needs an AuthProvider');
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return { ...session, ...snapshot, signedIn: Boolean(snapshot.user) };
};
