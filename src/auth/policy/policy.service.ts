import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger } from '@nestjs/common';
import type { Principal } from '../../common/current-admin.decorator.js';
import { TotpSecret } from '../totp/totp-secret.entity.js';
import { BureauPolicy } from './bureau-policy.entity.js';

const OWNER_FIRST = 'Slå totrinsbekræftelse til for dig selv, før du kræver det af alle';

@Injectable()
export class PolicyService {
  private readonly logger = new Logger('Auth');

  constructor(private readonly em: EntityManager) {}

  async get(): Promise<BureauPolicy> {
    return (await this.em.findOne(BureauPolicy, { id: 1 })) ?? this.em.create(BureauPolicy, {});
  }

  async hasTwoFactor(adminId: string): Promise<boolean> {
    return (await this.em.count(TotpSecret, { admin: adminId, enabledAt: { $ne: null } })) > 0;
  }

  /** Refused until the owner has two-factor on (or they would lock themselves out at once). */
  async setRequireTwoFactor(owner: Principal, requireTwoFactor: boolean): Promise<BureauPolicy> {
    if (requireTwoFactor && !(await this.hasTwoFactor(owner.id)))
      throw new ConflictException(OWNER_FIRST);
    await this.em.upsert(BureauPolicy, { id: 1, requireTwoFactor, updatedAt: new Date() });
    this.logger.log(
      { event: 'policy_changed', adminId: owner.id, requireTwoFactor },
      'sign-in policy changed',
    );
    return this.get();
  }
}
