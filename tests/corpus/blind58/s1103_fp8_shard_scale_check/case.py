import torch

from s1103_fp8_shard_scale_check.model import ModelArgs, TinyAttentionBlock

ENTRY = "s1103_fp8_shard_scale_check.model:TinyAttentionBlock.forward"

_block = TinyAttentionBlock(ModelArgs(quantization="fp8")).eval()


def inputs():
    return (_block, torch.randn(4, 32))
