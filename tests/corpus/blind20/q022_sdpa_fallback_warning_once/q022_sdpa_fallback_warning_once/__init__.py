from .modeling import DecoderLayer, LayerConfig

__all__ = ["DecoderLayer", "LayerConfig"]
