// libcurl through dlopen (see CCurl.h). The option and info numbers are libcurl's ABI, fixed
// since they were introduced (curl.h builds them as a type base plus a number, e.g.
// CURLOPT_URL = CURLOPTTYPE_STRINGPOINT + 2 = 10002); they are written out here because a
// machine without libcurl's headers (Debian's libcurl4-openssl-dev) must still build this.

#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef void CURL;
typedef int CURLcode;
typedef int64_t curl_off_t;
struct curl_slist;

// CURLoption: a type base (long 0, object pointer 10000, function pointer 20000, off_t
// 30000) plus the option's number.
enum {
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_PROXY = 10004,
    OPT_ERRORBUFFER = 10010,
    OPT_WRITEFUNCTION = 20011,
    OPT_USERAGENT = 10018,
    OPT_HTTPHEADER = 10023,
    OPT_HEADERDATA = 10029,
    OPT_NOPROGRESS = 43,
    OPT_FOLLOWLOCATION = 52,
    OPT_XFERINFODATA = 10057,
    OPT_CAINFO = 10065,
    OPT_MAXREDIRS = 68,
    OPT_HEADERFUNCTION = 20079,
    OPT_NOSIGNAL = 99,
    OPT_ACCEPT_ENCODING = 10102,
    OPT_TIMEOUT_MS = 155,
    OPT_CONNECTTIMEOUT_MS = 156,
    OPT_NOPROXY = 10177,
    OPT_PROTOCOLS = 181,
    OPT_REDIR_PROTOCOLS = 182,
    OPT_RESOLVE = 10203,
    OPT_XFERINFOFUNCTION = 20219,
    OPT_MAXFILESIZE_LARGE = 30117,
    OPT_PROTOCOLS_STR = 10318,
    OPT_REDIR_PROTOCOLS_STR = 10319,
};

// CURLINFO: a type base (long 0x200000, off_t 0x600000) plus the item's number.
enum {
    INFO_RESPONSE_CODE = 0x200000 + 2,
    INFO_HEADER_SIZE = 0x200000 + 11,
    INFO_REQUEST_SIZE = 0x200000 + 12,
    INFO_OS_ERRNO = 0x200000 + 25,
    INFO_SIZE_DOWNLOAD_T = 0x600000 + 8,
    INFO_TOTAL_TIME_T = 0x600000 + 50,
    INFO_CONNECT_TIME_T = 0x600000 + 52,
    INFO_STARTTRANSFER_TIME_T = 0x600000 + 54,
    INFO_APPCONNECT_TIME_T = 0x600000 + 56,
};

enum { GLOBAL_DEFAULT = 3, UNKNOWN_OPTION = 48, ERROR_SIZE = 256, PROTO_HTTP = 1, PROTO_HTTPS = 2 };

typedef CURLcode (*GlobalInit)(long);
typedef CURL *(*EasyInit)(void);
typedef CURLcode (*EasySetopt)(CURL *, int, ...);
typedef CURLcode (*EasyPerform)(CURL *);
typedef CURLcode (*EasyGetinfo)(CURL *, int, ...);
typedef void (*EasyCleanup)(CURL *);
typedef const char *(*EasyStrerror)(CURLcode);
typedef struct curl_slist *(*SlistAppend)(struct curl_slist *, const char *);
typedef void (*SlistFreeAll)(struct curl_slist *);
typedef char *(*Version)(void);

static struct {
    int ready;
    char failure[256];
    GlobalInit global_init;
    EasyInit easy_init;
    EasySetopt setopt;
    EasyPerform perform;
    EasyGetinfo getinfo;
    EasyCleanup cleanup;
    EasyStrerror strerror;
    SlistAppend slist_append;
    SlistFreeAll slist_free_all;
    Version version;
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    // The OpenSSL build first (Debian's libcurl4), then the GnuTLS one (libcurl3-gnutls, which
    // git depends on, so most machines have it).
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *error = dlerror();
        snprintf(
            curl.failure, sizeof curl.failure, "libcurl is not installed (apt-get install libcurl4): %s",
            error != NULL ? error : "libcurl.so.4 not found");
        return;
    }
    // The handle stays open for the life of the process.
