import Foundation

/// Maps a `TZID` to a zone, in this order:
/// 1. an IANA name ("Europe/Berlin", also written "/Europe/Berlin");
/// 2. a Windows name ("W. Europe Standard Time", from Outlook), through CLDR's table in ICU;
/// 3. an IANA name in another case ("Europe/lisbon");
/// 4. the file's VTIMEZONE for that TZID: its `X-LIC-LOCATION` IANA name (Thunderbird, Google),
///    else its own STANDARD and DAYLIGHT rules, evaluated as written.
/// Anything else is unknown: the caller shows the time in the local zone and says so.
///
/// One resolver serves one file; it remembers each TZID's answer.
final class ICalendarZoneResolver {
    private var definitions: [String: ICalendarParser.Component] = [:]
    private var resolved: [String: Resolution] = [:]

    init(_ timeZones: [ICalendarParser.Component]) {
        for zone in timeZones {
            if let id = zone.properties.first(where: { $0.name == "TZID" })?.value { definitions[id] = zone }
        }
    }

    /// What a TZID resolves to.
    enum Resolution: Hashable, Sendable {
        case zone(ICalendarZone)
        /// Not resolvable, for this reason.
        case unknown(String)
    }

    /// IANA names by their lower-cased form.
    private static let namesByLowercase: [String: String] = Dictionary(
        TimeZone.knownTimeZoneIdentifiers.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// The system zone for an IANA or Windows name in any case, if there is one.
    static func systemZone(named name: String) -> TimeZone? {
        let trimmed = name.hasPrefix("/") ? String(name.dropFirst()) : name
        if let zone = TimeZone(identifier: trimmed) { return zone }
        if let iana = WindowsZoneNames.ianaName(for: trimmed), let zone = TimeZone(identifier: iana) { return zone }
        if let iana = namesByLowercase[trimmed.lowercased()], let zone = TimeZone(identifier: iana) { return zone }
        return nil
    }

    /// The zone for `tzid`, or why there is none.
    func zone(for tzid: String) -> Resolution {
        if let known = resolved[tzid] { return known }
        let resolution = resolve(tzid)
        resolved[tzid] = resolution
        return resolution
    }

    private func resolve(_ tzid: String) -> Resolution {
        if let zone = Self.systemZone(named: tzid) { return .zone(.system(zone)) }
        guard let definition = definitions[tzid] else {
            return .unknown(
                "TZID \"\(tzid)\" is not a zone name and no VTIMEZONE defines it; shown in the local zone, the time may be wrong")
        }
        if let location = definition.properties.first(where: { $0.name == "X-LIC-LOCATION" })?.value,
            let zone = Self.systemZone(named: location)
        {
            return .zone(.system(zone))
        }
        if let rules = Self.definedZones.rules(for: definition) { return .zone(.defined(rules)) }
        return .unknown(
            "TZID \"\(tzid)\": its VTIMEZONE has no STANDARD or DAYLIGHT with DTSTART, TZOFFSETFROM and TZOFFSETTO; "
                + "shown in the local zone, the time may be wrong")
    }

    /// Zones defined by VTIMEZONEs, kept for the process: listing a zone's onsets takes a
    /// while, and every file from one server repeats the same definition.
    private static let definedZones = DefinedZones()

    private final class DefinedZones: @unchecked Sendable {
        private let lock = NSLock()
        private var rules: [Key: VTimeZoneRules?] = [:]

        /// A definition as written, without line numbers.
        private struct Key: Hashable {
            struct Property: Hashable {
                var name: String
                var parameters: [String: [String]]
                var value: String
            }

            var name: String
            var properties: [Property]
            var children: [Key]

            init(_ component: ICalendarParser.Component) {
                name = component.name
                properties = component.properties.map { Property(name: $0.name, parameters: $0.parameters, value: $0.value) }
                children = component.children.map(Key.init)
            }
        }

        /// The rules of `definition`, kept by what it says.
        func rules(for definition: ICalendarParser.Component) -> VTimeZoneRules? {
            let key = Key(definition)
            if let kept = lock.withLock({ rules[key] }) { return kept }
            let made = VTimeZoneRules(definition)
            lock.withLock {
                if rules.count >= 256 { rules.removeAll() }
                rules[key] = made
            }
            return made
        }
    }

    /// "+0530" or "-0800" (optionally with seconds) in seconds east of UTC.
    static func seconds(_ offset: String) -> Int? {
        let characters = Array(offset)
        guard characters.count == 5 || characters.count == 7, characters[0] == "+" || characters[0] == "-",
            let hours = Int(String(characters[1...2])), let minutes = Int(String(characters[3...4]))
        else { return nil }
        let seconds = characters.count == 7 ? Int(String(characters[5...6])) ?? 0 : 0
        let total = hours * 3_600 + minutes * 60 + seconds
        return characters[0] == "-" ? -total : total
    }
}
