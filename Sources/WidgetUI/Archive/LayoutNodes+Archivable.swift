import Archive
import CellGrid

// The archived forms of the layout containers of archive version 3: grids, lazy grids and
// their items.

extension GridNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: GridNode { GridNode() }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("alignment", &alignment, default: .center)
        try coder.field("horizontalSpacing", &horizontalSpacing, default: 1)
        try coder.field("verticalSpacing", &verticalSpacing, default: 0)
    }
}

extension GridRowNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: GridRowNode { GridRowNode() }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("alignment", &alignment, default: .center)
        try coder.field("columns", &columns, default: [])
        try coder.field("columnAlignments", &columnAlignments, default: [])
    }
}

extension LazyGridNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: LazyGridNode { LazyGridNode(axis: .vertical, items: []) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("axis", &axis)
        try coder.field("alignment", &alignment, default: .center)
        try coder.field("spacing", &spacing, default: 0)
        try coder.field("items", &items)
    }
}

extension GridItemNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: GridItemNode { GridItemNode(.fixed(0)) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("size", &size)
        try coder.field("spacing", &spacing, default: nil)
        try coder.field("alignment", &alignment, default: nil)
    }
}

extension GridItemNode.Size: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: GridItemNode.Size { .fixed(0) }

    private static let cases = ArchiveCases<GridItemNode.Size>(["fixed", "flexible", "adaptive"])

    private var tag: Int {
        switch self {
        case .fixed: 0
        case .flexible: 1
        case .adaptive: 2
        }
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        switch try coder.variant(tag, of: Self.cases) {
        case 0:
            var cells = if case let .fixed(cells) = self { cells } else { 0 }
            try coder.field("cells", &cells)
            self = .fixed(cells)
        case 1:
            var (minimum, maximum) = if case let .flexible(minimum, maximum) = self { (minimum, maximum) } else { (0, 0) }
            try coder.field("minimum", &minimum)
            try coder.field("maximum", &maximum)
            self = .flexible(minimum: minimum, maximum: maximum)
        default:
            var (minimum, maximum) = if case let .adaptive(minimum, maximum) = self { (minimum, maximum) } else { (0, 0) }
            try coder.field("minimum", &minimum)
            try coder.field("maximum", &maximum)
            self = .adaptive(minimum: minimum, maximum: maximum)
        }
    }
}
