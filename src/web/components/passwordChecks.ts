/** Spec 000 sections 5 and 9: at least 8, with an uppercase, a lowercase and a special character. */
export const PASSWORD_MIN = 8;

export interface PasswordChecks {
  length: boolean;
  upper: boolean;
  lower: boolean;
  special: boolean;
}

/** Which parts of the password rule a value meets (the server's rule is the same: shared). */
export function passwordChecks(value: string): PasswordChecks {
  return {
    length: value.length >= PASSWORD_MIN,
    upper: /[A-Z]/.test(value),
    lower: /[a-z]/.test(value),
    special: /[^A-Za-z0-9]/.test(value),
  };
}
