from .modeling_speech_decoder import SpeechDecoder, SpeechDecoderConfig, decode

__all__ = ["SpeechDecoder", "SpeechDecoderConfig", "decode"]
