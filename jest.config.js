// jest runs in ESM mode (NestJS 12 and MikroORM 7 are ESM only): see ../shared/NOTES.md.
const shared = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  testEnvironment: 'node',
};

export default {
  // Several suites start the whole app; on a loaded 2-core machine a hook can take seconds.
  testTimeout: 30_000,
  // On 2 cores jest would run the suites in band, in one process that keeps each ESM test file's
  // copy of the app; a memory limit makes it use a worker and replace it as it grows.
  workerIdleMemoryLimit: '1.5GB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/rules/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'api',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
  ],
};
