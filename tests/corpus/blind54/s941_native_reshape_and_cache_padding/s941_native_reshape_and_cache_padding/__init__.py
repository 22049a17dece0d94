from .model import TinyDecoderModel, compiled_model

__all__ = ["TinyDecoderModel", "compiled_model"]