#define SYMBOL(field, type, name)                                                                      \
    curl.field = (type)dlsym(library, name);                                                           \
    if (curl.field == NULL) {                                                                          \
        snprintf(curl.failure, sizeof curl.failure, "the libcurl found has no %s", name);              \
        return;                                                                                        \
    }
    SYMBOL(global_init, GlobalInit, "curl_global_init")
    SYMBOL(easy_init, EasyInit, "curl_easy_init")
    SYMBOL(setopt, EasySetopt, "curl_easy_setopt")
    SYMBOL(perform, EasyPerform, "curl_easy_perform")
    SYMBOL(getinfo, EasyGetinfo, "curl_easy_getinfo")
    SYMBOL(cleanup, EasyCleanup, "curl_easy_cleanup")
    SYMBOL(strerror, EasyStrerror, "curl_easy_strerror")
    SYMBOL(slist_append, SlistAppend, "curl_slist_append")
    SYMBOL(slist_free_all, SlistFreeAll, "curl_slist_free_all")
    SYMBOL(version, Version, "curl_version")
#undef SYMBOL
    if (curl.global_init(GLOBAL_DEFAULT) != 0) {
        snprintf(curl.failure, sizeof curl.failure, "libcurl could not be initialised");
        return;
    }
    curl.ready = 1;
}

int hs_http_load(char *why, size_t why_size) {
    pthread_once(&load_once, load);
    if (!curl.ready && why != NULL && why_size > 0) snprintf(why, why_size, "%s", curl.failure);
    return curl.ready;
}

const char *hs_http_version(void) {
    if (!curl.ready) return "";
    const char *version = curl.version();
    return version != NULL ? version : "";
}

typedef struct {
    HSHTTPSink header;
    HSHTTPSink body;
    HSHTTPCancelCheck cancelled;
    void *context;
} Callbacks;

static size_t on_header(char *bytes, size_t size, size_t count, void *data) {
    Callbacks *callbacks = data;
    return callbacks->header != NULL ? callbacks->header(bytes, size * count, callbacks->context) : size * count;
}

static size_t on_body(char *bytes, size_t size, size_t count, void *data) {
    Callbacks *callbacks = data;
    return callbacks->body != NULL ? callbacks->body(bytes, size * count, callbacks->context) : size * count;
}

static int on_progress(void *data, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total, curl_off_t uploaded) {
    (void)download_total, (void)downloaded, (void)upload_total, (void)uploaded;
    Callbacks *callbacks = data;
    return callbacks->cancelled != NULL ? callbacks->cancelled(callbacks->context) : 0;
}

static long long microseconds(CURL *handle, int info) {
    curl_off_t value = 0;
    return curl.getinfo(handle, info, &value) == 0 ? (long long)value : 0;
}

