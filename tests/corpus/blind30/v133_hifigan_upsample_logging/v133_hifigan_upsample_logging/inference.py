import torch

from .config import VocoderConfig
from .generator import Generator

_CFG = VocoderConfig()
_GENERATOR = Generator(_CFG).eval()


def synthesize(mel: torch.Tensor) -> torch.Tensor:
    """(B, n_mels, frames) -> (B, frames * hop_length) waveform."""
    with torch.no_grad():
        wav = _GENERATOR(mel)
    return wav.squeeze(1)


vocode = torch.compile(synthesize, fullgraph=True)
