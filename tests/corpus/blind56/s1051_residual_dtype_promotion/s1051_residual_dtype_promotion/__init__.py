from .model import TinyDecoderModel, ModelConfig, compiled_model

__all__ = ["TinyDecoderModel", "ModelConfig", "compiled_model"]
