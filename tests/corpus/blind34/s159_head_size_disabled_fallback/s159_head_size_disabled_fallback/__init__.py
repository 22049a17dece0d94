"""Backend registry keyed by head size; unsupported sizes use a fallback kernel."""
