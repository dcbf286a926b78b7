import Foundation
import Testing
import TestSupport
import WidgetUI

/// Environment values widget code reads: the text size, `openURL`.
struct EnvironmentValueTests {
    private struct SizeReader: View {
        @Environment(\.dynamicTypeSize) private var size
        var body: some View { Text(verbatim: "\(size)") }
    }

    @Test(arguments: [
        (DynamicTypeSize.large, DynamicTypeSize.large),
        (.xSmall, .small),
        (.accessibility5, .xxLarge),
    ])
    func aRangeLimitsTheSize(_ set: DynamicTypeSize, _ read: DynamicTypeSize) {
        let view = SizeReader().dynamicTypeSize(.small ... .xxLarge).dynamicTypeSize(set)
        #expect(lines(view, width: 8, height: 1) == [String("\(read)".padding(toLength: 8, withPad: " ", startingAt: 0))])
    }

    @Test func theOlderSizeCategoryFollowsTheSize() {
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.dynamicTypeSize = .accessibility1
        #expect(environment.sizeCategory == .accessibilityMedium)
        #expect(environment.sizeCategory.isAccessibilityCategory)
        environment.sizeCategory = .extraSmall
        #expect(environment.dynamicTypeSize == .xSmall)
    }

    @Test func theDefaultOpenURLActionDiscardsAndASetOneIsCalled() throws {
        let url = try #require(URL(string: "https://example.com"))
        var accepted: Bool?
        EnvironmentValues().openURL(url) { accepted = $0 }
        #expect(accepted == false)
        let opened = Opened()
        var environment = EnvironmentValues()
        environment.openURL = OpenURLAction { url in
            opened.append(url)
            return .handled
        }
        environment.openURL(url) { accepted = $0 }
        #expect(accepted == true)
        #expect(opened.urls == [url])
    }
}

private final class Opened: @unchecked Sendable {
    private(set) var urls: [URL] = []
    func append(_ url: URL) { urls.append(url) }
}