void hs_http_perform(
    const HSHTTPRequest *request, HSHTTPSink header, HSHTTPSink body, HSHTTPCancelCheck cancelled, void *context,
    HSHTTPResult *result) {
    memset(result, 0, sizeof *result);
    if (!hs_http_load(result->message, sizeof result->message)) {
        result->code = HS_HTTP_NO_LIBRARY;
        return;
    }
    CURL *handle = curl.easy_init();
    if (handle == NULL) {
        result->code = HS_HTTP_NO_LIBRARY;
        snprintf(result->message, sizeof result->message, "libcurl could not make a handle");
        return;
    }
    struct curl_slist *headers = NULL;
    for (int i = 0; i < request->header_count; i++) headers = curl.slist_append(headers, request->headers[i]);
    struct curl_slist *resolved = request->resolved != NULL ? curl.slist_append(NULL, request->resolved) : NULL;
    Callbacks callbacks = {header, body, cancelled, context};
    char error[ERROR_SIZE] = {0};

    curl.setopt(handle, OPT_URL, request->url);
    curl.setopt(handle, OPT_ERRORBUFFER, error);
    // No signals: a timeout must not use SIGALRM in a threaded program.
    curl.setopt(handle, OPT_NOSIGNAL, 1L);
    // Only HTTP and HTTPS, for the first request and every redirect (a redirect to file:// or
    // to another protocol is refused). The string options are libcurl 7.85's; older ones take
    // the bit masks.
    if (curl.setopt(handle, OPT_PROTOCOLS_STR, "http,https") == UNKNOWN_OPTION) {
        curl.setopt(handle, OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    }
    if (curl.setopt(handle, OPT_REDIR_PROTOCOLS_STR, "http,https") == UNKNOWN_OPTION) {
        curl.setopt(handle, OPT_REDIR_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    }
    curl.setopt(handle, OPT_FOLLOWLOCATION, request->max_redirects > 0 ? 1L : 0L);
    curl.setopt(handle, OPT_MAXREDIRS, request->max_redirects);
    curl.setopt(handle, OPT_CONNECTTIMEOUT_MS, request->connect_timeout_ms);
    curl.setopt(handle, OPT_TIMEOUT_MS, request->total_timeout_ms);
    curl.setopt(handle, OPT_PROXY, request->proxy != NULL ? request->proxy : "");
    if (request->no_proxy != NULL) curl.setopt(handle, OPT_NOPROXY, request->no_proxy);
    if (request->ca_file != NULL) curl.setopt(handle, OPT_CAINFO, request->ca_file);
    if (request->user_agent != NULL) curl.setopt(handle, OPT_USERAGENT, request->user_agent);
    // Every encoding this libcurl decodes (gzip, deflate, and br or zstd where built in).
    curl.setopt(handle, OPT_ACCEPT_ENCODING, "");
    if (headers != NULL) curl.setopt(handle, OPT_HTTPHEADER, headers);
    if (request->max_body_bytes > 0) curl.setopt(handle, OPT_MAXFILESIZE_LARGE, (curl_off_t)request->max_body_bytes);
    if (resolved != NULL) curl.setopt(handle, OPT_RESOLVE, resolved);
    curl.setopt(handle, OPT_HEADERFUNCTION, on_header);
    curl.setopt(handle, OPT_HEADERDATA, &callbacks);
    curl.setopt(handle, OPT_WRITEFUNCTION, on_body);
    curl.setopt(handle, OPT_WRITEDATA, &callbacks);
    curl.setopt(handle, OPT_NOPROGRESS, 0L);
    curl.setopt(handle, OPT_XFERINFOFUNCTION, on_progress);
    curl.setopt(handle, OPT_XFERINFODATA, &callbacks);

    result->code = curl.perform(handle);
    curl.getinfo(handle, INFO_RESPONSE_CODE, &result->status);
    curl.getinfo(handle, INFO_OS_ERRNO, &result->os_errno);
    long header_bytes = 0, request_bytes = 0;
    curl.getinfo(handle, INFO_HEADER_SIZE, &header_bytes);
    curl.getinfo(handle, INFO_REQUEST_SIZE, &request_bytes);
    result->header_bytes = header_bytes;
    result->request_bytes = request_bytes;
    curl_off_t body_bytes = 0;
    curl.getinfo(handle, INFO_SIZE_DOWNLOAD_T, &body_bytes);
    result->body_bytes = body_bytes;
    long long tcp = microseconds(handle, INFO_CONNECT_TIME_T), tls = microseconds(handle, INFO_APPCONNECT_TIME_T);
    result->connect_us = tls > tcp ? tls : tcp;
    result->first_byte_us = microseconds(handle, INFO_STARTTRANSFER_TIME_T);
    result->total_us = microseconds(handle, INFO_TOTAL_TIME_T);
    if (result->code != 0) {
        snprintf(result->message, sizeof result->message, "%s", error[0] != 0 ? error : curl.strerror(result->code));
    }
    curl.cleanup(handle);
    if (headers != NULL) curl.slist_free_all(headers);
    if (resolved != NULL) curl.slist_free_all(resolved);
}
