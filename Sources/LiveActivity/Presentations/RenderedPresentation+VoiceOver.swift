import IslandUI

extension RenderedPresentation {
    /// What VoiceOver reads of the presentation, one element a line in reading order, numbered,
    /// each as VoiceOver says it, with what is wrong with it after a dash:
    ///
    ///     1. 2 Pizzas
    ///     2. Call driver, Button
    ///     3. logo, Image — image without a label: VoiceOver reads its file name “logo”; …
    ///
    /// What `island snapshot --format voiceover` prints under each heading, and what a previewer
    /// shows for the presentation it draws.
    public var voiceOverText: String { voiceOver.numberedText }
}
