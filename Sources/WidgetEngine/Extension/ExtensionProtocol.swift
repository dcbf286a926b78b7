/// The extension protocol: how the home screen and a widget extension (a separate program, in
/// any language) talk, over the extension's standard input and output, one JSON message per
/// line. `docs/extension-protocol.md` describes it; this is its version.
public enum ExtensionProtocol {
    /// The version both sides write in every message. A message of another version is refused.
    public static let version = 1
    /// The longest line either side reads (an answer larger than this is an error).
    public static let maximumLineBytes = 8 << 20
}
