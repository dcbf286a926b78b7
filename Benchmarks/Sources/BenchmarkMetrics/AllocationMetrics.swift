// The allocation metrics the benchmarks report when package-benchmark's malloc interposer is
// built in (see Package.swift, which says how): without it the rows would read zero, so they
// are shown only when HOMESCREEN_BENCHMARK_MALLOCS is set.

import Benchmark
import Foundation

/// `[.mallocCountTotal]` when HOMESCREEN_BENCHMARK_MALLOCS is set (for a build with the
/// interposer), else none.
public let allocationMetrics: [BenchmarkMetric] =
    ProcessInfo.processInfo.environment["HOMESCREEN_BENCHMARK_MALLOCS"] != nil ? [.mallocCountTotal] : []
