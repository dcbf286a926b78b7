import Foundation
import WidgetEngine

/// A plugin as a widget: its descriptor, whose provider runs the plugin (in the process that
/// serves it: `homescreen extension serve` for the home screen, this one for `render`) and
/// reads its output into a timeline.
///
/// - A plugin with an interval reloads on it, only while an instance is on the page shown
///   (``WidgetDescriptor/reloadsOnlyOnPageShown``: a due run waits until one is), free of
///   budget (``WidgetScheduling/unmetered``).
/// - A stream (`<swiftbar.type>streamable</…>`, `<homescreen.stream>lines</…>`) runs while an
///   instance is shown and pushes each state it prints (``PluginStream``).
/// - Its `<xbar.var>`s are its parameters; saving them writes `{file}.vars.json`.
public enum PluginWidget {
    /// The families a plugin comes in: every one a list or a title fits.
    public static let families: [WidgetFamily] = [
        .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryRectangular, .accessoryInline, .accessoryCircular,
    ]

    /// The widget of `plugin`. `schedule` runs its deadlines and a stream's restarts (tests
    /// fire theirs by hand); `host` is the environment the plugin's own is made from (its
    /// `PATH`, `HOME`, locale and XDG folders).
    public static func descriptor(
        of plugin: Plugin, schedule: @escaping ExtensionClient.Schedule = ExtensionClient.realTimeSchedule,
        host: [String: String] = ProcessEnvironment.variables
    ) -> WidgetDescriptor {
        let stream = plugin.stream.map { _ in PluginStream(plugin: plugin, schedule: schedule, host: host) }
        let stored = (try? PluginVars.read(plugin.varsFile).get()) ?? [:]
        let parameters = plugin.metadata.variables.map { $0.parameter(stored: stored[$0.name]) }
        let name = plugin.displayName
        let interval = plugin.fileName.interval
        let provider = AnyTimelineProvider(
            placeholder: { context, environment in
                PluginTimeline.archive(
                    PluginContent(date: context.date, name: name, document: placeholder(name), titleIndex: 0), environment: environment)
            },
            snapshot: { context, environment, values throws(ProviderFailure) in
                let document: PluginDocument
                if let stream {
                    document = try stream.latest().get() ?? placeholder(name)
                } else {
                    document = try await PluginRun.document(
                        of: plugin, configuration: values, scheme: context.colorScheme, schedule: schedule, host: host)
                }
                return PluginTimeline.archive(
                    PluginContent(date: context.date, name: name, document: document, titleIndex: 0), environment: environment)
            },
            timeline: { context, environment, values throws(ProviderFailure) in
                if let stream {
                    let document = try stream.latest().get() ?? waiting(name)
                    return PluginTimeline.archive(document, name: name, interval: nil, environment: environment, at: context.date)
                }
                let document = try await PluginRun.document(
                    of: plugin, configuration: values, scheme: context.colorScheme, schedule: schedule, host: host)
                return PluginTimeline.archive(document, name: name, interval: interval, environment: environment, at: context.date)
            })
        var descriptor = WidgetDescriptor(
            kind: plugin.kind, displayName: name, description: description(of: plugin), supportedFamilies: families,
            parameters: parameters, provider: provider)
        descriptor.reloadsOnlyOnPageShown = true
        descriptor.scheduling = .unmetered
        // An edited script reloads its widgets (a stream keeps its running program until a restart).
        if stream == nil { descriptor.sources = [plugin.file.path] }
        if let stream {
            descriptor.live = LiveUpdates(keepsRunning: plugin.metadata.keepsRunning) { instances, sink in
                stream.attend(instances, sink: sink)
            }
        }
        if !plugin.metadata.variables.isEmpty {
            let varsFile = plugin.varsFile
            descriptor.configurationStore = { values in
                var kept = (try? PluginVars.read(varsFile).get()) ?? [:]
                for (name, value) in values { kept[name] = value }
                try PluginVars.write(kept, to: varsFile)
            }
        }
        return descriptor
    }

    /// The gallery's description: the plugin's own, then how it runs.
    static func description(of plugin: Plugin) -> String {
        let how: String
        switch plugin.stream {
        case .lines: how = "A stream: a new state a line, while shown."
        case .blocks: how = "A stream: a new state each ~~~, while shown."
        case nil: how = "Runs \(plugin.fileName.intervalText), while shown."
        }
        let own = plugin.metadata.galleryDescription
        return (own.isEmpty ? "" : own + " ") + "Plugin \(plugin.file.lastPathComponent). " + how
    }

    /// What a placeholder shows: the plugin's name over a line.
    static func placeholder(_ name: String) -> PluginDocument {
        PluginDocument(titles: [PluginItem(text: name)], items: [PluginItem(text: "Output of the plugin")])
    }

    /// What a stream shows before its first state.
    static func waiting(_ name: String) -> PluginDocument {
        PluginDocument(titles: [PluginItem(text: name)], items: [PluginItem(text: "Waiting for output… | color=gray")])
    }
}
