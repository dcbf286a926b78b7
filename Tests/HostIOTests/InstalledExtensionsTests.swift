import BundledWidgets
import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Finding the installed extensions: stored descriptions used without running anything,
/// stale ones described again, and problems instead of crashes.
struct InstalledExtensionsTests {
    /// A fresh extensions folder, removed by the caller.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-installed-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An executable Python script describing one widget of `kind`; each start appends a line
    /// to `starts.log` beside it, so a test sees whether it ran.
    static func script(in folder: URL, kind: String, named name: String = "widget.py", controls: String = "[]", activities: String = "[]")
        throws
        -> URL
    {
        let file = folder.appendingPathComponent(name)
        let text = """
            #!/usr/bin/env python3
            import json, os, sys
            with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "starts.log"), "a") as log:
                log.write("started\\n")
            entry = {"date": 0, "view": {"kind": "text", "runs": [{"kind": "verbatim", "text": "hi"}]}}
            for line in sys.stdin:
                request = json.loads(line)
                if request["call"]["kind"] == "describe":
                    result = {"kind": "widgets", "widgets": [{"widget": "\(kind)", "displayName": "W", "families": ["systemSmall"],
                              "placeholders": {"systemSmall": entry}}], "controls": json.loads('\(controls)'),
                              "activities": json.loads('\(activities)')}
                else:
                    result = {"kind": "timeline", "timeline": {"entries": [entry], "policy": {"kind": "never"}}}
                print(json.dumps({"version": 1, "id": request["id"], "result": result}), flush=True)
            """
        try ExecutableScript.write(text, to: file)
        return file
    }

    static func starts(in folder: URL) -> Int {
        ((try? String(contentsOf: folder.appendingPathComponent("starts.log"), encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    @Test func noExtensionsFolderMeansNothingAtAll() async throws {
        let installed = InstalledExtensions(folder: URL(fileURLWithPath: "/nonexistent/hs-\(UUID().uuidString)"))
        let widgets = await installed.descriptors(besides: WidgetCatalog([]))
        #expect(widgets.descriptors.isEmpty && widgets.problems.isEmpty)
    }

    @Test func aStoredDescriptionOfAnUnchangedProgramIsUsedWithoutRunningIt() async throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let programs = root.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        let program = try Self.script(in: programs, kind: "hi")
        let installed = InstalledExtensions(folder: root.appendingPathComponent("extensions"))
        let added = try await installed.add(executable: program.path, name: "hi")
        #expect(added.stored?.widgets.map(\.widget) == ["hi"])
        #expect(Self.starts(in: programs) == 1)

        let widgets = await installed.descriptors(besides: WidgetCatalog([]))
        #expect(widgets.descriptors.map(\.kind) == ["hi"])
        #expect(widgets.extensionOfKind == ["hi": "hi"])
        #expect(widgets.problems.isEmpty)
        #expect(Self.starts(in: programs) == 1, "a current description starts nothing")
    }

    /// An extension's controls are stored with its description and offered beside its widgets;
    /// a control kind this homescreen has already is a problem, not a second control.
    @Test func anExtensionsControlsAreStoredAndOffered() async throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let programs = root.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        let lamp = #"{"control": "CONTROL", "displayName": "Lamp", "preview": {"title": "Lamp", "isOn": false, "intent": "lamp"}}"#
        let controls = "[" + ["hi.lamp", "taken"].map { lamp.replacingOccurrences(of: "CONTROL", with: $0) }.joined(separator: ", ") + "]"
        let program = try Self.script(in: programs, kind: "hi", controls: controls)
        let installed = InstalledExtensions(folder: root.appendingPathComponent("extensions"))
        let added = try await installed.add(executable: program.path, name: "hi")
        #expect(added.stored?.controls.map(\.control) == ["hi.lamp", "taken"])

        let own = ControlDescriptor(kind: "taken", preview: { _ in .blank }, current: { _ in .blank })
        let widgets = await installed.descriptors(besides: WidgetCatalog([], controls: [own]))
        #expect(widgets.controls.map(\.kind) == ["hi.lamp"])
        #expect(widgets.controls.first?.preview([:]).role == .toggle(isOn: false))
        #expect(widgets.problems == [#"extension hi: control kind "taken" is taken (by a control of this homescreen); skipped"#])
    }

    @Test func anExtensionsActivitiesAreStoredAndRegisteredUnlessTaken() async throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let programs = root.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        let activities =
            #"[{"activity": "deploy", "displayName": "Deploy"}, {"activity": "build", "displayName": "B"}, {"activity": "", "displayName": "E"}]"#
        let program = try Self.script(in: programs, kind: "hi", activities: activities)
        let installed = InstalledExtensions(folder: root.appendingPathComponent("extensions"))
        let added = try await installed.add(executable: program.path, name: "hi")
        #expect(added.stored?.activities.map(\.activity) == ["deploy", "build", ""])
        #expect(StoredDescription.load(from: added.folder)?.activities == added.stored?.activities)

        var own = WidgetCatalog([])
        own.registerActivity(ActivityDescriptor(kind: "build", displayName: "Build") { _ throws(ActivityFailure) in .empty })
        let widgets = await installed.descriptors(besides: own)
        #expect(widgets.activities.map(\.kind) == ["deploy"])
        #expect(widgets.activities.first?.displayName == "Deploy")
        #expect(
            widgets.problems == [
                #"extension hi: activity kind "build" is taken (by an activity of this homescreen); skipped"#,
                "extension hi: an activity has an empty kind; skipped",
            ])
    }

