export function dataDirFor(port: number | string): string;
