"""Tiny Llama-style decoder layer with HF-style dynamic NTK rotary scaling."""
from .configuration import LlamaLikeConfig
from .modeling import LlamaLikeDecoderLayer, compiled_layer

__all__ = ["LlamaLikeConfig", "LlamaLikeDecoderLayer", "compiled_layer"]
