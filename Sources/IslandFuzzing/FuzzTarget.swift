import Foundation

/// One fuzz target: a function of arbitrary bytes that must return, in bounded time and memory,
/// without breaking any invariant it checks. libFuzzer calls it millions of times
/// (`Tests/IslandFuzzingTests/fuzz.sh NAME SECONDS`); the unit tests call it with the committed seed corpus.
///
/// A broken invariant stops the process with `FuzzFinding.report`, which libFuzzer records as a
/// crash with the input that caused it.
public struct FuzzTarget: Sendable {
    /// The name `Tests/IslandFuzzingTests/fuzz.sh` takes: "scenario".
    public let name: String
    /// What it feeds and what it checks.
    public let summary: String
    /// Runs one input.
    public let run: @Sendable (Data) -> Void

    public init(name: String, summary: String, run: @escaping @Sendable (Data) -> Void) {
        self.name = name
        self.summary = summary
        self.run = run
    }

    /// Every target, in the order `Tests/IslandFuzzingTests/fuzz.sh all` runs them.
    public static let all: [FuzzTarget] = [
        .scenario, .payload, .theme, .views, .state, .text, .layout, .keys,
    ]

    public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}

/// An invariant a fuzz target checks, broken: the process stops with the message, which is what
/// libFuzzer (and a test) sees.
public enum FuzzFinding {
    /// Stops with `message` unless `condition` holds. Checked in every build, optimised or not.
    public static func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                             file: StaticString = #fileID, line: UInt = #line) {
        if !condition() { fatalError("fuzz finding: \(message())", file: file, line: line) }
    }
}
