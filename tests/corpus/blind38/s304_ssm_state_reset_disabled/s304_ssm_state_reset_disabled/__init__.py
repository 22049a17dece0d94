from .model import HybridDecoder

__all__ = ["HybridDecoder"]
