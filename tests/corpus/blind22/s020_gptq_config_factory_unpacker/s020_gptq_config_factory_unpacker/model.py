import torch
from torch import nn

from .config import QuantizationConfig

HF_QUANT_CONFIG = {"quant_method": "gptq", "bits": 4, "group_size": 8, "desc_act": False,
                   "modules_to_not_convert": ["lm_head"]}


class QuantLinear(nn.Module):
    def __init__(self, in_features, out_features, quant_config, prefix):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self, prefix) if quant_config else None
        if self.quant_method is None:
            self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.1)
        else:
            self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x):
        if self.quant_method is None:
            return nn.functional.linear(x, self.weight)
        return self.quant_method.apply(self, x)


class MLPBlock(nn.Module):
    def __init__(self, hidden=16, inter=32, vocab=24, prefix="model.layers.0"):
        super().__init__()
        qcfg = QuantizationConfig.from_hf_config(HF_QUANT_CONFIG)
        self.up = QuantLinear(hidden, inter, qcfg, f"{prefix}.mlp.up_proj")
        self.down = QuantLinear(inter, hidden, qcfg, f"{prefix}.mlp.down_proj")
        self.lm_head = QuantLinear(hidden, vocab, qcfg, "lm_head")

    def forward(self, x):
        h = x + self.down(nn.functional.gelu(self.up(x)))
        return self.lm_head(h)


compiled_block = torch.compile(MLPBlock(), fullgraph=True)
