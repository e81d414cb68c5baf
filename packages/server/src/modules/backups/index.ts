export { registerBackupRoutes } from './backups.routes';
