import FrameVocabulary

extension RegionID {
    /// This ID in a scene, under the activity and presentation that drew it:
    /// `ride·lock-screen/0/2`, with `activityID` "ride" and `presentation` `.lockScreen`.
    public func scoped(activityID: String, presentation: Presentation) -> RegionID {
        scoped(activityID: activityID, presentationName: presentation.rawValue)
    }

    /// The presentation a scene scoped the region under, if it did.
    public var presentation: Presentation? { presentationName.flatMap(Presentation.init(rawValue:)) }
}
