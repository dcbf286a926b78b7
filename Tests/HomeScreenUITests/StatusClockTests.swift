import Foundation
import Testing
@testable import HomeScreenUI

@Suite struct StatusClockTests {
    private static func instant(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? .distantPast
    }

    @Test(arguments: [
        ("2026-11-23T09:41:59Z", "UTC", "09:41"),
        ("2026-11-23T09:42:00Z", "UTC", "09:42"),
        ("2026-11-23T09:42:00Z", "Asia/Kolkata", "15:12"),
        ("2026-11-23T23:59:30Z", "America/New_York", "18:59"),
    ])
    func showsTheHourAndMinuteInTheZone(instant: String, zone: String, expected: String) throws {
        var clock = StatusClock()
        let timeZone = try #require(TimeZone(identifier: zone))
        #expect(clock.text(at: Self.instant(instant), in: timeZone) == expected)
    }

    /// Remembered within a minute, made again at the next minute or in another zone.
    @Test func followsTheMinuteAndTheZone() throws {
        var clock = StatusClock()
        let utc = try #require(TimeZone(identifier: "UTC"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(clock.text(at: Self.instant("2026-11-23T09:41:00Z"), in: utc) == "09:41")
        #expect(clock.text(at: Self.instant("2026-11-23T09:41:59Z"), in: utc) == "09:41")
        #expect(clock.text(at: Self.instant("2026-11-23T09:42:00Z"), in: utc) == "09:42")
        #expect(clock.text(at: Self.instant("2026-11-23T09:42:01Z"), in: tokyo) == "18:42")
        #expect(clock.text(at: Self.instant("2026-11-23T09:40:00Z"), in: tokyo) == "18:40")
    }
}
