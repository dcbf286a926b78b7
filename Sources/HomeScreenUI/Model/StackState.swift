import Foundation
import WidgetEngine

/// What the home screen keeps about its smart stacks: the member on top of each, when each
/// last rotated, pins and re-checks.
struct StackState {
    /// A member the user swiped to, kept on top until a relevance of its stack changes.
    struct Pin: Equatable {
        var member: WidgetInstanceID
        /// The stack's relevances when the pin was set.
        var relevance: RelevanceSignature
    }

    /// What the ranking sees of each member's relevance (its normalised score, or -1 when it
    /// asks never to be promoted); a pin lasts while this stays the same.
    struct RelevanceSignature: Equatable {
        var scores: [WidgetInstanceID: Double]

        init(_ members: [StackRanking.Member]) {
            scores = Dictionary(members.map { ($0.id, $0.neverPromote ? -1 : $0.normalizedScore) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Each stack's member on top, by stack id.
    var tops: [String: WidgetInstanceID] = [:]
    /// When each stack last rotated, by stack id.
    var rotations: [String: Date] = [:]
    /// Pins by stack id.
    var pins: [String: Pin] = [:]
    /// When a challenger held back by the minimum interval is looked at again, by stack id.
    var rechecks: [String: Date] = [:]
    /// Interaction donations (widgets opened) that give members their time-of-day affinity.
    var donations = DonationStore()

    /// Forgets stacks that are gone.
    mutating func keep(only stackIDs: Set<String>) {
        tops = tops.filter { stackIDs.contains($0.key) }
        rotations = rotations.filter { stackIDs.contains($0.key) }
        pins = pins.filter { stackIDs.contains($0.key) }
        rechecks = rechecks.filter { stackIDs.contains($0.key) }
    }
}
