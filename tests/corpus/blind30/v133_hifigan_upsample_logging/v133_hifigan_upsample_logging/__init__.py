"""HiFi-GAN style mel vocoder: transposed-conv upsampling stack + MRF blocks."""
from .config import VocoderConfig
from .generator import Generator
from .inference import vocode

__all__ = ["VocoderConfig", "Generator", "vocode"]
