export { cancelJobs, enqueueJob, type JobPayload, type NewJob } from "./enqueue.ts";
export {
  defaultBackoff,
  JobRunner,
  type JobHandler,
  type JobKindOptions,
  type JobResult,
  type JobRunnerOptions,
  type RunningJob,
} from "./job-runner.ts";
