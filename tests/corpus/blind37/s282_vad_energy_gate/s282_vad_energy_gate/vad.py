"""Energy-based voice activity detection used in front of the encoder."""
import torch


class VADConfig:
    frame_len = 40
    hop = 40
    threshold_db = -40.0
    floor = 1e-8


def frame_signal(wav: torch.Tensor, cfg: VADConfig) -> torch.Tensor:
    # (B, N) -> (B, F, frame_len)
    return wav.unfold(-1, cfg.frame_len, cfg.hop)


def frame_energy_db(frames: torch.Tensor, cfg: VADConfig) -> torch.Tensor:
    power = frames.pow(2).mean(dim=-1)
    return 10.0 * torch.log10(power + cfg.floor)


class EnergyVAD:
    def __init__(self, cfg: VADConfig | None = None):
        self.cfg = cfg or VADConfig()

    def speech_mask(self, wav: torch.Tensor) -> torch.Tensor:
        frames = frame_signal(wav, self.cfg)
        return frame_energy_db(frames, self.cfg) > self.cfg.threshold_db

    def gate(self, wav: torch.Tensor, feats: torch.Tensor) -> torch.Tensor:
        mask = self.speech_mask(wav)
        # skip the whole batch when nobody is talking: saves the encoder
        if mask.float().mean() < 0.05:
            return torch.zeros_like(feats)
        return feats * mask.unsqueeze(-1).to(feats.dtype)
