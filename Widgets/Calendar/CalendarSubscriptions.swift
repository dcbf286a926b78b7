import Foundation
import WidgetNetwork

/// Calendars subscribed to by URL (`https://`, or `webcal://` read as `https://`: the secret
/// addresses Google, iCloud, Outlook and Fastmail give), fetched at most every interval through
/// the network widgets' fetcher (conditional requests, the last answer kept on disk, back-off)
/// and read by the same RFC 5545 reader as the files of the calendar folder.
struct CalendarSubscriptions {
    var access: NetworkAccess

    /// Why a body is not a calendar.
    struct NotACalendar: Error, CustomStringConvertible {
        let description = "not an iCalendar file (no BEGIN:VCALENDAR)"
    }

    /// The documents of `urls` (the last good answer of each that failed), and a problem line
    /// for each that could not be refreshed.
    func read(_ urls: [URL], every interval: TimeInterval, at now: Date) async -> (documents: [ICalendarDocument], problems: [FileProblem])
    {
        var documents: [ICalendarDocument] = []
        var problems: [FileProblem] = []
        for url in urls {
            let name = Self.name(of: url)
            let request = HTTPRequest(url: url, headers: ["Accept": "text/calendar, */*;q=0.5"])
            let result = await access.fetcher.fetch(request, every: interval, at: now) { data in
                guard data.range(of: Data("BEGIN:VCALENDAR".utf8), in: data.startIndex..<min(data.endIndex, data.startIndex + 4_096)) != nil
                else {
                    throw NotACalendar()
                }
                return ICalendarParser(file: name).parse(Array(data))
            }
            if let document = result.value { documents.append(document) }
            if let problem = result.problem {
                let host = url.host ?? name
                let what = problem.message.hasPrefix(host + ": ") ? String(problem.message.dropFirst(host.count + 2)) : problem.message
                let age = result.fetchedAt.map { "as of \(StaleNote.age(of: $0, at: now, in: access.timeZone)) · " } ?? ""
                problems.append(FileProblem(file: name, line: 0, field: "", message: age + what))
            }
        }
        return (documents, problems)
    }

    /// What a subscription is called in the widget and the log: its host and file name, with
    /// a secret-looking file name left out ("calendar.example.com/team.ics").
    static func name(of url: URL) -> String {
        let file = url.lastPathComponent
        let shown = file.isEmpty || file == "/" || SecretRedaction.isSecret(Substring(file)) ? "" : "/" + file
        return (url.host ?? "calendar") + shown
    }
}
