import Foundation
import Testing
import TestSupport
import WidgetEngine

/// A widget's `sources` in `describe` (issue 39): read from the answer, optional, and kept in
/// the descriptor the host watches them from.
struct ExtensionSourcesTests {
    private func widgets(_ line: String) throws -> [ExtensionWidget] {
        guard case let .widgets(widgets, _, _) = try ExtensionAnswer(line: line).body else { return [] }
        return widgets
    }

    @Test func sourcesAreReadAndReachTheDescriptor() throws {
        let described = try widgets(
            #"{"version": 1, "id": 1, "result": {"kind": "widgets", "widgets": [{"widget": "inbox", "displayName": "Inbox", "#
                + #""families": ["systemSmall"], "sources": ["~/.local/share/mail/inbox.json", "/var/spool/mail"]}]}}"#)
        #expect(described.map(\.sources) == [["~/.local/share/mail/inbox.json", "/var/spool/mail"]])
        let client = ExtensionClient(.init(name: "inbox", arguments: ["/bin/false"], schedule: ManualSchedule().schedule))
        let descriptors = ExtensionCatalog.descriptors(described, client: client)
        #expect(descriptors.map(\.sources) == [["~/.local/share/mail/inbox.json", "/var/spool/mail"]])
        // Left out, it is empty, and written back it is left out.
        let plain = try widgets(
            #"{"version": 1, "id": 1, "result": {"kind": "widgets", "widgets": [{"widget": "inbox", "displayName": "Inbox", "#
                + #""families": ["systemSmall"]}]}}"#)
        #expect(plain.map(\.sources) == [[]])
        #expect(try !ExtensionAnswer(id: 1, body: .widgets(plain)).line().contains("sources"))
    }
}
