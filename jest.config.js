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
  // Every ESM test file loads the whole app again into the one process, and that memory is not
  // given back: on 2 cores jest runs in band, so late suites crawled and timed out. A memory
  // limit makes jest use a worker and replace it when it grows past the limit.
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
