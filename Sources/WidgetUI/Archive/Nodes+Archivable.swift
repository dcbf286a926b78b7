import Archive
import Foundation

extension ImageNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ImageNode { ImageNode(source: .blank, lines: []) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("source", &source)
        try coder.field("lines", &lines)
        try coder.field("foreground", &foreground, default: nil)
        try coder.field("attributes", &attributes, default: [])
        try coder.field("redaction", &redaction, default: RedactionMark())
        try coder.field("accentable", &accentable, default: false)
        try coder.field("picture", &picture, default: nil)
        try coder.field("accentedRenderingMode", &accentedRenderingMode, default: nil)
    }
}

extension ImageNode.Source: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ImageNode.Source { .symbol("") }

    private static let cases = ArchiveCases<ImageNode.Source>(["symbol", "named", "missing", "picture", "unreadable"])

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        let (tag, current): (Int, String) =
            switch self {
            case let .symbol(name): (0, name)
            case let .named(name): (1, name)
            case let .missing(name): (2, name)
            case let .picture(name): (3, name)
            case let .unreadable(name): (4, name)
            }
        var name = current
        let read = try coder.variant(tag, of: Self.cases)
        try coder.field("name", &name)
        self =
            switch read {
            case 0: .symbol(name)
            case 1: .named(name)
            case 2: .missing(name)
            case 3: .picture(name)
            default: .unreadable(name)
            }
    }
}

extension ShapeNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ShapeNode { ShapeNode(kind: .rectangle) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("shape", &kind)
        try coder.field("fill", &fill, default: nil)
        try coder.field("stroke", &stroke, default: nil)
        try coder.field("accentable", &accentable, default: false)
    }
}

extension SpacerNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: SpacerNode { SpacerNode() }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("minColumns", &minColumns, default: 0)
        try coder.field("minRows", &minRows, default: 0)
    }
}

extension ProgressNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ProgressNode { ProgressNode(value: .indeterminate) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("value", &value)
        try coder.field("style", &style, default: .linear)
        try coder.field("tint", &tint, default: .accent)
        try coder.field("accentable", &accentable, default: false)
        try coder.field("redaction", &redaction, default: RedactionMark())
    }
}

extension ProgressNode.Value: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ProgressNode.Value { .indeterminate }

    private static let cases = ArchiveCases<ProgressNode.Value>(["fraction", "timer", "indeterminate"])

    private var tag: Int {
        switch self {
        case .fraction: 0
        case .timer: 1
        case .indeterminate: 2
        }
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        switch try coder.variant(tag, of: Self.cases) {
        case 0:
            var fraction = if case let .fraction(fraction) = self { fraction } else { 0.0 }
            try coder.field("fraction", &fraction)
            self = .fraction(fraction)
        case 1:
            var (from, to, countsDown) =
                if case let .timer(from, to, countsDown) = self { (from, to, countsDown) } else { (Date.blank, Date.blank, false) }
            try coder.field("from", &from)
            try coder.field("to", &to)
            try coder.field("countsDown", &countsDown, default: false)
            self = .timer(from: from, to: to, countsDown: countsDown)
        default:
            self = .indeterminate
        }
    }
}

extension StackNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: StackNode { StackNode(axis: .vertical, alignment: .center, spacing: 0) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("axis", &axis)
        try coder.field("alignment", &alignment, default: .center)
        try coder.field("spacing", &spacing, default: 0)
    }
}

extension CellInsets: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: CellInsets { CellInsets() }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("top", &top, default: 0)
        try coder.field("leading", &leading, default: 0)
        try coder.field("bottom", &bottom, default: 0)
        try coder.field("trailing", &trailing, default: 0)
    }
}

extension FrameNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: FrameNode { FrameNode() }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("minWidth", &minWidth, default: nil)
        try coder.field("idealWidth", &idealWidth, default: nil)
        try coder.field("maxWidth", &maxWidth, default: nil)
        try coder.field("minHeight", &minHeight, default: nil)
        try coder.field("idealHeight", &idealHeight, default: nil)
        try coder.field("maxHeight", &maxHeight, default: nil)
        try coder.field("alignment", &alignment, default: .center)
    }
}

extension Alignment: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: Alignment { Alignment(horizontal: .center, vertical: .center) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("horizontal", &horizontal, default: .center)
        try coder.field("vertical", &vertical, default: .center)
    }
}

/// A color is its base's fields and an opacity: `{"kind": "system", "name": "red", "opacity": 0.5}`.
extension ColorValue: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ColorValue { ColorValue(.primary) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try base.describe(with: &coder)
        try coder.field("opacity", &opacity, default: 1)
    }
}

extension ColorValue.Base: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ColorValue.Base { .primary }

    private static let cases = ArchiveCases<ColorValue.Base>([
        "primary", "secondary", "tertiary", "quaternary", "accent", "widgetBackground", "clear", "system", "rgb",
    ])

    private var tag: Int {
        switch self {
        case .primary: 0
        case .secondary: 1
        case .tertiary: 2
        case .quaternary: 3
        case .accent: 4
        case .widgetBackground: 5
        case .clear: 6
        case .system: 7
        case .rgb: 8
        }
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        switch try coder.variant(tag, of: Self.cases) {
        case 0: self = .primary
        case 1: self = .secondary
        case 2: self = .tertiary
        case 3: self = .quaternary
        case 4: self = .accent
        case 5: self = .widgetBackground
        case 6: self = .clear
        case 7:
            var name = if case let .system(name) = self { name } else { SystemColor.blank }
            try coder.field("name", &name)
            self = .system(name)
        default:
            var (red, green, blue) = if case let .rgb(red, green, blue) = self { (red, green, blue) } else { (0.0, 0.0, 0.0) }
            try coder.field("red", &red)
            try coder.field("green", &green)
            try coder.field("blue", &blue)
            self = .rgb(red: red, green: green, blue: blue)
        }
    }
}

extension HorizontalAlignment: ArchiveNamed {}
extension VerticalAlignment: ArchiveNamed {}
extension StackNode.Axis: ArchiveNamed {}
extension ShapeNode.Kind: ArchiveNamed {}
extension ProgressNode.Style: ArchiveNamed {}
extension SystemColor: ArchiveNamed {}
