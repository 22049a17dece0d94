from .layer import GatedDeltaMixer

__all__ = ["GatedDeltaMixer"]
