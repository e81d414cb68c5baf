// The history feature as other features use it: the History card of a project, property, instrument or service.
export { HistoryCard, type HistoryCardProps } from './components/history-card';
