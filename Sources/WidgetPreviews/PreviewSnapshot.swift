import Foundation
import IslandUI
import LiveActivity
import TerminalCanvas

/// One snapshot file of a widget folder: a preview in one presentation on one device, every
/// content state in turn, as plain text.
///
///     island snapshot · Ordered · compact · iPhone 15 Pro · at 0s
///     from LiveActivity.swift:57
///
///     state 1 of 2
///     ╭──────╮       ╭──────╮
///     …
public struct PreviewSnapshot {
    /// Its stable name, which gives the file's name: `Ordered · compact`,
    /// `Ordered · compact · dark · accessibility3 · ar`.
    public let name: SnapshotName
    /// The file's name: `Ordered.compact.txt`, with the variant's words when drawn in one
    /// (`Ordered.compact.dark.accessibility3.ar.txt`) and the device when one was given
    /// (`Ordered.compact.iphone-15-pro-max.txt`).
    public let fileName: String
    public let text: String
    /// What ActivityKit would refuse (an image too large): the snapshot is written all the same.
    public let errors: [PresentationError]
    /// Each drawing in the text, in colour, at the row of the text it starts on (a report's
    /// picture of the snapshot); none for what VoiceOver reads.
    public private(set) var pictures: [(row: Int, canvas: Canvas)] = []

    /// The header every snapshot file starts with: `--record` removes only files that have it.
    public static let headerPrefix = "island snapshot · "

    /// `activity` in `presentation` on `device`, `seconds` after its instant, drawn in
    /// `environment` (whose date it sets) with `theme`; with `voiceOver`, what VoiceOver reads of
    /// each state in place of its drawing (`RenderedPresentation.voiceOverText`); in `variant`
    /// (its device in place of `device` where it names one).
    public init(_ activity: PreviewCatalog.Activity, _ presentation: Presentation, device: DeviceProfile, deviceInName: Bool,
                seconds: Double = 0, environment: EnvironmentValues = EnvironmentValues(), theme: Theme = .dark,
                voiceOver: Bool = false, variant: SnapshotVariant = .none) {
        var environment = environment
        environment.date = activity.instant.addingTimeInterval(seconds)
        let renderer = variant.applied(to: PresentationRenderer(device: device, environment: environment, theme: theme))
        let device = renderer.device
        name = Self.name(activity, presentation, device: device, deviceInName: deviceInName, variant: variant)
        var lines = [Self.headerPrefix + ([activity.title, presentation.rawValue] + variant.words + [device.name, "at \(DurationText.text(seconds))"]).joined(separator: " · ")]
        lines.append(activity.source.map { "from \($0)" } ?? activity.placeholderNote ?? "")
        var errors: [PresentationError] = []
        var drawn: [(row: Int, canvas: Canvas)] = []
        for (index, state) in activity.states.enumerated() {
            lines.append("")
            lines.append("state \(index + 1) of \(activity.states.count)")
            do {
                let rendered = try activity.kind.render(state, as: presentation, with: renderer, isStale: variant.isStale ?? false)
                if !voiceOver { drawn.append((Self.rows(lines), rendered.canvas)) }
                lines.append(voiceOver ? rendered.voiceOverText : rendered.canvas.plainText)
                var said = Set<String>()
                if !voiceOver { lines += rendered.warningLines(omitting: &said) }
                lines += rendered.errorLines
                errors += rendered.errors
            } catch {
                lines.append("error: \(error)")
                errors.append(.dataDoesNotDecode(error))
            }
        }
        fileName = name.fileName
        text = lines.joined(separator: "\n") + "\n"
        self.errors = errors
        pictures = drawn
    }

    /// A view's preview, at the width of `device`'s Lock Screen presentation.
    public init(_ view: PreviewCatalog.ViewItem, device: DeviceProfile, deviceInName: Bool, seconds: Double = 0,
                environment: EnvironmentValues = EnvironmentValues(), voiceOver: Bool = false, variant: SnapshotVariant = .none) {
        var environment = variant.applied(to: environment)
        if view.isLandscape { environment.deviceOrientation = .landscape }
        let device = variant.device ?? device
        environment.date = PreviewInstant.standard.addingTimeInterval(seconds)
        let renderer = ViewRenderer(environment: environment)
        let shown = view.makeView()
        // `#Preview(traits:)`: the Lock Screen's width, the view's own size, or the size given.
        let metrics = environment.cellMetrics
        let size: (width: Int, height: Int?) = switch view.layout {
        case .lockScreenWidth: (max(1, metrics.column(device.lockScreenWidth)), nil)
        case .sizeThatFits: (max(1, renderer.idealWidth(of: renderer.resolve(shown))), nil)
        case .fixed(let width, let height): (max(1, metrics.column(width)), max(1, metrics.row(height)))
        }
        let frame = renderer.render(shown, width: size.width, height: size.height)
        name = Self.name(view, device: device, deviceInName: deviceInName, variant: variant)
        fileName = name.fileName
        let header = Self.headerPrefix + ([view.title, "view"] + variant.words + [device.name, "at \(DurationText.text(seconds))"]).joined(separator: " · ")
        // As under an activity's presentations: the SF Symbols that do not draw as themselves.
        let warnings = renderer.symbolDiagnostics(of: shown).map { "warning: \($0)" }
        if voiceOver {
            let elements = VoiceOverReader.elements(of: renderer.resolve(shown)).numberedText
            text = [header, "from \(view.source)", "", elements].joined(separator: "\n") + "\n"
            errors = []
            return
        }
        text = ([header, "from \(view.source)", "", frame.canvas.plainText] + warnings).joined(separator: "\n") + "\n"
        errors = []
        pictures = [(3, frame.canvas)]
    }

    /// The name the snapshot of `activity` in `presentation` on `device` has, known before it
    /// is drawn (a run that leaves it out does not draw it).
    public static func name(_ activity: PreviewCatalog.Activity, _ presentation: Presentation, device: DeviceProfile,
                            deviceInName: Bool, variant: SnapshotVariant = .none) -> SnapshotName {
        SnapshotName(preview: activity.title, presentation: presentation.rawValue,
                     qualifiers: qualifiers(device: device, deviceInName: deviceInName, variant: variant))
    }

    /// The name of a view's snapshot on `device`.
    public static func name(_ view: PreviewCatalog.ViewItem, device: DeviceProfile, deviceInName: Bool,
                            variant: SnapshotVariant = .none) -> SnapshotName {
        SnapshotName(preview: view.title, presentation: "view",
                     qualifiers: qualifiers(device: device, deviceInName: deviceInName, variant: variant))
    }

    /// The device's identifier when several devices are asked for (and the variant does not
    /// name its own), then the variant's words.
    private static func qualifiers(device: DeviceProfile, deviceInName: Bool, variant: SnapshotVariant) -> [String] {
        (deviceInName && variant.device == nil ? [device.identifier] : []) + variant.words
    }

    /// How many rows `lines` make, joined by line breaks (an element may hold several).
    private static func rows(_ lines: [String]) -> Int {
        lines.reduce(0) { $0 + $1.split(separator: "\n", omittingEmptySubsequences: false).count }
    }
}
