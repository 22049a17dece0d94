import torch
import torch.nn as nn

from . import envs
from .registry import load_manifest, make_weights


class StackedLoRAModel(nn.Module):
    def __init__(self, dim: int = 8):
        super().__init__()
        self.base = nn.Linear(dim, dim)
        self.reload(dim)

    def reload(self, dim: int) -> None:
        specs = load_manifest()
        a_list, b_list, scales = [], [], []
        for i, spec in enumerate(specs):
            a, b = make_weights(spec, dim, envs.MAX_LORA_RANK, seed=i)
            a_list.append(a)
            b_list.append(b)
            scales.append(spec["lora_alpha"] / spec["r"])
        self.names = [s["name"] for s in specs]
        self.register_buffer("stacked_a", torch.stack(a_list), persistent=False)
        self.register_buffer("stacked_b", torch.stack(b_list), persistent=False)
        self.register_buffer("scalings", torch.tensor(scales), persistent=False)

    def forward(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        a = self.stacked_a.index_select(0, adapter_ids)
        b = self.stacked_b.index_select(0, adapter_ids)
        h = torch.einsum("bd,brd->br", x, a)
        delta = torch.einsum("br,bdr->bd", h, b)
        if envs.LORA_DEBUG:
            print("lora delta norm", delta.norm().item(), "adapters", adapter_ids.tolist())
        return self.base(x) + delta * self.scalings[adapter_ids].unsqueeze(-1)


model = torch.compile(StackedLoRAModel(), fullgraph=True)
