import Synchronization

/// The program's `#Preview`s. Each `#Preview` registers itself here while the program loads
/// (its expansion is a C constructor, run before `main`), so the list needs no upkeep: a
/// widget's previews are the ones compiled into the program.
public enum WidgetPreviews {
    /// One `#Preview` as written: where, and how to make it.
    public struct Registration: Sendable {
        /// The `#fileID` of the file it is in.
        public var fileID: String
        /// Its line.
        public var line: Int
        /// Makes the preview (evaluates the widget).
        public var make: @MainActor @Sendable () -> WidgetPreview
    }

    private static let registrations = Mutex<[Registration]>([])

    /// Registers a preview (what `#Preview` expands to; not for widget code).
    public static func register(fileID: String, line: Int, _ make: @escaping @MainActor @Sendable () -> WidgetPreview) {
        registrations.withLock { $0.append(Registration(fileID: fileID, line: line, make: make)) }
    }

    /// Every preview, in the order of their files' `#fileID` and lines.
    @MainActor
    public static func all() -> [WidgetPreview] {
        let sorted = registrations.withLock { $0 }.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        return sorted.map { registration in
            var preview = registration.make()
            preview.fileID = registration.fileID
            preview.line = registration.line
            return preview
        }
    }

    /// The previews of the widget of `kind`, in source order.
    @MainActor
    public static func previews(ofKind kind: String) -> [WidgetPreview] {
        all().filter { $0.kind == kind }
    }
}
