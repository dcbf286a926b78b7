/// Why content is redacted, as in SwiftUI.
public struct RedactionReasons: OptionSet, Hashable, Codable, Sendable {
    /// The option's bits.
    public let rawValue: Int

    /// The options whose bits are `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as a placeholder skeleton (before data arrives, in the gallery's preview).
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content hidden, as on a locked device: masks views marked `privacySensitive()`.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that an interaction made stale until the next timeline arrives.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
