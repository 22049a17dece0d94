from .m3_model import BGEM3Embedder, build_embedder

__all__ = ["BGEM3Embedder", "build_embedder"]
