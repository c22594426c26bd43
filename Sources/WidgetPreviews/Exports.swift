// A `#Preview` expands to a record of IslandRegistry's type, named in the user's own file.
@_exported import IslandRegistry
