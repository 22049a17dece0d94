import torch

from .features import Resampler, log_energy_frames, preemphasis


class ResamplingFrontend(torch.nn.Module):
    def __init__(self, orig_sr: int = 24000, target_sr: int = 16000, frame: int = 40, hop: int = 20, dim: int = 16):
        super().__init__()
        self.resampler = Resampler(orig_sr, target_sr)
        self.frame, self.hop = frame, hop
        self.proj = torch.nn.Linear(frame + 1, dim)

    def forward(self, wave: torch.Tensor) -> torch.Tensor:
        wave = self.resampler(wave.to(torch.float32))
        wave = preemphasis(wave)
        frames, energy = log_energy_frames(wave, self.frame, self.hop)
        feats = torch.cat([frames, energy.unsqueeze(-1)], dim=-1)
        return self.proj(feats)


compiled_frontend = torch.compile(ResamplingFrontend(), fullgraph=True)
