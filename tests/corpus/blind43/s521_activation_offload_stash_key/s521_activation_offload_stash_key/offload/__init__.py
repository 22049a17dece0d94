from .registry import ActivationStash

__all__ = ["ActivationStash"]
