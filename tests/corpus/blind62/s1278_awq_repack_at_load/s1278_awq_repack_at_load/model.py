import torch
from torch import nn

from .awq_config import AWQConfig


class AWQLinear(nn.Module):

    def __init__(self, in_features: int, out_features: int, quant_config: AWQConfig,
                 bias: bool = False, prefix: str = ""):
        super().__init__()
        self.prefix = prefix
        pf = quant_config.pack_factor
        gs = quant_config.group_size
        g = torch.Generator().manual_seed(len(prefix) + in_features)
        self.qweight = nn.Parameter(torch.randint(
            0, 2**31 - 1, (in_features, out_features // pf), generator=g, dtype=torch.int32),
            requires_grad=False)
        self.qzeros = nn.Parameter(torch.randint(
            0, 2**31 - 1, (in_features // gs, out_features // pf), generator=g, dtype=torch.int32),
            requires_grad=False)
        self.scales = nn.Parameter(torch.rand(in_features // gs, out_features, generator=g) * 0.02,
                                   requires_grad=False)
        self.bias = nn.Parameter(torch.zeros(out_features), requires_grad=False) if bias else None
        self.quant_method = quant_config.get_quant_method(self, prefix)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class GatedMLP(nn.Module):

    def __init__(self, hidden: int, inter: int, quant_config: AWQConfig, prefix: str):
        super().__init__()
        self.gate_proj = AWQLinear(hidden, inter, quant_config, prefix=f"{prefix}.gate_proj")
        self.up_proj = AWQLinear(hidden, inter, quant_config, prefix=f"{prefix}.up_proj")
        self.down_proj = AWQLinear(inter, hidden, quant_config, bias=True,
                                   prefix=f"{prefix}.down_proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(nn.functional.silu(self.gate_proj(x)) * self.up_proj(x))


def load_model(hidden: int = 32, inter: int = 64) -> GatedMLP:
    cfg = AWQConfig(weight_bits=4, group_size=16, zero_point=True)
    model = GatedMLP(hidden, inter, cfg, prefix="model.layers.0.mlp")
    for module in model.modules():
        method = getattr(module, "quant_method", None)
        if method is not None and hasattr(method, "process_weights_after_loading"):
            method.process_weights_after_loading(module)
    return model.eval()


_model = load_model()


@torch.compile(fullgraph=True)
def forward_batch(hidden_states: torch.Tensor) -> torch.Tensor:
    return _model(hidden_states) + hidden_states
