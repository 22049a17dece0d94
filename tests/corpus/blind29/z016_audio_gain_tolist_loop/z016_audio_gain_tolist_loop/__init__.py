from .encoder import SpeechEncoder, compiled_forward

__all__ = ["SpeechEncoder", "compiled_forward"]
