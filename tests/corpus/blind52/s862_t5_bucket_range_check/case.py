import torch

from s862_t5_bucket_range_check import T5AttentionConfig, T5LayerSelfAttention

ENTRY = "s862_t5_bucket_range_check.modeling_t5:T5LayerSelfAttention.forward"


def inputs():
    layer = T5LayerSelfAttention(T5AttentionConfig(), has_relative_attention_bias=True)
    return (layer, torch.randn(2, 6, 32))
