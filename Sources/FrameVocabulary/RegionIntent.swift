/// What clicking a control runs: an App Intent (`Button(intent:)`, `Toggle(isOn:intent:)`),
/// its type erased. Two regions' intents are equal when they are of the same type with the same
/// title: a frame's regions compare by what they show, not by the values an intent carries.
public struct RegionIntent: Hashable, Sendable, CustomStringConvertible {
    /// The intent's type name: `PauseTimerIntent`.
    public let name: String
    /// Its title (`static var title`).
    public let title: String
    /// Runs the intent's `perform()` (a toggle's intent with the toggle's new value set).
    public let perform: @Sendable () async throws -> Void

    public init(name: String, title: String, perform: @escaping @Sendable () async throws -> Void) {
        self.name = name
        self.title = title
        self.perform = perform
    }

    public static func == (a: RegionIntent, b: RegionIntent) -> Bool { a.name == b.name && a.title == b.title }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(title)
    }

    public var description: String { name }
}
