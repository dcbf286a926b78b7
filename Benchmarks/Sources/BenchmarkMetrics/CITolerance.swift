import Benchmark

/// The tolerance CI allows a benchmark with a recorded threshold (Benchmarks/Thresholds): its
/// p90 may be up to 300 % above the recorded p90 (4 times it), so a 10-fold regression fails
/// and a slow or busy machine does not. Wall time, not instructions: the virtual machines CI
/// runs on have no performance counters ("PMU not available due to virtualization").
public var ciTolerance: BenchmarkThresholds { BenchmarkThresholds(relative: [.p90: 300]) }
