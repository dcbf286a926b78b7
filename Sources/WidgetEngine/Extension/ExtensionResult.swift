import Archive
import WidgetUI

/// What an extension answers.
public enum ExtensionResult: Equatable, Sendable, Archivable {
    /// To `describe`: the widgets, the controls (iOS 18) and the live activities (both
    /// optional, default none).
    case widgets([ExtensionWidget], controls: [ExtensionControl] = [], activities: [ExtensionActivity] = [])
    /// To `placeholder` and `snapshot`.
    case entry(ArchivedEntry)
    /// To `timeline`.
    case timeline(ArchivedTimeline)
    /// To `options`.
    case options([String])
    /// To `performIntent`: the intent ran; what the host should open or say.
    case performed(IntentOutcome)
    /// To `controlValue`: the control as its value shows it now.
    case control(ControlTemplate)
    /// To `evaluateActivity`: the activity's views.
    case activity(ActivityViews)
    /// To `attention`: taken.
    case attending
    /// To anything: the request failed, and why (a user reads it in the log and the budget view).
    case error(String)

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ExtensionResult { .error("") }

    private static let cases = ArchiveCases<ExtensionResult>([
        "widgets", "entry", "timeline", "options", "error", "performed", "attending", "control", "activity",
    ])

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var widgets: [ExtensionWidget] = []
        var controls: [ExtensionControl] = []
        var activities: [ExtensionActivity] = []
        var views = ActivityViews.blank
        var template = ControlTemplate.blank
        var entry = ArchivedEntry.blank
        var timeline = ArchivedTimeline.blank
        var strings: [String] = []
        var message = ""
        var outcome = IntentOutcome()
        let tag: Int
        switch self {
        case let .widgets(value, more, kinds): (tag, widgets, controls, activities) = (0, value, more, kinds)
        case let .entry(value): (tag, entry) = (1, value)
        case let .timeline(value): (tag, timeline) = (2, value)
        case let .options(value): (tag, strings) = (3, value)
        case let .error(value): (tag, message) = (4, value)
        case let .performed(value): (tag, outcome) = (5, value)
        case .attending: tag = 6
        case let .control(value): (tag, template) = (7, value)
        case let .activity(value): (tag, views) = (8, value)
        }
        switch try coder.variant(tag, of: Self.cases) {
        case 0:
            try coder.field("widgets", &widgets)
            try coder.field("controls", &controls, default: [])
            try coder.field("activities", &activities, default: [])
            self = .widgets(widgets, controls: controls, activities: activities)
        case 1:
            try coder.field("entry", &entry)
            self = .entry(entry)
        case 2:
            try coder.field("timeline", &timeline)
            self = .timeline(timeline)
        case 3:
            try coder.field("options", &strings)
            self = .options(strings)
        case 4:
            try coder.field("message", &message)
            self = .error(message)
        case 5:
            try outcome.describe(with: &coder)
            self = .performed(outcome)
        case 7:
            try coder.field("template", &template)
            self = .control(template)
        case 8:
            try coder.field("views", &views)
            self = .activity(views)
        default:
            self = .attending
        }
    }
}
