/// Why the widget-source path stopped, said as `island` says it (after "island: "): a problem
/// with what was given is a usage error (exit 2), one while building a failure (exit 1).
package enum WidgetSourceProblem: Error, CustomStringConvertible, Equatable {
    case usage(String)
    case failure(String)

    package var description: String {
        switch self {
        case .usage(let message), .failure(let message): message
        }
    }
}
