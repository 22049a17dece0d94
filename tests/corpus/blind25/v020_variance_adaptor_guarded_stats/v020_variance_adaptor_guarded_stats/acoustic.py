import torch
import torch.nn as nn

from .telemetry import check_alignment
from .variance import VarianceAdaptor


def gather_frames(hs: torch.Tensor, frames: torch.Tensor, mel_len: int) -> torch.Tensor:
    """Length regulation by index: frame t takes the token whose span covers t."""
    ends = torch.cumsum(frames, dim=-1)
    t = torch.arange(mel_len, device=hs.device).expand(hs.shape[0], mel_len).contiguous()
    token = torch.searchsorted(ends, t, right=True).clamp(max=hs.shape[1] - 1)
    return torch.gather(hs, 1, token.unsqueeze(-1).expand(-1, -1, hs.shape[-1]))


class AcousticDecoder(nn.Module):
    def __init__(self, d: int = 16, n_mels: int = 8, mel_len: int = 10):
        super().__init__()
        self.mel_len = mel_len
        self.adaptor = VarianceAdaptor(d)
        self.decoder = nn.TransformerEncoder(
            nn.TransformerEncoderLayer(d, 2, 32, dropout=0.0, batch_first=True), 1, enable_nested_tensor=False
        )
        self.mel = nn.Linear(d, n_mels)
        self.postnet = nn.Conv1d(n_mels, n_mels, 5, padding=2)

    def forward(self, hs, frames):
        x, pitch, energy = self.adaptor(hs)
        check_alignment(frames, self.mel_len)
        x = gather_frames(x, frames, self.mel_len)
        mel = self.mel(self.decoder(x))
        return mel + self.postnet(mel.transpose(1, 2)).transpose(1, 2), pitch, energy


compiled_model = torch.compile(AcousticDecoder().eval(), fullgraph=True)
