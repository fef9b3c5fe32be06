/**
 * findBy and waitFor give up after 1 s by default. CI shares two cores between jest projects, the e2e stack and
 * Chromium, and a chart-heavy screen can take longer than that to settle there: wait up to 5 s (a passing test
 * returns as soon as its element appears, so this costs nothing when the machine is idle).
 */
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
