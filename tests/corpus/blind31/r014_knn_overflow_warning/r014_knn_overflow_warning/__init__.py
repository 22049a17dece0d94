from .model import DGCNNLite, compiled_dgcnn

__all__ = ["DGCNNLite", "compiled_dgcnn"]
