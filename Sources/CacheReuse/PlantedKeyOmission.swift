/// A cache key with one field left out on purpose: the bug a reuse path's key invites. The
/// differential test plants each in turn and must then see frames that differ from reuse off
/// (Tests/IslandPreviewTests/ReuseDifferentialTests.swift): proof that it would catch the real
/// one. Nothing sets it outside that test; unset, every key is whole.
package enum PlantedKeyOmission: String, CaseIterable, Sendable {
    /// `PresentationContentKey` without the activity's data: a push's new state brings the
    /// old tree on.
    case contentKeyData
    /// `PresentationContentKey` without the stale flag.
    case contentKeyStale
    /// The decoded-data cache keyed by the bytes' count, not the bytes.
    case decodedDataBytes
    /// Layouts handed on to a next tree without comparing its texts' sizes (`LayoutReuse`):
    /// a longer name laid out in the shorter one's frame.
    case layoutReuseTextSizes
    /// The legible-colour memo without the background asked about.
    case legibleColorBackground
}

extension Reuse {
    /// The key field left out where this is read, if any (never, outside the test).
    package static var planted: PlantedKeyOmission? { $plantedOmission.get() }

    /// Runs `body` with `omission` planted.
    package static func withPlanted<Result>(_ omission: PlantedKeyOmission?, _ body: () throws -> Result) rethrows -> Result {
        try $plantedOmission.withValue(omission, operation: body)
    }

    @TaskLocal private static var plantedOmission: PlantedKeyOmission? = nil
}
