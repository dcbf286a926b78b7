import Foundation
import WidgetEngine

extension HomeScreen {
    /// Every stack of the layout.
    var allStacks: [StackItem] {
        layout.pages.flatMap(\.items).compactMap(\.stack)
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = engine.environment.timeZone
        return calendar
    }

    /// Each member's standing at `now`: its normalised relevance and the time-of-day affinity
    /// of its donations; with `explained`, how each score came about (text only people read,
    /// so the ranking done on every frame leaves it out).
    func rankingMembers(of stack: StackItem, at now: Date, explained: Bool = true) -> [StackRanking.Member] {
        // No calendar (costly to make) while nothing was ever donated: every affinity is 0.
        let calendar = donations.donations.isEmpty ? nil : self.calendar
        return stack.members.map { member in
            let relevance = engine.states[member.id]?.relevance
            let affinity = calendar.map { donations.affinity(kind: member.kind, configuration: member.configuration, at: now, calendar: $0) }
            return StackRanking.Member(id: member.id, normalizedScore: relevance?.normalizedScore(at: now) ?? 0,
                                       affinity: affinity ?? 0,
                                       neverPromote: relevance?.forbidsPromotion(at: now) ?? false,
                                       relevanceExplanation: explained ? relevance?.explanation(at: now) ?? "no relevance reported" : "")
        }
    }

    /// The ranking of `stack` at `now` as it stands (nothing changes).
    func ranking(of stack: StackItem, at now: Date) -> StackRanking.Result? {
        engine.settings.stackRanking.rank(rankingMembers(of: stack, at: now), currentTop: stackTops[stack.id],
                                          lastRotation: stackRotations[stack.id], pinned: stacks.pins[stack.id]?.member, at: now)
    }

    /// Releases pins whose stack's relevance changed, then puts each Smart Rotate stack's most
    /// relevant member on top (ranking with hysteresis and a minimum interval).
    func rotateStacks(at now: Date) {
        stacks.rechecks = [:]
        for stack in allStacks {
            let members = rankingMembers(of: stack, at: now, explained: false)
            if let pin = stacks.pins[stack.id],
               pin.relevance != StackState.RelevanceSignature(members) || !stack.members.contains(where: { $0.id == pin.member }) {
                stacks.pins[stack.id] = nil
                logger.info("\(stack.id): a relevance changed; \(pin.member) is no longer pinned")
            }
            guard stack.smartRotate else { continue }
            guard let result = engine.settings.stackRanking.rank(members, currentTop: stackTops[stack.id],
                                                                 lastRotation: stackRotations[stack.id],
                                                                 pinned: stacks.pins[stack.id]?.member, at: now) else { continue }
            if result.top != stackTops[stack.id] {
                if stackTops[stack.id] != nil {
                    // The reason with each member's explanation, made only when it is logged.
                    logger.info("\(stack.id): \(ranking(of: stack, at: now)?.reason ?? result.reason)")
                    stackRotations[stack.id] = now
                }
                stackTops[stack.id] = result.top
            }
            if let recheck = result.reconsiderAt { stacks.rechecks[stack.id] = recheck }
        }
    }

    /// `<` and `>`: shows the previous or next member of the selected stack; with Smart Rotate
    /// on, the member chosen stays on top until a relevance of the stack changes.
    func swipeStack(by delta: Int, at now: Date) {
        guard let item = selectedItem, let (members, top) = item.stack, let stack = layout.item(item.id)?.stack else {
            showToast("< > swipe through a stack: select a stack first", at: now)
            return
        }
        let index = ((top + delta) % members.count + members.count) % members.count
        let member = members[index].id
        stackTops[item.id] = member
        linkIndex = nil
        if stack.smartRotate {
            stacks.pins[item.id] = StackState.Pin(member: member, relevance: StackState.RelevanceSignature(rankingMembers(of: stack, at: now)))
        }
        updateVisibility(at: now)
        showToast("\(member) (\(index + 1) of \(members.count))\(stack.smartRotate ? ", pinned until a relevance changes" : "")", at: now)
    }

    /// `i`: why the selected stack's top member is on top, in a sheet.
    func explainStack(at now: Date) {
        guard let item = selectedItem, let stack = layout.item(item.id)?.stack, let top = item.instance else {
            showToast("i explains a stack's order: select a stack first", at: now)
            return
        }
        let members = rankingMembers(of: stack, at: now)
        var lines: [String] = []
        if !stack.smartRotate {
            lines.append("Smart Rotate is off for \(stack.id): \(top) stays on top until you swipe (< >).")
        } else if let result = ranking(of: stack, at: now) {
            lines.append(result.reason + ".")
        }
        lines.append("")
        lines.append("Members (normalised score, then affinity from use at this time of day):")
        for (index, member) in members.enumerated() {
            let mark = member.id == top ? "●" : "·"
            let score = member.neverPromote ? "never promoted" : String(format: "score %.2f", member.normalizedScore)
            lines.append("\(mark) \(index + 1). \(member.id): \(score), affinity \(String(format: "%.2f", member.affinity)); \(member.relevanceExplanation)")
        }
        lines.append("")
        lines.append("Smart Rotate \(stack.smartRotate ? "on" : "off")  ·  Esc closes")
        editor.info = InfoSheet(title: "Why \(top) is on top of \(stack.id)", lines: lines)
    }
}
