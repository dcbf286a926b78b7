import Foundation

/// Maps a `TZID` to a time zone: an Olson name ("Europe/Berlin", also written
/// "/Europe/Berlin") directly; otherwise the file's VTIMEZONE for that TZID is asked for an
/// `X-LIC-LOCATION` Olson name (as Thunderbird and Google write), or for a fixed offset when it
/// has no DST rules. Anything else is read in the local zone, with a warning for the log.
struct ICalendarZoneResolver {
    private var definitions: [String: ICalendarParser.Component] = [:]

    init(_ timeZones: [ICalendarParser.Component]) {
        for zone in timeZones {
            if let id = zone.properties.first(where: { $0.name == "TZID" })?.value { definitions[id] = zone }
        }
    }

    /// What a TZID resolves to.
    enum Resolution: Hashable, Sendable {
        case zone(TimeZone)
        /// Not resolvable: read in the local zone, for this reason.
        case unknown(String)
    }

    /// The zone for `tzid`, or why there is none.
    func zone(for tzid: String) -> Resolution {
        let trimmed = tzid.hasPrefix("/") ? String(tzid.dropFirst()) : tzid
        if let zone = TimeZone(identifier: trimmed) { return .zone(zone) }
        guard let definition = definitions[tzid] else {
            return .unknown("TZID \"\(tzid)\" is neither a known zone name nor defined by a VTIMEZONE; read in the local zone")
        }
        if let location = definition.properties.first(where: { $0.name == "X-LIC-LOCATION" })?.value,
           let zone = TimeZone(identifier: location) {
            return .zone(zone)
        }
        let standard = definition.children.filter { $0.name == "STANDARD" }
        let daylight = definition.children.filter { $0.name == "DAYLIGHT" }
        if daylight.isEmpty, standard.count == 1,
           let offset = standard[0].properties.first(where: { $0.name == "TZOFFSETTO" }).flatMap({ Self.seconds($0.value) }),
           let zone = TimeZone(secondsFromGMT: offset) {
            return .zone(zone)
        }
        return .unknown("TZID \"\(tzid)\" is not a zone name this machine knows; read in the local zone")
    }

    /// "+0530" or "-0800" (optionally with seconds) in seconds east of UTC.
    static func seconds(_ offset: String) -> Int? {
        let characters = Array(offset)
        guard characters.count == 5 || characters.count == 7, characters[0] == "+" || characters[0] == "-",
              let hours = Int(String(characters[1...2])), let minutes = Int(String(characters[3...4])) else { return nil }
        let seconds = characters.count == 7 ? Int(String(characters[5...6])) ?? 0 : 0
        let total = hours * 3_600 + minutes * 60 + seconds
        return characters[0] == "-" ? -total : total
    }
}
