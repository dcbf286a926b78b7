// `#Preview` for widgets, with WidgetKit's spellings. Each use registers a ``WidgetPreview``
// when the program loads (see ``WidgetPreviews``); `homescreen render KIND --previews` lists a
// widget's previews and `--preview NAME` draws one. The expansion is made by this package's
// own compiler plugin, `WidgetPreviewMacros`, from the macro's text.

/// Previews a widget with a timeline of entries written out: each is drawn in turn (their
/// dates are the instants they are drawn at, not waited for).
///
/// ```swift
/// #Preview("Morning", as: .systemSmall) {
///     ClockWidget()
/// } timeline: {
///     ClockEntry(date: .now)
///     ClockEntry(date: .now.addingTimeInterval(60))
/// }
/// ```
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// Previews a widget with a static configuration, its entries made by `timelineProvider`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// Previews a widget with an App Intent configuration, its entries made by `timelineProvider`
/// for `intent`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// Previews a widget with a SiriKit intent configuration, its entries made by
/// `timelineProvider` for `intent`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: IntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")
