// The cases feature as other features use it: the property page's Violation Cases card.
export { PropertyCasesCard } from './components/property-cases-card';
