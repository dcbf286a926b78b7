import CellGrid
import Foundation
import WidgetEngine

/// One stop of a widget's Tab ring: a link, or a button or toggle, where its tile shows it on
/// the screen. Enter or Space on it (or a click) opens the link or presses the control.
struct TabStop: Equatable {
    /// What the stop does.
    enum Action: Equatable {
        /// Opens the URL (`Link`).
        case link(URL)
        /// Presses the control (`Button(intent:)`, `Toggle(isOn:intent:)`), as the tile drew it.
        case press(PressTarget)
    }

    var action: Action
    /// Where it shows, in screen cells.
    var frame: CellRect

    /// The stops of `rendered` (a tile drawn at `origin`), in reading order: top to bottom,
    /// then left to right. A disabled control is no stop (as focus skips it on iOS).
    static func ring(of rendered: RenderedView, at origin: CellPoint) -> [TabStop] {
        func onScreen(_ frame: CellRect) -> CellRect {
            CellRect(origin: CellPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), size: frame.size)
        }
        let stops =
            rendered.links.map { TabStop(action: .link($0.url), frame: onScreen($0.frame)) }
            + rendered.pressTargets.filter { !$0.disabled }.map { TabStop(action: .press($0), frame: onScreen($0.frame)) }
        return stops.enumerated().sorted {
            ($0.element.frame.minY, $0.element.frame.minX, $0.offset) < ($1.element.frame.minY, $1.element.frame.minX, $1.offset)
        }.map(\.element)
    }
}
