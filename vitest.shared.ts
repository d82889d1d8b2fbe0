// Tests that answer from a sandbox in memory (a real database, a real OpenID provider) take 1–3 s on this 2-core
// machine and several times that while CI builds beside them: a generous limit, so a test fails on what it checks,
// not on a busy machine. Speed is measured by the benchmarks, never by a test's time.
export const SANDBOX_TEST_TIMEOUT_MS = 20_000

/** How long a widget test waits for what the sandbox in memory answers (Testing Library's findBy and waitFor). */
export const SANDBOX_ANSWER_WAIT_MS = 5_000
