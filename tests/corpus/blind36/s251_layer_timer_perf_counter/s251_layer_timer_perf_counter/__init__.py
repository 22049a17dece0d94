from .model import TinyDecoder, compiled_decoder

__all__ = ["TinyDecoder", "compiled_decoder"]
