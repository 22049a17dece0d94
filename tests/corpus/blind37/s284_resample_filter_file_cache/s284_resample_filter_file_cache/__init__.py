from .frontend import AudioFrontend, frontend

__all__ = ["AudioFrontend", "frontend"]
