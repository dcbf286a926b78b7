import Archive
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Live activities across the extension protocol: `describe` lists them, `evaluateActivity`
/// answers an activity's archived views for its attributes and state: from a Python program,
/// and from a Swift bundle served by ``ExtensionServer`` (what `WidgetBundle.main()` runs).
@Suite(.serialized) struct ExtensionActivityTests {
    static let context = RenderContext(now: Fixtures.instant, palette: .monochrome, timeZone: TimeZone(identifier: "UTC") ?? .current)

    static func text(_ node: ViewNode, width: Int = 40) -> String {
        ViewRenderer.render(node, size: CellSize(width: width, height: 1), context: context).text
            .trimmingCharacters(in: .whitespaces)
    }

    static let evaluation = ActivityEvaluation(
        activity: "deploy", id: "0123456789ab", attributes: #"{"service":"api"}"#, state: #"{"step":"2/3"}"#, isStale: true,
        date: Fixtures.instant, timeZone: "Europe/Oslo", locale: "nb_NO")

    @Test func theCallAndItsAnswerCrossAsOneLineEach() throws {
        let request = ExtensionRequest(id: 4, body: .evaluateActivity(Self.evaluation))
        let line = try request.line()
        #expect(line.contains(#""kind":"evaluateActivity""#) && line.contains(#""attributes":"{\"service\":\"api\"}""#))
        #expect(try ExtensionRequest(line: line) == request)

        let answer = #"""
            {"version": 1, "id": 4, "result": {"kind": "activity", "views": {
              "lockScreen": {"kind": "text", "runs": [{"kind": "verbatim", "text": "api 2/3"}]},
              "compactLeading": {"kind": "text", "runs": [{"kind": "verbatim", "text": "api"}]},
              "compactTrailing": {"kind": "text", "runs": [{"kind": "verbatim", "text": "2/3"}]},
              "minimal": {"kind": "text", "runs": [{"kind": "verbatim", "text": "2"}]},
              "expanded": {"bottom": {"kind": "text", "runs": [{"kind": "verbatim", "text": "step 2 of 3"}]}},
              "url": "https://ci.example/api"}}}
            """#.replacingOccurrences(of: "\n", with: "")
        guard case let .activity(views) = try ExtensionAnswer(line: answer).body else {
            Issue.record("not an activity answer")
            return
        }
        #expect(Self.text(views.lockScreen) == "api 2/3")
        #expect(Self.text(views.compactTrailing) == "2/3")
        #expect(views.expanded.keys.sorted() == ["bottom"])
        #expect(views.url == URL(string: "https://ci.example/api"))
        #expect(try ExtensionAnswer(line: ExtensionAnswer(id: 4, body: .activity(views)).line()).body == .activity(views))

        let missing = #"{"version": 1, "id": 4, "result": {"kind": "activity", "views": {"lockScreen": {"kind": "hidden"}}}}"#
        #expect {
            try ExtensionAnswer(line: missing)
        } throws: { error in
            "\(error)".contains("result.views")
        }
    }

    @Test func describeListsActivitiesBesideWidgets() throws {
        let line =
            #"{"version":1,"id":1,"result":{"kind":"widgets","widgets":[],"activities":[{"activity":"deploy","displayName":"Deploy"}]}}"#
        guard case let .widgets(widgets, controls, activities) = try ExtensionAnswer(line: line).body else {
            Issue.record("not a widgets answer")
            return
        }
        #expect(widgets.isEmpty && controls.isEmpty)
        #expect(activities == [ExtensionActivity(activity: "deploy", displayName: "Deploy")])
        // Left out when there are none, as the controls are.
        #expect(try !ExtensionAnswer(id: 1, body: .widgets([])).line().contains("activities"))
    }

    static let deployScript = """
        def text(value):
            return {"kind": "text", "runs": [{"kind": "verbatim", "text": value}]}

        for line in sys.stdin:
            request = json.loads(line)
            call = request["call"]
            if call["kind"] == "describe":
                result(request, {"kind": "widgets", "widgets": [], "activities": [
                    {"activity": "deploy", "displayName": "Deploy", "description": "A deployment."}]})
            elif call["kind"] == "evaluateActivity" and call["activity"] == "deploy":
                attributes = json.loads(call["attributes"])
                state = json.loads(call["state"])
                if state.get("step") == "boom":
                    result(request, {"kind": "error", "message": "no step boom"})
                    continue
                flags = ("stale " if call.get("isStale") else "") + ("ended " if call.get("isEnded") else "")
                views = {"lockScreen": text(flags + attributes["service"] + " " + state["step"] + " " + call["timeZone"]),
                         "compactLeading": text(attributes["service"]), "compactTrailing": text(state["step"]),
                         "minimal": text(state["step"][0]), "expanded": {"bottom": text("id " + call["id"])}}
                if state.get("step") == "wide":
                    views["expanded"] = {"sideways": text("x")}
                if state.get("step") == "huge":
                    views["lockScreen"] = {"kind": "stack", "axis": "vertical", "children": [text(str(n)) for n in range(2100)]}
                result(request, {"kind": "activity", "views": views})
            else:
                result(request, {"kind": "error", "message": "no " + call["kind"]})
        """

    @Test func aScriptDeclaresAnActivityWhoseViewsTheHostAsksFor() async throws {
        let client = ExtensionClient(
            .init(name: "deployer", arguments: FakeExtension.script(Self.deployScript), schedule: ManualSchedule().schedule))
        defer { client.stop() }
        guard case let .success(described) = await ExtensionCatalog.describeAll(client) else {
            Issue.record("the script did not describe itself")
            return
        }
        #expect(described.activities.map(\.activity) == ["deploy"])
        let activity = ExtensionCatalog.descriptor(try #require(described.activities.first), client: client)
        #expect(activity.kind == "deploy" && activity.displayName == "Deploy" && activity.isServedElsewhere)

        var record = ActivityRecord(
            id: "0123456789ab", kind: "deploy", attributes: #"{"service":"api"}"#, state: #"{"step":"1/3"}"#, views: .empty,
            started: Fixtures.instant, staleDate: Fixtures.instant.addingTimeInterval(60))
        let views = try await activity.evaluate(record.payload(at: Fixtures.instant))
        #expect(Self.text(views.lockScreen).hasPrefix("api 1/3 "))
        #expect(Self.text(views.compactLeading) == "api" && Self.text(views.minimal) == "1")
        #expect(Self.text(views.expanded["bottom"] ?? .emptyForTests) == "id 0123456789ab")
        #expect(throws: Never.self) { try ActivityLimits.standard.check(ActivityRecord(copying: record, views: views)) }

        // Stale, then ended: the flags cross.
        let stale = try await activity.evaluate(record.payload(at: Fixtures.instant.addingTimeInterval(90)))
        #expect(Self.text(stale.lockScreen).hasPrefix("stale api 1/3"))
        record.ended = Fixtures.instant.addingTimeInterval(100)
        let ended = try await activity.evaluate(record.payload(at: Fixtures.instant.addingTimeInterval(100)))
        #expect(Self.text(ended.lockScreen).hasPrefix("ended api 1/3"))

        // The extension's error, an unknown region and too many nodes fail with the reason.
        for (step, reason) in [
            ("boom", "extension deployer: no step boom"),
            ("wide", #"the expanded region "sideways" is not one of"#),
            ("huge", "nodes; at most 2000 are taken"),
        ] {
            record.state = #"{"step":"\#(step)"}"#
            await #expect {
                try await activity.evaluate(record.payload(at: Fixtures.instant))
            } throws: { error in
                (error as? ActivityFailure)?.message.contains(reason) == true
            }
        }
    }

    @Test func aSwiftBundleServesItsActivities() async throws {
        let catalog = WidgetCatalog(DeliveryBundle().descriptors)
        let server = ExtensionServer(catalog: catalog)
        guard case let .widgets(widgets, _, activities) = await server.result(of: .describe(sizes: [:])) else {
            Issue.record("describe did not answer widgets")
            return
        }
        #expect(widgets.isEmpty)
        #expect(activities.map(\.activity) == ["DeliveryAttributes"])

        let payload = try ActivityAPITests.payload()
        let evaluation = ActivityEvaluation(
            activity: "DeliveryAttributes", id: payload.id, attributes: String(decoding: payload.attributes, as: UTF8.self),
            state: String(decoding: payload.state, as: UTF8.self), date: Fixtures.instant)
        guard case let .activity(views) = await server.result(of: .evaluateActivity(evaluation)) else {
            Issue.record("evaluateActivity did not answer an activity")
            return
        }
        // The same views the linked kind evaluates, through the protocol's line.
        let linked = try #require(catalog.activity(forKind: "DeliveryAttributes")).views(for: payload)
        let line = try ExtensionAnswer(id: 1, body: .activity(views)).line()
        #expect(try ExtensionAnswer(line: line).body == .activity(linked))

        var wrong = evaluation
        wrong.state = #"{"courier":3}"#
        guard case let .error(field) = await server.result(of: .evaluateActivity(wrong)) else {
            Issue.record("a state of the wrong type was answered")
            return
        }
        #expect(field.hasPrefix("--state: "))
        wrong.activity = "nope"
        guard case let .error(message) = await server.result(of: .evaluateActivity(wrong)) else {
            Issue.record("an unknown activity was answered")
            return
        }
        #expect(message.contains(#"unknown activity "nope"; this extension offers DeliveryAttributes"#))
    }
}

extension ActivityRecord {
    /// `record` with `views`.
    fileprivate init(copying record: ActivityRecord, views: ActivityViews) {
        self = record
        self.views = views
    }
}
