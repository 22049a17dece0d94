import torch

from k012_fp8_block_group_scales.config import Fp8Config
from k012_fp8_block_group_scales.layers import Fp8BlockLinear

ENTRY = "k012_fp8_block_group_scales.layers:Fp8BlockLinear.forward"


def inputs():
    torch.manual_seed(0)
    layer = Fp8BlockLinear(8, 16, quant_config=Fp8Config(weight_block_size=(4, 4)))
    return (layer, torch.randn(4, 8))
