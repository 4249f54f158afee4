import { describe, expect, it } from 'vitest';
import { progressOf, stepPath } from './registerSteps';

describe('registration steps', () => {
  it.each([
    ['PERSON_INFO', '/addPersonInfo'],
    ['PASSWORD', '/setPassword'],
    ['PIN', '/setPin'],
    ['DONE', '/growBusiness'],
  ] as const)('resumes %s at %s', (step, path) => {
    expect(stepPath(step)).toBe(path);
  });

  it('shows the code as the first step and the PIN as the last', () => {
    expect(progressOf('VERIFY')).toBe(0);
    expect(progressOf('PERSON_INFO')).toBe(1);
    expect(progressOf('PIN')).toBe(3);
  });
});
