import WidgetEngine

/// What the weather widget shows at one instant: the place and its forecast (the view picks
/// the conditions of the entry's hour), or why there is none; and, when the forecast could not
/// be refreshed, the stale line.
struct WeatherEntry: TimelineEntry {
    let date: Date
    let place: String
    /// Nil when there has never been a forecast for the place.
    let forecast: WeatherForecast?
    /// Why there is no forecast (nil when there is one).
    let problem: String?
    /// "⚠ as of 09:41 · …" when the forecast shown could not be refreshed.
    let stale: StaleLine?
}
