import IslandCommandLine
import IslandExamples

/// `island gallery`: every example in every presentation, as text or one SVG picture.
enum GalleryCommand: IslandCommand {
    static let name = "gallery"

    static let usage = [
        UsageForm(
            synopsis: "gallery [options]",
            heading: "  gallery                      every example in every presentation (--presentation, --at, --styled, --format)",
            named: [.presentation, .at, .styled, .format],
            shared: OptionLine.drawingOptions),
    ]

    static var options: [CommandOptions.Name] { usage[0].accepted }

    static func run(_ invocation: Invocation) throws -> Int32 {
        let options = try invocation.options(accepting: options,
                                               refused: [.state: "a content state is for one example: island snapshot <example> --state …"])
        let format = try OutputFormat.chosen(by: options)
        if let argument = options.positional.first {
            throw UsageError("unexpected argument \"\(argument)\": gallery shows every example; island snapshot shows one")
        }
        var failed = false
        var pictured: [SnapshotCommand.Drawn] = []
        // A warning about the device is the same for every example: said once, where it first comes.
        var warned: Set<String> = []
        for example in Example.all {
            let (drawn, errors) = SnapshotCommand.presentations(of: example, options)
            // A picture is one document: every example goes into it, written at the end.
            if format == .svg { pictured += drawn } else { print(SnapshotCommand.text(drawn, format, options, warned: &warned), terminator: "") }
            for error in errors { Island.printError("\(example.name): \(error)") }
            failed = failed || !errors.isEmpty
        }
        if format == .svg { print(SnapshotCommand.picture(pictured, title: "gallery", options, warned: &warned), terminator: "") }
        return failed ? 1 : 0
    }
}
