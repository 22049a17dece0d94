from .pipeline import TwoBatchOverlapRunner

__all__ = ["TwoBatchOverlapRunner"]
