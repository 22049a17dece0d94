import torch
import torch.nn as nn
import torch.nn.functional as F

from .linear import MergedColumnParallelLinear, RowParallelLinear
from .quant_config import get_quantization_config


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, quant_config=None, prefix: str = ""):
        super().__init__()
        self.gate_up_proj = MergedColumnParallelLinear(
            hidden_size, [intermediate_size] * 2, quant_config=quant_config,
            prefix=f"{prefix}.gate_up_proj",
        )
        self.down_proj = RowParallelLinear(
            intermediate_size, hidden_size, quant_config=quant_config,
            prefix=f"{prefix}.down_proj",
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        gate, up = gate_up.chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


def load_model(hf_quant_config: dict) -> LlamaMLP:
    quant_cls = get_quantization_config(hf_quant_config["quant_method"])
    quant_config = quant_cls.from_config(hf_quant_config)
    model = LlamaMLP(8, 16, quant_config=quant_config, prefix="model.layers.0.mlp")
    gen = torch.Generator().manual_seed(0)
    for module in model.modules():
        if hasattr(module, "quant_method"):
            module.weight_loader(torch.randn(module.weight.shape, generator=gen) * 0.05)
            module.quant_method.process_weights_after_loading(module)
    return model.eval()


mlp = load_model({"quant_method": "int8_wo", "ignored_layers": []})
compiled_mlp = torch.compile(mlp, fullgraph=True)
