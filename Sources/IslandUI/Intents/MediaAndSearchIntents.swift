import Foundation

// The system intents of iOS 17 for media and search: play audio, play a video, show the app's
// search results. The system starts them (Siri, Spotlight); here they are `AppIntent`s the
// previewer runs as any other when a control runs one.

/// An intent that plays audio in the background, as App Intents' `AudioPlaybackIntent`.
public protocol AudioPlaybackIntent: SystemIntent {}

/// What kind of video an intent plays, as App Intents' `VideoCategory`.
public enum VideoCategory: String, AppEnum {
    case freeform, movies, tv
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Video Category" }
    public static var caseDisplayRepresentations: [VideoCategory: DisplayRepresentation] {
        [.freeform: "Video", .movies: "Movies", .tv: "TV"]
    }
}

/// An intent that plays a video Siri was asked for, as App Intents' `PlayVideoIntent`.
public protocol PlayVideoIntent: SystemIntent {
    static var supportedCategories: [VideoCategory] { get }
    var term: String { get set }
}

extension PlayVideoIntent {
    /// Playing a video opens the app, as Apple's default.
    public static var openAppWhenRun: Bool { true }
}

/// What a search looks for, as App Intents' `SearchCriteria`.
public protocol SearchCriteria: Hashable, Sendable {
    associatedtype SearchScopes
}

/// Where a string search looks, as App Intents' `StringSearchScope`.
public enum StringSearchScope: String, AppEnum {
    case general, movies, tv, freeformVideo
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Search Scope" }
    public static var caseDisplayRepresentations: [StringSearchScope: DisplayRepresentation] {
        [.general: "General", .movies: "Movies", .tv: "TV", .freeformVideo: "Video"]
    }
}

/// A search for a string, as App Intents' `StringSearchCriteria`.
public struct StringSearchCriteria: SearchCriteria {
    public typealias SearchScopes = [StringSearchScope]
    /// What was asked for.
    public var term: String
    public init(term: String) { self.term = term }
    public static var defaultResolverSpecification: some ResolverSpecification {
        EmptyResolverSpecification<StringSearchCriteria>()
    }
}

/// An intent that opens the app's search on a term, as App Intents' `ShowInAppSearchResultsIntent`.
public protocol ShowInAppSearchResultsIntent: SystemIntent {
    associatedtype Criteria: SearchCriteria
    static var searchScopes: Criteria.SearchScopes { get }
    var criteria: Criteria { get set }
}

extension ShowInAppSearchResultsIntent {
    /// Showing results opens the app, as Apple's default.
    public static var openAppWhenRun: Bool { true }
}

extension ShowInAppSearchResultsIntent where Criteria == StringSearchCriteria {
    /// A general search, as Apple's default.
    public static var searchScopes: [StringSearchScope] { [.general] }
}
