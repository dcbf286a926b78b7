/// Renders widgets at their family's size: the tile's background, content margins, the
/// container background across the whole tile, and redaction for previews.
///
/// This is the API `homescreen render` uses and widget authors snapshot-test with:
/// ```swift
/// let text = try await WidgetRenderer.render(kind: "clock", in: catalog, family: .systemSmall,
///                                            at: date, context: RenderContext(now: date, palette:
/// .monochrome)).text
/// ```
public enum WidgetRenderer {
    /// Why a widget could not be rendered.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// No widget of that kind; the kinds there are.
        case unknownKind(String, known: [String])
        /// The widget does not come in that family; the families it does.
        case unsupportedFamily(kind: String, family: WidgetFamily, supported: [WidgetFamily])
        /// The timeline had no entries.
        case noEntries(kind: String)
        /// No entry of that index; how many there are.
        case entryOutOfRange(kind: String, index: Int, count: Int)
        /// The provider failed.
        case provider(kind: String, ProviderFailure)

        /// The text logs and messages show.
        public var description: String {
            switch self {
            case let .unknownKind(kind, known):
                return "unknown widget kind \"\(kind)\"; known kinds: \(known.joined(separator: ", "))"
            case let .unsupportedFamily(kind, family, supported):
                return
                    "widget \"\(kind)\" does not come in \(family.shortName); it supports \(supported.map(\.shortName).joined(separator: ", "))"
            case let .noEntries(kind):
                return "widget \"\(kind)\" returned an empty timeline"
            case let .entryOutOfRange(kind, index, count):
                return "widget \"\(kind)\" has \(count) entries; --entry \(index) is out of range (0..<\(count))"
            case let .provider(kind, failure):
                return "widget \"\(kind)\": \(failure)"
            }
        }
    }

    /// Which entry to render.
    public enum EntryChoice: Sendable, Equatable {
        /// The entry the timeline shows at the instant.
        case current
        /// The placeholder, with `.placeholder` redaction.
        case placeholder
        /// The gallery snapshot.
        case snapshot
        /// The entry at this index of the timeline.
        case index(Int)
    }

    /// The environment a widget's views are resolved in: the context's rendering mode and
    /// whether it shows the container background (the vibrant lock screen is dark).
    public static func environment(family: WidgetFamily, profile: DeviceProfile, context: RenderContext) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        environment.colorScheme = context.renderingMode == .vibrant ? .dark : context.palette.colorScheme
        environment.widgetRenderingMode = context.renderingMode
        environment.showsWidgetContainerBackground = context.showsContainerBackground
        environment.pointScale = profile.pointScale
        environment.layoutContainer = profile.layoutContainer(of: family, contentMarginsDisabled: false)
        environment.locale = context.locale
        environment.timeZone = context.timeZone
        environment.hourCycle = context.hourCycle
        environment.calendar.timeZone = context.timeZone
        return environment
    }

    /// Asks the widget of `kind` for an entry at `instant` and renders it.
    public static func render(
        kind: String, in catalog: WidgetCatalog, family: WidgetFamily, entry choice: EntryChoice = .current,
        configuration: ConfigValues = [:], profile: DeviceProfile = .iPhone,
        context: RenderContext
    ) async throws(Failure) -> RenderedView {
        guard let descriptor = catalog.descriptor(forKind: kind) else {
            throw Failure.unknownKind(kind, known: catalog.kinds)
        }
        guard descriptor.supports(family) else {
            throw Failure.unsupportedFamily(kind: kind, family: family, supported: descriptor.supportedFamilies)
        }
        var context = context
        context.showsContainerBackground = context.renderingMode.showsContainerBackground(
            removable: descriptor.containerBackgroundRemovable)
        var environment = environment(family: family, profile: profile, context: context)
        environment.layoutContainer = profile.layoutContainer(of: family, contentMarginsDisabled: descriptor.contentMarginsDisabled)
        let providerContext = TimelineProviderContext(
            family: family, profile: profile, isPreview: choice == .snapshot,
            colorScheme: environment.colorScheme, date: context.now)
        let entry: ArchivedEntry
        switch choice {
        case .placeholder:
            entry = descriptor.provider.placeholder(in: providerContext, environment: environment)
            context.redactionReasons.insert(.placeholder)
        case .snapshot:
            do {
                entry = try await descriptor.provider.snapshot(in: providerContext, environment: environment, configuration: configuration)
            } catch {
                throw .provider(kind: kind, error)
            }
        case .current, .index:
            let timeline = try await Self.timeline(
                of: descriptor, providerContext: providerContext, environment: environment, configuration: configuration)
            if case let .index(index) = choice {
                guard timeline.entries.indices.contains(index) else {
                    throw Failure.entryOutOfRange(kind: kind, index: index, count: timeline.entries.count)
                }
                entry = timeline.entries[index]
            } else {
                guard let current = timeline.entry(at: context.now) else { throw Failure.noEntries(kind: kind) }
                entry = current
            }
        }
        return render(
            entry.view, family: family, profile: profile, contentMarginsDisabled: descriptor.contentMarginsDisabled,
            containerBackgroundRemovable: descriptor.containerBackgroundRemovable, context: context)
    }

    /// Asks the widget of `kind` for its timeline at `context`'s instant, as the home screen
    /// would for an instance of `family` with `configuration` (its entries archived).
    public static func timeline(
        kind: String, in catalog: WidgetCatalog, family: WidgetFamily, configuration: ConfigValues = [:],
        profile: DeviceProfile = .iPhone, context: RenderContext
    ) async throws(Failure) -> ArchivedTimeline {
        guard let descriptor = catalog.descriptor(forKind: kind) else { throw Failure.unknownKind(kind, known: catalog.kinds) }
        guard descriptor.supports(family) else {
            throw Failure.unsupportedFamily(kind: kind, family: family, supported: descriptor.supportedFamilies)
        }
        var environment = environment(family: family, profile: profile, context: context)
        environment.layoutContainer = profile.layoutContainer(of: family, contentMarginsDisabled: descriptor.contentMarginsDisabled)
        let providerContext = TimelineProviderContext(
            family: family, profile: profile, isPreview: false, colorScheme: environment.colorScheme, date: context.now)
        return try await timeline(of: descriptor, providerContext: providerContext, environment: environment, configuration: configuration)
    }

    private static func timeline(
        of descriptor: WidgetDescriptor, providerContext: TimelineProviderContext, environment: EnvironmentValues,
        configuration: ConfigValues
    ) async throws(Failure) -> ArchivedTimeline {
        do {
            return try await descriptor.provider.timeline(in: providerContext, environment: environment, configuration: configuration)
        } catch {
            throw .provider(kind: descriptor.kind, error)
        }
    }

    /// Renders an archived view as a widget tile of `family` (see
    /// ``rendering(_:family:profile:contentMarginsDisabled:containerBackgroundRemovable:context:)``).
    public static func render(
        _ view: ViewNode, family: WidgetFamily, profile: DeviceProfile = .iPhone,
        contentMarginsDisabled: Bool = false, containerBackgroundRemovable: Bool = true, context: RenderContext
    ) -> RenderedView {
        rendering(
            view, family: family, profile: profile, contentMarginsDisabled: contentMarginsDisabled,
            containerBackgroundRemovable: containerBackgroundRemovable, context: context
        ).render(at: context.now)
    }

    /// An archived view as a tile of `family`, kept to be drawn at later instants (it keeps
    /// its layout while its live text keeps its width): the home screen's tiles with timers.
    /// The container background shows unless the context's rendering mode removes it
    /// (accented or vibrant, and `containerBackgroundRemovable`).
    public static func rendering(
        _ view: ViewNode, family: WidgetFamily, profile: DeviceProfile = .iPhone,
        contentMarginsDisabled: Bool = false, containerBackgroundRemovable: Bool = true, context: RenderContext
    ) -> ViewRendering {
        let margins = contentMarginsDisabled ? CellInsets.zero : profile.margins(of: family)
        var context = context
        context.showsContainerBackground = context.renderingMode.showsContainerBackground(removable: containerBackgroundRemovable)
        return ViewRendering(view, size: profile.size(of: family), context: context, margins: margins)
    }

    /// Resolves `view` in a widget environment and renders it as a tile of `family`: the way
    /// to snapshot-test a widget's view without its provider.
    public static func render<V: View>(
        _ view: V, family: WidgetFamily, profile: DeviceProfile = .iPhone,
        contentMarginsDisabled: Bool = false, containerBackgroundRemovable: Bool = true, context: RenderContext
    ) -> RenderedView {
        var context = context
        context.showsContainerBackground = context.renderingMode.showsContainerBackground(removable: containerBackgroundRemovable)
        var environment = environment(family: family, profile: profile, context: context)
        environment.redactionReasons = context.redactionReasons.intersection(.placeholder)
        environment.layoutContainer = profile.layoutContainer(of: family, contentMarginsDisabled: contentMarginsDisabled)
        let node = ViewResolver.resolve(view, in: environment)
        return render(
            node, family: family, profile: profile, contentMarginsDisabled: contentMarginsDisabled,
            containerBackgroundRemovable: containerBackgroundRemovable, context: context)
    }
}
