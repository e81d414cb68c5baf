export { LettersCard } from './components/letters-card';
export { MailMergeButton } from './components/mail-merge-button';
