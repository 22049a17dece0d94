from .frontend import ResamplingFrontend, compiled_frontend

__all__ = ["ResamplingFrontend", "compiled_frontend"]
