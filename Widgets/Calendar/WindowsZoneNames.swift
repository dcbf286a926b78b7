#if canImport(_FoundationICU)
    import _FoundationICU
#endif

/// Windows zone names ("Pacific Standard Time", "W. Europe Standard Time"), as Outlook and
/// Exchange write them in `TZID`, mapped to IANA names by CLDR's windowsZones table. ICU has
/// that table and Foundation already loads ICU, so nothing is written by hand: this asks the
/// toolchain's copy (`ucal_getTimeZoneIDForWindowsID`, which the Swift module exports under
/// its `swift_` name).
enum WindowsZoneNames {
    /// The IANA name for a Windows zone name, for the world ("001") region; nil when the name
    /// is not a Windows zone name (or ICU is not reachable on this platform).
    static func ianaName(for windowsName: String) -> String? {
        #if canImport(_FoundationICU)
            let name = Array(windowsName.utf16)
            guard !name.isEmpty, name.count < 128 else { return nil }
            var result = [UInt16](repeating: 0, count: 64)
            var status = U_ZERO_ERROR
            let length = swift_ucal_getTimeZoneIDForWindowsID(name, Int32(name.count), nil, &result, Int32(result.count), &status)
            guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0, length <= result.count else { return nil }
            return String(decoding: result[0..<Int(length)], as: UTF16.self)
        #else
            return nil
        #endif
    }
}
