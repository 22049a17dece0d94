from .engine import RecurrentEngine

__all__ = ["RecurrentEngine"]
