import CellGrid
import Foundation

/// The archive's binary form, the one the home screen's cache files hold (the JSON form of
/// `ViewNode+Codable.swift` is for tools and messages). A node is its kind's tag and fields,
/// then its children; every type writes all of its fields, in declaration order.
extension ViewNode: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        kind = try archive.read()
        children = try archive.read()
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(kind)
        archive.write(children)
    }
}

extension NodeKind: BinaryArchivable {
    /// Each case's tag: the numbers are the file format, never reuse or renumber one.
    private enum Tag: UInt8 {
        case text = 0, image, shape, spacer, divider, progress, stack, padding, frame, background, overlay
        case layoutPriority, fixedSize, hidden, link, widgetURL, containerBackground
    }

    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        let byte = try archive.readByte()
        guard let tag = Tag(rawValue: byte) else {
            throw .unknownTag(byte, at: start, of: NodeKind.self)
        }
        switch tag {
        case .text: self = .text(try archive.read())
        case .image: self = .image(try archive.read())
        case .shape: self = .shape(try archive.read())
        case .spacer: self = .spacer(try archive.read())
        case .divider: self = .divider(try archive.read())
        case .progress: self = .progress(try archive.read())
        case .stack: self = .stack(try archive.read())
        case .padding: self = .padding(try archive.read())
        case .frame: self = .frame(try archive.read())
        case .background: self = .background(try archive.read())
        case .overlay: self = .overlay(try archive.read())
        case .layoutPriority: self = .layoutPriority(try archive.read())
        case .fixedSize: self = .fixedSize(horizontal: try archive.read(), vertical: try archive.read())
        case .hidden: self = .hidden
        case .link: self = .link(try archive.read())
        case .widgetURL: self = .widgetURL(try archive.read())
        case .containerBackground: self = .containerBackground
        }
    }

    public func archive(into archive: inout ArchiveWriter) {
        switch self {
        case let .text(node): archive.writeByte(Tag.text.rawValue); archive.write(node)
        case let .image(node): archive.writeByte(Tag.image.rawValue); archive.write(node)
        case let .shape(node): archive.writeByte(Tag.shape.rawValue); archive.write(node)
        case let .spacer(node): archive.writeByte(Tag.spacer.rawValue); archive.write(node)
        case let .divider(color): archive.writeByte(Tag.divider.rawValue); archive.write(color)
        case let .progress(node): archive.writeByte(Tag.progress.rawValue); archive.write(node)
        case let .stack(node): archive.writeByte(Tag.stack.rawValue); archive.write(node)
        case let .padding(insets): archive.writeByte(Tag.padding.rawValue); archive.write(insets)
        case let .frame(node): archive.writeByte(Tag.frame.rawValue); archive.write(node)
        case let .background(alignment): archive.writeByte(Tag.background.rawValue); archive.write(alignment)
        case let .overlay(alignment): archive.writeByte(Tag.overlay.rawValue); archive.write(alignment)
        case let .layoutPriority(value): archive.writeByte(Tag.layoutPriority.rawValue); archive.write(value)
        case let .fixedSize(horizontal, vertical):
            archive.writeByte(Tag.fixedSize.rawValue)
            archive.write(horizontal)
            archive.write(vertical)
        case .hidden: archive.writeByte(Tag.hidden.rawValue)
        case let .link(url): archive.writeByte(Tag.link.rawValue); archive.write(url)
        case let .widgetURL(url): archive.writeByte(Tag.widgetURL.rawValue); archive.write(url)
        case .containerBackground: archive.writeByte(Tag.containerBackground.rawValue)
        }
    }
}

extension TextNode: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(runs: try archive.read(), lineLimit: try archive.read(), alignment: try archive.read(),
                  truncation: try archive.read(), prefersBlockDigits: try archive.read(), redaction: try archive.read(),
                  timeZone: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(runs)
        archive.write(lineLimit)
        archive.write(alignment)
        archive.write(truncation)
        archive.write(prefersBlockDigits)
        archive.write(redaction)
        archive.write(timeZone)
    }
}

extension TextRun: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(content: try archive.read(), foreground: try archive.read(), attributes: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(content)
        archive.write(foreground)
        archive.write(attributes)
    }
}

extension TextContent: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        switch try archive.readByte() {
        case 0: self = .verbatim(try archive.read())
        case 1: self = .date(try archive.read(), style: try archive.read())
        case 2: self = .dateRange(from: try archive.read(), to: try archive.read())
        case 3: self = .timer(from: try archive.read(), to: try archive.read(), countsDown: try archive.read(), pauseTime: try archive.read())
        case let tag: throw .unknownTag(tag, at: start, of: TextContent.self)
        }
    }

    public func archive(into archive: inout ArchiveWriter) {
        switch self {
        case let .verbatim(string):
            archive.writeByte(0)
            archive.write(string)
        case let .date(date, style):
            archive.writeByte(1)
            archive.write(date)
            archive.write(style)
        case let .dateRange(from, to):
            archive.writeByte(2)
            archive.write(from)
            archive.write(to)
        case let .timer(from, to, countsDown, pauseTime):
            archive.writeByte(3)
            archive.write(from)
            archive.write(to)
            archive.write(countsDown)
            archive.write(pauseTime)
        }
    }
}

