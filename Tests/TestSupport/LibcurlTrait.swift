import Testing
import WidgetNetwork

extension Trait where Self == ConditionTrait {
    /// Runs a test or suite only where libcurl loads: it makes requests through the real HTTP
    /// client. CI installs libcurl; on a machine without it (the README's `swift test` must still
    /// pass there) such tests are skipped, and the tests run with `HOMESCREEN_CURL=off` show
    /// what the widgets say instead.
    public static var needsLibcurl: Self {
        .enabled("libcurl is not installed (apt-get install libcurl4)") {
            if case .success = HTTPClient.libraryVersion { return true }
            return false
        }
    }
}
