from .stage import SwinStage

__all__ = ["SwinStage"]
