#ifndef CCURL_H
#define CCURL_H

// One HTTP request through libcurl, loaded at run time with dlopen: nothing links against
// libcurl, so the home screen's binary (which the bundled widgets' extension process also is)
// shows no HTTP or TLS library to ldd, and only a process that makes a request ever loads one.
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: this file is
// the one place that calls them, with the types each option takes.

#include <stddef.h>

/// What to ask for. Every string is copied by libcurl or used only during the call.
typedef struct {
    /// The absolute http:// or https:// URL.
    const char *url;
    /// Request headers, each "Name: value".
    const char *const *headers;
    int header_count;
    /// The proxy to use ("http://host:port"); "" for none (libcurl then reads no proxy
    /// variable of its own).
    const char *proxy;
    /// Hosts reached without the proxy (NO_PROXY's syntax); NULL for none.
    const char *no_proxy;
    /// The most milliseconds to connect (DNS, TCP and TLS handshakes) and for the whole request.
    long connect_timeout_ms;
    long total_timeout_ms;
    /// A file of CA certificates; NULL for the system's (libcurl's built-in bundle path).
    const char *ca_file;
    const char *user_agent;
    /// Redirects followed at most (0: none).
    long max_redirects;
    /// A body announced (Content-Length) as longer than this fails at once, unread; 0: no limit.
    long long max_body_bytes;
    /// Addresses already looked up, as CURLOPT_RESOLVE takes them ("example.org:443:93.184.215.14");
    /// NULL to let libcurl look the host up itself (in a thread of its own, with the default
    /// 8 MB stack, which an extension's data limit counts).
    const char *resolved;
} HSHTTPRequest;

/// Takes `count` bytes of the body (or one header line, CRLF included); answers `count` to go
/// on, anything else to stop the transfer (it then fails with HS_HTTP_STOPPED_BY_SINK).
typedef size_t (*HSHTTPSink)(const char *bytes, size_t count, void *context);

/// Answers nonzero to stop the transfer (a cancelled task); asked about once a second and
/// whenever data moves.
typedef int (*HSHTTPCancelCheck)(void *context);

/// What happened.
typedef struct {
    /// libcurl's result code (CURLcode): 0 when an answer came, whatever its status.
    int code;
    /// The HTTP status of the last answer (after redirects); 0 when none came.
    long status;
    /// libcurl's own words for a failure ("" when it succeeded).
    char message[256];
    /// The system's error number of a failed connection (ECONNREFUSED, ENETUNREACH, ...), or 0.
    long os_errno;
    /// Microseconds from the start to the TCP (and TLS) connection, to the first byte of the
    /// answer, and to its end.
    long long connect_us;
    long long first_byte_us;
    long long total_us;
    /// Bytes sent (the request's headers) and received (the answer's headers; the body as it
    /// came over the wire, compressed or not).
    long long request_bytes;
    long long header_bytes;
    long long body_bytes;
} HSHTTPResult;

/// CURLcode values the Swift side tells apart.
enum {
    HS_HTTP_OK = 0,
    HS_HTTP_UNSUPPORTED_PROTOCOL = 1,
    HS_HTTP_URL_MALFORMAT = 3,
    HS_HTTP_COULDNT_RESOLVE_PROXY = 5,
    HS_HTTP_COULDNT_RESOLVE_HOST = 6,
    HS_HTTP_COULDNT_CONNECT = 7,
    HS_HTTP_WEIRD_SERVER_REPLY = 8,
    HS_HTTP_PARTIAL_FILE = 18,
    HS_HTTP_STOPPED_BY_SINK = 23,
    HS_HTTP_TIMED_OUT = 28,
    HS_HTTP_SSL_CONNECT_ERROR = 35,
    HS_HTTP_ABORTED_BY_CALLBACK = 42,
    HS_HTTP_TOO_MANY_REDIRECTS = 47,
    HS_HTTP_GOT_NOTHING = 52,
    HS_HTTP_SEND_ERROR = 55,
    HS_HTTP_RECV_ERROR = 56,
    HS_HTTP_PEER_FAILED_VERIFICATION = 60,
    HS_HTTP_BAD_CONTENT_ENCODING = 61,
    HS_HTTP_FILESIZE_EXCEEDED = 63,
    HS_HTTP_SSL_CACERT_BADFILE = 77,
    /// Not libcurl's: the library could not be loaded, or a handle could not be made.
    HS_HTTP_NO_LIBRARY = -1,
};

/// Loads libcurl once (libcurl.so.4, Debian's libcurl4; else libcurl-gnutls.so.4, which git
/// depends on) and initialises it. Answers 1 when it is ready; else 0 with the reason in `why`.
int hs_http_load(char *why, size_t why_size);

/// libcurl's version line ("libcurl/7.88.1 OpenSSL/3.0.19 ..."), or "" before a load.
const char *hs_http_version(void);

/// Makes `request`, handing the answer's header lines to `header` and its body to `body`
/// (both may be NULL), and fills `result`. Blocks the calling thread until the transfer ends.
void hs_http_perform(
    const HSHTTPRequest *request, HSHTTPSink header, HSHTTPSink body, HSHTTPCancelCheck cancelled, void *context,
    HSHTTPResult *result);

#endif
