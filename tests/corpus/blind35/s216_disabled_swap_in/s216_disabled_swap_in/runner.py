from dataclasses import dataclass

import torch

import s216_disabled_swap_in.swap as swap


@dataclass
class StageConfig:
    hidden: int = 8
    first_layer: int = 0
    num_layers: int = 3
    host_layers: tuple[int, ...] = (1,)


class PipelineRunner:
    """One pipeline-parallel stage; some layers are kept on the host."""

    def __init__(self, cfg: StageConfig):
        self.cfg = cfg
        g = torch.Generator().manual_seed(1)
        self.slots: dict[int, torch.Tensor] = {}
        for i in range(cfg.first_layer, cfg.first_layer + cfg.num_layers):
            w = torch.randn(cfg.hidden, cfg.hidden, generator=g) * 0.05
            # host layers are stored as a meta placeholder until swapped in
            self.slots[i] = w if i not in cfg.host_layers else w.to("meta")
        self.host_cache = {i: torch.randn(cfg.hidden, cfg.hidden) for i in cfg.host_layers}

    def _layer(self, idx: int, h: torch.Tensor) -> torch.Tensor:
        w = swap.ensure_resident(self.slots, self.host_cache, idx, h.device)
        return torch.tanh(h @ w) + h

    def forward_stage(self, hidden: torch.Tensor) -> torch.Tensor:
        for idx in range(self.cfg.first_layer, self.cfg.first_layer + self.cfg.num_layers):
            hidden = self._layer(idx, hidden)
        return hidden


runner = PipelineRunner(StageConfig())
stage_forward = torch.compile(runner.forward_stage, fullgraph=True)
