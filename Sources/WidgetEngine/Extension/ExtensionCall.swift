import Archive
import WidgetUI

/// What the host asks an extension.
public enum ExtensionCall: Equatable, Sendable, Archivable {
    /// The widgets it offers, with a placeholder for each family at the sizes given.
    case describe(sizes: [String: ExtensionSize])
    /// One widget's placeholder (`placeholder(in:)`).
    case placeholder(ExtensionContext)
    /// The gallery's snapshot (`getSnapshot` / `snapshot(for:in:)`).
    case snapshot(ExtensionContext)
    /// The timeline (`getTimeline` / `timeline(for:in:)`).
    case timeline(ExtensionContext)
    /// The choices of a widget's parameter with dynamic options.
    case options(widget: String, parameter: String)
    /// The choices of a control's parameter with dynamic options: on the wire an `options`
    /// call naming the `control` instead of the `widget` (as `controlValue` names it).
    case controlOptions(control: String, parameter: String)
    /// The relevance of a configuration, for smart stacks (reserved: answered with an error
    /// until widgets here report relevance outside their entries).
    case relevance(ExtensionContext)
    /// Runs the App Intent of a button or a toggle that was pressed; answered `performed` or
    /// `error`.
    case performIntent(IntentInvocation)
    /// The instances of the extension's live widgets on the page shown (all of them, each time
    /// they change; empty: none), answered with `attending`; the extension pushes their content
    /// while they are shown (see ``ExtensionPush``).
    case attention([ExtensionAttendee])
    /// The control `control`'s value now for its `configuration` (the parameter values the
    /// row keeps for it; optional), answered with `control` (its template). A control's press
    /// is a ``performIntent(_:)`` whose `widget` is the control's kind.
    case controlValue(control: String, configuration: ConfigValues = [:])
    /// A live activity's views for its attributes and state, answered with `activity`
    /// (``ActivityViews``), each time it starts or changes.
    case evaluateActivity(ActivityEvaluation)

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ExtensionCall { .describe(sizes: [:]) }

    private static let cases = ArchiveCases<ExtensionCall>([
        "describe", "placeholder", "snapshot", "timeline", "options", "relevance",
        "performIntent", "attention", "controlValue", "evaluateActivity",
    ])

    /// The method's name, as logs and errors say it.
    public var method: String {
        switch self {
        case .describe: Self.cases.names[0]
        case .placeholder: Self.cases.names[1]
        case .snapshot: Self.cases.names[2]
        case .timeline: Self.cases.names[3]
        case .options, .controlOptions: Self.cases.names[4]
        case .relevance: Self.cases.names[5]
        case .performIntent: Self.cases.names[6]
        case .attention: Self.cases.names[7]
        case .controlValue: Self.cases.names[8]
        case .evaluateActivity: Self.cases.names[9]
        }
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var sizes: [String: ExtensionSize] = [:]
        var context = ExtensionContext.blank
        var (widget, name, control) = ("", "", "")
        var invocation = IntentInvocation.blank
        var attendees: [ExtensionAttendee] = []
        var evaluation = ActivityEvaluation.blank
        var configuration: ConfigValues = [:]
        let tag: Int
        switch self {
        case let .describe(value): (tag, sizes) = (0, value)
        case let .placeholder(value): (tag, context) = (1, value)
        case let .snapshot(value): (tag, context) = (2, value)
        case let .timeline(value): (tag, context) = (3, value)
        case let .options(value, parameter): (tag, widget, name) = (4, value, parameter)
        case let .controlOptions(value, parameter): (tag, control, name) = (4, value, parameter)
        case let .relevance(value): (tag, context) = (5, value)
        case let .performIntent(value): (tag, invocation) = (6, value)
        case let .attention(value): (tag, attendees) = (7, value)
        case let .controlValue(value, values): (tag, widget, configuration) = (8, value, values)
        case let .evaluateActivity(value): (tag, evaluation) = (9, value)
        }
        let read = try coder.variant(tag, of: Self.cases)
        switch read {
        case 0:
            try coder.field("sizes", &sizes)
            self = .describe(sizes: sizes)
        case 1, 2, 3, 5:
            try coder.field("context", &context)
            self = read == 1 ? .placeholder(context) : read == 2 ? .snapshot(context) : read == 3 ? .timeline(context) : .relevance(context)
        case 4:
            // One of `widget` and `control`: a call naming a control asks for a control's choices.
            try coder.field("widget", &widget, default: "")
            try coder.field("control", &control, default: "")
            try coder.field("parameter", &name)
            self = control.isEmpty ? .options(widget: widget, parameter: name) : .controlOptions(control: control, parameter: name)
        case 7:
            try coder.field("instances", &attendees, default: [])
            self = .attention(attendees)
        case 8:
            try coder.field("control", &widget)
            try coder.field("configuration", &configuration, default: [:])
            self = .controlValue(control: widget, configuration: configuration)
        case 9:
            try evaluation.describe(with: &coder)
            self = .evaluateActivity(evaluation)
        default:
            try invocation.describe(with: &coder)
            self = .performIntent(invocation)
        }
    }
}
