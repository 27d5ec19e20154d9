import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

const CREDENTIAL = {
  type: 'object',
  additionalProperties: true,
  description: "the browser's answer, as @simplewebauthn/browser gives it (JSON)",
} as const;

export class RegisterPasskeyDto {
  @ApiProperty(CREDENTIAL)
  @IsObject({ message: 'Adgangsnøglen mangler' })
  response!: RegistrationResponseJSON;

  @ApiPropertyOptional({ example: 'Min telefon', maxLength: 60 })
  @IsOptional()
  @IsString({ message: 'Navnet skal være tekst' })
  @MaxLength(60, { message: 'Navnet må højst være 60 tegn' })
  name?: string;
}

export class PasskeySignInDto {
  @ApiProperty(CREDENTIAL)
  @IsObject({ message: 'Adgangsnøglen mangler' })
  response!: AuthenticationResponseJSON;
}

export const WEBAUTHN_OPTIONS_SCHEMA = {
  type: 'object' as const,
  required: ['challenge'],
  properties: { challenge: { type: 'string' as const, description: 'base64url' } },
  additionalProperties: true,
};
