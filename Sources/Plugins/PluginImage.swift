import Foundation
import WidgetEngine

/// An item's picture: `image=` or `templateImage=` (base64 PNG or JPEG, decoded through the
/// picture path like any widget's, a template one drawn in the text's color) or SwiftBar's
/// `sfimage=` (through the symbol table). A picture that cannot be decoded is left out.
enum PluginImage {
    /// The picture of `item`, a row tall (two, `rows`), or nil.
    @ViewBuilder
    static func view(for item: PluginItem, rows: Int = 1) -> some View {
        if let name = item.parameters["sfimage"], !name.isEmpty {
            Image(systemName: name)
        } else if let picture = picture(item) {
            Image(uiImage: picture).resizable().scaledToFit().frame(maxWidth: Double(rows) * 28, maxHeight: Double(rows) * 16)
        }
    }

    /// True when `item` has a picture to draw.
    static func has(_ item: PluginItem) -> Bool {
        item.parameters["sfimage"].map { !$0.isEmpty } ?? false || picture(item) != nil
    }

    /// The decoded `image=` (or `templateImage=`) of `item`.
    static func picture(_ item: PluginItem) -> UIImage? {
        guard let encoded = item.parameters["image"] ?? item.parameters["templateimage"], !encoded.isEmpty,
            let data = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters)
        else { return nil }
        return UIImage(data: data)
    }
}
