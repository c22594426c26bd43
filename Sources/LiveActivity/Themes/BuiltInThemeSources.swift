// Generated from Themes/*.json by BuiltInThemeSourceTests: do not edit. The JSON files are
// the source of truth; regenerate with ISLAND_RECORD_THEMES=1 swift test --filter BuiltInThemeSourceTests

extension Theme {
    /// Each built-in theme file's text, compiled in so `named(_:)` works without resources.
    static let builtInSources: [String: String] = [
        "dark": #"""
{
  "name": "dark",
  "description": "For dark terminals: a black island with a faint keyline, and iOS's system greys on the Lock Screen.",
  "symbols": "emoji",
  "island": {
    "background": "#000000",
    "keyline": "#2C2C2E",
    "corners": "rounded",
    "camera": {
      "color": "#1C1C1E",
      "fill": " ",
      "lens": "◉"
    }
  },
  "lockScreen": {
    "corners": "rounded",
    "light": {
      "background": "#F2F2F7",
      "foreground": "#000000",
      "border": "#C7C7CC",
      "dismissAction": "#8E8E93"
    },
    "dark": {
      "background": "#1C1C1E",
      "foreground": "#FFFFFF",
      "border": "#48484A",
      "dismissAction": "#8E8E93"
    }
  }
}

"""#,
        "light": #"""
{
  "name": "light",
  "description": "For light terminals: the same black island, with borders and the light card darkened to stand out from white.",
  "symbols": "emoji",
  "island": {
    "background": "#000000",
    "keyline": "#1C1C1E",
    "corners": "rounded",
    "camera": {
      "color": "#2C2C2E",
      "fill": " ",
      "lens": "◉"
    }
  },
  "lockScreen": {
    "corners": "rounded",
    "light": {
      "background": "#E5E5EA",
      "foreground": "#000000",
      "border": "#AEAEB2",
      "dismissAction": "#636366"
    },
    "dark": {
      "background": "#1C1C1E",
      "foreground": "#FFFFFF",
      "border": "#3A3A3C",
      "dismissAction": "#AEAEB2"
    }
  }
}

"""#,
        "high-contrast": #"""
{
  "name": "high-contrast",
  "description": "Black and white only, with white borders, a visible camera, square corners and one-column text symbols.",
  "symbols": "text",
  "island": {
    "background": "#000000",
    "keyline": "#FFFFFF",
    "corners": "square",
    "camera": {
      "color": "#FFFFFF",
      "fill": " ",
      "lens": "◉"
    }
  },
  "lockScreen": {
    "corners": "square",
    "light": {
      "background": "#FFFFFF",
      "foreground": "#000000",
      "border": "#000000",
      "dismissAction": "#000000"
    },
    "dark": {
      "background": "#000000",
      "foreground": "#FFFFFF",
      "border": "#FFFFFF",
      "dismissAction": "#FFFFFF"
    }
  }
}

"""#,
        "monochrome": #"""
{
  "name": "monochrome",
  "description": "No colours at all: the terminal's own foreground and background, a dim camera and text symbols, for NO_COLOR and plain logs.",
  "symbols": "text",
  "island": {
    "background": "default",
    "keyline": "default",
    "corners": "rounded",
    "camera": {
      "color": "default",
      "fill": " ",
      "lens": "◉",
      "attributes": ["dim"]
    }
  },
  "lockScreen": {
    "corners": "rounded",
    "light": {
      "background": "default",
      "foreground": "default",
      "border": "default",
      "dismissAction": "default"
    },
    "dark": {
      "background": "default",
      "foreground": "default",
      "border": "default",
      "dismissAction": "default"
    }
  }
}

"""#,
    ]
}
