/// Text, as in SwiftUI: literal strings, interpolation, live dates and timers, concatenation
/// with `+`, and text-only modifiers that survive concatenation.
///
/// ```swift
/// Text("Next: \(event.title)")
/// Text(event.start, style: .relative)          // "12 min, 3 sec", redrawn as time passes
/// Text("Hi ").bold() + Text(name).foregroundColor(.orange)
/// ```
public struct Text: View, Sendable {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never

    /// Where text is cut when it does not fit, as in SwiftUI.
    public enum TruncationMode: String, Codable, Hashable, Sendable, CaseIterable {
        /// Where an ellipsis replaces what does not fit.
        case head, middle, tail
    }

    /// Styles for live date text, as in SwiftUI.
    public enum DateStyle: String, Codable, Hashable, Sendable, CaseIterable {
        /// The time of the date, "9:41 AM".
        case time
        /// The date, "June 3, 2026".
        case date
        /// The time from now to the date, "2 hr, 5 min"; live.
        case relative
        /// The signed offset from now, "+2 hours"; live.
        case offset
        /// A running timer from or to the date, "1:02:03"; live.
        case timer

        /// True for styles that change as time passes.
        public var isLive: Bool { self == .relative || self == .offset || self == .timer }
    }

    struct Segment: Sendable {
        var content: TextContent
        var style = SegmentStyle()
    }

    struct SegmentStyle: Sendable, Equatable {
        var foreground: ColorValue?
        var font: Font?
        var weight: Font.Weight?
        var attributes: TextAttributes = []
        /// A Markdown or attributed-string link: drawn in the tint; the text opens it.
        var link: URL?
    }

    var segments: [Segment]

    init(segments: [Segment]) {
        self.segments = segments
    }

    /// Text from a string literal, with interpolation and inline Markdown (`**bold**`,
    /// `*italic*`, `~~struck~~`, `` `code` ``, `[link](https://example.com)`), as in SwiftUI;
    /// a `String` variable is shown as it is.
    public init(_ key: LocalizedStringKey) {
        self.segments = key.segments
    }

    /// Text from a key looked up in `<tableName>.strings` (default `Localizable.strings`) of
    /// `bundle` (default the main bundle) when either is given. A key with interpolations, or
    /// without a translation, shows as written (with its Markdown). `comment` is for
    /// translators. (A separate initializer so that a bare literal keeps choosing the key over
    /// a `String`.)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        if tableName != nil || bundle != nil, let literal = key.literal {
            let translated = (bundle ?? .main).localizedString(forKey: literal, value: literal, table: tableName)
            self.segments = LocalizedStringKey(stringLiteral: translated).segments
        } else {
            self.segments = key.segments
        }
    }

    /// Text showing a string as it is. Disfavoured, as in SwiftUI, so that a literal with
    /// interpolations is a ``LocalizedStringKey`` (which understands images, dates, specifiers).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.segments = [Segment(content: .verbatim(String(content)))]
    }

    /// Text showing a string as it is, never interpreted.
    public init(verbatim content: String) {
        self.segments = [Segment(content: .verbatim(content))]
    }

    /// A date in a style; `.relative`, `.offset` and `.timer` are redrawn as time passes.
    public init(_ date: Date, style: DateStyle) {
        self.segments = [Segment(content: .date(date, style: style))]
    }

    /// A range of dates, "9:00 AM – 10:00 AM".
    public init(_ dates: ClosedRange<Date>) {
        self.segments = [Segment(content: .dateRange(from: dates.lowerBound, to: dates.upperBound))]
    }

    /// An interval of dates, "9:00 AM – 10:00 AM".
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A timer over an interval, counting down to its end (or up from its start), redrawn as
    /// time passes; with `pauseTime`, frozen at that instant.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.segments = [
            Segment(
                content: .timer(
                    from: timerInterval.lowerBound, to: timerInterval.upperBound,
                    countsDown: countsDown, pauseTime: pauseTime))
        ]
    }

    /// An image inside text (a symbol glyph among words).
    public init(_ image: Image) {
        self.segments = [Segment(content: .verbatim(image.inlineGlyph))]
    }

    /// Joins two texts, each keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.segments + rhs.segments)
    }

    func modifyingSegments(_ change: (inout SegmentStyle) -> Void) -> Text {
        var copy = self
        for index in copy.segments.indices { change(&copy.segments[index].style) }
        return copy
    }
}

extension Text: SingleNodeView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        let baseAttributes = environment.textAttributes
            .union(environment.opacity < 0.75 ? .dim : [])
            .union(environment.isItalic ? .italic : [])
        var runs: [TextRun] = []
        for segment in segments {
            let font = segment.style.font ?? environment.font
            var attributes = (font?.attributes ?? []).union(baseAttributes).union(segment.style.attributes)
            if let weight = segment.style.weight ?? environment.fontWeight {
                attributes.remove(.bold)
                attributes.remove(.dim)
                attributes.formUnion(weight.attributes)
                attributes.formUnion(segment.style.attributes)
            }
            let surrounding = segment.style.link == nil ? environment.foregroundStyle : environment.tint
            runs.append(TextRun(content: segment.content, foreground: segment.style.foreground ?? surrounding, attributes: attributes))
        }
        let large = (segments.first?.style.font ?? environment.font)?.prefersBlockDigits ?? false
        var node = TextNode(
            runs: runs, lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
            truncation: environment.truncationMode, prefersBlockDigits: large,
            redaction: RedactionMark(environment))
        if node.showsDates { node.timeZone = environment.setTimeZone?.identifier }
        node.accentable = environment.isWidgetAccentable
        // A text with links opens the first when chosen (a terminal cell cannot tell the
        // links of one text apart as a finger can).
        if let url = segments.lazy.compactMap(\.style.link).first {
            return ViewNode(.link(url), children: [ViewNode(.text(node))])
        }
        return ViewNode(.text(node))
    }
}
