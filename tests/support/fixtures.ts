import { test as base, expect } from '@playwright/test';

/**
 * The browser tests' `test`: a console error or an uncaught exception in the page fails the test,
 * since it is something a guest's browser would hit that no assertion looked at. A test that shows
 * the admin's sandboxed mail frame declares it (`sandboxedMailFrame`): Chromium reports the frame's
 * sandbox refusing the test driver's own script there, proof that nothing runs in it, and only that
 * line is forgiven.
 */
export const test = base.extend<{ failOnConsoleError: undefined; sandboxedMailFrame: boolean }>({
  sandboxedMailFrame: [false, { option: true }],
  failOnConsoleError: [
    async ({ page, sandboxedMailFrame }, use) => {
      const problems: string[] = [];
      const sandboxRefusal =
        /^Blocked script execution in 'https?:\/\/[^/]+\/api\/mail\/view\/[\w.-]+' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (sandboxedMailFrame && sandboxRefusal.test(message.text())) return;
        problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(undefined);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
