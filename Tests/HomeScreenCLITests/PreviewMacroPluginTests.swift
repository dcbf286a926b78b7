import Foundation
import Testing
import TestSupport

/// The `#Preview` compiler plugin (`WidgetPreviewMacros-tool`) spoken to as the compiler does:
/// length-prefixed JSON on its standard input, answers on its standard output.
struct PreviewMacroPluginTests {
    private struct Answer {
        var json: [String: Any]
        var expansion: [String: Any]? { json["expandMacroResult"] as? [String: Any] }
        var source: String? { expansion?["expandedSource"] as? String }
        var diagnostics: [[String: Any]] { expansion?["diagnostics"] as? [[String: Any]] ?? [] }
    }

    private static func frame(_ json: String) -> Data {
        let body = Data(json.utf8)
        var length = UInt64(body.count).littleEndian
        return withUnsafeBytes(of: &length) { Data($0) } + body
    }

    private static func expansionRequest(_ source: String, line: Int = 10) throws -> String {
        let request: [String: Any] = [
            "expandFreestandingMacro": [
                "discriminator": "$s4Test0016Filesswift_fMf_", "macroRole": "declaration", "lexicalContext": [],
                "macro": ["moduleName": "WidgetPreviewMacros", "typeName": "PreviewMacro", "name": "Preview"],
                "syntax": [
                    "kind": "declaration", "source": source,
                    "location": ["fileID": "Test/File.swift", "fileName": "/src/File.swift", "offset": 120, "line": line, "column": 1],
                ],
            ]
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
    }

    /// Sends `messages` in one session and reads every answer.
    private func talk(_ messages: [String]) async throws -> [Answer] {
        let folder = URL(fileURLWithPath: "/tmp/hs-plugin-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in"), output = folder.appendingPathComponent("out")
        try messages.map(Self.frame).reduce(Data(), +).write(to: input)
        let tool = BinaryRunner.productsFolder.appendingPathComponent("WidgetPreviewMacros-tool").path
        let run = try await ChildProcess.run("/bin/sh", ["-c", "exec \"$0\" < \"$1\" > \"$2\"", tool, input.path, output.path])
        #expect(run.status == 0, "\(run.stderr)")
        var data = try Data(contentsOf: output)[...]
        var answers: [Answer] = []
        while data.count >= 8 {
            let length = data.prefix(8).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            let body = data.dropFirst(8).prefix(length)
            data = data.dropFirst(8 + length)
            answers.append(Answer(json: try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])))
        }
        return answers
    }

    @Test func itAnswersTheCapabilityAndExpandsPreviewsAsCallsOfWidgetPreview() async throws {
        let tricky = """

            // A comment { with a brace, and #Preview in it
            /* a block /* nested } */ comment */
            #Preview("A } tricky { name", as: .systemSmall) {
                Clock() // } not the end
            } timeline: {
                Entry(text: "{ \\(1) }")
            }
            """
        let answers = try await talk([
            #"{"getCapability":{"capability":{"protocolVersion":7}}}"#,
            try Self.expansionRequest(tricky),
            try Self.expansionRequest("#Preview(as: .systemMedium, widget: { W() }, timelineProvider: { P() })", line: 3),
        ])
        #expect(answers.count == 3)
        let capability = answers[0].json["getCapabilityResult"] as? [String: Any]
        #expect((capability?["capability"] as? [String: Any])?["protocolVersion"] as? Int == 7)
        #expect(
            answers[1].source == """
                @used @section(".init_array") nonisolated(unsafe) let $s4Test0016Filesswift_fMf_7previewfMu_: @convention(c) () -> Void = {
                    WidgetEngine.WidgetPreviews.register(fileID: "Test/File.swift", line: 13) {
                        WidgetEngine.WidgetPreview("A } tricky { name", as: .systemSmall) {
                    Clock() // } not the end
                } timeline: {
                    Entry(text: "{ \\(1) }")
                }
                    }
                }
                """)
        #expect(answers[1].diagnostics.isEmpty)
        #expect(
            answers[2].source?.contains(
                "line: 3) {\n        WidgetEngine.WidgetPreview(as: .systemMedium, widget: { W() }, timelineProvider: { P() })\n") == true)
    }

    @Test func textThatIsNotAPreviewIsAnErrorAtItsPlace() async throws {
        let answers = try await talk([
            try Self.expansionRequest("  #PreviewOther(1)"),
            try Self.expansionRequest("/* never closed\n#Preview(as: .systemSmall)"),
        ])
        #expect(answers.count == 2)
        #expect(answers[0].source == nil)
        #expect(answers[0].diagnostics.first?["message"] as? String == "#Preview expands only the text #Preview(…)")
        #expect((answers[0].diagnostics.first?["position"] as? [String: Any])?["offset"] as? Int == 122)
        #expect(answers[1].diagnostics.first?["message"] as? String == "unterminated comment before #Preview")
    }
}
