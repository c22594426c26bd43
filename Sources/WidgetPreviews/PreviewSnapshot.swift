import Foundation
import IslandUI
import LiveActivity

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
    /// The file's name: `Ordered.compact.txt`, with the variant's words when drawn in one
    /// (`Ordered.compact.dark.accessibility3.ar.txt`) and the device when one was given
    /// (`Ordered.compact.iphone-15-pro-max.txt`).
    public let fileName: String
    /// The snapshot's stable name: `Ordered · compact`, `Ordered · compact · dark · accessibility3 · ar`.
    public let name: String
    public let text: String
    /// What ActivityKit would refuse (an image too large): the snapshot is written all the same.
    public let errors: [PresentationError]

    /// The header every snapshot file starts with: `--record` removes only files that have it.
    public static let headerPrefix = "island snapshot · "

    static func fileName(title: String, presentation: String, variant: SnapshotVariant = .none, device: DeviceProfile?) -> String {
        let safe = String(title.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || "-_ ()".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
        })
        return ([safe, presentation] + variant.words + [device?.identifier].compactMap { $0 }).joined(separator: ".") + ".txt"
    }

    static func name(title: String, presentation: String, variant: SnapshotVariant) -> String {
        ([title, presentation] + variant.words).joined(separator: " · ")
    }

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
        name = Self.name(title: activity.title, presentation: presentation.rawValue, variant: variant)
        var lines = [Self.headerPrefix + [name, device.name, "at \(DurationText.text(seconds))"].joined(separator: " · ")]
        lines.append(activity.source.map { "from \($0)" } ?? activity.placeholderNote ?? "")
        var errors: [PresentationError] = []
        for (index, state) in activity.states.enumerated() {
            lines.append("")
            lines.append("state \(index + 1) of \(activity.states.count)")
            do {
                let rendered = try activity.kind.render(state, as: presentation, with: renderer, isStale: variant.isStale ?? false)
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
        fileName = Self.fileName(title: activity.title, presentation: presentation.rawValue, variant: variant,
                                 device: deviceInName && variant.device == nil ? device : nil)
        text = lines.joined(separator: "\n") + "\n"
        self.errors = errors
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
        name = Self.name(title: view.title, presentation: "view", variant: variant)
        let header = Self.headerPrefix + [name, device.name, "at \(DurationText.text(seconds))"].joined(separator: " · ")
        fileName = Self.fileName(title: view.title, presentation: "view", variant: variant,
                                 device: deviceInName && variant.device == nil ? device : nil)
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
    }
}
