from collections import deque

import torch
import torch.nn as nn

from .config import DiTBlockConfig


class AdaNormBase(nn.Module):
    """Shared plumbing for adaptive layer norm variants used by DiT blocks."""

    num_chunks: int = 6
    chunk_names = ("shift_msa", "scale_msa", "gate_msa", "shift_mlp", "scale_mlp", "gate_mlp")

    def __init__(self, config: DiTBlockConfig):
        super().__init__()
        self.hidden_size = config.hidden_size
        calib = config.calibration
        self.amax_history = None
        if calib.enabled:
            self.amax_history = {
                name: deque(maxlen=calib.amax_history_len) for name in calib.track
            }

    @torch.compiler.disable
    def _record_amax(self, params: dict[str, torch.Tensor]) -> None:
        for name, history in self.amax_history.items():
            history.append(params[name].detach().abs().amax().float().cpu())

    def split_params(self, emb: torch.Tensor) -> dict[str, torch.Tensor]:
        chunks = emb.chunk(self.num_chunks, dim=-1)
        params = dict(zip(self.chunk_names, chunks))
        if self.amax_history is not None:
            self._record_amax(params)
        return params


class AdaNormZero(AdaNormBase):
    def __init__(self, config: DiTBlockConfig):
        super().__init__(config)
        self.silu = nn.SiLU()
        self.linear = nn.Linear(config.hidden_size, self.num_chunks * config.hidden_size)

    def forward(self, temb: torch.Tensor) -> dict[str, torch.Tensor]:
        emb = self.linear(self.silu(temb))
        return {k: v.unsqueeze(1) for k, v in self.split_params(emb).items()}


class AdaNormSingle(AdaNormBase):
    """PixArt-style: a per-block learned table added to the shared timestep projection."""

    def __init__(self, config: DiTBlockConfig):
        super().__init__(config)
        self.scale_shift_table = nn.Parameter(
            torch.randn(self.num_chunks, config.hidden_size) / config.hidden_size**0.5
        )

    def forward(self, temb: torch.Tensor) -> dict[str, torch.Tensor]:
        batch = temb.shape[0]
        emb = self.scale_shift_table[None] + temb.reshape(batch, self.num_chunks, -1)
        return {k: v.unsqueeze(1) for k, v in self.split_params(emb.flatten(1)).items()}


ADA_NORM_REGISTRY: dict[str, type[AdaNormBase]] = {
    "ada_norm_zero": AdaNormZero,
    "ada_norm_single": AdaNormSingle,
}


def build_ada_norm(config: DiTBlockConfig) -> AdaNormBase:
    try:
        cls = ADA_NORM_REGISTRY[config.norm_type]
    except KeyError:
        raise ValueError(f"unknown norm_type {config.norm_type!r}") from None
    return cls(config)
