import torch

from .config import WhisperDecoderConfig
from .modeling import WhisperDecoder


def build_decoder(config: WhisperDecoderConfig = None) -> WhisperDecoder:
    config = config or WhisperDecoderConfig()
    decoder = WhisperDecoder(config).eval()
    decoder.requires_grad_(False)
    return decoder


decoder = build_decoder()
compiled_decoder = torch.compile(decoder, fullgraph=True)


def decode_step(inputs_embeds: torch.Tensor, encoder_hidden_states: torch.Tensor) -> torch.Tensor:
    with torch.inference_mode():
        return compiled_decoder(inputs_embeds, encoder_hidden_states)
