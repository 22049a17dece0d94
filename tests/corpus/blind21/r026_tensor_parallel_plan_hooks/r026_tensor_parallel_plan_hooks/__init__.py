from .modeling_tp import TPConfig, TPDecoder, compiled_model

__all__ = ["TPConfig", "TPDecoder", "compiled_model"]
