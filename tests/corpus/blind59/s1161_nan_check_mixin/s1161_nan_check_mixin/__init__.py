from .model import TinyDecoderConfig, TinyDecoderModel, compiled_model

__all__ = ["TinyDecoderConfig", "TinyDecoderModel", "compiled_model"]
