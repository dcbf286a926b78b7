@testable import HomeScreenUI
import BundledWidgets
import Foundation
import HostIO
import TestSupport
import WidgetEngine

/// Layouts for the lock screen's and StandBy's tests: the demo pages, with widgets whose
/// content depends on the instant only (a countdown to a fixed date, a clock in UTC).
enum FullScreenLayouts {
    static let countdownConfig: ConfigValues = ["title": .string("Launch"), "date": .string("2026-12-24T18:00:00Z")]

    static func widget(_ id: String, _ kind: String, _ family: WidgetFamily, config: ConfigValues = [:]) -> WidgetItem {
        WidgetItem(id: WidgetInstanceID(rawValue: id), kind: kind, family: family, configuration: config)
    }

    /// The demo pages, a lock screen of a countdown inline and a countdown below, and StandBy
    /// with a clock on the left and a stack of a countdown and a clock on the right.
    static var layout: HomeLayout {
        var layout = HomeLayout.demo
        layout.lockScreen = LockScreenLayout(
            inline: widget("lock-inline", "countdown", .accessoryInline, config: countdownConfig),
            widgets: [widget("lock-rect", "countdown", .accessoryRectangular, config: countdownConfig)])
        layout.standBy = StandByLayout(stacks: [
            StandByLayout.stack(0, members: [widget("sb-clock", "clock", .systemSmall, config: ["timeZone": .string("UTC")])]),
            StandByLayout.stack(
                1,
                members: [
                    widget("sb-countdown", "countdown", .systemSmall, config: countdownConfig),
                    widget("sb-clock-2", "clock", .systemSmall, config: ["timeZone": .string("UTC")]),
                ]),
        ])
        return layout
    }
}

extension EditHarness {
    /// The ids of the instances the engine takes as on screen.
    var visibleIDs: Set<String> { Set(screen.screen.model.engine.visible?.map(\.rawValue) ?? []) }
}
