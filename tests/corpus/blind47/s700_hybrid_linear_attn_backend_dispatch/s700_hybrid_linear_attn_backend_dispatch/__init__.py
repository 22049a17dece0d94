"""SGLang-style hybrid linear attention backend: full-attention layers + Mamba2 decode layers."""
from .model import HybridModel, cuda_graph_decode

__all__ = ["HybridModel", "cuda_graph_decode"]