    /// The home screen stops the installed extensions' programs when it quits: one busy in a
    /// loop never sees its input end.
    @Test func theClientsOfTheWidgetsAreKeptAndStopAllStopsTheirPrograms() async throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let program = try Self.script(in: root, kind: "hi")
        let installed = InstalledExtensions(folder: root.appendingPathComponent("extensions"))
        _ = try await installed.add(executable: program.path, name: "hi")
        // The idle stop and the deadlines on a schedule fired by hand: on a loaded machine a real
        // 5 s idle stop could end the program between its answer and the check below.
        let schedule = ManualSchedule()
        let widgets = installed.descriptorsWithoutWaiting(besides: WidgetCatalog([]), schedule: schedule.schedule).widgets
        let client = try #require(widgets.clients.first)
        #expect(widgets.clients.count == 1)
        #expect(!client.isRunning, "nothing was asked yet")
        guard case .success = await client.request(.describe(sizes: [:])) else {
            Issue.record("the program did not answer its describe")
            return
        }
        #expect(client.isRunning)
        widgets.stopAll()
        #expect(!client.isRunning)
    }

    @Test func aChangedProgramIsDescribedAgainAndStored() async throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let programs = root.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        let program = try Self.script(in: programs, kind: "first")
        let installed = InstalledExtensions(folder: root.appendingPathComponent("extensions"))
        _ = try await installed.add(executable: program.path, name: "changing")
        _ = try Self.script(in: programs, kind: "second-kind")
        #expect(installed.scan().extensions.first?.currentDescription == nil)

        let widgets = await installed.descriptors(besides: WidgetCatalog([]))
        #expect(widgets.descriptors.map(\.kind) == ["second-kind"])
        #expect(Self.starts(in: programs) == 2)
        #expect(installed.scan().extensions.first?.currentDescription?.widgets.map(\.widget) == ["second-kind"])
    }

    @Test func badManifestsFailedDescriptionsAndTakenKindsAreProblemsNotCrashes() async throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let programs = root.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        let extensions = root.appendingPathComponent("extensions")
        let installed = InstalledExtensions(folder: extensions)
        _ = try await installed.add(executable: try Self.script(in: programs, kind: "clock").path, name: "clash")
        _ = try await installed.add(executable: try Self.script(in: programs, kind: "fine", named: "fine.py").path, name: "fine")
        for (name, manifest) in [
            ("broken", "name = \"broken\"\nexecutable = [1]\n"), ("gone", "name = \"gone\"\nexecutable = \"/nonexistent/x\"\n"),
        ] {
            try FileManager.default.createDirectory(at: extensions.appendingPathComponent(name), withIntermediateDirectories: true)
            try manifest.write(to: extensions.appendingPathComponent("\(name)/manifest.toml"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: extensions.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let linked = WidgetCatalog(BundledWidgets().descriptors)

        let widgets = await installed.descriptors(besides: linked)
        #expect(widgets.descriptors.map(\.kind) == ["fine"])
        let problems = widgets.problems.joined(separator: "\n")
        #expect(problems.contains("extension broken: \(extensions.path)/broken/manifest.toml:2: executable: an array is not"))
        #expect(problems.contains("extension clash: widget kind \"clock\" is taken (by a widget of this homescreen); skipped"))
        #expect(problems.contains("extension empty: no manifest.toml"))
        #expect(problems.contains("extension gone: its program /nonexistent/x is not there"))
    }

    @Test func addRefusesAProgramThatCannotDescribeItself() async throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let program = root.appendingPathComponent("mute.sh")
        try ExecutableScript.write("#!/bin/sh\nexit 3\n", to: program)
        let installed = InstalledExtensions(folder: root.appendingPathComponent("extensions"))
        await #expect(throws: ExtensionInstallError.self) { try await installed.add(executable: program.path, name: "mute") }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("extensions/mute").path))
        await #expect(throws: ExtensionInstallError.self) { try await installed.add(executable: root.path + "/none", name: "none") }
    }
}
