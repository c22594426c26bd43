// Placeholder while the player moves here.
