import { ApiProperty } from '@nestjs/swagger';

export class TotpSetupAnswer {
  @ApiProperty({ description: 'the `otpauth://totp/…` URL the QR code holds (type it in by hand)' })
  otpauthUrl!: string;
  @ApiProperty({ description: 'the QR code as an SVG document' })
  qrSvg!: string;
}

export class RecoveryCodesAnswer {
  @ApiProperty({
    type: [String],
    description: 'ten single-use codes, shown this once',
    example: ['k7d3m-qx9aw'],
  })
  recoveryCodes!: string[];
}

export class TwoFactorStatus {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'unused recovery codes left' }) recoveryCodesLeft!: number;
  @ApiProperty({ description: "the bureau's owner requires two-factor for everyone" })
  required!: boolean;
}
