import torch
from torch import nn

from .config import HF_QUANT_CONFIG, CompressedTensorsConfig
from .scheme import CompressedTensorsW8A8Fp8


class QuantMLP(nn.Module):
    def __init__(self, hidden: int, inter: int, cfg: CompressedTensorsConfig):
        super().__init__()
        self.gate_up_proj = CompressedTensorsW8A8Fp8(hidden, 2 * inter, cfg)
        self.down_proj = CompressedTensorsW8A8Fp8(inter, hidden, cfg)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(torch.nn.functional.silu(gate) * up)


def load_model(hidden: int = 8, inter: int = 16) -> QuantMLP:
    cfg = CompressedTensorsConfig.from_config(HF_QUANT_CONFIG)
    return QuantMLP(hidden, inter, cfg).eval()


@torch.compile(fullgraph=True)
def execute_model(model: QuantMLP, hidden_states: torch.Tensor) -> torch.Tensor:
    return model(hidden_states)
