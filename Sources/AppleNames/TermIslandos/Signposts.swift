import Foundation

/// A signpost's identity, as os's `OSSignpostID`: what pairs an interval's end with its begin.
public struct OSSignpostID: Equatable, Hashable, Comparable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { rawValue = OSSignpostID.next() }
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(0)
    public static let null = OSSignpostID(0)

    public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }

    private static let counter = SignpostCounter()
    static func next() -> UInt64 { counter.next() }
}

private final class SignpostCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0
    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// A signpost's kind, as os's `OSSignpostType`.
public struct OSSignpostType: Equatable, Sendable {
    let word: String
    public static let begin = OSSignpostType(word: "begin")
    public static let end = OSSignpostType(word: "end")
    public static let event = OSSignpostType(word: "event")
}

/// An interval begun, as os's `OSSignpostIntervalState`: `endInterval` ends it.
public final class OSSignpostIntervalState: @unchecked Sendable {
    let id: OSSignpostID
    let began: Date
    init(id: OSSignpostID, began: Date) {
        self.id = id
        self.began = began
    }
}

/// Marks intervals and events for Instruments, as os's `OSSignposter`. There is no Instruments
/// here: each begin, end and event is a line of the simulated device's log, the end with the
/// interval's length.
public struct OSSignposter: @unchecked Sendable {
    let log: OSLog

    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    public init(logger: Logger) { log = logger.logObject }
    public init(logHandle: OSLog) { log = logHandle }
    public init() { log = .default }

    /// A signposter that writes nothing.
    public static let disabled = OSSignposter(logHandle: .disabled)

    public var isEnabled: Bool { log.signpostsEnabled }

    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) { log.write(.default, "signpost event \(name)") }
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {
        log.write(.default, "signpost event \(name): \(message.text)")
    }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        log.write(.default, "signpost begin \(name)")
        return OSSignpostIntervalState(id: id, began: Date())
    }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        log.write(.default, "signpost begin \(name): \(message.text)")
        return OSSignpostIntervalState(id: id, began: Date())
    }

    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        beginInterval(name, id: id)
    }

    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) { log.write(.default, "signpost end \(name)") }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {
        log.write(.default, "signpost end \(name): \(message.text)")
    }

    /// Runs `task` inside an interval.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        let state = beginInterval(name, id: id)
        defer { endInterval(name, state) }
        return try task()
    }

    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                        around task: () throws -> T) rethrows -> T {
        let state = beginInterval(name, id: id, message)
        defer { endInterval(name, state) }
        return try task()
    }
}

/// Marks a signpost, as os's `os_signpost`: a line of the simulated device's log.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {
    log.write(.default, "signpost \(type.word) \(name)")
}

public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {
    log.write(.default, "signpost \(type.word) \(name): \(String(format: format.description, arguments: arguments))")
}
