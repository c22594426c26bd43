import Foundation

// The App Intents of iOS 18 to 27 that widget and control code names: entity kinds (indexed,
// unique, file, URL-representable, syncable, owned), intent run modes, snippets and scene
// targeting. Spotlight, Siri and the Shortcuts app are not simulated: the protocols can be
// adopted and their defaults read, and nothing indexes, syncs or presents a snippet.

/// An entity included in the app's Spotlight index, as App Intents' `IndexedEntity` (iOS 18).
/// Its attribute sets are Core Spotlight's, which TermIsland does not stand in for.
public protocol IndexedEntity: AppEntity {}

extension IndexedEntity {
    /// Whether Spotlight leaves the entity out of the index: no, as App Intents' default.
    public var hideInSpotlight: Bool { false }
}

/// A query whose entities Spotlight can ask the app to index again, as App Intents'
/// `IndexedEntityQuery` (iOS 27).
public protocol IndexedEntityQuery: EntityQuery where Entity: IndexedEntity {}

/// An entity that only ever has one value, such as global settings, as App Intents'
/// `UniqueAppEntity` (iOS 18).
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

/// A query returning its entity's one value, as App Intents' `UniqueAppEntityQuery` (iOS 18).
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
    func uniqueEntity() async throws -> Entity
}

extension UniqueAppEntityQuery where Result == [Entity] {
    /// The one entity, whatever the identifiers.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [try await uniqueEntity()] }
    /// The one entity.
    public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

/// The query of a unique entity made from a closure, as App Intents' `UniqueAppEntityProvider`.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery, @unchecked Sendable {
    let provide: () async throws -> Entity

    public init(_ provider: @escaping () async throws -> Entity) { provide = provider }

    /// A provider with no entity: `EntityQuery` asks every query to be made with `init()`.
    public init() { provide = { throw AppIntentError.restartPerform } }

    public func uniqueEntity() async throws -> Entity { try await provide() }
}

/// An entity that refers to a document or other file, as App Intents' `FileEntity` (iOS 18).
public protocol FileEntity: AppEntity {}

/// An entity the system can handle like a universal link, as App Intents'
/// `URLRepresentableEntity` (iOS 18): its `urlRepresentation` is the app's to declare.
public protocol URLRepresentableEntity: AppEntity {}

/// An enum the system can handle like a universal link, as App Intents' `URLRepresentableEnum`.
public protocol URLRepresentableEnum: AppEnum {}

/// An intent the system can handle like a universal link, as App Intents' `URLRepresentableIntent`.
public protocol URLRepresentableIntent: AppIntent {}

/// The URL of an app enum, as App Intents' `EnumURLRepresentation` (iOS 18).
public struct EnumURLRepresentation<Enum: AppEnum> {}

/// An entity whose identifier is the same on every device, as App Intents' `SyncableEntity`
/// (iOS 27).
public protocol SyncableEntity: AppEntity {}

/// Who owns and shares an entity, as App Intents' `EntityOwnership` (iOS 27).
public struct EntityOwnership: Hashable, Sendable {}

/// An entity that tells the system who owns and shares it, as App Intents'
/// `OwnershipProvidingEntity` (iOS 27).
public protocol OwnershipProvidingEntity: AppEntity {}

/// Whether an intent runs in the foreground or the background, as App Intents' `IntentModes`
/// (iOS 26).
public struct IntentModes: Hashable, Sendable {
    let foregroundMode: ForegroundMode?

    /// When and how the system brings the app to the foreground, as `IntentModes.ForegroundMode`.
    public struct ForegroundMode: Hashable, Sendable {
        let name: String
        /// Bring the app to the foreground if conditions permit it.
        public static var dynamic: ForegroundMode { ForegroundMode(name: "dynamic") }
        /// Bring the app to the foreground while the action runs or shortly before it completes.
        public static var deferred: ForegroundMode { ForegroundMode(name: "deferred") }
    }

    /// The intent's current runtime behavior, as `IntentModes.Current`.
    public struct Current: Hashable, Sendable {}

    /// The action needs to run in the foreground.
    public static var foreground: IntentModes { IntentModes(foregroundMode: ForegroundMode(name: "immediate")) }

    /// A foreground mode with the specified behavior.
    public static func foreground(_ foregroundMode: ForegroundMode) -> IntentModes { IntentModes(foregroundMode: foregroundMode) }
}

extension AppIntent {
    /// The modes the intent runs in: the foreground when it opens the app when run, else the
    /// background.
    public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : IntentModes(foregroundMode: nil) }
}

extension IntentSystemContext {
    /// The foreground and background behavior the intent runs with.
    public var currentMode: IntentModes.Current { IntentModes.Current() }
}

/// An intent that presents an interactive snippet, as App Intents' `SnippetIntent` (iOS 26):
/// Siri and Spotlight, which present snippets, are not simulated.
public protocol SnippetIntent: AppIntent {}

extension SnippetIntent {
    /// Refreshes the intent's snippet: there is none on screen here.
    public static func reload() {}
}

/// The result of an intent that presents a snippet intent's snippet, as App Intents'
/// `ShowsSnippetIntent` (iOS 26).
public protocol ShowsSnippetIntent: IntentResult {}

/// An intent that names the content it affects, for the app to pick a scene by, as App Intents'
/// `TargetContentProvidingIntent` (iOS 26).
public protocol TargetContentProvidingIntent: AppIntent {}

extension TargetContentProvidingIntent {
    /// The intent type's name, as App Intents' default.
    public var contentIdentifier: String { String(describing: Self.self) }
}

extension AppIntentError {
    /// Errors that say the app lacks a permission the action needs, as
    /// `AppIntentError.PermissionRequired` (iOS 18).
    public enum PermissionRequired {
        /// The person needs to allow the app to access Siri.
        public static let siri = AppIntentError(name: "permissionRequired.siri")
    }

    /// Errors that say the person needs to act for the action to complete, as
    /// `AppIntentError.UserActionRequired` (iOS 18).
    public enum UserActionRequired {
        /// The person needs to confirm the action.
        public static let confirmation = AppIntentError(name: "userActionRequired.confirmation")
    }
}

/// A result container can present a snippet intent's snippet, as App Intents' does.
extension IntentResultContainer: ShowsSnippetIntent {}

extension IntentResult {
    /// Done, presenting `snippetIntent`'s interactive snippet (kept, not shown).
    public static func result<Snippet: SnippetIntent>(snippetIntent: Snippet) -> Self
    where Self == IntentResultContainer<Never, Never, Snippet, Never> { .init() }
}
