// The allocation metrics the benchmarks report when package-benchmark's malloc interposer is
// built in (see Package.swift): HOMESCREEN_BENCHMARK_MALLOCS chooses both, so a run without the
// interposer shows no allocation rows rather than rows it cannot fill.

import Benchmark
import Foundation

/// `[.mallocCountTotal]` when HOMESCREEN_BENCHMARK_MALLOCS is set (the interposer is built in),
/// else none.
public let allocationMetrics: [BenchmarkMetric] =
    ProcessInfo.processInfo.environment["HOMESCREEN_BENCHMARK_MALLOCS"] != nil ? [.mallocCountTotal] : []
