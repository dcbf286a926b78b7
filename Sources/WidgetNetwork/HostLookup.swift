import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Looks a host up (getaddrinfo) on the calling thread, for libcurl's CURLOPT_RESOLVE: left to
/// itself libcurl looks names up in a thread of its own with the default 8 MB stack, which an
/// extension's data limit (`RLIMIT_DATA`, 48 MB) counts, so a few feeds fetched at once would
/// pass it. The transfer's own thread has a small stack and waits anyway.
enum HostLookup {
    /// "host:port:address,address" for `url`'s host, or nil for an address written as such
    /// (nothing to look up); a failure when the name does not resolve.
    static func entry(for url: URL) -> Result<String?, HTTPFailure> {
        guard let host = url.host, !host.isEmpty else { return .success(nil) }
        let bare = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        guard !isAddress(bare) else { return .success(nil) }
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(bare, nil, &hints, &list) == 0, let first = list else { return .failure(.couldNotResolve(host: bare)) }
        defer { freeaddrinfo(list) }
        var addresses: [String] = []
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let info = next {
            var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(info.pointee.ai_addr, info.pointee.ai_addrlen, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 {
                let address = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                let shown = address.contains(":") ? "[\(address)]" : address
                if !addresses.contains(shown) { addresses.append(shown) }
            }
            next = info.pointee.ai_next
        }
        guard !addresses.isEmpty else { return .failure(.couldNotResolve(host: bare)) }
        return .success("\(bare):\(port):\(addresses.joined(separator: ","))")
    }

    private static func isAddress(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }
}
