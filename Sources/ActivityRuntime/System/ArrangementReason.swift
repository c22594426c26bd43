/// Why the island shows what it shows: the words, and the arbitration policy when the policy
/// decided it (ranking apps, or letting one app hold both minimal presentations).
///
///     "Rides is the only app with an activity: compact (policy: highest relevance, ties to the first started)"
///      └─────────────────── words ──────────────────┘ └──────────── policy, said as ArbitrationPolicy says it ┘
///
/// A reader asks `policy != nil`, never whether the sentence mentions one: the previewer's
/// panel names the policy on a line of its own only when the reason does not.
public struct ArrangementReason: Hashable, Sendable, CustomStringConvertible {
    /// What happened, in words, without the policy.
    public var words: String
    /// The policy that ranked the apps, if one did; nil when nothing was ranked (no island, a
    /// locked device, an alert, nothing running).
    public var policy: ArbitrationPolicy?

    public init(_ words: String, policy: ArbitrationPolicy? = nil) {
        self.words = words
        self.policy = policy
    }

    /// The reason as one line: the words, then the policy in parentheses where it decided.
    public var description: String {
        guard let policy else { return words }
        return "\(words) (policy: \(policy.description))"
    }
}
