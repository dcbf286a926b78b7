import Foundation
import WidgetUI

extension ExtensionCatalog {
    /// The expanded regions an activity's views may name (``DynamicIslandExpandedRegion``).
    static let expandedRegions: Set<String> = ["leading", "trailing", "center", "bottom"]

    /// The live activity an extension described, as a descriptor whose views are asked of the
    /// program (`evaluateActivity`, under its deadline and limits) each time the activity starts
    /// or changes; the answer is checked as the home screen checks a record (``ActivityLimits``).
    public static func descriptor(_ activity: ExtensionActivity, client: ExtensionClient, limits: ActivityLimits = .standard)
        -> ActivityDescriptor
    {
        let kind = activity.activity
        let program = client.configuration.name
        return ActivityDescriptor(kind: kind, displayName: activity.displayName, description: activity.description) {
            payload throws(ActivityFailure) in
            // The engine never reads the clock: the instant comes with the payload.
            guard let now = payload.date else { throw ActivityFailure("no instant to evaluate the views of \(kind) at") }
            let views: ActivityViews
            switch await client.request(.evaluateActivity(ActivityEvaluation(kind: kind, payload: payload, now: now))) {
            case let .success(.activity(answer)): views = answer
            case let .success(other): throw ActivityFailure("extension \(program) answered evaluateActivity with \(other.kindName)")
            case let .failure(.answeredError(message)): throw ActivityFailure("extension \(program): \(message)")
            case let .failure(failure): throw ActivityFailure("extension \(program): \(failure.description)")
            }
            if let region = views.expanded.keys.sorted().first(where: { !expandedRegions.contains($0) }) {
                throw ActivityFailure(
                    "extension \(program): the expanded region \"\(region)\" is not one of leading, trailing, center, bottom")
            }
            do throws(ActivityFailure) {
                try limits.check(views)
            } catch {
                throw ActivityFailure("extension \(program): \(error.message)")
            }
            return views
        }
    }
}
