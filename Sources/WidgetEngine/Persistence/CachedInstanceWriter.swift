import Foundation

/// Writes a ``CachedInstance`` as JSON one timeline entry at a time.
///
/// `JSONEncoder` builds the whole document as a tree of dictionaries before it writes a byte:
/// about twenty times the size of its output. A large clock's timeline of an hour of minutes
/// (290 KB of JSON) made a 6 MB peak on the heap at every save, most of the home screen's
/// peak memory. Encoding each entry on its own keeps the peak to one entry's tree. The bytes
/// are a JSON object with the same keys as `CachedInstance`'s own `Codable` conformance, so
/// ``EngineStore/load(_:)`` reads them with a plain `JSONDecoder`.
struct CachedInstanceWriter {
    let encoder: JSONEncoder

    func data(for cached: CachedInstance) throws -> Data {
        var fields: [(key: CachedInstance.CodingKeys, value: Data)] = [
            (.format, try encoder.encode(cached.format)),
            (.instance, try encoder.encode(cached.instance)),
        ]
        if let timeline = cached.timeline { fields.append((.timeline, try data(for: timeline))) }
        if let receivedAt = cached.receivedAt { fields.append((.receivedAt, try encoder.encode(receivedAt))) }
        fields.append((.ledger, try encoder.encode(cached.ledger)))
        fields.append((.relevance, try encoder.encode(cached.relevance)))
        return Self.object(fields.map { ($0.key.stringValue, $0.value) })
    }

    private func data(for timeline: ArchivedTimeline) throws -> Data {
        var entries = Data("[".utf8)
        for (index, entry) in timeline.entries.enumerated() {
            if index > 0 { entries.append(UInt8(ascii: ",")) }
            entries.append(try encoder.encode(entry))
        }
        entries.append(UInt8(ascii: "]"))
        return Self.object([(ArchivedTimeline.CodingKeys.entries.stringValue, entries),
                            (ArchivedTimeline.CodingKeys.policy.stringValue, try encoder.encode(timeline.policy))])
    }

    /// `{"key":value,...}` from already-encoded values (keys are plain identifiers).
    private static func object(_ fields: [(String, Data)]) -> Data {
        var data = Data("{".utf8)
        for (index, (key, value)) in fields.enumerated() {
            if index > 0 { data.append(UInt8(ascii: ",")) }
            data.append(contentsOf: Array("\"\(key)\":".utf8))
            data.append(value)
        }
        data.append(UInt8(ascii: "}"))
        return data
    }
}
