import torch
import torch.nn as nn
import torch.nn.functional as F

from .frontend import LogMelFrontend


class AudioEncoder(nn.Module):
    def __init__(self, n_mels=8, width=16, heads=2, layers=2, max_frames=64):
        super().__init__()
        self.frontend = LogMelFrontend(n_mels=n_mels)
        self.conv1 = nn.Conv1d(n_mels, width, 3, padding=1)
        self.conv2 = nn.Conv1d(width, width, 3, stride=2, padding=1)
        self.pos = nn.Parameter(torch.randn(max_frames, width) * 0.02)
        block = nn.TransformerEncoderLayer(width, heads, 2 * width, dropout=0.0, batch_first=True, norm_first=True)
        self.blocks = nn.TransformerEncoder(block, layers, enable_nested_tensor=False)
        self.ln_post = nn.LayerNorm(width)

    def forward(self, wav):
        mel = self.frontend(wav)
        x = F.gelu(self.conv1(mel))
        x = F.gelu(self.conv2(x)).transpose(1, 2)
        x = x + self.pos[: x.shape[1]]
        return self.ln_post(self.blocks(x))


_encoder = AudioEncoder().eval()


@torch.compile(fullgraph=True)
def encode(wav):
    return _encoder(wav)
