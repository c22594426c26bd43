import Foundation
import IslandUI
import TerminalCanvas
import TerminalEncoders

/// Checks an activity's preview states against Apple's rules on every device: the
/// presentations each device shows, drawn as a snapshot draws them, their measurements
/// (`RenderedPresentation.diagnostics`), the colours painted, and the data's size.
///
///     let findings = ActivityLinter().findings(kind: Example.pizzaDelivery.kind, samples: samples)
///
/// A finding seen on several devices (or in several states) with the same words is reported
/// once, on the first device: the devices are checked smallest island first.
public struct ActivityLinter: Sendable {
    public var devices: [DeviceProfile]
    public var theme: Theme
    public var environment: EnvironmentValues

    public init(devices: [DeviceProfile] = DeviceProfile.all, theme: Theme = .dark, environment: EnvironmentValues = EnvironmentValues()) {
        self.devices = devices
        self.theme = theme
        self.environment = environment
    }

    /// One preview state to check, at the moment it shows.
    public struct Sample: Sendable {
        public var data: ActivityData
        public var date: Date
        public var isStale: Bool

        public init(data: ActivityData, date: Date, isStale: Bool = false) {
            self.data = data
            self.date = date
            self.isStale = isStale
        }
    }

    /// The most bytes ActivityKit takes for the attributes and the content state together.
    public static let maximumDataBytes = 4096

    /// Everything found in `samples` of `kind`, each once, in the order found.
    public func findings(kind: ActivityKind, samples: [Sample]) -> [LintFinding] {
        var found: [LintFinding] = []
        func add(_ finding: LintFinding) {
            if !found.contains(where: { $0.rule == finding.rule && $0.part == finding.part && $0.message == finding.message }) {
                found.append(finding)
            }
        }
        // Text of one colour on one background is one finding, however many texts and states.
        func addContrast(_ text: LowContrastText, _ presentation: Presentation, _ device: DeviceProfile, _ appearance: String?) {
            let finding = Self.contrastFinding(text, presentation: presentation, device: device, appearance: appearance)
            let colours = "\(Self.hex(text.foreground)) on \(Self.hex(text.background))"
            if !found.contains(where: { $0.rule == .textContrast && $0.part == finding.part && $0.message.contains(colours) }) {
                found.append(finding)
            }
        }
        for sample in samples {
            if let finding = Self.sizeFinding(sample.data) { add(finding) }
            if let problem = kind.problem(attributes: sample.data.attributes, state: sample.data.state) {
                add(LintFinding(rule: .stateDecodes, message: "\(problem)", part: .state, device: nil))
                continue
            }
            for device in devices {
                for presentation in Self.presentations(on: device) {
                    guard let rendered = render(kind, sample, presentation, on: device) else { continue }
                    for diagnostic in rendered.diagnostics { add(Self.finding(diagnostic, device: device)) }
                    for text in TextContrast.lowContrastText(in: rendered) { addContrast(text, presentation, device, nil) }
                }
                // The Lock Screen's card is the scheme's colour under a translucent tint: read it in light too.
                if Self.presentations(on: device).contains(.lockScreen),
                   let light = render(kind, sample, .lockScreen, on: device, scheme: .light) {
                    for text in TextContrast.lowContrastText(in: light) { addContrast(text, .lockScreen, device, "light") }
                }
            }
            if let finding = staleFinding(kind, sample) { add(finding) }
        }
        return found
    }

    /// The presentations `device` shows an activity in.
    public static func presentations(on device: DeviceProfile) -> [Presentation] {
        switch device.place {
        case .appleWatch: return [.smartStack]
        case .carPlay: return [.carPlay]
        case .mac: return [.compact, .minimal, .expanded]
        case .iPhone, .iPad: return device.island == nil ? [.lockScreen] : [.compact, .minimal, .expanded, .lockScreen]
        }
    }

    private func render(_ kind: ActivityKind, _ sample: Sample, _ presentation: Presentation, on device: DeviceProfile,
                        scheme: ColorScheme? = nil, isStale: Bool? = nil) -> RenderedPresentation? {
        var environment = self.environment
        environment.date = sample.date
        if let scheme { environment.colorScheme = scheme }
        let renderer = PresentationRenderer(device: device, environment: environment, theme: theme)
        return try? kind.render(sample.data, as: presentation, with: renderer, isStale: isStale ?? sample.isStale)
    }

    // MARK: The rules

    static func sizeFinding(_ data: ActivityData) -> LintFinding? {
        let total = data.attributes.count + data.state.count
        guard total > maximumDataBytes else { return nil }
        return LintFinding(rule: .stateSize, message: "the content state is \(grouped(data.state.count)) bytes and the attributes "
            + "\(grouped(data.attributes.count)): \(grouped(total)) together; ActivityKit allows \(grouped(maximumDataBytes))",
                           part: .state, device: nil)
    }

