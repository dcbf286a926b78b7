import Foundation
import HostIO
import WidgetEngine

extension HomeModel {
    /// Every stack of the layout (kept with the packed pages: a step ranks them all).
    var allStacks: [StackItem] {
        if let stacks = pages.stacks { return stacks }
        let stacks = layout.pages.flatMap(\.items).compactMap(\.stack)
        pages.stacks = stacks
        return stacks
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = engine.environment.timeZone
        return calendar
    }

    /// Each member's standing at `now`: its normalised relevance and the time-of-day affinity
    /// of its donations; with `explained`, how each score came about (text only people read,
    /// so the ranking done on every step leaves it out).
    func rankingMembers(of stack: StackItem, at now: Date, explained: Bool = true) -> [StackRanking.Member] {
        // No calendar (costly to make) while nothing was ever donated: every affinity is 0.
        let calendar = donations.donations.isEmpty ? nil : self.calendar
        return stack.members.map { member in
            let relevance = engine.states[member.id]?.relevance
            let affinity = calendar.map {
                donations.affinity(kind: member.kind, configuration: member.configuration, at: now, calendar: $0)
            }
            return StackRanking.Member(
                id: member.id, normalizedScore: relevance?.normalizedScore(at: now) ?? 0,
                affinity: affinity ?? 0,
                neverPromote: relevance?.forbidsPromotion(at: now) ?? false,
                relevanceExplanation: explained ? relevance?.explanation(at: now) ?? "no relevance reported" : "")
        }
    }

    /// The ranking of `stack` at `now` as it stands (nothing changes).
    func ranking(of stack: StackItem, at now: Date) -> StackRanking.Result? {
        engine.settings.stackRanking.rank(
            rankingMembers(of: stack, at: now), currentTop: stacks.tops[stack.id],
            lastRotation: stacks.rotations[stack.id], pinned: stacks.pins[stack.id]?.member, at: now)
    }

    /// Releases pins whose stack's relevance changed, then puts each Smart Rotate stack's most
    /// relevant member on top (ranking with hysteresis and a minimum interval).
    func rotateStacks(at now: Date) {
        stacks.rechecks = [:]
        for stack in allStacks {
            let members = rankingMembers(of: stack, at: now, explained: false)
            if let pin = stacks.pins[stack.id],
                pin.relevance != StackState.RelevanceSignature(members) || !stack.members.contains(where: { $0.id == pin.member })
            {
                stacks.pins[stack.id] = nil
                Self.logger.info("\(stack.id): a relevance changed; \(pin.member) is no longer pinned")
            }
            guard stack.smartRotate else { continue }
            guard
                let result = engine.settings.stackRanking.rank(
                    members, currentTop: stacks.tops[stack.id],
                    lastRotation: stacks.rotations[stack.id],
                    pinned: stacks.pins[stack.id]?.member, at: now)
            else { continue }
            if result.top != stacks.tops[stack.id] {
                if stacks.tops[stack.id] != nil {
                    // The reason with each member's explanation, made only when it is logged.
                    Self.logger.info("\(stack.id): \(ranking(of: stack, at: now)?.reason ?? result.reason)")
                    stacks.rotations[stack.id] = now
                }
                stacks.tops[stack.id] = result.top
            }
            if let recheck = result.reconsiderAt { stacks.rechecks[stack.id] = recheck }
        }
    }

    /// Puts `member` on top of the stack `id`; with Smart Rotate on, it stays there until a
    /// relevance of the stack changes.
    func pin(_ member: WidgetInstanceID, onTopOf stack: StackItem, at now: Date) {
        stacks.tops[stack.id] = member
        if stack.smartRotate {
            stacks.pins[stack.id] = StackState.Pin(
                member: member, relevance: StackState.RelevanceSignature(rankingMembers(of: stack, at: now)))
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
        pin(member, onTopOf: stack, at: now)
        navigation.linkIndex = nil
        showToast("\(member) (\(index + 1) of \(members.count))\(stack.smartRotate ? ", pinned until a relevance changes" : "")", at: now)
    }

    /// `i`: why the selected stack's top member is on top (nil, with a toast, when no stack is
    /// selected).
    func stackExplanation(at now: Date) -> InfoSheet? {
        guard let item = selectedItem, let stack = layout.item(item.id)?.stack, let top = item.instance else {
            showToast("i explains a stack's order: select a stack first", at: now)
            return nil
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
            lines.append(
                "\(mark) \(index + 1). \(member.id): \(score), affinity \(String(format: "%.2f", member.affinity)); \(member.relevanceExplanation)"
            )
        }
        lines.append("")
        lines.append("Smart Rotate \(stack.smartRotate ? "on" : "off")  ·  Esc closes")
        return InfoSheet(title: "Why \(top) is on top of \(stack.id)", lines: lines)
    }

    /// Records an interaction with a widget (opening it, or a script's donation): stacks then
    /// favour it around this time of day. The donations are saved to the state folder.
    func recordDonation(_ donation: InteractionDonation, at now: Date) {
        donations.donate(donation)
        saveDonations()
        rotateStacks(at: now)
    }

    /// Takes the donations read from the state folder at start (off the main actor), keeping
    /// any recorded since.
    func adoptDonations(_ loaded: DonationStore, at now: Date) {
        let recent = donations.donations
        donations = loaded
        for donation in recent where !loaded.donations.contains(donation) { donations.donate(donation) }
        rotateStacks(at: now)
    }

    /// Opening a widget (its link, its URL or its app) is an interaction: a donation of its kind
    /// and configuration.
    func recordOpening(_ item: PlacedItem, at now: Date) {
        guard let id = item.instance, let widget = layout.widget(id) else { return }
        recordDonation(InteractionDonation(kind: widget.kind, configuration: widget.configuration, date: now), at: now)
    }

    private func saveDonations() {
        guard let store = persistence.store else { return }
        do {
            try store.saveDonations(donations)
        } catch {
            Self.logger.error("cannot save donations: \(error)")
        }
    }
}
