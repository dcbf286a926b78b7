import Archive
import Foundation
import WidgetUI

/// The protocol's form of an activity's views (`evaluateActivity`'s answer): each presentation
/// a view archive in place, `{"lockScreen": <view>, "compactLeading": <view>, "compactTrailing":
/// <view>, "minimal": <view>, "expanded": {"bottom": <view>}, "url": "…"}` (`expanded` and
/// `url` optional).
extension ActivityViews: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ActivityViews {
        let nothing = ViewNode.blank
        return ActivityViews(lockScreen: nothing, compactLeading: nothing, compactTrailing: nothing, minimal: nothing)
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("lockScreen", &lockScreen)
        try coder.field("compactLeading", &compactLeading)
        try coder.field("compactTrailing", &compactTrailing)
        try coder.field("minimal", &minimal)
        try coder.field("expanded", &expanded, default: [:])
        try coder.field("url", &url, default: nil)
    }
}
