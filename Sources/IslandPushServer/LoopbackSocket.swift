import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few socket calls the push server makes, with Linux's and Darwin's spellings side by side:
/// a TCP listener on 127.0.0.1 only, accepting, reading with a timeout, and writing without
/// SIGPIPE (a client that hangs up must not end the previewer).
enum LoopbackSocket {
    #if canImport(Glibc)
    static let streamType = Int32(SOCK_STREAM.rawValue)
    static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    static let streamType = SOCK_STREAM
    static let sendFlags: Int32 = 0  // SO_NOSIGPIPE is set on each accepted socket instead
    #endif

    /// 127.0.0.1:`port`, as the socket calls take it.
    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7f00_0001).bigEndian)
        return address
    }

    /// A socket connected to 127.0.0.1:`port`, reads giving up after `timeout` seconds of
    /// silence; nil, with errno, when nothing listens there.
    static func connect(port: UInt16, timeout seconds: Int = 5) -> Int32? {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { return nil }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let saved = errno
            close(descriptor)
            errno = saved
            return nil
        }
        return descriptor
    }

    /// A listening socket on 127.0.0.1:`port` (0: any free port), and the port it got.
    static func listen(port: UInt16) throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw PushServerError.cannotListen(port: port, reason: errorText()) }
        // Not inherited by a program the previewer execs (a widget folder's rebuilt host), which
        // would hold the port without answering.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        // 127.0.0.1: loopback only, whatever the machine's other interfaces.
        var address = loopback(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, systemListen(descriptor, 16) == 0 else {
            let reason = errorText()
            close(descriptor)
            throw PushServerError.cannotListen(port: port, reason: reason)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: actual.sin_port))
    }

    /// The next connection, or nil once the listener is closed.
    static func accept(_ listener: Int32, readTimeout seconds: Int) -> Int32? {
        while true {
            #if canImport(Glibc)
            let connection = Glibc.accept(listener, nil, nil)
            #else
            let connection = Darwin.accept(listener, nil, nil)
            #endif
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return nil
            }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            var timeout = timeval(tv_sec: seconds, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            return connection
        }
    }

    /// Up to `count` bytes; empty at the end of the stream, on a timeout or an error.
    static func read(_ connection: Int32, upTo count: Int) -> Data {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let result = recv(connection, &buffer, count, 0)
            if result < 0 && errno == EINTR { continue }
            return result > 0 ? Data(buffer[0..<result]) : Data()
        }
    }

    /// Writes all of `data`; false if the client went away.
    @discardableResult
    static func write(_ connection: Int32, _ data: Data) -> Bool {
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count {
            let result = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, sendFlags) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            offset += result
        }
        return true
    }

    /// Ends a socket: no more reading or writing, then closed.
    static func end(_ descriptor: Int32) {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}

/// `connect(2)`, which a static method named `connect` hides.
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    #if canImport(Glibc)
    Glibc.connect(descriptor, address, length)
    #else
    Darwin.connect(descriptor, address, length)
    #endif
}

/// `listen(2)`, which a static method named `listen` hides.
private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.listen(descriptor, backlog)
    #else
    Darwin.listen(descriptor, backlog)
    #endif
}

/// Why the push server could not start.
public enum PushServerError: Error, CustomStringConvertible, Equatable {
    case cannotListen(port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .cannotListen(let port, let reason):
            port == 0 ? "cannot listen for pushes on 127.0.0.1: \(reason)"
                : "cannot listen for pushes on 127.0.0.1:\(port): \(reason) (another previewer on that port? without --push-port any free one is taken)"
        }
    }
}
