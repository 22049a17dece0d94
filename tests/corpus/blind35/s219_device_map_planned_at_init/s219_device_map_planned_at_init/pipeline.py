import torch
import torch.nn as nn

from . import planner


class PlannedPipeline(nn.Module):
    def __init__(self, dim: int = 8, num_layers: int = 4, budget_bytes: int = 600):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(dim, dim) for _ in range(num_layers))
        layer_bytes = sum(p.numel() * p.element_size() for p in self.layers[0].parameters())
        self.device_map = planner.plan_device_map(num_layers, layer_bytes, budget_bytes)
        self.offloaded = tuple(i for i, pl in self.device_map.items() if pl.offloaded)

    def _run(self, idx: int, h: torch.Tensor) -> torch.Tensor:
        placement = self.device_map[idx]
        if planner.DEBUG_PLACEMENT:
            print(f"layer {idx} on {placement.device} (offloaded={placement.offloaded})")
        if h.device.type != placement.device:
            h = h.to(placement.device)
        out = torch.relu(self.layers[idx](h))
        return out * 0.5 if idx in self.offloaded else out

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = x
        for idx in range(len(self.layers)):
            h = self._run(idx, h) + h
        return h


pipeline = PlannedPipeline()
compiled_pipeline = torch.compile(pipeline, fullgraph=True)
