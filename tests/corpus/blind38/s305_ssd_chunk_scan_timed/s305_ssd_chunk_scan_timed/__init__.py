from .mixer import ssd_mixer

__all__ = ["ssd_mixer"]
