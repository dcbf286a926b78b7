/// A widget's asset folder: the pictures and colors `Image("name")` and `Color("name")` find
/// by name, as an asset catalog does on iOS.
///
/// The folder (by convention `Assets/` beside the widget's sources, shipped as a resource)
/// holds, for a name:
/// - a picture: `<name>.png`, `<name>.jpg`, `<name>.jpeg` or `<name>.webp`, or Xcode's
///   `<name>.imageset/` with its files (the largest is used);
/// - a color: `<name>.color`, one line `#RRGGBB` or `#RRGGBBAA`, or Xcode's
///   `<name>.colorset/Contents.json` (its first color without an appearance).
///
/// So an iOS widget's `Assets.xcassets` folder can be used as it is.
public struct AssetFolder: Hashable, Sendable {
    /// The folder.
    public var url: URL

    /// The asset folder at `url`.
    public init(_ url: URL) {
        self.url = url
    }

    private static let pictureExtensions = ["png", "jpg", "jpeg", "webp"]

    /// The file of the picture called `name`, if the folder has one.
    public func picturePath(named name: String) -> String? {
        let files = FileManager.default
        for type in Self.pictureExtensions {
            let path = url.appendingPathComponent(name + "." + type).path
            if files.isReadableFile(atPath: path) { return path }
        }
        let set = url.appendingPathComponent(name + ".imageset")
        guard let contents = try? files.contentsOfDirectory(atPath: set.path) else { return nil }
        // The largest file is the highest scale (@3x): the most pixels to downsample from.
        let pictures = contents.filter { Self.pictureExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
        let sized = pictures.map { name -> (String, Int) in
            let path = set.appendingPathComponent(name).path
            return (path, (try? files.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }
        return sized.max { $0.1 < $1.1 }?.0
    }

    /// The color called `name`, if the folder has one; a file that cannot be read is an
    /// error naming it.
    public func color(named name: String) throws(PictureError) -> ColorValue? {
        let plain = url.appendingPathComponent(name + ".color")
        if let text = try? String(contentsOf: plain, encoding: .utf8) {
            guard let color = Self.hexColor(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw PictureError(source: plain.path, problem: "expected one line #RRGGBB or #RRGGBBAA")
            }
            return color
        }
        let set = url.appendingPathComponent(name + ".colorset/Contents.json")
        guard let data = try? Data(contentsOf: set) else { return nil }
        guard let color = Self.colorSetColor(data) else {
            throw PictureError(source: set.path, problem: "no color with components red, green, blue in \"colors\"")
        }
        return color
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    static func hexColor(_ text: String) -> ColorValue? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let value = UInt64(text.dropFirst(), radix: 16) else { return nil }
        let hasAlpha = text.count == 9
        let rgb = hasAlpha ? value >> 8 : value
        let alpha = hasAlpha ? Double(value & 0xff) / 255 : 1
        return ColorValue(
            .rgb(red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 8) & 0xff) / 255, blue: Double(rgb & 0xff) / 255),
            opacity: alpha)
    }

    /// The first color of an Xcode color set without an appearance (dark variants are not
    /// used: an archive's colors do not follow the scheme). Components are written
    /// `"0.5"`, `"128"` or `"0x80"`.
    static func colorSetColor(_ data: Data) -> ColorValue? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let colors = root["colors"] as? [[String: Any]]
        else { return nil }
        let chosen = colors.first { $0["appearances"] == nil } ?? colors.first
        guard let color = chosen?["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue
            guard let text else { return nil }
            if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
            if !text.contains("."), let value = Int(text) { return Double(value) / 255 }
            return Double(text)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return ColorValue(.rgb(red: red, green: green, blue: blue), opacity: component("alpha") ?? 1)
    }
}
