from .model import GATModel, compiled_gat

__all__ = ["GATModel", "compiled_gat"]
