import Containment
import Foundation

extension EngineStore {
    /// The live activities' file, `activities.json`.
    public var activitiesFile: URL { folder.appendingPathComponent("activities.json") }

    /// Writes the activities atomically (0600).
    public func saveActivities(_ book: ActivityBook) throws {
        try PrivateFolder.make(folder)
        try AtomicFile.write(try Self.activityEncoder().encode(book), to: activitiesFile, permissions: .exactly(0o600))
    }

    /// The activities kept, or none (a bad file is set aside, never overwritten while in place).
    public func loadActivities() -> ActivityBook {
        guard let data = try? UserFile.read(activitiesFile, limit: .state) else { return ActivityBook() }
        do {
            return try Self.activityDecoder().decode(ActivityBook.self, from: data)
        } catch {
            setAside(activitiesFile, because: "it cannot be read (\(error))")
            return ActivityBook()
        }
    }

    private static func activityEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    private static func activityDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
