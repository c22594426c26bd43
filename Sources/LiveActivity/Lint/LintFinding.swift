/// One thing `island lint` found: which rule, what exactly, in which part of the activity, on
/// which device. Where the part is declared (a file and line) is the caller's to add: it knows
/// the sources.
public struct LintFinding: Equatable, Sendable {
    public var rule: LintRule
    /// What is wrong, with the numbers: "the content is 176 points tall; 160 are shown".
    public var message: String
    /// The part of the activity to change.
    public var part: LintPart
    /// The device it was found on (the first, when several show the same), or nil when it is
    /// the same on every device (the state's size).
    public var device: DeviceProfile?
    /// Where to change it, once the caller knows.
    public var location: LintLocation?

    public init(rule: LintRule, message: String, part: LintPart, device: DeviceProfile?, location: LintLocation? = nil) {
        self.rule = rule
        self.message = message
        self.part = part
        self.device = device
        self.location = location
    }

    public var severity: LintSeverity { rule.severity }

    public static func == (lhs: LintFinding, rhs: LintFinding) -> Bool {
        lhs.rule == rhs.rule && lhs.message == rhs.message && lhs.part == rhs.part
            && lhs.device?.identifier == rhs.device?.identifier && lhs.location == rhs.location
    }
}

/// The part of an activity's declaration a finding is about.
public enum LintPart: String, Sendable {
    case compactLeading, compactTrailing, minimal, expanded, lockScreen
    /// The Smart Stack's and CarPlay's content (the `.small` family or the compact views).
    case smallFamily
    /// The data: a preview's state and attributes.
    case state
    /// A line of the widget's source (a call lint names, wherever it is).
    case source

    /// The part a presentation's content is declared in.
    public init(_ presentation: Presentation) {
        switch presentation {
        case .compact: self = .compactLeading
        case .minimal, .minimalAttached, .minimalDetached: self = .minimal
        case .expanded: self = .expanded
        case .lockScreen, .banner, .standby: self = .lockScreen
        case .smartStack, .carPlay: self = .smallFamily
        }
    }
}

/// A file and a line, as a report and a SARIF file point at them.
public struct LintLocation: Equatable, Sendable, CustomStringConvertible {
    /// Relative to the directory island runs in where it is below it.
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = max(1, line)
    }

    public var description: String { "\(file):\(line)" }
}

extension LintFinding {
    /// The finding as found in `variant` (`island lint --variants`): its message says where.
    public func found(in variant: SnapshotVariant) -> LintFinding {
        var found = self
        found.message = "in \(variant.name): \(message)"
        return found
    }
}
