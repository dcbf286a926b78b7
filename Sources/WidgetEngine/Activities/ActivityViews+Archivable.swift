import Archive
import Foundation
import WidgetUI

/// An activity's presentations in the archive's forms: each presentation's view tree, then the
/// expanded regions by name, then the URL. The JSON form is `evaluateActivity`'s answer in the
/// extension protocol (`{"lockScreen": <view>, "compactLeading": <view>, "compactTrailing":
/// <view>, "minimal": <view>, "expanded": {"bottom": <view>}, "url": "…"}`, `expanded` and
/// `url` optional); an ``ActivityUpdate`` carries the binary one.
extension ActivityViews: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ActivityViews {
        ActivityViews(lockScreen: .blank, compactLeading: .blank, compactTrailing: .blank, minimal: .blank)
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
