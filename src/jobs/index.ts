export { JobQueue, type AddJobOptions, type JobHandler } from './job-queue.js';
export { JobsModule } from './jobs.module.js';
export { migrateJobs } from './migrate-jobs.js';
