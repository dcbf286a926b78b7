import Archive
import Foundation

/// A node is its kind's fields, then its children. In JSON the kind's fields sit in the node's
/// own object beside `"kind"` and `"children"`:
/// `{"kind": "padding", "top": 1, "children": [{"kind": "text", "runs": [...]}]}`.
extension ViewNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ViewNode { ViewNode(.hidden) }

    // The tree is entered from other modules through generic code (an entry's view, an
    // array's elements); these specializations keep the binary coders' walk over the whole tree
    // free of generic dispatch (the small clock's hour decoded in 3x the time without them).
    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try kind.describe(with: &coder)
        try coder.field("children", &children, default: [])
    }
}

extension ViewNode {
    /// The view as a JSON document, `{"version": 3, "view": {...}}`.
    public func jsonDocument(pretty: Bool = false) throws(ArchiveError) -> String {
        try ArchiveJSON.document(self, named: "view", pretty: pretty)
    }

    /// Reads a view from a JSON document, `{"version": 3, "view": {...}}`.
    public init(jsonDocument text: String) throws(ArchiveError) {
        self = try ArchiveJSON.decodeDocument(ViewNode.self, named: "view", from: text)
    }
}

extension NodeKind: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: NodeKind { .hidden }

    /// The kinds by name; a kind's index is its binary tag.
    private static let cases = ArchiveCases<NodeKind>([
        "text", "image", "shape", "spacer", "divider", "progress", "stack", "padding", "frame", "background", "overlay",
        "layoutPriority", "fixedSize", "hidden", "link", "widgetURL", "containerBackground", "geometryReader", "viewThatFits",
        "grid", "gridRow", "lazyGrid",
        "aspectRatio", "clipShape",
    ])

    private var tag: Int {
        switch self {
        case .text: 0
        case .image: 1
        case .shape: 2
        case .spacer: 3
        case .divider: 4
        case .progress: 5
        case .stack: 6
        case .padding: 7
        case .frame: 8
        case .background: 9
        case .overlay: 10
        case .layoutPriority: 11
        case .fixedSize: 12
        case .hidden: 13
        case .link: 14
        case .widgetURL: 15
        case .containerBackground: 16
        case .geometryReader: 17
        case .viewThatFits: 18
        case .grid: 19
        case .gridRow: 20
        case .lazyGrid: 21
        case .aspectRatio: 22
        case .clipShape: 23
        }
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        switch try coder.variant(tag, of: Self.cases) {
        case 0:
            var node = if case let .text(node) = self { node } else { TextNode.blank }
            try node.describe(with: &coder)
            self = .text(node)
        case 1:
            var node = if case let .image(node) = self { node } else { ImageNode.blank }
            try node.describe(with: &coder)
            self = .image(node)
        case 2:
            var node = if case let .shape(node) = self { node } else { ShapeNode.blank }
            try node.describe(with: &coder)
            self = .shape(node)
        case 3:
            var node = if case let .spacer(node) = self { node } else { SpacerNode.blank }
            try node.describe(with: &coder)
            self = .spacer(node)
        case 4:
            var (color, accentable) =
                if case let .divider(color, accentable) = self { (color, accentable) } else { (ColorValue.blank, false) }
            try coder.field("color", &color)
            try coder.field("accentable", &accentable, default: false)
            self = .divider(color, accentable: accentable)
        case 5:
            var node = if case let .progress(node) = self { node } else { ProgressNode.blank }
            try node.describe(with: &coder)
            self = .progress(node)
        case 6:
            var node = if case let .stack(node) = self { node } else { StackNode.blank }
            try node.describe(with: &coder)
            self = .stack(node)
        case 7:
            var insets = if case let .padding(insets) = self { insets } else { CellInsets.blank }
            try insets.describe(with: &coder)
            self = .padding(insets)
        case 8:
            var node = if case let .frame(node) = self { node } else { FrameNode.blank }
            try node.describe(with: &coder)
            self = .frame(node)
        case 9:
            var alignment = if case let .background(alignment) = self { alignment } else { Alignment.center }
            try coder.field("alignment", &alignment, default: .center)
            self = .background(alignment)
        case 10:
            var alignment = if case let .overlay(alignment) = self { alignment } else { Alignment.center }
            try coder.field("alignment", &alignment, default: .center)
            self = .overlay(alignment)
        case 11:
            var priority = if case let .layoutPriority(priority) = self { priority } else { 0.0 }
            try coder.field("priority", &priority)
            self = .layoutPriority(priority)
        case 12:
            var (horizontal, vertical) =
                if case let .fixedSize(horizontal, vertical) = self { (horizontal, vertical) } else { (true, true) }
            try coder.field("horizontal", &horizontal)
            try coder.field("vertical", &vertical)
            self = .fixedSize(horizontal: horizontal, vertical: vertical)
        case 13:
            self = .hidden
        case 14:
            var url = if case let .link(url) = self { url } else { URL.blank }
            try coder.field("url", &url)
            self = .link(url)
        case 15:
            var url = if case let .widgetURL(url) = self { url } else { URL.blank }
            try coder.field("url", &url)
            self = .widgetURL(url)
        case 16:
            self = .containerBackground
        case 17:
            var size = if case let .geometryReader(size) = self { size } else { CellSize.zero }
            try coder.field("width", &size.width)
            try coder.field("height", &size.height)
            self = .geometryReader(size)
        case 18:
            var (horizontal, vertical) =
                if case let .viewThatFits(horizontal, vertical) = self { (horizontal, vertical) } else { (true, true) }
            try coder.field("horizontal", &horizontal)
            try coder.field("vertical", &vertical)
            self = .viewThatFits(horizontal: horizontal, vertical: vertical)
        case 19:
            var node = if case let .grid(node) = self { node } else { GridNode.blank }
            try node.describe(with: &coder)
            self = .grid(node)
        case 20:
            var node = if case let .gridRow(node) = self { node } else { GridRowNode.blank }
            try node.describe(with: &coder)
            self = .gridRow(node)
        case 21:
            var node = if case let .lazyGrid(node) = self { node } else { LazyGridNode.blank }
            try node.describe(with: &coder)
            self = .lazyGrid(node)
        case 22:
            var node = if case let .aspectRatio(node) = self { node } else { AspectRatioNode.blank }
            try node.describe(with: &coder)
            self = .aspectRatio(node)
        case 23:
            var shape = if case let .clipShape(shape) = self { shape } else { ShapeNode.Kind.rectangle }
            try coder.field("shape", &shape)
            self = .clipShape(shape)
        case let tag:
            throw coder.failure("node kind \(tag) is reserved for a later build", in: NodeKind.self, since: coder.mark)
        }
    }
}
