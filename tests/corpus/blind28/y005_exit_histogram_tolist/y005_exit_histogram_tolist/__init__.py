from .metrics import ExitHistogram
from .model import PerSampleExitModel

__all__ = ["ExitHistogram", "PerSampleExitModel"]
