/** What other modules use of the instruments: a new project's first instrument. */
export { insertNewInstrument, type NewInstrument } from './instruments.service';
