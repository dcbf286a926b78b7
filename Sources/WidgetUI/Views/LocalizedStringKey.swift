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

    public init(stringLiteral value: String) {
        segments = InlineMarkdown.segments([.source(value)])
        literal = value
    }

    public init(stringInterpolation: StringInterpolation) {
        segments = InlineMarkdown.segments(stringInterpolation.pieces)
        literal = nil
    }

    /// Collects the pieces of an interpolated literal: the literal parts are Markdown, the
    /// interpolated values are not.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [InlineMarkdown.Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            pieces.append(.source(literal))
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            appendVerbatim(String(describing: value))
        }

        // The commonest interpolations, without `String(describing:)`'s dynamic casts (same text).

        public mutating func appendInterpolation(_ value: String) {
            appendVerbatim(value)
        }

        public mutating func appendInterpolation(_ value: Int) {
            appendVerbatim(String(value))
        }

        public mutating func appendInterpolation(_ text: Text) {
            pieces.append(contentsOf: text.segments.map { .segment($0) })
        }

        public mutating func appendInterpolation(_ image: Image) {
            appendVerbatim(image.inlineGlyph)
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            pieces.append(.segment(Text.Segment(content: .date(date, style: style))))
        }

        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            pieces.append(.segment(Text.Segment(content: .dateRange(from: dates.lowerBound, to: dates.upperBound))))
        }

        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true) {
            pieces.append(
                .segment(
                    Text.Segment(
                        content: .timer(
                            from: timerInterval.lowerBound, to: timerInterval.upperBound,
                            countsDown: countsDown, pauseTime: pauseTime))))
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendVerbatim(String(format: specifier, Double(value)))
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendVerbatim(String(format: specifier, Int(value)))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendVerbatim(format.format(input))
        }

        private mutating func appendVerbatim(_ string: String) {
            guard !string.isEmpty else { return }
            pieces.append(.segment(Text.Segment(content: .verbatim(string))))
        }
    }
}
