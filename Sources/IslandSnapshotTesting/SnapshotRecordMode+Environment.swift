import Foundation

/// Reading the record mode from the environment, and deciding which choice applies.
extension SnapshotRecordMode {
    /// The environment variable that chooses the record mode for a whole run.
    public static let environmentVariable = "ISLAND_SNAPSHOT_RECORD"

    /// Where the mode in force came from, so a message can say how to change it.
    enum Source: Equatable, Sendable {
        case argument, scope, environment, defaultMode

        /// How a failure message names this source.
        var explanation: String {
            switch self {
            case .argument: "from the record: argument"
            case .scope: "from withSnapshotRecordMode or the .snapshots(record:) trait"
            case .environment: "from \(SnapshotRecordMode.environmentVariable)"
            case .defaultMode: "the default"
            }
        }
    }

    /// The mode in force and where it came from: the argument, else the scope, else the
    /// environment variable, else `.missing`. An empty or blank variable counts as unset.
    ///
    /// - Throws: `SnapshotFailure` of kind `.invalidRecordMode` when the variable decides and
    ///   holds anything but `missing`, `all` or `never` (in any case).
    static func resolve(argument: SnapshotRecordMode?, scoped: SnapshotRecordMode?,
                        environment: [String: String]) throws(SnapshotFailure) -> (SnapshotRecordMode, Source) {
        if let argument { return (argument, .argument) }
        if let scoped { return (scoped, .scope) }
        guard let raw = environment[environmentVariable] else { return (.missing, .defaultMode) }
        let value = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if value.isEmpty { return (.missing, .defaultMode) }
        guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
            let expected = allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw SnapshotFailure(
                kind: .invalidRecordMode, snapshotPath: nil,
                message: "\(environmentVariable): expected one of \(expected), got \"\(raw)\"; "
                    + "unset it to compare and record missing snapshots (the default)")
        }
        return (mode, .environment)
    }
}
