import WidgetEngine

/// Where the pull requests widget reads: its JSON file, or GitHub.
enum PullRequestsSource: String, AppEnum {
    case file, github

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Source"
    static let caseDisplayRepresentations: [PullRequestsSource: DisplayRepresentation] = [
        .file: "The JSON file", .github: "GitHub (GITHUB_TOKEN or gh)",
    ]
}
