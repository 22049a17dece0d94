import torch
from torch import nn

from .frontends import FRONTENDS


class SpeechFrontend(nn.Module):
    """Waveform -> normalised log-mel, followed by a small projection into the encoder width."""

    def __init__(self, frontend: str = "torch", n_mels: int = 8, d_model: int = 16):
        super().__init__()
        self.fbank = FRONTENDS[frontend](n_mels=n_mels)
        self.global_cmvn = nn.LayerNorm(n_mels, elementwise_affine=False)
        self.proj = nn.Linear(n_mels, d_model)

    def forward(self, waveform: torch.Tensor) -> torch.Tensor:
        feats = self.fbank.compute(waveform)
        return self.proj(self.global_cmvn(feats))


frontend = SpeechFrontend(frontend="torch").eval()
compiled_frontend = torch.compile(frontend, fullgraph=True)
