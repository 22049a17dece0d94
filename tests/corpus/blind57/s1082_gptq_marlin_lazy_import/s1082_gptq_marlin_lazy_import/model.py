import torch
from torch import nn

from .quantization import get_quantization_config


class RowParallelLinear(nn.Module):
    def __init__(self, input_size, output_size, bias=False, quant_config=None, prefix=""):
        super().__init__()
        self.input_size_per_partition = input_size
        self.output_size_per_partition = output_size
        self.quant_method = quant_config.get_quant_method(self, prefix=prefix)
        self.quant_method.create_weights(self, input_size, output_size, torch.get_default_dtype())
        self.bias = nn.Parameter(torch.zeros(output_size)) if bias else None

    def forward(self, x):
        return self.quant_method.apply(self, x, self.bias)


class OProjBlock(nn.Module):
    def __init__(self, hidden_size=32, hf_quant_config=None):
        super().__init__()
        hf_quant_config = hf_quant_config or {"quant_method": "gptq_marlin", "bits": 4, "group_size": 16}
        config_cls = get_quantization_config(hf_quant_config["quant_method"])
        quant_config = config_cls.from_config(hf_quant_config)
        self.norm = nn.LayerNorm(hidden_size)
        self.o_proj = RowParallelLinear(hidden_size, hidden_size, bias=True, quant_config=quant_config, prefix="model.layers.0.self_attn.o_proj")

    def forward(self, hidden_states):
        residual = hidden_states
        return self.o_proj(self.norm(hidden_states)) + residual


block = OProjBlock()
compiled_block = torch.compile(block, fullgraph=True)
