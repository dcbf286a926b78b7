import Foundation
import WidgetEngine

/// The proxies of an environment, as curl, wget and most tools read them: `HTTPS_PROXY` for
/// `https://` URLs, `HTTP_PROXY` for `http://` ones, `ALL_PROXY` for either when those are
/// unset, and `NO_PROXY` (hosts, domain suffixes, IP addresses or ranges, `*`) for the hosts
/// reached directly. Each may be written in lower case, which wins.
///
/// The client hands libcurl the proxy chosen here rather than letting it read the variables:
/// libcurl ignores `HTTP_PROXY` in upper case (a CGI program's environment could set it), and
/// a choice made here is the same one tests check.
public struct ProxySettings: Sendable, Hashable {
    /// The proxy for `https://` URLs ("" for none).
    public var https: String
    /// The proxy for `http://` URLs ("" for none).
    public var http: String
    /// The hosts reached directly, in `NO_PROXY`'s syntax ("" for none).
    public var bypass: String

    public init(https: String = "", http: String = "", bypass: String = "") {
        self.https = https
        self.http = http
        self.bypass = bypass
    }

    /// The proxies `environment` names.
    public init(environment: [String: String]) {
        func value(_ name: String) -> String? {
            for key in [name.lowercased(), name] {
                if let value = environment[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return value }
            }
            return nil
        }
        let all = value("ALL_PROXY") ?? ""
        self.init(https: value("HTTPS_PROXY") ?? all, http: value("HTTP_PROXY") ?? all, bypass: value("NO_PROXY") ?? "")
    }

    /// The proxies of this process's environment.
    public static var process: ProxySettings { ProxySettings(environment: ProcessEnvironment.variables) }

    /// The proxy for `url` ("" for none); whether `url`'s host bypasses it is libcurl's to
    /// decide from ``bypass``.
    public func proxy(for url: URL) -> String {
        url.scheme?.lowercased() == "https" ? https : http
    }

    /// The variables ``init(environment:)`` reads, for passing them on to a child process.
    public static let variables = [
        "HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy", "NO_PROXY", "no_proxy",
    ]
}
