import torch

ENTRY = "r029_deprecated_cache_kwarg.modeling_speech_decoder:decode"

from r029_deprecated_cache_kwarg.modeling_speech_decoder import SpeechDecoder, SpeechDecoderConfig

_DECODER = SpeechDecoder(SpeechDecoderConfig()).eval()


def inputs():
    return (_DECODER, torch.randn(1, 3, 16), torch.randn(1, 10, 16))
