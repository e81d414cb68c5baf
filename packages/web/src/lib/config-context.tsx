import { createContext, type ReactNode, use } from 'react';
import type { AppConfig } from './config';

const ConfigContext = createContext<AppConfig | null>(null);

export const ConfigProvider = ({ config, children }: { config: AppConfig; children: ReactNode }) => (
  <ConfigContext value={config}>{children}</ConfigContext>
);

export const useConfig = (): AppConfig => {
  const config = use(ConfigContext);
  if (!config) throw new Error('useConfig needs a ConfigProvider');
  return config;
};
