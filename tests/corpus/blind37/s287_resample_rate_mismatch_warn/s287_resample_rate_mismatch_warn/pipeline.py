"""Keyword-spotting pipeline: resample -> log-energy frames -> classifier."""
import torch
import torch.nn as nn

from .audio_utils import linear_resample


class KWSHead(nn.Module):
    def __init__(self, frame: int, n_kw: int):
        super().__init__()
        self.fc1 = nn.Linear(frame, 32)
        self.fc2 = nn.Linear(32, n_kw)

    def forward(self, frames):
        return self.fc2(torch.relu(self.fc1(frames))).mean(dim=1)


class SpeechPipeline(nn.Module):
    source_sr = 8000
    model_sr = 16000
    frame = 16

    def __init__(self, n_kw: int = 4):
        super().__init__()
        self.head = KWSHead(self.frame, n_kw)

    def log_frames(self, wav: torch.Tensor) -> torch.Tensor:
        frames = wav.unfold(-1, self.frame, self.frame)
        return torch.log1p(frames.abs())

    @torch.compile(fullgraph=True)
    def forward(self, wav: torch.Tensor) -> torch.Tensor:
        wav = linear_resample(wav, self.source_sr, self.model_sr)
        return self.head(self.log_frames(wav)).softmax(dim=-1)
