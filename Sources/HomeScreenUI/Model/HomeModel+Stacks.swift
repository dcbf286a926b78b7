import Foundation
import HostIO
import WidgetEngine

extension HomeModel {
    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = hosted.engine.environment.timeZone
        return calendar
    }

    /// Each member's standing at `now`: its normalised relevance and the time-of-day affinity
    /// of its donations; with `explained`, how each score came about (text only people read,
    /// so the ranking done on every step leaves it out).
    func rankingMembers(of stack: StackItem, at now: Date, explained: Bool = true) -> [StackRanking.Member] {
        // No calendar (costly to make) while nothing was ever donated: every affinity is 0.
        let calendar = donations.donations.isEmpty ? nil : self.calendar
        return stack.members.map { member in
            let relevance = hosted.engine.states[member.id]?.relevance
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
        hosted.engine.settings.stackRanking.rank(
            rankingMembers(of: stack, at: now), currentTop: home.stacks.tops[stack.id],
            lastRotation: home.stacks.rotations[stack.id], pinned: home.stacks.pins[stack.id]?.member, at: now)
    }

    /// Releases pins whose stack's relevance changed, then puts each Smart Rotate stack's most
    /// relevant member on top (ranking with hysteresis and a minimum interval).
    func rotateStacks(at now: Date) {
        home.stacks.rechecks = [:]
        for stack in home.allStacks {
            let members = rankingMembers(of: stack, at: now, explained: false)
            if let pin = home.stacks.pins[stack.id],
                pin.relevance != StackState.RelevanceSignature(members) || !stack.members.contains(where: { $0.id == pin.member })
            {
                home.stacks.pins[stack.id] = nil
                Self.logger.info("\(stack.id): a relevance changed; \(pin.member) is no longer pinned")
            }
            guard stack.smartRotate else { continue }
            guard
                let result = hosted.engine.settings.stackRanking.rank(
                    members, currentTop: home.stacks.tops[stack.id],
                    lastRotation: home.stacks.rotations[stack.id],
                    pinned: home.stacks.pins[stack.id]?.member, at: now)
            else { continue }
            if result.top != home.stacks.tops[stack.id] {
                if home.stacks.tops[stack.id] != nil {
                    // The reason with each member's explanation, made only when it is logged.
                    Self.logger.info("\(stack.id): \(ranking(of: stack, at: now)?.reason ?? result.reason)")
                    home.stacks.rotations[stack.id] = now
                }
                home.stacks.tops[stack.id] = result.top
            }
            if let recheck = result.reconsiderAt { home.stacks.rechecks[stack.id] = recheck }
        }
    }

    /// Puts `member` on top of `stack`, chosen by hand (a swipe, a widget stacked onto it): with
    /// Smart Rotate on, it stays there until a relevance of the stack changes; with it off, it
    /// stays until the next swipe anyway, and is not pinned (turning Smart Rotate on then lets
    /// the ranking choose at once).
    func pin(_ member: WidgetInstanceID, onTopOf stack: StackItem, at now: Date) {
        home.stacks.tops[stack.id] = member
        if stack.smartRotate {
            home.stacks.pins[stack.id] = StackState.Pin(
                member: member, relevance: StackState.RelevanceSignature(rankingMembers(of: stack, at: now)))
        }
    }

    /// `<` and `>`: shows the previous or next member of the selected stack; with Smart Rotate
    /// on, the member chosen stays on top until a relevance of the stack changes.
    func swipeStack(by delta: Int, at now: Date) {
        guard let item = home.selectedItem, let (members, top) = item.stack, let stack = layout.item(item.id)?.stack else {
            showToast("< > swipe through a stack: select a stack first", at: now)
            return
        }
        let index = ((top + delta) % members.count + members.count) % members.count
        let member = members[index].id
        pin(member, onTopOf: stack, at: now)
        home.navigation.linkIndex = nil
        showToast("\(member) (\(index + 1) of \(members.count))\(stack.smartRotate ? ", pinned until a relevance changes" : "")", at: now)
    }

    /// Records an interaction with a widget (opening it): stacks then favour it around this
    /// time of day. The donations are saved to the state folder.
    func recordDonation(_ donation: InteractionDonation, at now: Date) {
        home.stacks.donations.donate(donation)
        saveDonations()
        rotateStacks(at: now)
    }

    /// Takes the donations read from the state folder at start (off the main actor), keeping
    /// any recorded since.
    func adoptDonations(_ loaded: DonationStore, at now: Date) {
        let recent = donations.donations
        home.stacks.donations = loaded
        for donation in recent where !loaded.donations.contains(donation) { home.stacks.donations.donate(donation) }
        rotateStacks(at: now)
    }

    /// Opening a widget (its link, its URL or its app) is an interaction: a donation of its kind
    /// and configuration.
    func recordOpening(_ id: WidgetInstanceID, at now: Date) {
        guard let widget = layout.widget(id) else { return }
        recordDonation(InteractionDonation(kind: widget.kind, configuration: widget.configuration, date: now), at: now)
    }

    private func saveDonations() {
        guard let store = hosted.persistence.store else { return }
        do {
            try store.saveDonations(donations)
        } catch {
            Self.logger.error("cannot save donations: \(error)")
        }
    }
}
