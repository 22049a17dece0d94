import torch

from .modules import CodecDecoder, CodecDecoderConfig

torch.manual_seed(0)
_decoder = CodecDecoder(CodecDecoderConfig()).eval()


def get_decoder() -> CodecDecoder:
    return _decoder


@torch.compile(fullgraph=True)
def decode_latents(latents: torch.Tensor) -> torch.Tensor:
    audio = get_decoder()(latents)
    return audio.squeeze(1)
