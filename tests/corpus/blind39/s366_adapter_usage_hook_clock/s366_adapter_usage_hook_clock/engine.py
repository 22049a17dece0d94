import torch
from torch import nn

from .layers import LoRALinear
from .metrics import LoRAUsageMetrics


class TinyLoRAModel(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.o_proj = LoRALinear("layers.0.self_attn.o_proj", hidden, hidden)
        self.down_proj = LoRALinear("layers.0.mlp.down_proj", hidden, hidden)


def build_decode_step(model: TinyLoRAModel, metrics: LoRAUsageMetrics):
    for module in model.modules():
        if isinstance(module, LoRALinear):
            module.register_post_apply_hook(metrics.on_adapter_applied)

    def _decode(hidden_states: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        slot_mask = torch.nn.functional.one_hot(torch.arange(n) % 2, num_classes=2).to(hidden_states.dtype)
        h = model.o_proj(hidden_states, slot_mask)
        return model.down_proj(torch.relu(h), slot_mask)

    return _decode


usage_metrics = LoRAUsageMetrics()
decode_step = torch.compile(build_decode_step(TinyLoRAModel(), usage_metrics), fullgraph=True)
