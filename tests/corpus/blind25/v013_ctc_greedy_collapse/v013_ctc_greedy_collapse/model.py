import torch
import torch.nn as nn
import torch.nn.functional as F


class Conv2dSubsampling(nn.Module):
    """Two strided convs: time is reduced 4x... kept at 1x here for the tiny test model."""

    def __init__(self, n_mels: int, hidden: int):
        super().__init__()
        self.conv = nn.Conv1d(n_mels, hidden, kernel_size=3, padding=1)
        self.norm = nn.LayerNorm(hidden)

    def forward(self, feats):
        y = F.gelu(self.conv(feats.transpose(1, 2))).transpose(1, 2)
        return self.norm(y)


class TransformerCTC(nn.Module):
    def __init__(self, n_mels: int = 8, hidden: int = 16, vocab: int = 10, layers: int = 2):
        super().__init__()
        self.frontend = Conv2dSubsampling(n_mels, hidden)
        layer = nn.TransformerEncoderLayer(hidden, nhead=2, dim_feedforward=32, batch_first=True, dropout=0.0)
        self.encoder = nn.TransformerEncoder(layer, num_layers=layers, enable_nested_tensor=False)
        self.ctc_head = nn.Linear(hidden, vocab)

    def forward(self, feats):
        h = self.encoder(self.frontend(feats))
        return F.log_softmax(self.ctc_head(h), dim=-1)
