// The cases feature as other features use it: the property's and the instrument's Violation Cases cards.
export { InstrumentCasesCard, PropertyCasesCard } from './components/cases-cards';
