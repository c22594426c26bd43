import ActivityRuntime

/// How many bytes of each kind of input file are read. A larger file is refused before a byte
/// of it is parsed, with its size, so cost and memory stay bounded whatever the file:
///
///     island: big.json: 10,485,760 bytes; a scenario file is at most 1,048,576 bytes
///     island: /dev/zero: more than 1,048,576 bytes; a scenario file is at most 1,048,576 bytes
///
/// The figures leave room for files much larger than any written by hand: a scenario of 1 MB is
/// about 15,000 events, a file of described views of 256 KB about 5,000 views. A push payload's
/// limit is APNs' own (4,096 bytes); a content state is read with room for the whitespace of a
/// file written by hand, and ActivityKit's 4 KB rule is then applied to its compact JSON.
public struct InputFileLimit: Hashable, Sendable {
    /// The most bytes read.
    public let bytes: Int
    /// The file as a sentence names it: "a scenario file".
    public let what: String
    /// For a limit that is a rule of its own: the subject and the rule, said around the size.
    private let rule: (subject: String, rule: String)?

    public init(bytes: Int, what: String) {
        self.bytes = bytes
        self.what = what
        rule = nil
    }

    private init(bytes: Int, what: String, subject: String, rule: String) {
        self.bytes = bytes
        self.what = what
        self.rule = (subject, rule)
    }

    public static func == (lhs: InputFileLimit, rhs: InputFileLimit) -> Bool { lhs.bytes == rhs.bytes && lhs.what == rhs.what }
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes); hasher.combine(what) }

    public static let scenario = InputFileLimit(bytes: 1 << 20, what: "a scenario file")
    public static let views = InputFileLimit(bytes: 256 << 10, what: "a file of described views")
    public static let theme = InputFileLimit(bytes: 64 << 10, what: "a theme file")
    /// APNs' limit, said as `PushPayloadRules` says it of a payload it has read.
    public static let payload = InputFileLimit(
        bytes: PushPayloadRules.maximumBytes, what: "a push payload file", subject: "the payload",
        rule: "APNs allows \(grouped(PushPayloadRules.maximumBytes)) for a Live Activity push")
    public static let contentState = InputFileLimit(bytes: 64 << 10, what: "a content state file")

    /// Why a file of `size` bytes (nil: only known to be larger than the limit) is refused.
    func reason(size: Int?) -> String {
        let measured = size.map { "\(grouped($0)) bytes" } ?? "more than \(grouped(bytes)) bytes"
        if let rule { return "\(rule.subject) is \(measured); \(rule.rule)" }
        return "\(measured); \(what) is at most \(grouped(bytes)) bytes"
    }
}
