#pragma once
// How long a test waits for what the program does on its own time (a poll of the store, a server's
// notification, a worker thread, a queued signal) before it gives up. A condition met ends the wait at
// once, so a passing test never waits this long; the limit only ends a test that would otherwise hang.
// It is long because a test may run under AddressSanitizer or ThreadSanitizer, two at a time on a loaded
// two-core machine, where the program runs ten or more times slower (issue 29). No test bounds how fast
// something happens: the benchmarks measure that (tests/bench, docs/performance.md).

namespace gpuplan::test {

inline constexpr int kPatienceMs = 120'000;

} // namespace gpuplan::test
