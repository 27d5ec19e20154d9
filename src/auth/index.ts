export { AccountThrottle } from './account-throttle.js';
export { AuthModule } from './auth.module.js';
export { AuthService } from './auth.service.js';
