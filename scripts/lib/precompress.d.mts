export interface PrecompressedFile {
  path: string;
  raw: number;
  br: number;
  gz: number;
}
export function precompress(dir: string): PrecompressedFile[];
