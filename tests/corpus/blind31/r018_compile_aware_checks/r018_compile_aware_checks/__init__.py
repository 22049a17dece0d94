from .runner import InteractionRunner, step

__all__ = ["InteractionRunner", "step"]