    /// A state holding a date ages; if the Lock Screen looks the same stale as fresh, nobody can
    /// tell when its data has run out.
    private func staleFinding(_ kind: ActivityKind, _ sample: Sample) -> LintFinding? {
        guard !sample.isStale, Self.holdsDate(sample.data.state),
              let device = devices.first(where: { Self.presentations(on: $0).contains(.lockScreen) }),
              let fresh = render(kind, sample, .lockScreen, on: device, isStale: false),
              let stale = render(kind, sample, .lockScreen, on: device, isStale: true),
              fresh.canvas.plainText == stale.canvas.plainText, fresh.canvas.styledText == stale.canvas.styledText
        else { return nil }
        return LintFinding(rule: .staleDate, message: "the state holds a date, so its data ages, but the Lock Screen looks the same "
            + "when the activity is stale: give updates a staleDate and show context.isStale", part: .lockScreen, device: nil)
    }

    /// Whether JSON holds a date as the activity system writes one (ISO 8601).
    static func holdsDate(_ json: Data) -> Bool {
        guard let text = String(data: json, encoding: .utf8) else { return false }
        return text.contains(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
    }

    static func finding(_ diagnostic: PresentationDiagnostic, device: DeviceProfile) -> LintFinding {
        switch diagnostic {
        case .tooTall(let presentation, let points, let limit):
            switch presentation {
            case .expanded:
                return LintFinding(rule: .expandedHeight, message: "the expanded content is \(format(points)) points tall; the island "
                    + "shows \(format(limit)) of it (160 points with its edges) and cuts the rest", part: .expanded, device: device)
            case .smartStack, .carPlay:
                let place = presentation == .carPlay ? "the CarPlay Dashboard" : "the Smart Stack"
                return LintFinding(rule: .smallFamilyHeight, message: "the content is \(format(points)) points tall; \(place) "
                    + "shows \(format(limit)) and cuts the rest", part: .smallFamily, device: device)
            default:
                return LintFinding(rule: .lockScreenHeight, message: "the Lock Screen content is \(format(points)) points tall; "
                    + "the system shows \(format(limit)) and truncates the rest", part: .lockScreen, device: device)
            }
        case .tooWide(let presentation, let slot, let columns, let limit):
            if presentation == .compact {
                let side = slot == "compactTrailing" ? "trailing" : "leading"
                return LintFinding(rule: .compactFit, message: "the compact \(side) content is \(columns) columns wide; its slot has "
                    + "\(limit) and cuts it with “…”", part: side == "trailing" ? .compactTrailing : .compactLeading, device: device)
            }
            let shown = presentation == .minimalDetached ? "the detached minimal" : "the minimal beside the camera"
            return LintFinding(rule: .minimalFit, message: "the minimal content is \(columns) columns wide; \(shown) has \(limit) "
                + "and cuts it", part: .minimal, device: device)
        case .imageTooLarge(let presentation, let width, let height, let limitWidth, let limitHeight):
            return LintFinding(rule: .imageSize, message: "an image in the \(presentation.rawValue) presentation is framed "
                + "\(format(width)) × \(format(height)) points; at most \(format(limitWidth)) × \(format(limitHeight)) are allowed",
                               part: LintPart(presentation), device: device)
        }
    }

    static func contrastFinding(_ text: LowContrastText, presentation: Presentation, device: DeviceProfile, appearance: String?) -> LintFinding {
        let quoted = text.text.count > 40 ? String(text.text.prefix(39)) + "…" : text.text
        let place = presentation == .lockScreen ? "on the Lock Screen" : "in the \(presentation.rawValue) presentation"
        return LintFinding(rule: .textContrast, message: "text \(place)\(appearance.map { " (\($0) appearance)" } ?? "") in "
            + "\(hex(text.foreground)) on \(hex(text.background)), first “\(quoted)”: a contrast of "
            + "\(String(format: "%.2f", text.ratio)):1; text needs \(String(format: "%.1f", TextContrast.minimumRatio)):1",
                           part: LintPart(presentation), device: device)
    }

    static func hex(_ color: TerminalColor) -> String {
        guard let (red, green, blue) = color.rgbComponents else { return "the terminal's colour" }
        return String(format: "#%02X%02X%02X", red, green, blue)
    }

    private static func format(_ points: Double?) -> String {
        guard let points else { return "any" }
        return points == points.rounded() ? String(Int(points)) : String(format: "%.2f", points)
    }

    /// 4096 as "4,096".
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
