from .model import TinyDecoderLayer, compiled_layer

__all__ = ["TinyDecoderLayer", "compiled_layer"]
