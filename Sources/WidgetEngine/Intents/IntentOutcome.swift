import Archive
import Foundation

/// What a press of a button or a toggle came to, as the host acts on it: a URL to open
/// (`.result(opensIntent: OpenURLIntent(url))`) and a line to show (`.result(dialog:)`), each
/// optional. A failure is an ``IntentFailure``.
public struct IntentOutcome: Equatable, Sendable {
    /// Opened once the intent ran, as a `Link`'s URL is.
    public var opensURL: URL?
    /// Said once the intent ran (a toast).
    public var dialog: String?

    public init(opensURL: URL? = nil, dialog: String? = nil) {
        self.opensURL = opensURL
        self.dialog = dialog
    }
}

extension IntentOutcome: Archivable {
    public static var blank: IntentOutcome { IntentOutcome() }

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("opensURL", &opensURL, default: nil)
        try coder.field("dialog", &dialog, default: nil)
    }
}
