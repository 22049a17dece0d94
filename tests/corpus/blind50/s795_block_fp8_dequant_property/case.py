import torch

from s795_block_fp8_dequant_property.deepseek_mlp import DeepseekV2MLP

ENTRY = "s795_block_fp8_dequant_property.deepseek_mlp:DeepseekV2MLP.forward"


def inputs():
    return (DeepseekV2MLP(8, 12), torch.randn(2, 8))
