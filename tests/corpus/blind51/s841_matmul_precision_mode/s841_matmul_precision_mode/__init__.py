from .model import TinyDecoderLayer, compiled

__all__ = ["TinyDecoderLayer", "compiled"]
