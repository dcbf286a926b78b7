/// Reason phrases of the statuses a widget meets (RFC 9110's), written out here: Foundation's
/// table is in FoundationNetworking, which would link libcurl into the program.
public enum HTTPStatus {
    /// "HTTP 404 Not Found"; "HTTP 599" for a status without a phrase here.
    public static func line(_ status: Int) -> String {
        reasons[status].map { "HTTP \(status) \($0)" } ?? "HTTP \(status)"
    }

    static let reasons: [Int: String] = [
        200: "OK", 201: "Created", 202: "Accepted", 204: "No Content", 301: "Moved Permanently", 302: "Found",
        303: "See Other", 304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect", 400: "Bad Request",
        401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable",
        408: "Request Timeout", 410: "Gone", 413: "Content Too Large", 415: "Unsupported Media Type", 418: "I'm a Teapot",
        422: "Unprocessable Content", 429: "Too Many Requests", 451: "Unavailable For Legal Reasons",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
        504: "Gateway Timeout",
    ]
}
