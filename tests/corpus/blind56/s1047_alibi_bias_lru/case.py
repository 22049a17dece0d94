import torch

from s1047_alibi_bias_lru.modeling_bloom import BloomBlock

ENTRY = "s1047_alibi_bias_lru.modeling_bloom:BloomBlock.forward"


def inputs():
    return (BloomBlock(), torch.randn(4, 8))
