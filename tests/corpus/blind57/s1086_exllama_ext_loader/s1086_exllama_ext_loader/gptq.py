from typing import Any

import torch
from torch import nn
from torch.nn import Parameter

from .kernels import MPLinearLayerConfig, choose_mp_linear_kernel


class GPTQConfig:
    def __init__(self, weight_bits: int, group_size: int, desc_act: bool):
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.desc_act = desc_act
        self.pack_factor = 32 // weight_bits

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> "GPTQConfig":
        return cls(config["bits"], config["group_size"], config.get("desc_act", False))

    def get_quant_method(self, layer: nn.Module, prefix: str):
        return GPTQLinearMethod(self)


class GPTQLinearMethod:
    def __init__(self, quant_config: GPTQConfig):
        self.quant_config = quant_config

    def create_weights(self, layer, input_size_per_partition, output_size_per_partition, input_size, params_dtype):
        cfg = self.quant_config
        mp_config = MPLinearLayerConfig(
            full_weight_shape=(input_size, output_size_per_partition),
            partition_weight_shape=(input_size_per_partition, output_size_per_partition),
            weight_bits=cfg.weight_bits,
            group_size=cfg.group_size,
            act_type=params_dtype,
            has_g_idx=cfg.desc_act,
        )
        kernel_type = choose_mp_linear_kernel(mp_config)
        qweight = torch.randint(0, 2**31 - 1, (input_size_per_partition // cfg.pack_factor, output_size_per_partition), dtype=torch.int32)
        scales = torch.full((input_size_per_partition // cfg.group_size, output_size_per_partition), 0.01, dtype=params_dtype)
        layer.register_parameter("qweight", Parameter(qweight, requires_grad=False))
        layer.register_parameter("scales", Parameter(scales, requires_grad=False))
        self.kernel = kernel_type(mp_config, w_q_param_name="qweight", w_s_param_name="scales")

    def apply(self, layer, x, bias=None):
        return self.kernel.apply_weights(layer, x, bias)


class ColumnParallelLinear(nn.Module):
    def __init__(self, input_size, output_size, bias=True, quant_config=None, prefix=""):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, input_size, output_size, input_size, torch.float32)
        self.bias = nn.Parameter(torch.zeros(output_size)) if bias else None

    def forward(self, x):
        return self.quant_method.apply(self, x, self.bias)


lm_proj = ColumnParallelLinear(
    64, 16, quant_config=GPTQConfig.from_config({"bits": 4, "group_size": 32, "desc_act": False}), prefix="model.embed_out"
)


@torch.compile(fullgraph=True)
def compute_logits(hidden_states: torch.Tensor) -> torch.Tensor:
    return lm_proj(hidden_states).float()
