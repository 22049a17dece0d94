from typing import Any, Optional

import torch
from torch import nn
from torch.nn import Parameter

from . import bnb_kernels  # noqa: F401


class BitsAndBytesConfig:
    def __init__(self, load_in_4bit: bool = True, bnb_4bit_quant_type: str = "nf4", blocksize: int = 64, llm_int8_skip_modules: Optional[list[str]] = None):
        self.load_in_4bit = load_in_4bit
        self.bnb_4bit_quant_type = bnb_4bit_quant_type
        self.blocksize = blocksize
        self.llm_int8_skip_modules = llm_int8_skip_modules or []

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "BitsAndBytesConfig":
        return cls(
            load_in_4bit=config.get("load_in_4bit", True),
            bnb_4bit_quant_type=config.get("bnb_4bit_quant_type", "nf4"),
            llm_int8_skip_modules=config.get("llm_int8_skip_modules"),
        )

    def get_quant_method(self, layer: nn.Module, prefix: str):
        if any(module in prefix for module in self.llm_int8_skip_modules):
            return None
        return BitsAndBytesLinearMethod(self)


class BitsAndBytesLinearMethod:
    def __init__(self, quant_config: BitsAndBytesConfig):
        self.quant_config = quant_config

    def create_weights(self, layer, input_size_per_partition, output_size_per_partition, params_dtype):
        numel = input_size_per_partition * output_size_per_partition
        packed = torch.randint(0, 256, (numel // 2,), dtype=torch.uint8)
        absmax = torch.rand(numel // self.quant_config.blocksize) * 0.05
        layer.register_parameter("weight", Parameter(packed, requires_grad=False))
        layer.register_parameter("absmax", Parameter(absmax, requires_grad=False))
        layer.output_size_per_partition = output_size_per_partition

    def apply(self, layer, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        if self.quant_config.load_in_4bit:
            out = torch.ops.corpus_s1088.apply_bnb_4bit(
                x, layer.weight, layer.absmax, layer.output_size_per_partition, self.quant_config.blocksize
            )
        else:
            raise NotImplementedError("8-bit bitsandbytes is not supported in this runner")
        return out if bias is None else out + bias


class BnbLinear(nn.Module):
    def __init__(self, in_features, out_features, quant_config, prefix=""):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, in_features, out_features, torch.float32)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        return self.quant_method.apply(self, x, self.bias)


class GemmaMLP(nn.Module):
    def __init__(self, hidden_size=32, intermediate_size=64, quant_config=None, prefix="model.layers.0.mlp"):
        super().__init__()
        self.up_proj = BnbLinear(hidden_size, intermediate_size, quant_config, f"{prefix}.up_proj")
        self.down_proj = BnbLinear(intermediate_size, hidden_size, quant_config, f"{prefix}.down_proj")

    def forward(self, x):
        return self.down_proj(torch.nn.functional.gelu(self.up_proj(x), approximate="tanh"))


model = GemmaMLP(quant_config=BitsAndBytesConfig.from_config({"load_in_4bit": True, "bnb_4bit_quant_type": "nf4"}))
compiled_model = torch.compile(model, fullgraph=True)
