// Motion animates frames whose words are FrameVocabulary's (`RenderedFrame`, `Region`,
// `RegionID`, intents, transitions as declared); `import Motion` brings those too, so a module
// that animates needs one import.
@_exported import FrameVocabulary
