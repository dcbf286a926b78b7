extension WidgetRenderer {
    /// Presses a button or a toggle of a rendered widget of `kind`, as the home screen does:
    /// its intent runs where the widget's provider runs (in this process, or in its
    /// extension's), within `limit` of real time. Render the widget again afterwards to see
    /// what the press changed (the home screen reloads its timeline).
    ///
    /// ```swift
    /// let before = try await WidgetRenderer.render(kind: "timer", in: catalog, family: .systemSmall, context: context)
    /// let start = try #require(before.pressTargets.first { $0.label == "Start" })
    /// _ = await WidgetRenderer.press(start, kind: "timer", in: catalog)
    /// let after = try await WidgetRenderer.render(kind: "timer", in: catalog, family: .systemSmall, context: context)
    /// ```
    /// `date` is the instant of the press, as the intent reads it (``PressClock``).
    public static func press(
        _ target: PressTarget, kind: String, in catalog: WidgetCatalog, configuration: ConfigValues = [:],
        at date: Date? = nil, limit: Duration = .seconds(30)
    ) async -> Result<IntentOutcome, IntentFailure> {
        if target.disabled { return .failure(.nothingToRun("“\(target.label)” is disabled")) }
        guard let invocation = IntentInvocation(pressing: target, widget: kind, configuration: configuration, date: date) else {
            return .failure(.nothingToRun("“\(target.label)” runs no intent (pressing it opens the widget)"))
        }
        return await ProviderRunner(catalog: catalog).perform(invocation, limit: limit)
    }
}
