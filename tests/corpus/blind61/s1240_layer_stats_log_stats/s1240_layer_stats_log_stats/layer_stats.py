import torch
from torch import nn

from .envs import env_float, env_flag


class LayerStatsTracker(nn.Module):
    def __init__(self, num_layers: int):
        super().__init__()
        self.register_buffer("ema_rms", torch.zeros(num_layers), persistent=False)
        self.register_buffer("ema_absmax", torch.zeros(num_layers), persistent=False)
        self.register_buffer("num_steps", torch.zeros((), dtype=torch.int64), persistent=False)

    def log_stats(self, layer_id: int, hidden: torch.Tensor) -> None:
        decay = env_float("SGLANG_LAYER_STATS_DECAY", 0.9)
        h = hidden.detach().float()
        rms = h.pow(2).mean().sqrt()
        absmax = h.abs().amax()
        if env_flag("SGLANG_LAYER_STATS_TRACK_MAX_ONLY"):
            self.ema_absmax[layer_id] = torch.maximum(self.ema_absmax[layer_id], absmax)
            return
        self.ema_rms[layer_id] = decay * self.ema_rms[layer_id] + (1.0 - decay) * rms
        self.ema_absmax[layer_id] = decay * self.ema_absmax[layer_id] + (1.0 - decay) * absmax

    def step(self) -> None:
        self.num_steps.add_(1)
