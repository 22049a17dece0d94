import torch
from torch import nn

from .base_config import QuantizationConfig
from .w8a16 import W8A16Config

QUANTIZATION_METHODS = {
    "w8a16": W8A16Config,
}


def get_quantization_config(hf_quant_config: dict) -> QuantizationConfig:
    method = hf_quant_config["quant_method"]
    if method not in QUANTIZATION_METHODS:
        raise ValueError(f"Unknown quantization method: {method}")
    return QUANTIZATION_METHODS[method].from_config(hf_quant_config)


class UnquantizedLinear(nn.Linear):

    def __init__(self, in_features: int, out_features: int):
        super().__init__(in_features, out_features, bias=False)


class QuantLinear(nn.Module):

    def __init__(self, in_features, out_features, quant_config, prefix=""):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, in_features, out_features)
        self.bias = None

    def forward(self, x):
        return self.quant_method.apply(self, x, self.bias)


class MLPHead(nn.Module):

    def __init__(self, hidden: int, vocab: int, quant_config: QuantizationConfig):
        super().__init__()
        self.dense = QuantLinear(hidden, hidden, quant_config, prefix="head.dense")
        self.norm = nn.LayerNorm(hidden)
        self.lm_head = UnquantizedLinear(hidden, vocab)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = torch.nn.functional.gelu(self.dense(hidden_states))
        return self.lm_head(self.norm(h))


_cfg = get_quantization_config({"quant_method": "w8a16", "sym": False,
                                "modules_to_not_convert": ["lm_head"]})
compiled = torch.compile(MLPHead(16, 40, _cfg), fullgraph=True)
