import WidgetEngine

/// An entry now and at each of the next two hours, each the hour's picture, then asks again
/// (`.atEnd`), reading the folder afresh. Each hour shows the picture `NotesSchedule` picks
/// for it (every picture once before any again, not in name order). A new picture scores
/// for its first quarter hour, so a smart stack brings the widget forward when it changes.
///
/// Pictures are decoded when the entries' views are resolved, downsampled to the widget's
/// size: three entries of an extra large widget are at most 3.2 MB of pixels.
struct PhotosProvider: AppIntentTimelineProvider {
    /// Hours of entries after the current one.
    static let hoursAhead = 2
    /// The relevance of a new picture, and for how long.
    static let newPicture = (score: Float(20), duration: TimeInterval(15 * 60))

    /// The folders `~` and the XDG variables in the path name.
    var folders: UserFolders = .process

    func placeholder(in context: Context) -> PhotosEntry {
        PhotosEntry(date: context.date, picture: nil, path: "Photo.jpg", index: 1, count: 1, relevance: nil, problem: nil)
    }

    func snapshot(for configuration: PhotosIntent, in context: Context) async -> PhotosEntry {
        guard case let .success(library) = PhotosLibrary.load(configuration.folder, folders: folders) else {
            return placeholder(in: context)
        }
        return entry(at: context.date, hour: NotesSchedule.hour(of: context.date), library: library)
    }

    func timeline(for configuration: PhotosIntent, in context: Context) async -> Timeline<PhotosEntry> {
        let now = NotesSchedule.hour(of: context.date)
        switch PhotosLibrary.load(configuration.folder, folders: folders) {
        case let .success(library):
            let entries =
                [entry(at: context.date, hour: now, library: library)]
                + (1...Self.hoursAhead).map { entry(at: NotesSchedule.start(ofHour: now + $0), hour: now + $0, library: library) }
            return Timeline(entries: entries, policy: .atEnd)
        case let .failure(problem):
            // Asks again in an hour: pictures may have been added by then.
            let entry = PhotosEntry(
                date: context.date, picture: nil, path: "", index: 0, count: 0, relevance: TimelineEntryRelevance(score: 0),
                problem: problem)
            return Timeline(entries: [entry], policy: .after(NotesSchedule.start(ofHour: now + 1)))
        }
    }

    /// The picture of `hour`, scoring until a quarter past the hour.
    private func entry(at date: Date, hour: Int, library: PhotosLibrary) -> PhotosEntry {
        let index = NotesSchedule.index(hour: hour, count: library.paths.count)
        let path = library.paths[index]
        let scoredUntil = NotesSchedule.start(ofHour: hour).addingTimeInterval(Self.newPicture.duration)
        let left = scoredUntil.timeIntervalSince(date)
        let relevance =
            left > 0
            ? TimelineEntryRelevance(score: Self.newPicture.score, duration: left)
            : TimelineEntryRelevance(score: 1, duration: 0)
        guard let picture = UIImage(contentsOfFile: path) else {
            return PhotosEntry(
                date: date, picture: nil, path: path, index: index + 1, count: library.paths.count, relevance: relevance,
                problem: .unreadable((path as NSString).lastPathComponent))
        }
        return PhotosEntry(
            date: date, picture: picture, path: path, index: index + 1, count: library.paths.count, relevance: relevance, problem: nil)
    }
}
