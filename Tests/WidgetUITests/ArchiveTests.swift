import Foundation
import Testing
import TestSupport
import WidgetUI

struct ArchiveTests {
    private var sample: some View {
        VStack(alignment: .leading) {
            Text("Title").font(.headline)
            Text(Fixtures.instant, style: .relative).privacySensitive()
            HStack {
                Image(systemName: "star.fill")
                Spacer()
                ProgressView(value: 0.5)
            }
            Link(destination: URL(fileURLWithPath: "/tmp")) { Text("open") }
            Circle().fill(.red).frame(width: 14, height: 16)
        }
        .padding()
        .widgetURL(URL(string: "app://x"))
        .containerBackground(.blue, for: .widget)
    }

    @Test func archivesRoundTripThroughJSON() throws {
        let node = ViewResolver.resolve(sample, in: Fixtures.environment)
        #expect(try ViewNode(jsonDocument: node.jsonDocument()) == node)
    }

    @Test func theArchiveIsEvaluatedOnceAndRendersWithoutTheView() {
        let node = ViewResolver.resolve(sample, in: Fixtures.environment)
        let first = ViewRenderer.render(node, size: CellSize(width: 22, height: 10), context: Fixtures.plainContext())
        let again = ViewRenderer.render(node, size: CellSize(width: 22, height: 10), context: Fixtures.plainContext())
        #expect(first.buffer == again.buffer)
        #expect(first.widgetURL == URL(string: "app://x"))
        #expect(first.links.map(\.url) == [URL(fileURLWithPath: "/tmp")])
    }

    @Test func linksReportWhereTheyWereDrawn() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("header")
            Link("first", destination: URL(fileURLWithPath: "/a"))
            Link("second", destination: URL(fileURLWithPath: "/b"))
        }
        let rendered = ViewRenderer.render(view, size: CellSize(width: 6, height: 3), context: Fixtures.plainContext())
        #expect(rendered.links.map(\.frame) == [CellRect(x: 0, y: 1, width: 5, height: 1), CellRect(x: 0, y: 2, width: 6, height: 1)])
    }

    @Test func liveContentIsDetected() {
        #expect(!ViewResolver.resolve(Text("fixed")).containsLiveContent)
        #expect(ViewResolver.resolve(Text(timerInterval: Date()...Date().addingTimeInterval(5))).containsLiveContent)
        #expect(!ViewResolver.resolve(Text(Date(), style: .time)).containsLiveContent)
    }
}
