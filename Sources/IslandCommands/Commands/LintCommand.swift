import Foundation
import IslandCommandLine
import IslandExamples
import TermIsland

/// `island lint <example|views.json>`: every preview state on every device against Apple's
/// rules for Live Activities (docs/Lint.md). Exit status 1 when anything is an error, for CI;
/// `--format sarif` for code scanning. (`island lint <widget folder>` runs in the folder's
/// host program: LintCommand+WidgetSources.swift.)
enum LintCommand: IslandCommand {
    static let name = "lint"

    static let usage = [
        UsageForm(
            synopsis: "lint <widget folder|example|views.json> [options]",
            heading: """
                  lint <widget folder|example|views.json>  every preview state on every device against Apple's
                                               rules (exit 1 on an error; docs/Lint.md)
                  lint <payload.json> --kind NAME|views.json  a push payload read as the device reads it:
                                               its data decoded into that activity's types (exit 1 if the device drops it)
                """,
            [
                OptionLine([.option(.format, "text|sarif")], "as text, or SARIF 2.1.0 for code scanning"),
                OptionLine([.option(.device, "ID ...", repeatable: true)], "only these devices (default: every device)"),
                OptionLine([.option(.theme, "NAME|PATH"), .option(.dynamicType, "SIZE")], "as the commands that draw"),
                OptionLine([.option(.target, "NAME")], "an Xcode project's target (default: its widget extension; docs/XcodeProjects.md)"),
                OptionLine([.option(.previewTimeout, "SECONDS")], "stop a preview still running after that long and report it (default: 10)"),
                .lintVariants,
            ],
            named: [.kind]),
    ]

    static var options: [CommandOptions.Name] { usage[0].accepted }

    static func run(_ invocation: Invocation) throws -> Int32 {
        if let widgets = invocation.linkedWidgets {
            let isolated = try PreviewIsolation.catalog(invocation, widgets: widgets, options: invocation.options(usage[0].table))
            return try run(invocation, previews: isolated.catalog, failures: isolated.failures)
        }
        let options = try invocation.options(usage[0].table)
        if options.asksForVariantsHelp {
            print(VariantMatrix.help, terminator: "")
            return 0
        }
        let format = try format(options)
        guard let name = options.positional.first else {
            throw UsageError("lint needs an example, a .json file of described views or a widget folder (island list shows the examples)")
        }
        guard options.positional.count == 1 else {
            throw UsageError("unexpected argument \"\(options.positional[1])\": lint checks one example, views file or widget folder at a time")
        }
        let subject: LintSubject
        if let example = Example.named(name), options.kind == nil {
            subject = .example(example)
        } else {
            guard GivenFile.isFile(name) else {
                if options.kind != nil { throw UsageError("--kind is for push payloads: island lint payload.json --kind pizza-delivery") }
                _ = try ExampleLookup.example(name, hint: "island list shows them all; a widget folder works too")
                return 2
            }
            // Read within the larger bound: a payload over APNs's 4 KB is a finding, not a refusal to read.
            let file = try GivenFile(name, limit: .views)
            if case .payload = file.kind { return try PayloadLint.run(file, kindName: options.kind, format: format) }
            if options.kind != nil { throw UsageError("--kind is for push payloads (an object with \"aps\"); \(file.name) is not one") }
            subject = .describedViews(try ExampleLookup.describedExample(file), path: file.name, text: String(decoding: file.data, as: UTF8.self))
        }
        let findings = findingsInVariants(options) { linter, isStale in subject.findings(linter, isStale: isStale) }.map { (subject.name, $0) }
        return write(findings, format)
    }

    /// `--format text|sarif` (text when not given).
    static func format(_ options: CommandOptions) throws -> OutputFormat {
        let format = options.format ?? .text
        guard format == .text || format == .sarif else {
            throw UsageError("--format: lint writes text or sarif, got \"\(format.rawValue)\"")
        }
        return format
    }

    /// The linter for `options`: the devices given (every device otherwise), the theme and text size.
    static func linter(_ options: CommandOptions) -> ActivityLinter {
        var environment = options.environment
        environment.colorScheme = .dark
        return ActivityLinter(devices: options.devices.isEmpty ? DeviceProfile.all : options.devices, theme: options.theme,
                              environment: environment)
    }

    /// Writes the findings as `format` asks; 1 when any is an error.
    static func write(_ findings: [(subject: String, finding: LintFinding)], _ format: OutputFormat) -> Int32 {
        print(format == .sarif ? SARIFReport.log(findings) : LintReport.text(findings), terminator: "")
        return findings.contains { $0.finding.severity == .error } ? 1 : 0
    }
}
