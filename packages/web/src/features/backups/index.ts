/** Backups (issue 30): the Admin page and the home page's notice. */
export { BackupNotice } from './components/backup-notice';
export { BackupsPage } from './components/backups-page';
