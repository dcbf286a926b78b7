import Foundation
import WidgetEngine

/// What a tile's rendering depends on besides the instant: when none of it changes and the
/// tile shows no live text, the last rendering is still right.
struct TileKey: Equatable {
    var instance: WidgetInstanceID?
    var kind: String
    var family: WidgetFamily
    var source: InstanceDisplay.Source?
    var receivedAt: Date?
    /// Tells timelines received at the same instant apart.
    var generation: Int?
    var themeIndex: Int
    var renderingMode: WidgetRenderingMode
    var redaction: RedactionReasons
    /// The toggles drawn flipped ahead of the timeline (a press not settled yet).
    var toggles: [IntentReference: Bool]
}