extension RedactionMark: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(reasons: try archive.read(), privacySensitive: try archive.read(), unredacted: try archive.read(),
                  invalidatable: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(reasons)
        archive.write(privacySensitive)
        archive.write(unredacted)
        archive.write(invalidatable)
    }
}

extension ImageNode: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(source: try archive.read(), lines: try archive.read(), foreground: try archive.read(),
                  attributes: try archive.read(), redaction: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(source)
        archive.write(lines)
        archive.write(foreground)
        archive.write(attributes)
        archive.write(redaction)
    }
}

extension ImageNode.Source: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        switch try archive.readByte() {
        case 0: self = .symbol(try archive.read())
        case 1: self = .named(try archive.read())
        case 2: self = .missing(try archive.read())
        case let tag: throw .unknownTag(tag, at: start, of: ImageNode.Source.self)
        }
    }

    public func archive(into archive: inout ArchiveWriter) {
        switch self {
        case let .symbol(name): archive.writeByte(0); archive.write(name)
        case let .named(name): archive.writeByte(1); archive.write(name)
        case let .missing(name): archive.writeByte(2); archive.write(name)
        }
    }
}

extension ColorValue: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(try archive.read(), opacity: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(base)
        archive.write(opacity)
    }
}

extension ColorValue.Base: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        switch try archive.readByte() {
        case 0: self = .primary
        case 1: self = .secondary
        case 2: self = .tertiary
        case 3: self = .quaternary
        case 4: self = .accent
        case 5: self = .widgetBackground
        case 6: self = .clear
        case 7: self = .system(try archive.read())
        case 8: self = .rgb(red: try archive.read(), green: try archive.read(), blue: try archive.read())
        case let tag: throw .unknownTag(tag, at: start, of: ColorValue.Base.self)
        }
    }

    public func archive(into archive: inout ArchiveWriter) {
        switch self {
        case .primary: archive.writeByte(0)
        case .secondary: archive.writeByte(1)
        case .tertiary: archive.writeByte(2)
        case .quaternary: archive.writeByte(3)
        case .accent: archive.writeByte(4)
        case .widgetBackground: archive.writeByte(5)
        case .clear: archive.writeByte(6)
        case let .system(color):
            archive.writeByte(7)
            archive.write(color)
        case let .rgb(red, green, blue):
            archive.writeByte(8)
            archive.write(red)
            archive.write(green)
            archive.write(blue)
        }
    }
}

extension ShapeNode: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(kind: try archive.read(), fill: try archive.read(), stroke: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(kind)
        archive.write(fill)
        archive.write(stroke)
    }
}

extension SpacerNode: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(minColumns: try archive.read(), minRows: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(minColumns)
        archive.write(minRows)
    }
}

extension ProgressNode: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(value: try archive.read(), style: try archive.read(), tint: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(value)
        archive.write(style)
        archive.write(tint)
    }
}

extension ProgressNode.Value: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        switch try archive.readByte() {
        case 0: self = .fraction(try archive.read())
        case 1: self = .timer(from: try archive.read(), to: try archive.read(), countsDown: try archive.read())
        case 2: self = .indeterminate
        case let tag: throw .unknownTag(tag, at: start, of: ProgressNode.Value.self)
        }
    }

    public func archive(into archive: inout ArchiveWriter) {
        switch self {
        case let .fraction(fraction):
            archive.writeByte(0)
            archive.write(fraction)
        case let .timer(from, to, countsDown):
            archive.writeByte(1)
            archive.write(from)
            archive.write(to)
            archive.write(countsDown)
        case .indeterminate:
            archive.writeByte(2)
        }
    }
}

extension StackNode: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(axis: try archive.read(), alignment: try archive.read(), spacing: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(axis)
        archive.write(alignment)
        archive.write(spacing)
    }
}

extension CellInsets: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(top: try archive.read(), leading: try archive.read(), bottom: try archive.read(), trailing: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(top)
        archive.write(leading)
        archive.write(bottom)
        archive.write(trailing)
    }
}

extension FrameNode: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(minWidth: try archive.read(), idealWidth: try archive.read(), maxWidth: try archive.read(),
                  minHeight: try archive.read(), idealHeight: try archive.read(), maxHeight: try archive.read(),
                  alignment: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(minWidth)
        archive.write(idealWidth)
        archive.write(maxWidth)
        archive.write(minHeight)
        archive.write(idealHeight)
        archive.write(maxHeight)
        archive.write(alignment)
    }
}

extension Alignment: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(horizontal: try archive.read(), vertical: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(horizontal)
        archive.write(vertical)
    }
}

extension HorizontalAlignment: BinaryArchivable {}
extension VerticalAlignment: BinaryArchivable {}
extension TextAlignment: BinaryArchivable {}
extension Text.TruncationMode: BinaryArchivable {}
extension Text.DateStyle: BinaryArchivable {}
extension StackNode.Axis: BinaryArchivable {}
extension ShapeNode.Kind: BinaryArchivable {}
extension ProgressNode.Style: BinaryArchivable {}
extension SystemColor: BinaryArchivable {}
extension RedactionReasons: BinaryArchivable {}
extension TextAttributes: BinaryArchivable {}
