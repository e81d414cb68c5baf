// A record with dated steps (a violation case, an owner's request): taking a step and reading the steps,
// the same for each; each record brings its own tables and its flow's rule from the domain.
export {
  addFirstStep,
  listSteps,
  type StepInput,
  type StepRecord,
  type StepTables,
  stepTables,
  takeStep,
} from './record-steps.service';
export { registerStepRoute } from './step-route';
