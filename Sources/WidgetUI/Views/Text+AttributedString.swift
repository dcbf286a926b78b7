/// Text from an `AttributedString`, as in SwiftUI: each run keeps its link, and the SwiftUI
/// attributes a widget sets (`foregroundColor`, `font`) style it.
///
/// ```swift
/// var title = AttributedString("Build ")
/// var status = AttributedString("passed")
/// status.foregroundColor = .green
/// Text(title + status)
/// ```
extension Text {
    /// Text showing `attributedContent`, a run for each stretch of equal attributes.
    /// Disfavoured: Foundation's `AttributedString` takes string literals on Linux, and a
    /// literal is a ``LocalizedStringKey`` (Markdown), as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var segments: [Segment] = []
        for run in attributedContent.runs {
            let text = String(attributedContent[run.range].characters)
            guard !text.isEmpty else { continue }
            var style = SegmentStyle()
            style.foreground = run.swiftUI.foregroundColor?.colorValue
            style.font = run.swiftUI.font
            style.link = run.link
            segments.append(Segment(content: .verbatim(text), style: style))
        }
        self.init(segments: segments)
    }
}

extension AttributeScopes {
    /// The attributes SwiftUI reads from an `AttributedString`, and Foundation's (links).
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's color.
        public let foregroundColor: ForegroundColorAttribute
        /// The run's font.
        public let font: FontAttribute
        /// Foundation's attributes (`link`).
        public let foundation: FoundationAttributes

        /// The color of a run of text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A color.
            public typealias Value = Color
            /// SwiftUI's name for the attribute.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The font of a run of text.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// SwiftUI's name for the attribute.
            public static let name = "SwiftUI.Font"
        }
    }

    /// SwiftUI's attributes, as `attributed.swiftUI.foregroundColor`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes without the scope's name: `attributed.foregroundColor = .red`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
