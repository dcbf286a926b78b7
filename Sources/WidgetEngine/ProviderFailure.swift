/// Why a provider call gave nothing usable. The instance keeps what it showed, shows a
/// failure marker, and the reason is logged and shown in its budget view.
public enum ProviderFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The provider threw.
    case threw(String)
    /// No answer before the deadline.
    case timedOut(seconds: Double)
    /// The instance's configuration does not fit the widget's parameters.
    case invalidConfiguration(String)
    /// More entries than an archive may hold.
    case tooManyEntries(count: Int, limit: Int)
    /// The archived views are larger than allowed.
    case archiveTooLarge(nodes: Int, limit: Int)
    /// The archived pictures hold more pixels than allowed (as iOS fails a widget whose
    /// images exceed its archive limit).
    case picturesTooLarge(bytes: Int, limit: Int)
    /// The widget's kind is not installed (renamed or removed).
    case unknownKind(String)
    /// The widget's extension process failed the request (it crashed, hung, broke the
    /// protocol or answered with an error); the text says which, for a user.
    case extensionFailed(String)

    /// The text logs and messages show.
    public var description: String {
        switch self {
        case let .threw(message): return "the provider failed: \(message)"
        case let .timedOut(seconds): return "no timeline within \(Int(seconds)) s"
        case let .invalidConfiguration(message): return "invalid configuration: \(message)"
        case let .tooManyEntries(count, limit): return "\(Self.grouped(count)) entries: more than the limit of \(Self.grouped(limit))"
        case let .archiveTooLarge(nodes, limit):
            return "the views have \(Self.grouped(nodes)) nodes: more than the limit of \(Self.grouped(limit))"
        case let .picturesTooLarge(bytes, limit):
            return
                "the pictures take \(Self.grouped(bytes)) bytes: more than the limit of \(Self.grouped(limit)) (downsample them, or show fewer)"
        case let .unknownKind(kind): return "widget \"\(kind)\" is no longer available"
        case let .extensionFailed(message): return message
        }
    }

    /// `count` with its thousands grouped by commas ("100,000"), the same in every locale.
    public static func grouped(_ count: Int) -> String {
        var digits = String(count.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (count < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}

/// Limits on what a timeline may hold, checked when it is received.
public struct ArchiveLimits: Hashable, Sendable {
    /// The most entries in one timeline (a day of one-minute entries).
    public var maxEntries: Int
    /// The most archive nodes across all entries of one timeline.
    public var maxNodes: Int
    /// The most bytes of picture pixels (RGBA, already downsampled to the widget's size)
    /// across all entries of one timeline: 6 MB, five photos at an extra large widget's size.
    /// In the JSON form (base64) that is 8 MB, what an extension's answer may hold.
    public var maxPictureBytes: Int

    /// Limits of these sizes.
    public init(maxEntries: Int = 1_440, maxNodes: Int = 200_000, maxPictureBytes: Int = 6_000_000) {
        self.maxEntries = maxEntries
        self.maxNodes = maxNodes
        self.maxPictureBytes = maxPictureBytes
    }

    /// The host's limits: 1,440 entries, 200,000 nodes, 6 MB of pictures.
    public static let standard = ArchiveLimits()
}
