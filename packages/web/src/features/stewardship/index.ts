/** The accreditation ledger (issue 21). */
export { LedgerPage } from './components/ledger-page';
