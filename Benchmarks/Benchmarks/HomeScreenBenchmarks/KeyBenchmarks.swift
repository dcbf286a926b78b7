// What a key costs the home screen (issue 40: CPU per key no more than htop's): an arrow that
// moves the selection between two tiles of the default layout's first page, as the run loop
// handles it (send the key, compose the 120 x 40 screen, diff it against the last one),
// headless. The real binary's figure, with its terminal, is ptymeter.py's (docs/performance.md).

import Benchmark
import BundledWidgets
import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import WidgetEngine

func keyBenchmarks() {
    Benchmark("home screen key: an arrow moves the selection, send + compose + diff, 120 x 40") { benchmark, keys in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations { blackHole(keys.press()) }
        }
    } setup: {
        await ArrowKeys.make()
    }
}

/// The default layout's first page with every timeline delivered, and an arrow key pressed
/// back and forth (right, then left) at a standing clock.
@MainActor
final class ArrowKeys {
    private let screen: HomeScreen
    private var shown: CellBuffer
    private var rightNext = true

    private init(screen: HomeScreen) {
        self.screen = screen
        shown = screen.frame(at: benchmarkStart).buffer
    }

    static func make() async -> ArrowKeys {
        ArrowKeys(screen: await deliveredScreen(layout: LayoutFile.defaultLayout(), catalog: BundledWidgets.catalog))
    }

    /// One key: its message, compose, diff. Returns the cells that changed.
    func press() -> Int {
        _ = screen.send(.key(rightNext ? .right : .left), at: benchmarkStart)
        rightNext.toggle()
        let frame = screen.frame(at: benchmarkStart)
        let changed = frame.diff(from: shown).changedCellCount
        shown = frame.buffer
        return changed
    }
}
