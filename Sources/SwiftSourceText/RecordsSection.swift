/// The object-file section the compiler places TermIsland's records in (a `#Preview`'s, a widget
/// folder's host, its asset colours), in the object format of the machine that builds: the
/// `#Preview` plugin and the files `island` generates for a widget folder both name it, and
/// CIslandRegistry's C reads it (C cannot share this definition; its comment names this one).
public enum RecordsSection {
    #if canImport(Darwin)
    public static let name = "__DATA_CONST,__tisl_records"
    #else
    public static let name = "termisland_records"
    #endif
}
