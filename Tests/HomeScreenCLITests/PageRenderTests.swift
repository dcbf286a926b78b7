import CellGrid
import Foundation
import HostIO
import Testing
import TestSupport

/// `homescreen render --page N`: a whole page of the home screen, headless, at any size.
struct PageRenderTests {
    /// The demo layout (widgets whose content depends only on the instant) in a file.
    private func demoLayout() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hs-page-\(UUID().uuidString.prefix(8)).toml")
        try LayoutFile.save(.demo, to: url)
        return url
    }

    @Test func aPageIsDrawnAtTheSizeAsked() async throws {
        let layout = try demoLayout()
        defer { try? FileManager.default.removeItem(at: layout) }
        let result = try await BinaryRunner.run([
            "render", "--page", "2", "--width", "60", "--height", "30", "--layout", layout.path, "--at", "2026-11-21T09:41:00Z",
            "--color", "never", "--theme", "dark",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == 30)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 60 })
        #expect(result.stdout.contains("page 2/"))
        Snapshot.assert(result.stdout, named: "render-page-2-60x30")
    }

    @Test func colorIsANSIAndTheDefaultSizeIs80x40() async throws {
        let layout = try demoLayout()
        defer { try? FileManager.default.removeItem(at: layout) }
        let result = try await BinaryRunner.run([
            "render", "--page", "1", "--layout", layout.path, "--at", "2026-11-21T09:41:00Z", "--color", "always",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\u{1B}["))
        #expect(result.stdout.contains("Showcase"))
        let plain = try await BinaryRunner.run(["render", "--page", "1", "--layout", layout.path, "--color", "never"])
        #expect(plain.stdout.split(separator: "\n").count == 40)
    }

    @Test func mistakesAreSaid() async throws {
        let layout = try demoLayout()
        defer { try? FileManager.default.removeItem(at: layout) }
        let past = try await BinaryRunner.run(["render", "--page", "3", "--layout", layout.path, "--color", "never"])
        #expect(past.status != 0)
        #expect(past.stderr.contains("--page 3: the layout has 2 page(s) at 80x40"))
        let both = try await BinaryRunner.run(["render", "clock", "--page", "1", "--layout", layout.path])
        #expect(both.stderr.contains("leave out the widget kind"))
        let sizeAlone = try await BinaryRunner.run(["render", "clock", "--width", "100"])
        #expect(sizeAlone.stderr.contains("--width, --height and --layout go with --page"))
        try "[[page]]\n\n[[page.widget]]\nid = \"a\"\nkind = \"clock\"\nfamily = \"huge\"\ncolumn = 0\nrow = 0\n".write(
            to: layout, atomically: true, encoding: .utf8)
        let broken = try await BinaryRunner.run(["render", "--page", "1", "--layout", layout.path])
        #expect(broken.status != 0)
        #expect(broken.stderr.contains("\(layout.lastPathComponent):6: page[0].widget[0].family"), "\(broken.stderr)")
    }
}
