import IslandSnapshotTesting

/// An output file that is one of the command's inputs, refused before anything is read or
/// written: `island record mine.json -o mine.json` would replace the scenario with its
/// recording. The same file is found through any path or link (`FileIdentity`: device and
/// inode), not by comparing names.
package enum OutputFileCheck {
    /// Throws a usage error when `output` names the same regular file as one of `inputs`.
    package static func refuseOverwriting(inputs: [String], with output: String) throws {
        guard let input = FileIdentity.input(among: inputs, sameAs: output) else { return }
        let same = input == output ? "" : " (\(oneLine(input)) is the same file)"
        throw UsageError("\(oneLine(output)): is an input of this command\(same); writing there would destroy it: give -o another file")
    }
}
