import CellGrid
import Foundation

/// kitty's graphics protocol for one picture, written here only for when chafa is missing
/// (``Chafa``): the raw RGBA pixels (`f=32`), base64, in chunks of 4096 characters, shown at
/// the cursor over `c` × `r` cells (kitty scales it) without moving the cursor (`C=1`) and
/// without replies (`q=2`).
enum KittyEncoder {
    static let chunkSize = 4096

    static func encode(_ picture: Picture, columns: Int, rows: Int) -> [UInt8] {
        let payload = Array(Data(picture.rgba).base64EncodedString().utf8)
        var output: [UInt8] = []
        output.reserveCapacity(payload.count + (payload.count / chunkSize + 1) * 16 + 64)
        var start = 0
        repeat {
            let end = min(start + chunkSize, payload.count)
            let more = end < payload.count ? 1 : 0
            let control =
                start == 0
                ? "a=T,f=32,s=\(picture.width),v=\(picture.height),c=\(columns),r=\(rows),C=1,q=2,m=\(more)"
                : "m=\(more)"
            output.append(contentsOf: Array("\u{1B}_G\(control);".utf8))
            output.append(contentsOf: payload[start..<end])
            output.append(contentsOf: [0x1B, UInt8(ascii: "\\")])
            start = end
        } while start < payload.count
        return output
    }
}
