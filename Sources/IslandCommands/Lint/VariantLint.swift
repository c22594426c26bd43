import IslandCommandLine
import TermIsland

extension LintCommand {
    /// `find` run with a linter for each variant `--variants` lists (the plain linter without
    /// it): a finding a variant adds is said with the variant's name ("in accessibility3: …"),
    /// one already found in an earlier variant is not said again.
    static func findingsInVariants(_ options: CommandOptions,
                                   _ find: (ActivityLinter, _ isStale: Bool?) -> [LintFinding]) -> [LintFinding] {
        var seen: [LintFinding] = [], result: [LintFinding] = []
        for variant in options.variantList {
            for finding in find(linter(options, in: variant), variant.isStale) where !seen.contains(finding) {
                seen.append(finding)
                result.append(variant == .none ? finding : finding.found(in: variant))
            }
        }
        return result
    }

    /// The options' linter in `variant`: its environment, and on its device alone when it
    /// names one.
    static func linter(_ options: CommandOptions, in variant: SnapshotVariant) -> ActivityLinter {
        var linter = linter(options)
        linter.environment = variant.applied(to: linter.environment)
        if let device = variant.device { linter.devices = [device] }
        return linter
    }
}

extension ActivityLinter.Sample {
    /// The sample, stale where a variant says (`stale`, `fresh`).
    func stale(_ isStale: Bool?) -> Self {
        guard let isStale else { return self }
        return Self(data: data, date: date, isStale: isStale)
    }
}
