/// A progress indicator in the archive.
public struct ProgressNode: Equatable, Sendable {
    /// How far along.
    public enum Value: Equatable, Sendable {
        /// A fixed fraction from 0 to 1.
        case fraction(Double)
        /// Live: the fraction of an interval elapsed (or remaining, counting down) at paint time.
        case timer(from: Date, to: Date, countsDown: Bool)
        /// Unknown progress.
        case indeterminate
    }

    /// The look.
    public enum Style: String, Codable, Sendable, CaseIterable {
        /// A horizontal bar.
        case linear
        /// A ring glyph.
        case circular
    }

    /// How far along.
    public var value: Value
    /// The look.
    public var style: Style
    /// The filled part's color.
    public var tint: ColorValue
    /// In the accent group of the accented rendering mode (`widgetAccentable()`), recorded at
    /// resolution; the painter draws it in the theme's tint rather than the default group's color.
    public var accentable: Bool

    /// Creates a progress node.
    public init(value: Value, style: Style = .linear, tint: ColorValue = .accent, accentable: Bool = false) {
        self.value = value
        self.style = style
        self.tint = tint
        self.accentable = accentable
    }

    /// The fraction shown at `now`, from 0 to 1 (nil when indeterminate).
    public func fraction(at now: Date) -> Double? {
        switch value {
        case let .fraction(f):
            return f.isFinite ? min(1, max(0, f)) : 0
        case let .timer(from, to, countsDown):
            let total = to.timeIntervalSince(from)
            guard total > 0 else { return countsDown ? 0 : 1 }
            let elapsed = min(1, max(0, now.timeIntervalSince(from) / total))
            return countsDown ? 1 - elapsed : elapsed
        case .indeterminate:
            return nil
        }
    }
}
