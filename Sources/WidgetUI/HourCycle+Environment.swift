import Foundation

extension HourCycle {
    /// The screen's one hour cycle: `hour_cycle` in `config.toml` when it is set, else the
    /// hour cycle of the locale that `LC_ALL`, `LC_TIME` or `LANG` names (the first set and not
    /// empty, as C programs pick the locale of times); `C` and `POSIX`, or none, write 0 to 23.
    public static func resolve(configured: HourCycle?, environment: [String: String]) -> HourCycle {
        if let configured { return configured }
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        // "en_US.UTF-8@euro" names the locale en_US.
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        guard !identifier.isEmpty, identifier != "C", identifier != "POSIX" else { return .h23 }
        return .of(Locale(identifier: identifier))
    }
}
