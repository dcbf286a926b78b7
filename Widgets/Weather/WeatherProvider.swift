import Logging
import WidgetEngine
import WidgetNetwork

/// Asks Open-Meteo for the forecast of the configured place at most every `minutes`, and lays
/// it out as an entry at each coming hour for a day (so the widget moves on each hour with no
/// request), reloading as the forecast ages. A name is looked up once (Open-Meteo's geocoding)
/// and its coordinates kept. Offline, the last forecast kept goes on, marked with its age and
/// what failed, and the next try backs off.
struct WeatherProvider: AppIntentTimelineProvider {
    var access: NetworkAccess
    /// The locale whose measurement system automatic units follow.
    var locale: Locale = .current

    /// A looked-up place's coordinates are kept for a year.
    static let placeLifetime: TimeInterval = 365 * 86_400
    /// Hours ahead the timeline covers.
    static let hoursAhead = 24

    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: context.date, place: "Cupertino", forecast: .sample(at: context.date), problem: nil, stale: nil)
    }

    func snapshot(for configuration: WeatherIntent, in context: Context) async -> WeatherEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: WeatherIntent, in context: Context) async -> Timeline<WeatherEntry> {
        let now = context.date
        let interval = TimeInterval(configuration.minutes * 60)
        let api = OpenMeteo(server: configuration.server)
        let place: WeatherPlace
        switch await resolve(configuration.place, api: api, at: now) {
        case let .success(found): place = found
        case let .failure(problem): return failure(problem.text, at: now, retry: problem.retry)
        }
        guard let request = api.forecast(at: place.coordinate, imperial: configuration.units.isImperial(in: locale)) else {
            return failure("\(configuration.server) is not a URL", at: now, retry: nil)
        }
        let result = await access.fetcher.fetch(request, every: interval, at: now, decode: OpenMeteoForecast.decode)
        let policy = NetworkAccess.policy(nextAttempts: [result.nextAttempt], at: now)
        guard let forecast = result.value, let end = forecast.end, end > now else {
            return failure(result.problem?.message ?? "the forecast kept has ended", at: now, retry: result.nextAttempt)
        }
        let note = StaleNote(result)
        var dates = [now]
        let firstHour = (now.timeIntervalSince1970 / 3_600).rounded(.down) * 3_600 + 3_600
        for hour in 0..<Self.hoursAhead {
            let date = Date(timeIntervalSince1970: firstHour + Double(hour) * 3_600)
            if date < end { dates.append(date) }
        }
        let entries = dates.map { date in
            WeatherEntry(date: date, place: place.name, forecast: forecast, problem: nil, stale: note?.text(at: date, in: access.timeZone))
        }
        return Timeline(entries: entries, policy: policy)
    }

    /// Why there is no forecast to show, and when to try again.
    struct Problem: Error {
        var text: String
        var retry: Date?
    }

    /// The place the parameter names.
    private func resolve(_ text: String, api: OpenMeteo, at now: Date) async -> Result<WeatherPlace, Problem> {
        switch WeatherPlace.query(text) {
        case nil:
            return .failure(Problem(text: "\(text): not a place or coordinates", retry: nil))
        case .none?:
            return .failure(Problem(text: "Set a place: a city's name, or latitude, longitude (\"52.52, 13.41\").", retry: nil))
        case let .coordinates(coordinate)?:
            return .success(WeatherPlace(name: coordinate.description, coordinate: coordinate))
        case let .name(name)?:
            guard let request = api.places(named: name) else { return .failure(Problem(text: "\(api.server) is not a URL", retry: nil)) }
            let found = await access.fetcher.fetch(request, every: Self.placeLifetime, at: now, decode: OpenMeteoPlaces.decode)
            switch found.value {
            case let place??: return .success(place)
            case .some(nil): return .failure(Problem(text: "no place is named \(name)", retry: nil))
            case nil:
                return .failure(
                    Problem(text: "\(name) could not be looked up: \(found.problem?.message ?? "no answer")", retry: found.nextAttempt))
            }
        }
    }

    private func failure(_ text: String, at now: Date, retry: Date?) -> Timeline<WeatherEntry> {
        let entry = WeatherEntry(date: now, place: "Weather", forecast: nil, problem: text, stale: nil)
        // A place that cannot be found waits for the configuration to change.
        return Timeline(entries: [entry], policy: retry.map { NetworkAccess.policy(nextAttempts: [$0], at: now) } ?? .never)
    }
}
