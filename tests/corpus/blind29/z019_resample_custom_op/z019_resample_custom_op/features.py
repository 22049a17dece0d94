import torch

from . import kernels


class Resampler:
    def __init__(self, orig_sr: int, target_sr: int):
        self.orig_sr = orig_sr
        self.target_sr = target_sr

    def __call__(self, wave: torch.Tensor) -> torch.Tensor:
        if self.orig_sr == self.target_sr:
            return wave
        return kernels.resample(wave.contiguous(), self.orig_sr, self.target_sr)


def preemphasis(wave: torch.Tensor, coeff: float = 0.97) -> torch.Tensor:
    return torch.cat([wave[:, :1], wave[:, 1:] - coeff * wave[:, :-1]], dim=1)


def log_energy_frames(wave: torch.Tensor, frame: int, hop: int) -> torch.Tensor:
    frames = wave.unfold(-1, frame, hop)
    frames = frames - frames.mean(dim=-1, keepdim=True)
    return frames, torch.log(frames.pow(2).sum(-1).clamp_min(1e-10))
