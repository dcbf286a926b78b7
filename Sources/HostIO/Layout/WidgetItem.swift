import WidgetEngine

/// A widget placed on a page (or in a stack): its instance and the slot of its top-left corner.
public struct WidgetItem: Equatable, Sendable {
    /// The instance's stable id (timelines, budgets and relevance are kept under it).
    public var id: WidgetInstanceID
    /// The widget kind. A kind no widget declares is kept: the home screen shows a
    /// "no longer available" tile in its place.
    public var kind: String
    /// The family, which sets how many slots the widget covers.
    public var family: WidgetFamily
    /// The slot column of the top-left slot, from 0 at the left.
    public var column: Int
    /// The slot row of the top-left slot, from 0 at the top.
    public var row: Int
    /// The widget's parameter values by parameter name (parameters not given take their defaults).
    public var configuration: ConfigValues

    /// A widget of `kind` and `family` with its top-left slot at `column`, `row`.
    public init(
        id: WidgetInstanceID, kind: String, family: WidgetFamily, column: Int = 0, row: Int = 0,
        configuration: ConfigValues = [:]
    ) {
        self.id = id
        self.kind = kind
        self.family = family
        self.column = column
        self.row = row
        self.configuration = configuration
    }

    /// `instance` placed with its top-left slot at `column`, `row`.
    public init(_ instance: WidgetInstance, column: Int, row: Int) {
        self.init(
            id: instance.id, kind: instance.kind, family: instance.family, column: column, row: row,
            configuration: instance.configuration)
    }

    /// The widget instance (id, kind, family, configuration) the engine runs.
    public var instance: WidgetInstance {
        WidgetInstance(id: id, kind: kind, family: family, configuration: configuration)
    }
}
