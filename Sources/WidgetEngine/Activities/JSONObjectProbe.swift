import Foundation

/// Decodes from any JSON object and from nothing else, reading none of its members: what
/// ``ActivityLimits`` checks an activity's attributes and state with.
struct JSONObjectProbe: Decodable {
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: AnyKey.self)
    }
}
