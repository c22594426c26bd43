import Foundation

/// A message's level, as os's `OSLogType`.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)

    /// The word the log line starts with; none for the default level.
    var word: String? {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: nil
        }
    }
}

/// A log of a subsystem and category, as os's `OSLog`, for `os_log` and `Logger(_:)`.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String
    let isDisabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
    }

    init(disabled: Bool) {
        subsystem = ""
        category = ""
        isDisabled = disabled
    }

    /// A log's category for points of interest, as `OSLog.Category.pointsOfInterest`.
    public struct Category: Sendable {
        let name: String
        public static let pointsOfInterest = Category(name: "PointsOfInterest")
        public static let dynamicTracing = Category(name: "DynamicTracing")
        public static let dynamicStackTracing = Category(name: "DynamicStackTracing")
    }

    public convenience init(subsystem: String, category: Category) { self.init(subsystem: subsystem, category: category.name) }

    /// The process's own log.
    public static let `default` = OSLog(disabled: false)
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: true)

    /// Whether messages of `type` are written: all of them, here.
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled }

    /// Signposts are written for every log but the disabled one.
    public var signpostsEnabled: Bool { !isDisabled }

    /// Writes one line to the simulated device's log: the category, the level, the message.
    func write(_ type: OSLogType, _ message: String) {
        guard !isDisabled else { return }
        var line = category.isEmpty ? "" : "[\(category)] "
        if let word = type.word { line += "\(word): " }
        ActivitySystem.current.log(line + message)
    }
}

/// A log to write messages to, as os's `Logger`: each message is a line of the simulated
/// device's log (the previewer's log panel, `island play`'s transcript), as Xcode's console
/// shows the device's.
///
///     let logger = Logger(subsystem: "com.example.pizza", category: "delivery")
///     logger.info("Courier \(name, privacy: .private) is \(minutes) min away")
///     // [delivery] info: Courier Marisol is 12 min away
public struct Logger: @unchecked Sendable {
    /// The log the messages go to.
    public let logObject: OSLog

    public init(subsystem: String, category: String) { logObject = OSLog(subsystem: subsystem, category: category) }
    public init(_ logObj: OSLog) { logObject = logObj }
    /// The process's own log.
    public init() { logObject = .default }

    public func log(_ message: OSLogMessage) { logObject.write(.default, message.text) }
    public func log(level: OSLogType, _ message: OSLogMessage) { logObject.write(level, message.text) }
    public func trace(_ message: OSLogMessage) { logObject.write(.debug, message.text) }
    public func debug(_ message: OSLogMessage) { logObject.write(.debug, message.text) }
    public func info(_ message: OSLogMessage) { logObject.write(.info, message.text) }
    public func notice(_ message: OSLogMessage) { logObject.write(.default, message.text) }
    public func warning(_ message: OSLogMessage) { logObject.write(.error, message.text) }
    public func error(_ message: OSLogMessage) { logObject.write(.error, message.text) }
    public func critical(_ message: OSLogMessage) { logObject.write(.fault, message.text) }
    public func fault(_ message: OSLogMessage) { logObject.write(.fault, message.text) }
}

/// Writes a message to a log, as os's `os_log` with a format string: `%@`, `%d`, `%s` and the
/// like are filled from `args` as `String(format:)` fills them (`%{public}@` as `%@`).
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
                   _ args: any CVarArg...) {
    let format = message.description.replacingOccurrences(of: "%{public}", with: "%").replacingOccurrences(of: "%{private}", with: "%")
    log.write(type, String(format: format, arguments: args))
}

/// Writes a message of `type`, as os's `os_log(_:log:_:)`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(type, message.text)
}

/// Writes a message at the default level, as os's `os_log(_:)`.
public func os_log(_ message: OSLogMessage) { OSLog.default.write(.default, message.text) }
