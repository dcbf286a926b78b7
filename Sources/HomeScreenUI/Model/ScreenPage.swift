/// A screen page: the items shown, and those of its layout page that fit on no screen of this
/// size (named on the page instead).
struct ScreenPage {
    var items: [PlacedItem]
    var tooLarge: [String] = []
    /// The layout page it shows (part of).
    var layoutPage = 0
}
