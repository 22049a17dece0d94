from .model import QuantDecoderBlock, build_decoder

__all__ = ["QuantDecoderBlock", "build_decoder"]
