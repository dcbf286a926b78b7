import Foundation
import WidgetEngine

/// The budget view's text (`b` on a widget): while it fails, what happened in one line; the
/// reload budget left in the sliding window, the last and next reload with their reasons and
/// instants, and the recent failures.
///
/// ```
/// Status       failed: no timeline within 30 s; retrying at 09:46:30 (in 5 min)
/// Budget       71 of 72 charged reloads left (sliding 24 h)
/// Last reload   09:41:00, placed (free)
/// Next reload   10:41:00 (in 1 h), policy (charged), allowed then
/// ```
struct BudgetView {
    var report: BudgetReport
    var displayName: String
    var now: Date
    var calendar: Calendar

    /// The lines, label column first.
    var lines: [String] {
        var lines = ["\(displayName) (\(report.instance.family.shortName))", ""]
        if let notice = report.notice {
            let wrapped = TextFitting.wrap(notice.line(instant: instant), width: Self.valueWidth)
            for (index, part) in wrapped.enumerated() { lines.append(row(index == 0 ? "Status" : "", part)) }
        }
        lines.append(row("Budget", budgetText))
        if !report.chargedInWindow.isEmpty, let back = report.nextReturn {
            lines.append(row("", "\(report.chargedInWindow.count) used in the window; one back at \(instant(back))"))
        }
        lines.append(row("Spacing", "charged reloads at least \(Self.duration(report.minimumSpacing)) apart"))
        lines.append(row("Last reload", report.lastReload.map { "\(instant($0.at)), \(reasonText($0.reason))" } ?? "none yet"))
        if let running = report.running {
            lines.append(
                row("Running", "since \(instant(running.since)), \(reasonText(running.reason)); gives up at \(instant(running.deadline))"))
        }
        lines.append(row("Next reload", nextText))
        if let next = report.nextReload, !next.isGranted {
            let cause = report.remaining == 0 ? "budget used up" : "minimum spacing"
            lines.append(row("", "held back until \(instant(next.notBefore)): \(cause)"))
        }
        lines.append(row("Policy", report.policy.map(policyText) ?? "no timeline yet"))
        lines.append("")
        lines.append("Recent failures")
        if report.failures.isEmpty {
            lines.append("  none")
        } else {
            for failure in report.failures.suffix(5).reversed() {
                lines.append("  \(instant(failure.at))  \(failure.reason.rawValue): \(failure.failure)")
            }
        }
        return lines
    }

    /// The widest value the status is wrapped at, so the view fits an 80-column terminal.
    static let valueWidth = 59

    private func row(_ label: String, _ value: String) -> String {
        label.padding(toLength: 13, withPad: " ", startingAt: 0) + value
    }

    private var budgetText: String {
        guard let budget = report.budget, let remaining = report.remaining else { return "unlimited (no charged reload is held back)" }
        return "\(remaining) of \(budget) charged reloads left (sliding \(Self.duration(report.window)))"
    }

    private var nextText: String {
        guard let next = report.nextReload else {
            if report.notice?.isStopped == true { return "none: stopped until you reload it (r)" }
            if report.running != nil { return "after the one running (its timeline's policy decides)" }
            return report.policy?.isNever == true ? "only when asked (policy never)" : "none scheduled"
        }
        return "\(instant(next.due)), \(reasonText(next.reason))"
    }

    private func reasonText(_ reason: ReloadReason?) -> String {
        guard let reason else { return "in an earlier run" }
        return "\(reason.rawValue) (\(reason.isFree ? "free" : "charged"))"
    }

    private func policyText(_ policy: TimelineReloadPolicy) -> String {
        if policy.isNever { return "never (reloads only when asked)" }
        if let date = policy.afterDate { return "after \(instant(date))" }
        return "at end (after the last entry)"
    }

    /// `09:41:00 (in 5 min)`, with the day (`22 Nov 09:41:00`) when it is not today.
    private func instant(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        var text = String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        if !calendar.isDate(date, inSameDayAs: now) {
            let day = calendar.dateComponents([.day, .month], from: date)
            let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            text = "\(day.day ?? 0) \(months[safeIndex: (day.month ?? 1) - 1] ?? "") " + text
        }
        let seconds = date.timeIntervalSince(now)
        if abs(seconds) < 1 { return text + " (now)" }
        return text + (seconds > 0 ? " (in \(Self.duration(seconds)))" : " (\(Self.duration(-seconds)) ago)")
    }

    /// `45 s`, `5 min`, `2 h 5 min`, `24 h`, `3 d`.
    static func duration(_ seconds: TimeInterval) -> String { DurationText.of(seconds) }
}
