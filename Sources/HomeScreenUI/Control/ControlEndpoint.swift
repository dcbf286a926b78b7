import HostIO

/// Where the home screen listens for `homescreen reload` and `donate`, and the listener.
struct ControlEndpoint {
    /// The socket's path (nil: nowhere).
    let path: String?
    /// The listener, once it listens.
    var listener: ControlListener?
}
