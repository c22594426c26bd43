import IslandCommandLine
import LiveActivity

/// `--variants` as the usage shows it, one line for every command that takes it (snapshot,
/// preview; `VariantMatrix` reads the list, in LiveActivity, where any command can).
extension OptionLine {
    /// A snapshot for every variant listed.
    static let variants = OptionLine([.option(.variants, "LIST|all|help")],
                                     "each snapshot in every combination of dark, glass, accessibility3, rtl, ar,",
                                     "landscape, always-on, stale… (--variants help lists them; docs/SnapshotTesting.md)")
    /// Lint in every variant listed.
    static let lintVariants = OptionLine([.option(.variants, "LIST|all|help")],
                                         "check every variant too (dark, accessibility3, rtl, glass…; --variants help)")
    /// The previewer in one variant.
    static let previewVariant = OptionLine([.option(.variants, "LIST|help")],
                                           "the phone in one variant: dark, glass, accessibility3, rtl, ar, landscape,",
                                           "always-on (one value an axis; --variants help lists them)")
}

extension CommandOptions {
    /// The one variant the previewer draws in (`--variants`): more than one is a usage error
    /// saying how many the list made.
    func previewVariant() throws -> SnapshotVariant {
        let variants = variantList
        guard variants.count == 1 else {
            throw UsageError("--variants: the previewer shows one variant at a time; the list makes \(variants.count) (one value an axis)")
        }
        if variants[0].isStale != nil {
            throw UsageError("--variants: stale is a snapshot's variant; in the previewer, a scenario's staleAfter makes content stale")
        }
        return variants[0]
    }

    /// The previewer's variant taken into the options: its environment for every drawing
    /// (`environment`), and its device when it names one.
    mutating func takePreviewVariant() throws {
        let variant = try previewVariant()
        drawnVariant = variant
        if let device = variant.device {
            self.device = device
            deviceGiven = true
        }
    }
}
