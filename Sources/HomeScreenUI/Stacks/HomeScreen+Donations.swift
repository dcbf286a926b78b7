import Foundation
import WidgetEngine

extension HomeScreen {
    /// Records an interaction with a widget (opening it, or a script's donation): stacks then
    /// favour it around this time of day. The donations are saved to the state folder.
    public func recordDonation(_ donation: InteractionDonation, at now: Date) {
        donations.donate(donation)
        saveDonations()
        rotateStacks(at: now)
    }

    /// Takes the donations read from the state folder at start (off the main actor), keeping
    /// any recorded since.
    public func adoptDonations(_ loaded: DonationStore, at now: Date) {
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
        guard let store else { return }
        do {
            try store.saveDonations(donations)
        } catch {
            logger.error("cannot save donations: \(error)")
        }
    }
}
