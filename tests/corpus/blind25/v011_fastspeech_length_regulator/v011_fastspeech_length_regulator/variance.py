import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import AcousticConfig


class ConvNorm(nn.Module):
    """Conv1d over time with LayerNorm over channels (B, T, C layout)."""

    def __init__(self, channels: int, kernel: int, dropout: float):
        super().__init__()
        self.conv = nn.Conv1d(channels, channels, kernel, padding=kernel // 2)
        self.norm = nn.LayerNorm(channels)
        self.dropout = nn.Dropout(dropout)

    def forward(self, x):
        y = self.conv(x.transpose(1, 2)).transpose(1, 2)
        return self.dropout(self.norm(F.relu(y)))


class DurationPredictor(nn.Module):
    def __init__(self, cfg: AcousticConfig):
        super().__init__()
        self.layers = nn.ModuleList(
            ConvNorm(cfg.hidden, cfg.dp_kernel, cfg.dp_dropout) for _ in range(cfg.dp_layers)
        )
        self.proj = nn.Linear(cfg.hidden, 1)
        # untrained checkpoints start at ~2 frames per phoneme instead of collapsing to 1
        nn.init.constant_(self.proj.bias, 1.1)
        self.log_offset = cfg.log_offset
        self.min_frames = cfg.min_frames

    def forward(self, x, pad_mask):
        for layer in self.layers:
            x = layer(x)
        log_dur = self.proj(x).squeeze(-1)
        return log_dur.masked_fill(pad_mask, 0.0)

    def to_frames(self, log_dur, pad_mask, speed: float = 1.0):
        frames = torch.round((torch.exp(log_dur) - self.log_offset) / speed)
        frames = torch.clamp(frames, min=self.min_frames).long()
        return frames.masked_fill(pad_mask, 0)


def pad_list(seqs, pad_value: float = 0.0):
    """ESPnet-style pad_list: right-pad a list of (T_i, C) tensors to (B, T_max, C)."""
    max_len = max(s.shape[0] for s in seqs)
    padded = [F.pad(s, (0, 0, 0, max_len - s.shape[0]), value=pad_value) for s in seqs]
    return torch.stack(padded, dim=0)


class LengthRegulator(nn.Module):
    """Expand each phoneme hidden state by its predicted frame count."""

    def __init__(self, pad_value: float = 0.0):
        super().__init__()
        self.pad_value = pad_value

    def forward(self, hs, durations):
        expanded = [
            torch.repeat_interleave(h, d, dim=0) for h, d in zip(hs, durations)
        ]
        return pad_list(expanded, self.pad_value)
