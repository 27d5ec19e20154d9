import { EntityManager } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { Admin } from '../../admins/admin.entity.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { Principal } from '../../common/current-admin.decorator.js';
import { isUuid } from '../../common/ids.js';
import { fieldError } from '../../common/validation.js';
import { refuseClosed } from '../auth.service.js';
import { AuthCookies, readCookie } from '../session-cookie.js';
import { SignedTokens } from '../signed-tokens.js';
import { Passkey } from './passkey.entity.js';
import { relyingParty } from './relying-party.js';

const CHALLENGE_COOKIE = 'arbi_webauthn';
const CHALLENGE_SECONDS = 300;
const NOT_VERIFIED = 'Adgangsnøglen kunne ikke bekræftes: prøv igen';
const UNKNOWN_KEY = 'Adgangsnøglen kendes ikke: log ind med adgangskode, og tilføj den igen';

interface Challenge {
  challenge: string;
  ceremony: 'register' | 'authenticate';
  sub?: string;
}

/** The challenge travels in a short signed httpOnly cookie, so any instance can check the answer. */
@Injectable()
export class PasskeysService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: SignedTokens,
    private readonly cookies: AuthCookies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(principal: Principal): Promise<Passkey[]> {
    return this.em.find(Passkey, { admin: principal.id }, { orderBy: { createdAt: 'ASC' } });
  }

  async registrationOptions(
    principal: Principal,
    req: Request,
    res: Response,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const rp = relyingParty(this.config.publicUrl, req);
    const existing = await this.list(principal);
    const options = await generateRegistrationOptions({
      rpName: 'Arbi',
      rpID: rp.id,
      userName: principal.email,
      userID: new TextEncoder().encode(principal.id),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.remember(req, res, {
      challenge: options.challenge,
      ceremony: 'register',
      sub: principal.id,
    });
    return options;
  }

  async register(
    principal: Principal,
    response: RegistrationResponseJSON,
    name: string | undefined,
    req: Request,
    res: Response,
  ): Promise<Passkey> {
    const expected = await this.recall(req, res, 'register');
    if (!expected || expected.sub !== principal.id) throw fieldError('response', NOT_VERIFIED);
    const rp = relyingParty(this.config.publicUrl, req);
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: expected.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!result?.verified) throw fieldError('response', NOT_VERIFIED);
    const { credential } = result.registrationInfo;
    const passkey = this.em.create(Passkey, {
      admin: principal.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: name?.trim() || 'Adgangsnøgle',
    });
    await this.em.persist(passkey).flush();
    this.logger.log({ event: 'passkey_added', adminId: principal.id }, 'passkey added');
    return passkey;
  }

  async authenticationOptions(
    req: Request,
    res: Response,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const rp = relyingParty(this.config.publicUrl, req);
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      userVerification: 'preferred',
    });
    await this.remember(req, res, { challenge: options.challenge, ceremony: 'authenticate' });
    return options;
  }

  async authenticate(
    response: AuthenticationResponseJSON,
    req: Request,
    res: Response,
  ): Promise<Admin> {
    const expected = await this.recall(req, res, 'authenticate');
    if (!expected) throw new UnauthorizedException(NOT_VERIFIED);
    const passkey =
      typeof response?.id === 'string'
        ? await this.em.findOne(
            Passkey,
            { credentialId: response.id },
            { populate: ['admin', 'publicKey'] },
          )
        : null;
    if (!passkey) throw new UnauthorizedException(UNKNOWN_KEY);
    const rp = relyingParty(this.config.publicUrl, req);
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: expected.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports as never,
      },
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!result?.verified) throw new UnauthorizedException(NOT_VERIFIED);
    refuseClosed(passkey.admin);
    await this.em.nativeUpdate(
      Passkey,
      { id: passkey.id },
      { counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() },
    );
    return passkey.admin;
  }

  async remove(principal: Principal, id: string): Promise<void> {
    const removed = isUuid(id)
      ? await this.em.nativeDelete(Passkey, { id, admin: principal.id })
      : 0;
    if (!removed) throw new NotFoundException('Adgangsnøglen findes ikke');
    this.logger.log({ event: 'passkey_removed', adminId: principal.id }, 'passkey removed');
  }

  private async remember(req: Request, res: Response, challenge: Challenge): Promise<void> {
    const token = await this.tokens.sign('webauthn', challenge, CHALLENGE_SECONDS);
    this.cookies.set(req, res, CHALLENGE_COOKIE, token, CHALLENGE_SECONDS * 1000);
  }

  /** The challenge this browser was given, once: the cookie is cleared as it is read. */
  private async recall(req: Request, res: Response, ceremony: Challenge['ceremony']) {
    const claim = await this.tokens.verify<Challenge>(
      'webauthn',
      readCookie(req, CHALLENGE_COOKIE),
    );
    this.cookies.clear(req, res, CHALLENGE_COOKIE);
    return claim?.ceremony === ceremony ? claim : undefined;
  }
}
