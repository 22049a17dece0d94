from .net import SAGENet

__all__ = ["SAGENet"]
