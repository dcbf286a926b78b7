import CellGrid
#if canImport(Glibc)
    import Glibc
#endif

/// Chafa (`libchafa.so.0`, Debian's `libchafa0`), loaded at run time with `dlopen`: it encodes
/// pictures for the kitty, sixel and iTerm2 protocols. Nothing links against it, so the program
/// builds and runs where it is missing; pictures are then drawn as cells (kitty's protocol has
/// a small encoder of its own, ``KittyEncoder``).
///
/// Only the few functions used are looked up, with their C types declared here (chafa 1.6 and
/// later have them all).
@MainActor
final class Chafa {
    private typealias ConfigNew = @convention(c) () -> OpaquePointer?
    private typealias ConfigSetInts = @convention(c) (OpaquePointer?, Int32, Int32) -> Void
    private typealias ConfigSetInt = @convention(c) (OpaquePointer?, Int32) -> Void
    private typealias Unref = @convention(c) (OpaquePointer?) -> Void
    private typealias CanvasNew = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias DrawAllPixels = @convention(c) (OpaquePointer?, Int32, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void
    private typealias TermDBDefault = @convention(c) () -> OpaquePointer?
    private typealias FallbackInfo = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias CanvasPrint = @convention(c) (OpaquePointer?, OpaquePointer?) -> UnsafeMutableRawPointer?
    private typealias StringFree = @convention(c) (UnsafeMutableRawPointer?, Int32) -> UnsafeMutablePointer<CChar>?

    /// `ChafaCanvasMode`'s truecolor; `ChafaPixelType`'s unassociated RGBA.
    private static let truecolorMode: Int32 = 0
    private static let rgbaUnassociated: Int32 = 4

    private let configNew: ConfigNew
    private let configSetGeometry: ConfigSetInts
    private let configSetCellGeometry: ConfigSetInts
    private let configSetCanvasMode: ConfigSetInt
    private let configSetPixelMode: ConfigSetInt
    private let configUnref: Unref
    private let canvasNew: CanvasNew
    private let canvasUnref: Unref
    private let drawAllPixels: DrawAllPixels
    private let canvasPrint: CanvasPrint
    private let stringFree: StringFree
    /// The fallback terminal description: the standard sequences of every protocol.
    private let termInfo: OpaquePointer

    /// Why the last ``load(environment:)`` found no chafa.
    private(set) static var loadFailure = ""

    private init?(handle: UnsafeMutableRawPointer) {
        func symbol<T>(_ name: String, _: T.Type) -> T? {
            guard let pointer = dlsym(handle, name) else {
                Chafa.loadFailure = "libchafa.so.0 has no \(name)"
                return nil
            }
            return unsafeBitCast(pointer, to: T.self)
        }
        guard let configNew = symbol("chafa_canvas_config_new", ConfigNew.self),
            let configSetGeometry = symbol("chafa_canvas_config_set_geometry", ConfigSetInts.self),
            let configSetCellGeometry = symbol("chafa_canvas_config_set_cell_geometry", ConfigSetInts.self),
            let configSetCanvasMode = symbol("chafa_canvas_config_set_canvas_mode", ConfigSetInt.self),
            let configSetPixelMode = symbol("chafa_canvas_config_set_pixel_mode", ConfigSetInt.self),
            let configUnref = symbol("chafa_canvas_config_unref", Unref.self),
            let canvasNew = symbol("chafa_canvas_new", CanvasNew.self),
            let canvasUnref = symbol("chafa_canvas_unref", Unref.self),
            let drawAllPixels = symbol("chafa_canvas_draw_all_pixels", DrawAllPixels.self),
            let canvasPrint = symbol("chafa_canvas_print", CanvasPrint.self),
            let stringFree = symbol("g_string_free", StringFree.self),
            let termDBDefault = symbol("chafa_term_db_get_default", TermDBDefault.self),
            let fallbackInfo = symbol("chafa_term_db_get_fallback_info", FallbackInfo.self),
            let termInfo = fallbackInfo(termDBDefault())
        else { return nil }
        self.configNew = configNew
        self.configSetGeometry = configSetGeometry
        self.configSetCellGeometry = configSetCellGeometry
        self.configSetCanvasMode = configSetCanvasMode
        self.configSetPixelMode = configSetPixelMode
        self.configUnref = configUnref
        self.canvasNew = canvasNew
        self.canvasUnref = canvasUnref
        self.drawAllPixels = drawAllPixels
        self.canvasPrint = canvasPrint
        self.stringFree = stringFree
        self.termInfo = termInfo
    }

    /// Chafa, or nil (the reason in ``loadFailure``) when `HOMESCREEN_CHAFA=off` or the library
    /// cannot be loaded.
    static func load(environment: [String: String]) -> Chafa? {
        if environment["HOMESCREEN_CHAFA"] == "off" {
            loadFailure = "HOMESCREEN_CHAFA=off"
            return nil
        }
        guard let handle = dlopen("libchafa.so.0", RTLD_NOW | RTLD_LOCAL) else {
            loadFailure = dlerror().map { String(cString: $0) } ?? "libchafa.so.0 could not be loaded"
            return nil
        }
        // The handle stays open for the life of the process.
        return Chafa(handle: handle)
    }

    /// The sequence that draws `picture` over `columns` × `rows` cells of `cellPixels` pixels
    /// each with `pictureProtocol` (not `.cells`).
    func encode(_ picture: Picture, columns: Int, rows: Int, cellPixels: CellSize, as pictureProtocol: PictureProtocol) -> [UInt8] {
        let pixelMode: Int32
        switch pictureProtocol {
        case .sixel: pixelMode = 1
        case .kitty: pixelMode = 2
        case .iterm: pixelMode = 3
        case .cells: return []
        }
        guard let config = configNew() else { return [] }
        defer { configUnref(config) }
        configSetCanvasMode(config, Self.truecolorMode)
        configSetPixelMode(config, pixelMode)
        configSetGeometry(config, Int32(clamping: columns), Int32(clamping: rows))
        configSetCellGeometry(config, Int32(clamping: cellPixels.width), Int32(clamping: cellPixels.height))
        guard let canvas = canvasNew(config) else { return [] }
        defer { canvasUnref(canvas) }
        picture.rgba.withUnsafeBufferPointer { pixels in
            drawAllPixels(
                canvas, Self.rgbaUnassociated, pixels.baseAddress, Int32(clamping: picture.width), Int32(clamping: picture.height),
                Int32(clamping: picture.width * 4))
        }
        guard let string = canvasPrint(canvas, termInfo) else { return [] }
        defer { _ = stringFree(string, 1) }
        // GString: gchar *str; gsize len; gsize allocated_len.
        guard let bytes = string.load(as: UnsafeMutablePointer<CChar>?.self) else { return [] }
        let length = string.load(fromByteOffset: MemoryLayout<UnsafeMutableRawPointer>.stride, as: Int.self)
        return UnsafeRawBufferPointer(start: bytes, count: length).map { $0 }
    }
}
