import Foundation
import IslandInputs
import TermIsland

extension Example {
    /// An activity drawn by views described in JSON (a scenario's `"activities"`, a views file),
    /// under `name`, which is also its attributes type for push-to-start payloads. Its preview
    /// is the description's preview data.
    public static func described(_ name: String, by description: DescribedActivity) -> Example {
        Example(name: name, summary: "described in \(description.file ?? "JSON")", kind: description.kind(named: name))
    }
}
