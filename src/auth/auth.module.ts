import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AdminsModule } from '../admins/admins.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { AccountThrottle } from './account-throttle.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { KnownDevices } from './known-devices.js';
import { OwnerActionsController } from './owner-actions.controller.js';
import { PasskeysController } from './passkeys/passkeys.controller.js';
import { PasskeysService } from './passkeys/passkeys.service.js';
import { PolicyController } from './policy/policy.controller.js';
import { PolicyService } from './policy/policy.service.js';
import { AuthCookies } from './session-cookie.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SignInService } from './sign-in.service.js';
import { SignedTokens } from './signed-tokens.js';
import { TotpController } from './totp/totp.controller.js';
import { TotpService } from './totp/totp.service.js';

@Module({
  imports: [
    PassportModule,
    AdminsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [
    AuthController,
    TotpController,
    SessionsController,
    PolicyController,
    OwnerActionsController,
    PasskeysController,
  ],
  providers: [
    AuthService,
    JwtStrategy,
    AccountThrottle,
    SignedTokens,
    KnownDevices,
    SignInService,
    PolicyService,
    TotpService,
    SessionsService,
    PasskeysService,
    {
      provide: AuthCookies,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => AuthCookies.for(config.publicUrl),
    },
  ],
  exports: [AuthService, AccountThrottle],
})
export class AuthModule {}
