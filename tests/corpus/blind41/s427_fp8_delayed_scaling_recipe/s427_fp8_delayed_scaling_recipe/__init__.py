from .recipe import DelayedScaling, Format

__all__ = ["DelayedScaling", "Format"]
