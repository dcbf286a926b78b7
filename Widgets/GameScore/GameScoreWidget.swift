import WidgetEngine

/// A match's score through the evening, with relevance windows so a smart stack brings it
/// forward while the match is on: low before kick-off, high for each quarter hour of play.
public struct GameScoreWidget: Widget {
    public static let kind = "gamescore"

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: GameScoreProvider()) { GameScoreView(entry: $0) }
            .configurationDisplayName("Game score")
            .description("A live match: entries every 15 minutes with relevance windows for smart stacks.")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct GameScoreEntry: TimelineEntry {
    let date: Date
    let home: Int
    let away: Int
    let minute: Int?
    let kickOff: Date
    let relevance: TimelineEntryRelevance?
}

struct GameScoreProvider: TimelineProvider {
    /// Goals by quarter hour of play (home, away).
    static let goals: [(Int, Int)] = [(0, 0), (1, 0), (1, 0), (1, 1), (2, 1), (2, 1), (3, 1)]

    func placeholder(in context: Context) -> GameScoreEntry {
        GameScoreEntry(date: context.date, home: 1, away: 0, minute: 30, kickOff: context.date.addingTimeInterval(-1_800), relevance: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (GameScoreEntry) -> Void) {
        completion(placeholder(in: context))
    }

    /// Kick-off at the next whole hour; before it a low relevance for the hour; during play an
    /// entry every 15 minutes, each relevant for its 15 minutes; full time ends relevance.
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<GameScoreEntry>) -> Void) {
        let kickOff = Date(
            timeIntervalSinceReferenceDate: ((context.date.timeIntervalSinceReferenceDate / 3_600).rounded(.down) + 1) * 3_600)
        var entries = [
            GameScoreEntry(
                date: context.date, home: 0, away: 0, minute: nil, kickOff: kickOff,
                relevance: TimelineEntryRelevance(score: 10, duration: kickOff.timeIntervalSince(context.date)))
        ]
        for (quarter, score) in Self.goals.enumerated() {
            let date = kickOff.addingTimeInterval(Double(quarter) * 900)
            entries.append(
                GameScoreEntry(
                    date: date, home: score.0, away: score.1, minute: quarter * 15, kickOff: kickOff,
                    relevance: TimelineEntryRelevance(score: 50 + Float(quarter) * 5, duration: 900)))
        }
        let fullTime = kickOff.addingTimeInterval(Double(Self.goals.count) * 900)
        entries.append(
            GameScoreEntry(date: fullTime, home: 3, away: 1, minute: 90, kickOff: kickOff, relevance: TimelineEntryRelevance(score: 0)))
        completion(Timeline(entries: entries, policy: .after(fullTime.addingTimeInterval(3_600))))
    }
}

struct GameScoreView: View {
    let entry: GameScoreEntry

    var body: some View {
        VStack(spacing: 0) {
            Label("Harbour vs Rovers", systemImage: "sportscourt").font(.caption).lineLimit(1)
            Spacer(minLength: 0)
            Text("\(entry.home) - \(entry.away)").font(.largeTitle)
            Spacer(minLength: 0)
            if let minute = entry.minute {
                Text(minute >= 90 ? "Full time" : "\(minute)'").bold()
            } else {
                // A timer ("9:09") fits a small tile where the relative style's "9 min, 9 sec"
                // was cut to "9 min…": the seconds the screen wakes for are seen.
                Text("Kick-off in \(entry.kickOff, style: .timer)").font(.caption).lineLimit(1)
            }
        }
    }
}
