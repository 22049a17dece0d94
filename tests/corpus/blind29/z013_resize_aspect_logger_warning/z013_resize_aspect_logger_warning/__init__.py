from .model import ImageTower, compiled_tower

__all__ = ["ImageTower", "compiled_tower"]
