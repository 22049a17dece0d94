from .layers import MixtralSparseMoeBlock, MoEDecoderLayer

__all__ = ["MixtralSparseMoeBlock", "MoEDecoderLayer"]
