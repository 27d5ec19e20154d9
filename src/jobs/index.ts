export { JobQueue } from './job-queue.js';
export { JobsModule } from './jobs.module.js';
