import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AdminsModule } from './admins/admins.module.js';
import { AuditModule } from './audit/index.js';
import { AuthModule } from './auth/auth.module.js';
import { JwtAuthGuard } from './auth/jwt-auth.guard.js';
import { SameOriginGuard } from './auth/same-origin.guard.js';
import { SignInStepGuard } from './auth/sign-in-step.guard.js';
import { BettingModule } from './betting/betting.module.js';
import { BureauModule } from './bureau/bureau.module.js';
import { ClientsModule } from './clients/clients.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { ContentRangeInterceptor } from './common/list/index.js';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { RolesGuard } from './common/roles.guard.js';
import { validationPipe } from './common/validation.js';
import { SameIdInterceptor } from './common/whole-record.js';
import type { AppConfig } from './config/app.config.js';
import { ConfigModule } from './config/config.module.js';
import { ormConfig } from './mikro-orm.config.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/index.js';
import { NotificationsModule } from './notifications/index.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { LiveModule } from './live/live.module.js';
import { loggerParams } from './logging.js';
import { OddsFeedModule } from './odds-feed/odds-feed.module.js';
import { RatingsModule } from './ratings/ratings.module.js';
import { ReferralsModule } from './referrals/referrals.module.js';
import { RetentionModule } from './retention/retention.module.js';
import { TenantScopeInterceptor } from './common/tenant/tenant-scope.interceptor.js';
import { SettlementModule } from './settlement/index.js';
import { SitesModule } from './sites/sites.module.js';
import { TasksModule } from './tasks/tasks.module.js';
import { WorkspaceModule } from './workspace/workspace.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config)),
        // The request context is created in create-app.ts, for every route but the public signup.
        MikroOrmModule.forRoot({ ...ormConfig(databaseUrl), registerRequestContext: false }),
        RateLimitModule,
        JobsModule,
        AuthModule,
        AdminsModule,
        SitesModule,
        ClientsModule,
        ReferralsModule,
        BettingModule,
        OddsFeedModule,
        WorkspaceModule,
        SettlementModule,
        RatingsModule,
        HealthModule,
        AnalyticsModule,
        AuditModule,
        RetentionModule,
        NotificationsModule,
        PasswordResetModule,
        TasksModule,
        LiveModule,
        BureauModule,
      ],
      providers: [
        // Order matters: forged cross-site requests and limits first (cheap, stops floods), then sign-in, then roles.
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: SignInStepGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_INTERCEPTOR, useClass: TenantScopeInterceptor },
        { provide: APP_INTERCEPTOR, useClass: SameIdInterceptor },
        { provide: APP_INTERCEPTOR, useClass: ContentRangeInterceptor },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_PIPE, useValue: validationPipe },
      ],
    };
  }
}
