import torch

from .modeling import EncoderConfig, WhisperLikeEncoder

_ENCODER = WhisperLikeEncoder(EncoderConfig()).eval()


@torch.compile(fullgraph=True, dynamic=False)
def encode_log_mel(mel: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _ENCODER(mel)
