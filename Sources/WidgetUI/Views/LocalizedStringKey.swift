/// The string of a `Text` literal, with SwiftUI's interpolations: values, other `Text`s,
/// images, dates in a style, numbers with a `specifier:` and format styles.
///
/// ```swift
/// Text("\(count) left, next \(start, style: .relative)")
/// Text("\(fraction * 100, specifier: "%.0f")%")
/// Text("**\(count)** new in *\(folder)*")   // Markdown in the literal parts
/// ```
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable {
    var segments: [Text.Segment]
    /// The literal as written, when it has no interpolations (the key a strings table is
    /// searched for).
    let literal: String?

    /// A key of literal text.
    public init(stringLiteral value: String) {
        segments = InlineMarkdown.segments([.source(value)])
        literal = value
    }

    /// A key built by interpolation.
    public init(stringInterpolation: StringInterpolation) {
        segments = InlineMarkdown.segments(stringInterpolation.pieces)
        literal = nil
    }

    /// Collects the pieces of an interpolated literal: the literal parts are Markdown, the
    /// interpolated values are not.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [InlineMarkdown.Piece] = []

        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            pieces.append(.source(literal))
        }

        /// Adds any value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendVerbatim(String(describing: value))
        }

        // The commonest interpolations, without `String(describing:)`'s dynamic casts (same text).

        /// Adds text.
        public mutating func appendInterpolation(_ value: String) {
            appendVerbatim(value)
        }

        /// Adds a whole number.
        public mutating func appendInterpolation(_ value: Int) {
            appendVerbatim(String(value))
        }

        /// Adds a text's runs, styles kept.
        public mutating func appendInterpolation(_ text: Text) {
            pieces.append(contentsOf: text.segments.map { .segment($0) })
        }

        /// Adds an image's glyph.
        public mutating func appendInterpolation(_ image: Image) {
            appendVerbatim(image.inlineGlyph)
        }

        /// Adds a date in `style`, live where the style is (`.relative`, `.timer`, ...).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            pieces.append(.segment(Text.Segment(content: .date(date, style: style))))
        }

        /// Adds a date range.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            pieces.append(.segment(Text.Segment(content: .dateRange(from: dates.lowerBound, to: dates.upperBound))))
        }

        /// Adds a live timer over the interval.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true) {
            pieces.append(
                .segment(
                    Text.Segment(
                        content: .timer(
                            from: timerInterval.lowerBound, to: timerInterval.upperBound,
                            countsDown: countsDown, pauseTime: pauseTime))))
        }

        /// Adds a number formatted with a `printf` specifier (`%.1f`).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendVerbatim(String(format: specifier, Double(value)))
        }

        /// Adds a whole number formatted with a `printf` specifier (`%d`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendVerbatim(String(format: specifier, Int(value)))
        }

        /// Adds a value formatted by `format`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendVerbatim(format.format(input))
        }

        private mutating func appendVerbatim(_ string: String) {
            guard !string.isEmpty else { return }
            pieces.append(.segment(Text.Segment(content: .verbatim(string))))
        }
    }
}
