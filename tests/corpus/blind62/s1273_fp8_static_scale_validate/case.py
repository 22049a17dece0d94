import torch

from s1273_fp8_static_scale_validate.fp8_config import Fp8Config
from s1273_fp8_static_scale_validate.layers import Fp8RowParallelLinear

ENTRY = "s1273_fp8_static_scale_validate.layers:Fp8RowParallelLinear.forward"

_CONFIG = Fp8Config.from_config(
    {"quant_method": "fp8", "activation_scheme": "static", "ignored_layers": ["lm_head"]})


def inputs():
    layer = Fp8RowParallelLinear(16, 8, _CONFIG, prefix="model.layers.0.self_attn.o_proj")
    return (layer, torch.randn(4, 16))
