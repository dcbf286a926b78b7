import ArgumentParser
import Foundation
import WidgetEngine

/// `homescreen timeline KIND`: the real engine and provider on a virtual clock, printed as a
/// schedule of reloads, entries shown and failures.
struct TimelineCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Simulate a widget's timeline on a virtual clock: every reload, entry shown and failure.")

    @OptionGroup var widget: WidgetOptions

    @Option(name: .long, help: "The virtual clock's start, ISO 8601 (default: now).")
    var from: String?

    @Option(name: .customLong("for"), help: "How long to simulate: 24h, 90m, 2d, 1h30m.")
    var duration: String = "24h"

    @Option(name: .long, help: "Charged reloads per 24 h, or `unlimited` (default 72).")
    var budget: String = "72"

    @Flag(name: .long, help: "List the widget's #Preview previews: number, name, family, where written.")
    var previews = false

    @Option(name: .long, help: "Draw every entry of the widget's #Preview of this name or number, in order (see --previews).")
    var preview: String?

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    func run(widgets: ProgramWidgets) async throws {
        let catalog = widgets.catalog
        guard let kind = widget.kind else { throw UsageError(message: "name a widget kind (see `homescreen list`)") }
        if previews {
            print(try await PreviewChoice.listing(kind: kind, in: catalog))
            return
        }
        if let preview {
            try await printPreview(preview, kind: kind, in: catalog)
            return
        }
        let (descriptor, family, configuration) = try widget.resolve(in: catalog)
        var start = Date()
        if let from {
            guard let parsed = InstantParser.parse(from) else {
                throw UsageError(message: "--from \"\(from)\" is not an instant; use \(InstantParser.accepted)")
            }
            start = parsed
        }
        guard let length = DurationParser.parse(duration) else {
            throw UsageError(message: "--for \"\(duration)\" is not a duration; use \(DurationParser.accepted)")
        }
        var settings = EngineSettings.standard
        if budget.lowercased() == "unlimited" {
            settings.budget = nil
        } else if let count = Int(budget), count >= 0 {
            settings.budget = count
        } else {
            throw UsageError(message: "--budget \"\(budget)\" is not a count; use a whole number or unlimited")
        }
        let simulation = TimelineSimulation(catalog: catalog, settings: settings)
        let records = await simulation.run(kind: descriptor.kind, family: family, configuration: configuration, from: start, for: length)
        if json {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(records), as: UTF8.self))
        } else {
            let budgetText = settings.budget.map { "budget \($0) per 24 h" } ?? "unlimited budget"
            print(
                "\(descriptor.kind) (\(family.shortName)) from \(start.formatted(.iso8601)) for \(duration); \(budgetText), reloads at least \(Int(settings.minimumSpacing / 60)) min apart"
            )
            for record in records { print(TimelineTable.line(for: record)) }
        }
    }
}

extension TimelineCommand {
    /// Each entry of the preview, headed by its number and date, drawn without color (the
    /// time travel of a preview canvas, on standard output).
    @MainActor
    private func printPreview(_ choice: String, kind: String, in catalog: WidgetCatalog) async throws {
        let chosen = try PreviewChoice.preview(kind: kind, choice: choice, in: catalog)
        var start = Date()
        if let from {
            guard let parsed = InstantParser.parse(from) else {
                throw UsageError(message: "--from \"\(from)\" is not an instant; use \(InstantParser.accepted)")
            }
            start = parsed
        }
        let context = RenderContext(
            now: start, palette: .monochrome, renderingMode: WidgetRenderingMode.of(chosen.family, appearance: .fullColor))
        let drawn = try await PreviewChoice.draw(kind: kind, choice: choice, entry: nil, in: catalog, context: context)
        print("\(kind) preview \(chosen.title) (\(chosen.family.shortName)): \(drawn.count == 1 ? "1 entry" : "\(drawn.count) entries")")
        for (index, frame) in drawn.enumerated() {
            print("entry \(index) at \(frame.date.formatted(.iso8601))")
            print(frame.rendered.text)
        }
    }
}

/// One schedule record as a table line.
enum TimelineTable {
    static func line(for record: TimelineSimulation.Record) -> String {
        let stamp = record.date.formatted(.iso8601)
        let budget = record.budgetLeft.map { "budget \($0) left" } ?? "budget unlimited"
        switch record.event {
        case .reloadRequested:
            let free = ReloadReason(rawValue: record.reason ?? "")?.isFree == true ? " (free)" : ""
            let outcome = record.granted == true ? "granted" : "deferred until \(record.notBefore?.formatted(.iso8601) ?? "?")"
            let due = record.due.map { $0 == record.date ? "now" : "at \($0.formatted(.iso8601))" } ?? ""
            return "\(stamp)  request   \((record.reason ?? "") + free) due \(due)  \(budget)  \(outcome)"
        case .reload:
            return "\(stamp)  reload    \(record.reason ?? "")  \(budget)"
        case .received:
            return "\(stamp)  received  \(record.detail ?? "")"
        case .show:
            let relevance = record.relevance.map {
                "relevance \(String(format: "%g", $0.score))" + ($0.duration > 0 ? " for \(Int($0.duration)) s" : "")
            }
            return "\(stamp)  show      entry \(record.entryIndex ?? 0)" + (relevance.map { "  \($0)" } ?? "")
        case .failure:
            return "\(stamp)  failure   \(record.detail ?? "")"
        }
    }
}
