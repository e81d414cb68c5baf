export { scheduleBackups } from './backups.schedule';
