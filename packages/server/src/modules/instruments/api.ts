/** What other modules use of the instruments: a new project's first instrument, and an instrument (the field copy). */
export { getInstrument, insertNewInstrument, type NewInstrument } from './instruments.service';
